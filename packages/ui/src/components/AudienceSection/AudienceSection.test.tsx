import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudienceSection } from './AudienceSection';
import { sampleAudiences } from './fixtures';

describe('AudienceSection', () => {
  it('shows one card per audience with its points and call to action', () => {
    render(<AudienceSection title="Built for how you work" audiences={sampleAudiences} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Individuals' })).toBeVisible();
    expect(within(cards[0]!).getByText('A quick to-do list')).toBeVisible();
    expect(within(cards[0]!).getByRole('link', { name: 'Start as an individual' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(within(cards[1]!).getByText('Most Popular')).toBeVisible();
    expect(within(cards[1]!).getByRole('link', { name: 'Register your organization' })).toHaveAttribute(
      'href',
      '/auth/register-organization',
    );
  });
});
