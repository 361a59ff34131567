import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { deliveryFixtures } from '../WebhookList/fixtures';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';

const meta = {
  title: 'Data Display/WebhookDeliveryLog',
  component: WebhookDeliveryLog,
  args: {
    deliveries: deliveryFixtures,
    onRedeliver: fn(),
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
  },
} satisfies Meta<typeof WebhookDeliveryLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each status with its answer code, attempts and the next retry or error; Redeliver on a failed one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recent deliveries' });
    await expect(within(table).getByText('Delivered')).toBeVisible();
    await expect(within(table).getByText('Retry at 2026-12-07 10:02')).toBeVisible();
    await expect(within(table).getByText('Timed out after 10000 ms')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Redeliver task.updated evt_0c3e8e11' }));
    await expect(args.onRedeliver).toHaveBeenCalledWith(deliveryFixtures[2]);
  },
};

export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No deliveries yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { deliveries: [], loading: true } };
