import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../../testing/phoneViewport';
import type { LogTimeValues } from '../LogTimeDialog';
import { TaskTimeCard, type TaskTimeCardProps, type TaskTimeEntry } from './TaskTimeCard';

const ENTRIES: TaskTimeEntry[] = [
  {
    id: 'e1',
    person: 'Olivia Chen',
    date: '2026-12-07',
    durationSeconds: 5400,
    note: 'Drafted the notes',
    billable: true,
    locked: false,
    canEdit: true,
  },
  {
    id: 'e2',
    person: 'Alex Kim',
    date: '2026-12-04',
    durationSeconds: 2700,
    note: '',
    billable: false,
    locked: false,
    canEdit: false,
  },
  {
    id: 'e3',
    person: 'Olivia Chen',
    date: '2026-11-30',
    durationSeconds: 3600,
    note: 'Kick-off',
    billable: true,
    locked: true,
    canEdit: false,
  },
];

const meta = {
  title: 'Work/TaskTimeCard',
  component: TaskTimeCard,
  args: {
    entries: ENTRIES,
    canLog: true,
    timerRunning: false,
    today: '2026-12-07',
    onStartTimer: fn(),
    onStopTimer: fn(),
    onLog: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof TaskTimeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The total, each entry with who, day, duration, note and billable; a lock on a locked week's entry. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Time tracking' })).toBeVisible();
    await expect(canvas.getByText('3h 15m')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Time entries' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Olivia Chen · 7 Dec')).toBeVisible();
    await expect(within(list).getByText('1h 30m')).toBeVisible();
    await expect(within(list).getAllByText('Billable')).toHaveLength(2);
    // Only the viewer's own, unlocked entry has Edit and Delete; the locked one a lock.
    await expect(canvas.getByRole('button', { name: 'Edit the entry of 7 Dec' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit the entry of 4 Dec' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit the entry of 30 Nov' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: 'Locked: its week is submitted or approved' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start timer' }));
    await expect(args.onStartTimer).toHaveBeenCalled();
  },
};

/** The timer runs here: Stop timer, and a chip says so. */
export const TimerRunning: Story = {
  args: { timerRunning: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The timer is running on this task')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop timer' }));
    await expect(args.onStopTimer).toHaveBeenCalled();
  },
};

/** Log time opens the dialog; a refusal stays in it, a success closes it. */
export const LogTime: Story = {
  args: {
    onLog: fn(async (values: LogTimeValues) => {
      if (values.durationSeconds > 7200) throw new Error('The week of 7 Dec is submitted.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log time' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Log time' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Duration' }), '3h');
    await userEvent.click(dialog.getByRole('button', { name: 'Log time' }));
    await expect(await dialog.findByText('The week of 7 Dec is submitted.')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Duration' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Duration' }), '1h 15m');
    await userEvent.click(dialog.getByRole('button', { name: 'Log time' }));
    await expect(args.onLog).toHaveBeenLastCalledWith({
      date: '2026-12-07',
      durationSeconds: 4500,
      note: '',
      billable: false,
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function Stateful(props: TaskTimeCardProps) {
  const [entries, setEntries] = useState(props.entries);
  return (
    <TaskTimeCard
      {...props}
      entries={entries}
      onUpdate={async (id, values) => {
        await props.onUpdate(id, values);
        setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...values } : entry)));
      }}
      onDelete={async (id) => {
        await props.onDelete(id);
        setEntries((current) => current.filter((entry) => entry.id !== id));
      }}
    />
  );
}

/** Editing one's own entry starts from it; deleting asks first. */
export const EditAndDelete: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the entry of 7 Dec' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit time' }));
    const duration = dialog.getByRole('textbox', { name: 'Duration' });
    await expect(duration).toHaveValue('1h 30m');
    await userEvent.clear(duration);
    await userEvent.type(duration, '2h');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith('e1', {
      date: '2026-12-07',
      durationSeconds: 7200,
      note: 'Drafted the notes',
      billable: true,
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('3h 45m')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the entry of 7 Dec' }));
    const confirm = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Delete this time entry?' }),
    );
    await waitFor(() => expect(confirm.getByText('2h on 7 Dec will be removed.')).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('e1');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Someone who may not log time reads the entries only; no time yet says so. */
export const ReadOnlyEmpty: Story = {
  args: { canLog: false, entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No time logged.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** On a phone the rows wrap; nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log time' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
