import type { AssignableOrgRole } from '@app/domain';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DataTableSort } from '../DataTable';
import { InputField } from '../InputField';
import { MEMBERS_NOW, sampleMembers } from './fixtures';
import { MemberTable, type MemberTableMember } from './MemberTable';

function SearchBox({ label = 'Search members' }: { label?: string }) {
  return (
    <InputField
      label={label}
      size="small"
      fullWidth
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const ADMIN_GRANTS: AssignableOrgRole[] = ['member', 'dept_manager', 'org_admin'];
// An organization admin may change anyone but themselves and the enterprise admin above them.
const adminGrants = (member: MemberTableMember) =>
  member._id === sampleMembers[0]!._id || member.orgRole === 'enterprise_admin' ? [] : ADMIN_GRANTS;
const adminRemoves = (member: MemberTableMember) =>
  member._id !== sampleMembers[0]!._id && member.orgRole !== 'enterprise_admin';

const meta = {
  title: 'Data/MemberTable',
  component: MemberTable,
  args: {
    members: sampleMembers,
    total: 23,
    page: 1,
    now: MEMBERS_NOW,
    currentUserId: sampleMembers[0]!._id,
    search: <SearchBox />,
    actions: (
      <Button variant="contained" startIcon={<PersonAddAlt1RoundedIcon />}>
        Invite member
      </Button>
    ),
    grantableRolesFor: adminGrants,
    canRemove: adminRemoves,
    onPageChange: fn(),
    onRoleChange: fn(),
    onRemove: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof MemberTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view with 'Sign out everywhere' on the members they may sign out. */
export const WithSignOut: Story = {
  args: { canSignOut: adminRemoves, onSignOut: fn() },
};

export const Default: Story = {
  render: function Render(args) {
    const [members, setMembers] = useState(args.members);
    const [sort, setSort] = useState<DataTableSort | null>({ by: 'name', direction: 'asc' });
    return (
      <MemberTable
        {...args}
        members={members}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
        onRoleChange={(member, role) => {
          setMembers((all) => all.map((m) => (m._id === member._id ? { ...m, orgRole: role } : m)));
          args.onRoleChange?.(member, role);
        }}
        onRemove={(member) => {
          setMembers((all) => all.filter((m) => m._id !== member._id));
          args.onRemove?.(member);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Role of Sam Rivera' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Department Manager' }));
    await expect(args.onRoleChange).toHaveBeenCalledWith(sampleMembers[2], 'dept_manager');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Priya Sharma' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByText('Priya Sharma')).not.toBeInTheDocument());
  },
};

/** The table on a phone: the member column stays while the rest scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="h2" color="textSecondary">
    {children}
  </Typography>
);

export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      <Box>
        <Caption>Organization admin: role selects and removal</Caption>
        <MemberTable {...args} label="Members (organization admin)" />
      </Box>
      <Box>
        <Caption>Department manager: their department only, read-only roles above theirs</Caption>
        <MemberTable
          {...args}
          label="Members (department manager)"
          members={sampleMembers.slice(1, 4)}
          total={3}
          currentUserId={sampleMembers[1]!._id}
          actions={undefined}
          grantableRolesFor={(member) => (member.orgRole === 'member' ? ['member', 'dept_manager'] : [])}
          canRemove={(member) => member.orgRole === 'member'}
          sort={{ by: 'lastActiveAt', direction: 'desc' }}
        />
      </Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: 390, flexShrink: 0 }}>
          <Caption>Phone width (390 px)</Caption>
          <MemberTable
            {...args}
            label="Members (phone)"
            search={<SearchBox label="Search" />}
            actions={undefined}
          />
        </Box>
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
          <Box>
            <Caption>Loading</Caption>
            <MemberTable {...args} label="Members (loading)" members={[]} limit={3} loading />
          </Box>
          <Box>
            <Caption>Nobody found</Caption>
            <MemberTable {...args} label="Members (none)" members={[]} total={0} actions={undefined} />
          </Box>
        </Stack>
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admin = within(canvas.getByRole('table', { name: 'Members (organization admin)' }));
    await expect(admin.getAllByRole('combobox')).toHaveLength(3);
    await expect(admin.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    await expect(canvas.getByRole('table', { name: 'Members (loading)' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
