import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { deliveryFixtures, webhookFixtures } from '../WebhookList/fixtures';
import { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel';

const meta = {
  title: 'Forms/WebhooksPanel',
  component: WebhooksPanel,
  args: {
    webhooks: webhookFixtures,
    onSelect: fn(),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onTest: fn(async () => undefined),
    onRedeliver: fn(async () => undefined),
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
  },
} satisfies Meta<typeof WebhooksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

function Selectable(props: WebhooksPanelProps) {
  const [selectedId, setSelectedId] = useState<string>();
  return (
    <WebhooksPanel
      {...props}
      {...(selectedId ? { selectedId } : {})}
      onSelect={(id) => {
        props.onSelect(id);
        setSelectedId(id);
      }}
      deliveries={{ rows: deliveryFixtures, total: deliveryFixtures.length, page: 1, limit: 20 }}
    />
  );
}

/** Open a webhook's deliveries and redeliver one; add a webhook that the server refuses, then one it takes. */
export const Default: Story = {
  render: (args) => <Selectable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Recent deliveries' })[0] as HTMLElement);
    const table = await canvas.findByRole('table', { name: 'Recent deliveries' });
    await userEvent.click(within(table).getByRole('button', { name: 'Redeliver task.updated evt_5f2a9c01' }));
    await expect(args.onRedeliver).toHaveBeenCalledWith(deliveryFixtures[0]);

    args.onCreate.mockRejectedValueOnce(new Error('The URL’s host name does not resolve'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add webhook' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Payload URL/ }), 'https://nowhere.invalid/x');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Projects: created' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('does not resolve');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(2);
  },
};

export const ForAnIndividual: Story = {
  args: {
    webhooks: [
      { ...webhookFixtures[0], organizationId: null, projectId: 'p1' } as (typeof webhookFixtures)[0],
    ],
    projects: [{ id: 'p1', title: 'Garden' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/· Garden/)).toBeVisible();
  },
};
