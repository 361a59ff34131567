import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orgRoleViews } from './fixtures';
import { ORG_NAVIGATION_LABEL, OrgNavigation, type OrgNavigationProps } from './OrgNavigation';

const { orgAdmin, member } = orgRoleViews;

function renderNavigation(overrides: Partial<OrgNavigationProps> = {}) {
  return render(
    <OrgNavigation
      brandName="TaskFlow"
      items={orgAdmin.items}
      user={orgAdmin.user}
      organizationName="Acme Corp"
      activePath="/org/dashboard"
      {...overrides}
    />,
  );
}

function linkLabels(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('list')
    .flatMap((list) => within(list).getAllByRole('link'))
    .map((link) => link.textContent ?? '');
}

// Role queries over the drawer's tree are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('OrgNavigation', () => {
  it('lists the items it is given, in order, as links in its own landmark', () => {
    renderNavigation({ items: member.items, user: member.user });
    const nav = screen.getByRole('navigation', { name: ORG_NAVIGATION_LABEL });
    expect(linkLabels(nav)).toEqual(['Dashboard', 'Projects', 'Tasks', 'Teams']);
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/org/tasks');
    expect(within(nav).getByText('Jordan Lee')).toBeVisible();
    expect(within(nav).getByText('Acme Corp')).toBeVisible();
  });

  it('marks the item the path sits under as the current page', () => {
    renderNavigation({ activePath: '/org/users/64b7f0c2a1b2c3d4e5f60718' });
    const nav = screen.getByRole('navigation', { name: ORG_NAVIGATION_LABEL });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('keeps an accessible name on every item when narrow', () => {
    renderNavigation({ collapsed: true });
    const nav = screen.getByRole('navigation', { name: ORG_NAVIGATION_LABEL });
    expect(within(nav).getByRole('link', { name: 'Security & Compliance' })).toHaveAttribute(
      'href',
      '/org/security',
    );
    expect(within(nav).queryByText('Acme Corp')).not.toBeInTheDocument();
  });

  it('as the phone overlay, closes when an item is chosen or from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderNavigation({ variant: 'temporary', open: true, onClose });
    const nav = await screen.findByRole('navigation', { name: ORG_NAVIGATION_LABEL });
    await user.click(within(nav).getByRole('link', { name: 'Billing & Subscription' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(nav).getByRole('button', { name: 'Close navigation' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
