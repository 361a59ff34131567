import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../../testing/phoneViewport';
import { TimesheetWeek, type TimesheetWeekProps, type TimesheetWeekRow } from './TimesheetWeek';

const ROWS: TimesheetWeekRow[] = [
  {
    key: 't1',
    label: 'Write the release notes',
    sublabel: 'Website relaunch',
    href: '/tasks/t1',
    days: [5400, 3600, 0, 0, 1800, 0, 0],
  },
  { key: 't2', label: 'Fix the login bug', sublabel: null, days: [0, 7200, 3600, 0, 0, 0, 0] },
];

const meta = {
  title: 'Work/TimesheetWeek',
  component: TimesheetWeek,
  args: {
    weekStart: '2026-11-30',
    rows: ROWS,
    state: 'draft',
    canSubmit: true,
    onSubmit: fn(),
    onPreviousWeek: fn(),
    onNextWeek: fn(),
  },
} satisfies Meta<typeof TimesheetWeek>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid with totals per task, per day and for the week; Draft; the owner submits and moves between weeks. */
export const Draft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Time of the week of 30 Nov' });
    await expect(canvas.getByRole('heading', { name: '30 Nov – 6 Dec' })).toBeVisible();
    await expect(canvas.getByText('Draft')).toBeVisible();
    const notes = within(table).getByRole('row', { name: /Write the release notes/ });
    await expect(
      within(notes)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1h 30m', '1h', '–', '–', '30m', '–', '–', '3h']);
    const totals = within(table).getByRole('row', { name: /Day total/ });
    await expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1h 30m', '3h', '1h', '–', '30m', '–', '–', '6h']);
    await expect(within(table).getByRole('link', { name: 'Write the release notes' })).toHaveAttribute(
      'href',
      '/tasks/t1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await expect(args.onPreviousWeek).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(args.onNextWeek).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit week' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

/** Submitted: nothing to submit; Approved likewise. */
export const Submitted: Story = {
  args: { state: 'submitted', canSubmit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Submitted')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit week' })).not.toBeInTheDocument();
  },
};

/** Rejected: the reason shows, and the week can be submitted again. */
export const Rejected: Story = {
  args: { state: 'rejected', reason: 'Tuesday is missing the client call.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByText('Rejected: Tuesday is missing the client call.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit week' })).toBeEnabled();
  },
};

function Reviewing(props: TimesheetWeekProps) {
  const [state, setState] = useState(props.state);
  return (
    <TimesheetWeek
      {...props}
      state={state}
      canReview={state === 'submitted'}
      onApprove={() => {
        props.onApprove?.();
        setState('approved');
      }}
      onReject={async (reason) => {
        await props.onReject?.(reason);
        setState('rejected');
      }}
    />
  );
}

/** An approver: Approve, or Reject with a reason (required). */
export const Review: Story = {
  args: {
    state: 'submitted',
    canSubmit: false,
    person: 'Alex Kim',
    onPreviousWeek: undefined,
    onNextWeek: undefined,
    onApprove: fn(),
    onReject: fn(async () => {}),
  },
  render: (args) => <Reviewing {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: 'Alex Kim: 30 Nov – 6 Dec' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Reject this timesheet?' }));
    await waitFor(() =>
      expect(
        dialog.getByText("Alex Kim's week of 30 Nov – 6 Dec goes back to them to correct."),
      ).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByText('Say why the timesheet is rejected.')).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'Tuesday is missing the client call.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith('Tuesday is missing the client call.');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

/** Approve at once. */
export const Approve: Story = {
  ...Review,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalled();
    await expect(canvas.getByText('Approved')).toBeVisible();
  },
};

/** No time this week. */
export const Empty: Story = {
  args: { rows: [], canSubmit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No time logged this week.')).toBeVisible();
  },
};

/** On a phone the grid scrolls inside its frame; the page does not. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
