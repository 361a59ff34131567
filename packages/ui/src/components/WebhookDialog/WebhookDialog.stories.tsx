import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WebhookDialog } from './WebhookDialog';

const meta = {
  title: 'Forms/WebhookDialog',
  component: WebhookDialog,
  args: { open: true, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof WebhookDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Nothing filled: each field says what it needs; then a URL, two events and a generated secret go. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = within(page.getByRole('dialog', { name: 'Add webhook' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('The URL must be an absolute http:// or https:// URL')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(
      dialog.getByRole('textbox', { name: /Payload URL/ }),
      'https://hooks.example.com/in',
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tasks: updated' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Comments: created' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    const secret = dialog.getByRole('textbox', { name: /Secret/ }) as HTMLInputElement;
    await waitFor(() => expect(secret.value.length).toBe(32));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      url: 'https://hooks.example.com/in',
      events: ['task.updated', 'comment.created'],
      secret: secret.value,
    });
  },
};

/** Editing keeps the secret unless a new one is typed. */
export const Edit: Story = {
  args: { initial: { url: 'https://hooks.example.com/in', events: ['task.updated'] } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Edit webhook' }));
    await expect(dialog.getByRole('checkbox', { name: 'Tasks: updated' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tasks: deleted' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      url: 'https://hooks.example.com/in',
      events: ['task.updated', 'task.deleted'],
    });
  },
};

/** An individual picks the project; the server's refusal shows above the fields. */
export const ForAProject: Story = {
  args: {
    projects: [
      { id: 'p1', title: 'Garden' },
      { id: 'p2', title: 'Kitchen' },
    ],
    error:
      'The URL points to a loopback, private, link-local or otherwise internal address; webhooks go only to public addresses',
  },
  play: async ({ canvasElement }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Add webhook' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('internal address');
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Garden');
  },
};
