import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleActions, sampleFooterLinks, sampleNavLinks } from './fixtures';
import { PublicLayout } from './PublicLayout';

function renderLayout() {
  return render(
    <PublicLayout
      brandName="TaskFlow"
      tagline="Projects, tasks and teams in one place."
      navLinks={sampleNavLinks}
      actions={sampleActions}
      footerLinks={sampleFooterLinks}
    >
      <h1>Page content</h1>
    </PublicLayout>,
  );
}

describe('PublicLayout', () => {
  it('offers the brand link home, the calls to action and the footer links in landmarks', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'TaskFlow' })).toHaveAttribute('href', '/home');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(within(header).getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/auth/register-options',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Features' }),
    ).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page content' })).toBeVisible();
  });

  it('lets keyboard users skip to the content', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens and closes the small-screen menu', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('presentation');
    expect(within(dialog).getByRole('link', { name: 'Features' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Get started' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    // The rest of the page is hidden from assistive technology until the drawer's exit transition ends.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });
});
