import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('puts the form in the main landmark under the brand, with the footer links', () => {
    render(
      <AuthLayout
        brandName="TaskFlow"
        brandHref="/home"
        footerLinks={[{ label: 'Privacy Policy', href: '/privacy' }]}
      >
        <h1>Sign in</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Sign in' }));
    expect(screen.getByRole('link', { name: /TaskFlow/ })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
