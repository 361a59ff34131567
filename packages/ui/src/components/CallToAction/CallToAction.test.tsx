import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('shows the headline, the description and both calls to action', () => {
    render(
      <CallToAction
        headline="Ready to get organized?"
        description="Create your account in a minute."
        primaryAction={{ label: 'Get started free', href: '/auth/register-options' }}
        secondaryAction={{ label: 'Sign in', href: '/auth/login' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Ready to get organized?' })).toBeVisible();
    expect(screen.getByText('Create your account in a minute.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get started free' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('works with a single call to action', () => {
    render(<CallToAction headline="Try it" primaryAction={{ label: 'Start', href: '/start' }} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
