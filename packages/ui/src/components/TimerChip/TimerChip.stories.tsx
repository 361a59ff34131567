import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../../testing/phoneViewport';
import { TimerChip } from './TimerChip';

const NOW = new Date('2026-12-07T10:02:03Z');
const STARTED = '2026-12-07T09:00:00Z';

const meta = {
  title: 'Shell/TimerChip',
  component: TimerChip,
  args: {
    timer: { taskTitle: 'Write the release notes', startedAt: STARTED },
    taskHref: '/tasks/t1',
    onStop: fn(),
    now: NOW,
  },
} satisfies Meta<typeof TimerChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running: the task, the elapsed time as h:mm:ss, Stop; its name says it in words. */
export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('group', {
      name: 'Timer running on “Write the release notes”, 1 hour 2 minutes',
    });
    await expect(chip).toBeVisible();
    await expect(within(chip).getByText('1:02:03')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open “Write the release notes”' })).toHaveAttribute(
      'href',
      '/tasks/t1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Stop timer' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** Without a fixed clock the time ticks each second, counted from the start (so a reload keeps it). */
export const Ticking: Story = {
  args: { now: undefined, timer: { taskTitle: 'Fix the login bug', startedAt: new Date().toISOString() } },
  render: (args) => (
    <TimerChip
      {...args}
      timer={{ taskTitle: 'Fix the login bug', startedAt: new Date(Date.now() - 62_000).toISOString() }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText(/^0:01:0\d$/).textContent;
    await waitFor(() => expect(canvas.getByText(/^0:01:\d\d$/).textContent).not.toBe(first), {
      timeout: 3000,
    });
    await expect(
      canvas.getByRole('group', { name: 'Timer running on “Fix the login bug”, 1 minute' }),
    ).toBeVisible();
  },
};

/** While the stop is on its way, the button waits. */
export const Stopping: Story = {
  args: { stopping: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Stop timer' })).toBeDisabled();
  },
};

/** No timer: nothing is drawn. */
export const NoTimer: Story = {
  args: { timer: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).not.toBeInTheDocument();
  },
};

/** On a phone only the dot and Stop show, beside the page's actions; the name still says the task and time. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('group', {
      name: 'Timer running on “Write the release notes”, 1 hour 2 minutes',
    });
    await expect(within(chip).getByText('1:02:03')).not.toBeVisible();
    await expect(within(chip).getByText('Write the release notes')).not.toBeVisible();
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(72);
    await userEvent.click(within(chip).getByRole('button', { name: 'Stop timer' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

/** Every state side by side. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TimerChip {...args} />
      <TimerChip
        {...args}
        taskHref={undefined}
        timer={{ taskTitle: 'A very long task title that does not fit in the header', startedAt: STARTED }}
      />
      <TimerChip {...args} stopping />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(3);
  },
};
