import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccountCard } from './DeleteAccountCard';

const meta = {
  title: 'Forms/DeleteAccountCard',
  component: DeleteAccountCard,
  args: { onDelete: fn(async () => 'Account deleted') },
} satisfies Meta<typeof DeleteAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete your account?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The password is asked for before anything is deleted; then the dialog closes. */
export const DeleteWithPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('region', { name: 'Danger zone' })).toHaveTextContent(
      'This cannot be undone.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    await body.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.click(body.getByRole('button', { name: 'Delete my account' }));
    // The message fades in.
    await waitFor(() => expect(body.getByText('Enter your password to confirm')).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.type(body.getByLabelText(/^Password/, { selector: 'input' }), 'secret-1');
    await userEvent.click(body.getByRole('button', { name: 'Delete my account' }));
    await expect(args.onDelete).toHaveBeenCalledWith('secret-1');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel closes the dialog without deleting. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('Incorrect password. Please try again'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
    await userEvent.type(body.getByLabelText(/^Password/, { selector: 'input' }), 'wrong{Enter}');
    await expect(await body.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again');
    // The dialog stays open for another try.
    await expect(body.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
  },
};

// Settled by the FailsWithoutReason play function, so the deletion in flight can be seen.
let failDeletion: (reason: unknown) => void = () => {};

/** While the deletion runs, Escape does not close the dialog; a failure without a message shows the general one. */
export const FailsWithoutReason: Story = {
  args: {
    onDelete: fn(
      () =>
        new Promise((_, reject) => {
          failDeletion = reject;
        }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete account' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.type(body.getByLabelText(/^Password/, { selector: 'input' }), 'secret-1{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('secret-1');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
    failDeletion({ status: 500 });
    await expect(await body.findByRole('alert')).toHaveTextContent('Account deletion failed');
    await expect(body.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))' }}>
      <DeleteAccountCard {...args} />
      <DeleteAccountCard
        {...args}
        title="Leave the organization workspace"
        description="Your organization keeps the projects you shared with it; everything personal is removed."
      />
    </Box>
  ),
};
