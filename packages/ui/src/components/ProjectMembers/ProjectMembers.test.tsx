import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MEMBER_ID, MEMBERS, OWNER_ID } from './fixtures';
import { ProjectMembers, type ProjectMembersProps } from './ProjectMembers';

function renderMembers(overrides: Partial<ProjectMembersProps> = {}) {
  const props: ProjectMembersProps = { members: MEMBERS, currentUserId: OWNER_ID, ...overrides };
  const view = render(<ProjectMembers {...props} />);
  return { props, ...view };
}

const row = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name)) as HTMLElement;

// Menus and dialogs in jsdom are slow on a busy machine.
describe('ProjectMembers', { timeout: 20_000 }, () => {
  it('lists each member with their initial, name, email and role, the owner as Owner', () => {
    renderMembers({ currentUserId: MEMBER_ID });
    expect(screen.getByRole('heading', { name: 'Team members (4)' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const owner = row('Ana Lima');
    expect(owner).toHaveTextContent('A');
    expect(owner).toHaveTextContent('ana@example.com');
    expect(owner).toHaveTextContent('Owner');
    expect(row('Chen Wei')).toHaveTextContent('Team lead');
    expect(row('Dana Cruz')).toHaveTextContent('Dana Cruz (you)');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a member' })).not.toBeInTheDocument();
  });

  it('lets a manager change the role of a member, not of the owner or themselves', async () => {
    const user = userEvent.setup();
    const onRoleChange = vi.fn().mockResolvedValue(undefined);
    renderMembers({ canManage: true, onRoleChange });
    expect(screen.queryByRole('combobox', { name: 'Role of Ana Lima' })).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Role of Dana Cruz' });
    expect(select).toHaveTextContent('Team member');
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /Team lead/ })).toHaveTextContent(
      'Manage members and assign tasks',
    );
    await user.click(within(listbox).getByRole('option', { name: /Supervisor/ }));
    expect(onRoleChange).toHaveBeenCalledWith(MEMBER_ID, 'supervisor');
    expect(screen.getByRole('combobox', { name: 'Role of Dana Cruz' })).toHaveTextContent('Supervisor');
  });

  it('returns the select to the old role when the change is refused', async () => {
    const user = userEvent.setup();
    const onRoleChange = vi.fn().mockRejectedValue(new Error('Not allowed'));
    renderMembers({ canManage: true, onRoleChange });
    await user.click(screen.getByRole('combobox', { name: 'Role of Dana Cruz' }));
    await user.click(await screen.findByRole('option', { name: /Supervisor/ }));
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Dana Cruz' })).toHaveTextContent('Team member'),
    );
  });

  it('removes a member after confirmation', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn().mockResolvedValue(undefined);
    renderMembers({ canManage: true, onRemove });
    expect(screen.queryByRole('button', { name: 'Remove Ana Lima' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Chen Wei' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Chen Wei?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Chen Wei' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Chen Wei?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(onRemove).toHaveBeenCalledWith('65f1c0a2b3d4e5f6a7b8c903');
  });

  it('adds a member by email and role, and clears the form', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockResolvedValue(undefined);
    renderMembers({ canManage: true, onAdd });
    const form = screen.getByRole('form', { name: 'Add a member' });
    await user.type(within(form).getByRole('textbox', { name: /Email address/ }), ' New@Example.com ');
    await user.click(within(form).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: /Team lead/ }));
    expect(within(form).getByText('Manage members and assign tasks')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(onAdd).toHaveBeenCalledWith({ email: 'new@example.com', role: 'team-lead' });
    await vi.waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Email address/ })).toHaveValue(''),
    );
  });

  it('checks the email before adding and shows the server refusal', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockRejectedValue(new Error('No account with this email'));
    renderMembers({ canManage: true, onAdd });
    const form = screen.getByRole('form', { name: 'Add a member' });
    const email = within(form).getByRole('textbox', { name: /Email address/ });
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(within(form).getByText('Enter the email address of the person to add')).toBeVisible();
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(within(form).getByText('Please enter a valid email address')).toBeVisible();
    expect(onAdd).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, 'nobody@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('No account with this email');
    expect(email).toHaveValue('nobody@example.com');
  });

  it('offers a member who is not the owner to leave, after confirmation', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderMembers({ currentUserId: OWNER_ID, onLeave });
    expect(screen.queryByRole('button', { name: 'Leave project' })).not.toBeInTheDocument();
    rerender(<ProjectMembers members={MEMBERS} currentUserId={MEMBER_ID} onLeave={onLeave} />);
    await user.click(screen.getByRole('button', { name: 'Leave project' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave project' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });
});
