import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageHeaderProvider, usePageHeaderContent } from '../PageHeader/PageHeader';
import { AccessCard, roleLabel } from './AccessCard';

function ShellTitle() {
  return <h1>{usePageHeaderContent()?.title ?? 'Welcome back!'}</h1>;
}

describe('AccessCard', () => {
  it("'Access Restricted' lists the required roles", () => {
    render(<AccessCard variant="restricted" requiredRoles={['org_admin', 'dept_manager']} />);
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    const roles = screen.getByRole('list', { name: 'Required roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Organization Admin', 'Department Manager']);
  });

  it("'Access Denied' goes back", async () => {
    const user = userEvent.setup();
    const onGoBack = vi.fn();
    render(<AccessCard variant="denied" onGoBack={onGoBack} />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
  });

  it("in the app's shell, the card's title is the header's h1 and the tab's title, and the card's own heading an h2", async () => {
    const onTitleChange = vi.fn();
    render(
      <PageHeaderProvider onTitleChange={onTitleChange}>
        <ShellTitle />
        <AccessCard variant="denied" onGoBack={() => {}} />
      </PageHeaderProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Access Denied' })).toBeVisible();
    expect(onTitleChange).toHaveBeenLastCalledWith('Access Denied');
  });

  it("'Upgrade Required' offers 'Upgrade Now' as a link or a callback", async () => {
    const user = userEvent.setup();
    const onUpgrade = vi.fn();
    const { unmount } = render(<AccessCard variant="upgrade" onUpgrade={onUpgrade} />);
    expect(screen.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    unmount();
    render(<AccessCard variant="upgrade" upgradeHref="/org/billing" />);
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/org/billing');
  });

  it('shows a custom message', () => {
    render(<AccessCard variant="denied" message="Only finance staff can open this page." />);
    expect(screen.getByText('Only finance staff can open this page.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Go Back' })).not.toBeInTheDocument();
  });
});

describe('roleLabel', () => {
  it('reads role names as people do', () => {
    expect(roleLabel('platform_admin')).toBe('Platform Admin');
    expect(roleLabel('all')).toBe('All members');
    expect(roleLabel('finance_lead')).toBe('Finance Lead');
  });
});
