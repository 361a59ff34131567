import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../Sidebar/fixtures';
import { UserMenu } from './UserMenu';

// Menus, popovers and role queries over the shell's tree are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('UserMenu', () => {
  it('shows name and email with Your Profile, Settings and Sign out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<UserMenu user={sampleUser} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Priya Sharma' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Priya Sharma')).toBeVisible();
    expect(within(menu).getByText('priya@example.com')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("shows the user's picture when there is one", () => {
    const { container } = render(
      <UserMenu user={{ ...sampleUser, profileImage: 'https://example.com/p.png' }} onSignOut={() => {}} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/p.png');
  });

  it("shows the initial for the 'default-avatar.jpg' placeholder", () => {
    const { container } = render(<UserMenu user={sampleUser} onSignOut={() => {}} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu for Priya Sharma' })).toHaveTextContent('P');
  });
});
