import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allSidebarItems, sampleAdmin } from '../Sidebar/fixtures';
import { AppShell, type AppShellProps } from './AppShell';

function renderShell(overrides: Partial<AppShellProps> = {}) {
  return render(
    <AppShell
      brandName="TaskFlow"
      user={sampleAdmin}
      items={allSidebarItems}
      activePath="/tasks"
      header={{ notifications: [], onMarkRead: vi.fn(), onClearAll: vi.fn(), onSignOut: vi.fn() }}
      {...overrides}
    >
      <h2>Page content</h2>
    </AppShell>,
  );
}

// Menus, popovers and role queries over the shell's tree are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('AppShell', () => {
  it('puts the page in main beside the sidebar and under the header', () => {
    renderShell();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page content' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Welcome back, Arjun!');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('keeps its own collapsed state', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderShell({ onCollapsedChange });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the sidebar as an overlay from the header on mobile', async () => {
    const user = userEvent.setup();
    renderShell({ mobile: true });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it("draws another navigation in the sidebar's place, handing it the overlay state", async () => {
    const user = userEvent.setup();
    renderShell({
      mobile: true,
      renderNavigation: ({ variant, open, onClose }) =>
        open ? (
          <nav aria-label={`Other navigation (${variant})`}>
            <button type="button" onClick={onClose}>
              Done
            </button>
          </nav>
        ) : null,
    });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const other = screen.getByRole('navigation', { name: 'Other navigation (temporary)' });
    await user.click(within(other).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('navigation', { name: /Other navigation/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  });
});
