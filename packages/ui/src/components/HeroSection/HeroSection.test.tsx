import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroSection } from './HeroSection';

describe('HeroSection', () => {
  it("is the page's h1 with its two calls to action and its highlights", () => {
    render(
      <HeroSection
        headline="Plan work that gets done"
        subheadline="Projects, tasks and teams."
        primaryAction={{ label: 'Get started', href: '/auth/register-options' }}
        secondaryAction={{ label: 'Sign in', href: '/auth/login' }}
        highlights={['Free for individuals']}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plan work that gets done' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByText('Free for individuals')).toBeVisible();
  });
});
