import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppShell, type AppShellProps } from '../AppShell/AppShell';
import { allSidebarItems, sampleAdmin } from '../Sidebar/fixtures';
import { PageHeader } from './PageHeader';

function renderShell(page: React.ReactNode, overrides: Partial<AppShellProps> = {}) {
  return render(
    <AppShell
      brandName="TaskFlow"
      user={sampleAdmin}
      items={allSidebarItems}
      activePath="/projects"
      mobile={false}
      header={{ notifications: [], onMarkRead: vi.fn(), onClearAll: vi.fn(), onSignOut: vi.fn() }}
      {...overrides}
    >
      {page}
    </AppShell>,
  );
}

vi.setConfig({ testTimeout: 20_000 });

describe('PageHeader', () => {
  it("puts the page's title, subtitle, info and action in the shell's header and nothing in place", () => {
    renderShell(
      <section aria-label="Page">
        <PageHeader
          title="Website relaunch"
          subtitle="Due Jun 28"
          info={<span>Active</span>}
          action={<a href="/projects/1/edit">Edit</a>}
        />
      </section>,
    );
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeVisible();
    expect(banner.getByText('Due Jun 28')).toBeVisible();
    expect(banner.getByText('Active')).toBeVisible();
    expect(banner.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/projects/1/edit');
    expect(banner.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome back, Arjun!')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Page' })).toBeEmptyDOMElement();
  });

  it("keeps the shell's New Project action when the page sets none, and hides it for action={null}", () => {
    const { rerender } = renderShell(<PageHeader title="My Projects" />);
    expect(screen.getByRole('link', { name: 'New Project' })).toBeVisible();
    rerender(
      <AppShell
        brandName="TaskFlow"
        user={sampleAdmin}
        items={allSidebarItems}
        mobile={false}
        header={{ notifications: [], onMarkRead: vi.fn(), onClearAll: vi.fn(), onSignOut: vi.fn() }}
      >
        <PageHeader title="Settings" action={null} />
      </AppShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
  });

  it('greets when no page has set a title, and again once the page with a title leaves', async () => {
    const user = userEvent.setup();
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown ? <PageHeader title="My Tasks" /> : null}
          <button type="button" onClick={() => setShown(false)}>
            Leave
          </button>
        </>
      );
    }
    renderShell(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Tasks' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Arjun!' })).toBeVisible();
  });

  it('follows the title as it changes and reports it for the browser tab', () => {
    const onPageTitleChange = vi.fn();
    const { rerender } = renderShell(<PageHeader title="Loading" />, { onPageTitleChange });
    expect(onPageTitleChange).toHaveBeenLastCalledWith('Loading');
    rerender(
      <AppShell
        brandName="TaskFlow"
        user={sampleAdmin}
        items={allSidebarItems}
        mobile={false}
        onPageTitleChange={onPageTitleChange}
        header={{ notifications: [], onMarkRead: vi.fn(), onClearAll: vi.fn(), onSignOut: vi.fn() }}
      >
        <PageHeader documentTitle="Dashboard" />
      </AppShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Arjun!' })).toBeVisible();
    expect(onPageTitleChange).toHaveBeenLastCalledWith('Dashboard');
  });

  it('renders nothing outside a shell', () => {
    const { container } = render(<PageHeader title="Alone" />);
    expect(container).toBeEmptyDOMElement();
  });
});
