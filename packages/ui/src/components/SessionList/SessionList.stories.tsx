import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SESSION_NOW, sessionFixtures } from './fixtures';
import { SessionList } from './SessionList';

const meta = {
  title: 'Page/SessionList',
  component: SessionList,
  args: {
    sessions: sessionFixtures,
    now: SESSION_NOW,
    onEnd: fn(async () => undefined),
    onEndOthers: fn(async () => undefined),
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'End the session on Safari on iPhone' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: 'End this session?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await expect(args.onEnd).toHaveBeenCalledWith(sessionFixtures[1]);
  },
};

/** Ending this device warns that it signs you out here; Cancel keeps it. A failure shows what was thrown. */
export const EndThisDevice: Story = {
  args: { onEnd: fn(() => Promise.reject('The server could not be reached')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'End the session on Chrome on Windows' }));
    const dialog = await body.findByRole('alertdialog', { name: 'End this session?' });
    await expect(dialog).toHaveTextContent('This is the device you are using: you are signed out here.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onEnd).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'End the session on Firefox on Linux' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: 'End this session?' })).getByRole('button', {
        name: 'End',
      }),
    );
    await expect(args.onEnd).toHaveBeenCalledWith(sessionFixtures[2]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server could not be reached');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const OnlyThisDevice: Story = { args: { sessions: sessionFixtures.slice(0, 1) } };

/** Every variant at once: several sessions, and only this one. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <SessionList {...args} />
      <SessionList {...args} sessions={sessionFixtures.slice(0, 1)} />
    </div>
  ),
};
