import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('shows the brand link, the card content in main and the legal links', () => {
    render(
      <AuthLayout brandName="TaskFlow" footerLinks={[{ label: 'Privacy Policy', href: '/privacy' }]}>
        <h1>Sign in</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('link', { name: 'TaskFlow' })).toHaveAttribute('href', '/home');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy');
  });
});
