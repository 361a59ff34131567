import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from '../PageHeader/PageHeader';
import { sampleAdmin } from '../Sidebar/fixtures';
import { OrganizationLayout } from './OrganizationLayout';

function hrefs(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

// Menus, popovers and role queries over the shell's tree are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('OrganizationLayout', () => {
  it('links the spec 2.3 menu, quick actions and top bar', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(
      <OrganizationLayout
        brandName="TaskFlow"
        organizationName="Acme Corp"
        user={sampleAdmin}
        activePath="/organization/users"
        onSignOut={onSignOut}
      >
        <p>Organization page</p>
      </OrganizationLayout>,
    );
    expect(hrefs(screen.getByRole('navigation', { name: 'Organization menu' }))).toEqual([
      '/organization',
      '/projects',
      '/organization/departments',
      '/organization/users',
      '/organization/analytics',
      '/organization/reports',
      '/organization/billing',
      '/organization/settings',
    ]);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(hrefs(actions)).toEqual(['/projects/create', '/organization/invite']);
    expect(hrefs(screen.getByRole('navigation', { name: 'Account' }))).toEqual([
      '/profile',
      '/settings',
      '/help',
    ]);
    expect(screen.getByText('Acme Corp')).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('Organization page')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('hides what the permissions do not allow', () => {
    render(
      <OrganizationLayout
        brandName="TaskFlow"
        user={sampleAdmin}
        onSignOut={() => {}}
        permissions={{
          canManageDepartments: false,
          canInviteUsers: false,
          canViewOrganizationSettings: false,
        }}
      />,
    );
    const menu = screen.getByRole('navigation', { name: 'Organization menu' });
    expect(within(menu).queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Project' })).toBeVisible();
  });

  it('opens the menu as an overlay on mobile', async () => {
    const user = userEvent.setup();
    render(<OrganizationLayout brandName="TaskFlow" user={sampleAdmin} onSignOut={() => {}} mobile />);
    expect(screen.queryByRole('navigation', { name: 'Organization menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Organization menu' })).toBeVisible();
  });

  it('closes the mobile menu when the page changes', async () => {
    const user = userEvent.setup();
    const props = { brandName: 'TaskFlow', user: sampleAdmin, onSignOut: () => {}, mobile: true };
    const { rerender } = render(<OrganizationLayout {...props} activePath="/organization" />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Organization menu' });
    rerender(<OrganizationLayout {...props} activePath="/organization/users" />);
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Organization menu' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the page's PageHeader as its heading and reports the title", async () => {
    const onPageTitleChange = vi.fn();
    render(
      <OrganizationLayout
        brandName="TaskFlow"
        user={sampleAdmin}
        onSignOut={() => {}}
        onPageTitleChange={onPageTitleChange}
      >
        <PageHeader
          title="Departments"
          subtitle="5 departments"
          action={<button type="button">Add department</button>}
        />
      </OrganizationLayout>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
    expect(within(main).getByText('5 departments')).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Add department' })).toBeVisible();
    await waitFor(() => expect(onPageTitleChange).toHaveBeenLastCalledWith('Departments'));
  });
});
