import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MEMBER_ID, MEMBERS, OWNER_ID } from './fixtures';
import { ProjectMembers, type ProjectMembersMember, type ProjectMembersProps } from './ProjectMembers';

const narrow: Decorator = (Story) => (
  <Box sx={{ maxWidth: 760 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Work/ProjectMembers',
  component: ProjectMembers,
  args: { members: MEMBERS, currentUserId: OWNER_ID },
} satisfies Meta<typeof ProjectMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a team member sees: the list, and a way to leave. */
export const ReadOnly: Story = {
  decorators: [narrow],
  args: { currentUserId: MEMBER_ID, onLeave: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Owner')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Leave project' })).toBeVisible();
  },
};

/** What the owner sees: role selects, remove buttons and the add-member form. */
export const Managing: Story = {
  decorators: [narrow],
  args: {
    canManage: true,
    onAdd: fn(async () => undefined),
    onRoleChange: fn(),
    onRemove: fn(),
  },
};

/** The server refused the email: its message shows in the form. */
export const AddRefused: Story = {
  decorators: [narrow],
  args: {
    canManage: true,
    onAdd: fn(async () => {
      throw new Error('No account with this email');
    }),
    onRoleChange: fn(),
    onRemove: fn(),
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add a member' }));
    await userEvent.type(form.getByRole('textbox', { name: /Email address/ }), 'nobody@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Add member' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('No account with this email');
  },
};

function Stateful(props: ProjectMembersProps) {
  const [members, setMembers] = useState<readonly ProjectMembersMember[]>(props.members);
  return (
    <ProjectMembers
      {...props}
      members={members}
      onAdd={async ({ email, role }) => {
        setMembers((list) => [
          ...list,
          { _id: `65f1c0a2b3d4e5f6a7b8c9${list.length}0`, name: email.split('@')[0] ?? email, email, role },
        ]);
      }}
      onRoleChange={(userId, role) =>
        setMembers((list) => list.map((member) => (member._id === userId ? { ...member, role } : member)))
      }
      onRemove={(userId) => setMembers((list) => list.filter((member) => member._id !== userId))}
    />
  );
}

/** Adding, re-roling and removing against local state. */
export const Interactive: Story = {
  decorators: [narrow],
  args: { canManage: true },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Chen Wei' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove Chen Wei?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByText('Chen Wei')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Team members (3)' })).toBeVisible());
  },
};

const STATES = [
  {
    name: 'Owner managing',
    args: { canManage: true, onAdd: async () => undefined, onRoleChange: () => {}, onRemove: () => {} },
  },
  { name: 'Team member', args: { currentUserId: MEMBER_ID, onLeave: () => {} } },
  {
    name: 'Disabled',
    args: {
      canManage: true,
      disabled: true,
      onAdd: async () => undefined,
      onRoleChange: () => {},
      onRemove: () => {},
    },
  },
  { name: 'Only the owner', args: { members: MEMBERS.slice(0, 1) } },
] satisfies { name: string; args: Partial<ProjectMembersProps> }[];

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(560px, 1fr))' }}>
      {STATES.map((state) => (
        <Paper key={state.name} variant="outlined" sx={{ p: 3 }}>
          <Typography component="p" variant="overline" color="text.secondary">
            {state.name}
          </Typography>
          <ProjectMembers
            {...args}
            {...state.args}
            title={`Team members: ${state.name.toLowerCase()}`}
            addTitle={`Add a member: ${state.name.toLowerCase()}`}
          />
        </Paper>
      ))}
    </Box>
  ),
};
