import { ORG_TEXTS } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../../testing/OverlayFrame';
import { InviteDialog, type InviteDialogProps } from './InviteDialog';

const DEPARTMENTS = [
  { _id: '0000000000000000000000a1', name: 'Engineering' },
  { _id: '0000000000000000000000a2', name: 'Platform' },
  { _id: '0000000000000000000000a3', name: 'Marketing' },
];

const meta = {
  title: 'Forms/InviteDialog',
  component: InviteDialog,
  args: {
    open: true,
    grantable: ['member', 'dept_manager', 'org_admin'],
    departments: DEPARTMENTS,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: ORG_TEXTS.inviteTitle,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'new@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'new@acme.example', role: 'member' }),
    );
  },
};

const ORGANIZATIONS = [
  { _id: '0000000000000000000000b1', name: 'Acme Corporation' },
  { _id: '0000000000000000000000b2', name: 'Globex Industries' },
];

/**
 * A platform admin chooses the organization first (required); its departments are the caller's to give, and
 * the payload names the organization.
 */
export const PlatformAdmin: Story = {
  args: { organizations: ORGANIZATIONS, departments: [], onOrganizationChange: fn() },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(body.getByRole('dialog', { name: ORG_TEXTS.inviteTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email address' }), 'new@globex.example');
    await userEvent.click(dialog.getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    await expect(await dialog.findByText(ORG_TEXTS.inviteOrganizationRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('combobox', { name: /Organization/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Globex Industries' }));
    await expect(args.onOrganizationChange).toHaveBeenCalledWith(ORGANIZATIONS[1]!._id);
    await userEvent.click(dialog.getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'new@globex.example',
        role: 'member',
        organizationId: ORGANIZATIONS[1]!._id,
      }),
    );
  },
};

/** A platform admin looking at one organization: the dialog starts with it chosen. */
export const PlatformAdminInView: Story = {
  args: {
    organizations: ORGANIZATIONS,
    defaultOrganizationId: ORGANIZATIONS[0]!._id,
    departments: [],
    onOrganizationChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(body.getByRole('dialog', { name: ORG_TEXTS.inviteTitle }));
    await expect(dialog.getByRole('combobox', { name: /Organization/ })).toHaveTextContent(
      ORGANIZATIONS[0]!.name,
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email address' }), 'new@acme.example');
    await userEvent.click(dialog.getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'new@acme.example',
        role: 'member',
        organizationId: ORGANIZATIONS[0]!._id,
      }),
    );
  },
};

const catalogEntries: { label: string; props: Partial<InviteDialogProps> }[] = [
  { label: 'Organization admin, with departments', props: { title: 'Invite a member' } },
  { label: 'Sent without an email', props: { title: 'Invite a member (no email)' } },
  {
    label: 'Department manager: fewer roles, own department',
    props: {
      title: 'Invite to Engineering',
      grantable: ['member', 'dept_manager'],
      defaultDepartmentId: DEPARTMENTS[0]!._id,
    },
  },
  { label: 'Sending', props: { title: 'Invite a member (sending)', busy: true } },
  {
    label: 'Server error, no departments',
    props: { title: 'Invite a member (refused)', departments: [], error: 'Failed to send invitation' },
  },
];

export const Catalog: Story = {
  render: (args) => (
    <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
      {catalogEntries.map((entry) => (
        <Stack key={entry.label} spacing={1}>
          <Typography variant="caption" color="textSecondary">
            {entry.label}
          </Typography>
          <OverlayFrame sx={{ width: 560, height: 480, border: 1, borderColor: 'divider' }}>
            <InviteDialog {...args} {...entry.props} />
          </OverlayFrame>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => {
      for (const faded of canvasElement.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')) {
        expect(getComputedStyle(faded).opacity).toBe('1');
      }
    });
    // Open dialogs side by side trap focus in turn, so this one is only clicked.
    const empty = within(canvas.getByRole('dialog', { name: 'Invite a member (no email)' }));
    await userEvent.click(empty.getByRole('button', { name: ORG_TEXTS.inviteSubmit }));
    await expect(await empty.findByText(ORG_TEXTS.inviteEmailRequired)).toBeVisible();
    const manager = within(canvas.getByRole('dialog', { name: 'Invite to Engineering' }));
    await expect(manager.getByRole('combobox', { name: 'Department' })).toHaveTextContent('Engineering');
    const sending = within(canvas.getByRole('dialog', { name: 'Invite a member (sending)' }));
    await expect(sending.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
