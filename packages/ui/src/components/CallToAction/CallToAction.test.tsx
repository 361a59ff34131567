import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('shows the headline and both actions as links', () => {
    render(
      <CallToAction
        headline="Ready to start?"
        description="Free for individuals."
        primaryAction={{ label: 'Get started', href: '/auth/register-options' }}
        secondaryAction={{ label: 'Sign in', href: '/auth/login' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ready to start?' })).toBeVisible();
    expect(screen.getByText('Free for individuals.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
