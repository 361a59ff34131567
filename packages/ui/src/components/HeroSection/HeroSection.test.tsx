import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroSection } from './HeroSection';

describe('HeroSection', () => {
  it('shows the headline, sub-headline, both calls to action and the product preview', () => {
    render(
      <HeroSection
        eyebrow="For individuals and teams"
        headline="Plan, track and deliver every project"
        subheadline="Projects, tasks and people in one place."
        primaryAction={{ label: 'Get started free', href: '/auth/register-options' }}
        secondaryAction={{ label: 'Sign in', href: '/auth/login' }}
        highlights={['Free for individuals']}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Plan, track and deliver every project' }),
    ).toBeVisible();
    expect(screen.getByText('Projects, tasks and people in one place.')).toBeVisible();
    expect(screen.getByText('For individuals and teams')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('img', { name: /project board/ })).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('Free for individuals');
  });
});
