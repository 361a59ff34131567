import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AudienceSection } from './AudienceSection';

describe('AudienceSection', () => {
  it('gives each audience its heading, points and own call to action', () => {
    render(
      <AudienceSection
        title="Who it is for"
        audiences={[
          {
            title: 'Individuals',
            description: 'Your own projects.',
            points: ['Tasks', 'Calendar'],
            action: { label: 'Start free', href: '/auth/register' },
          },
          {
            title: 'Organizations',
            description: 'Teams and roles.',
            points: ['Departments'],
            action: { label: 'Register your organization', href: '/auth/register-organization' },
            badge: 'Most Popular',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Who it is for' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Individuals' })).toBeVisible();
    expect(screen.getByText('Calendar')).toBeVisible();
    expect(screen.getByText('Most Popular')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register your organization' })).toHaveAttribute(
      'href',
      '/auth/register-organization',
    );
    expect(within(screen.getByRole('region', { name: 'Who it is for' })).getAllByRole('link')).toHaveLength(
      2,
    );
  });
});
