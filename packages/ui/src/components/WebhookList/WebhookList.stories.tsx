import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { webhookFixtures } from './fixtures';
import { WebhookList } from './WebhookList';

const meta = {
  title: 'Forms/WebhookList',
  component: WebhookList,
  args: {
    webhooks: webhookFixtures,
    onAdd: fn(),
    onEdit: fn(),
    onToggle: fn(async () => undefined),
    onTest: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onShowDeliveries: fn(),
  },
} satisfies Meta<typeof WebhookList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enable the disabled one, send a test, open the deliveries, delete after confirming. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [active, disabled] = webhookFixtures;
    await expect(canvas.getByText('Disabled')).toBeVisible();
    await expect(canvas.getByText('15 failed in a row')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: `Active: ${disabled?.url}` }));
    await expect(args.onToggle).toHaveBeenCalledWith(disabled, true);

    const first = within(canvas.getByRole('listitem', { name: active?.url }));
    await userEvent.click(first.getByRole('button', { name: 'Send test' }));
    await expect(args.onTest).toHaveBeenCalledWith(active);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Test delivery sent'));
    await userEvent.click(first.getByRole('button', { name: 'Recent deliveries' }));
    await expect(args.onShowDeliveries).toHaveBeenCalledWith(active);

    await userEvent.click(first.getByRole('button', { name: 'Delete' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete this webhook?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(active);
  },
};

export const Empty: Story = {
  args: { webhooks: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No webhooks yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const TestRefused: Story = {
  args: { onTest: fn(async () => Promise.reject(new Error('Webhook not found'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Send test' })[0] as HTMLElement);
    await expect(await canvas.findByText('Webhook not found')).toBeVisible();
  },
};
