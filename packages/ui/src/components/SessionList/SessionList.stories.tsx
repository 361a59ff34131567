import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
