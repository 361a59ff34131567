import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DueText, dueState } from './DueText';

// A fixed 'now' keeps the texts, and the reference screenshot, stable.
const NOW = new Date(2025, 5, 10, 12, 0, 0);

const VARIANTS = [
  { name: 'Completed', task: { status: 'done', completedAt: '2025-06-10T09:00:00', dueDate: '2025-06-12' } },
  { name: 'Overdue by 1 day', task: { status: 'todo', dueDate: '2025-06-09' } },
  { name: 'Overdue by N days', task: { status: 'in-progress', dueDate: '2025-06-04' } },
  { name: 'Due today', task: { status: 'todo', dueDate: '2025-06-10' } },
  { name: 'Due tomorrow', task: { status: 'review', dueDate: '2025-06-11' } },
  { name: 'Due in 7 days', task: { status: 'todo', dueDate: '2025-06-17' } },
  { name: 'Short date', task: { status: 'todo', dueDate: '2025-07-04' } },
  { name: 'Short date, another year', task: { status: 'todo', dueDate: '2026-01-15' } },
  { name: 'No due date', task: { status: 'todo', dueDate: null } },
] as const;

const meta = {
  title: 'Data/DueText',
  component: DueText,
  args: { task: { status: 'todo', dueDate: '2025-06-09' }, now: NOW },
} satisfies Meta<typeof DueText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue by 1 day')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={1.25}>
      {VARIANTS.map(({ name, task }) => (
        <Stack key={name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ width: 200 }}>
            {name}
          </Typography>
          <DueText task={task} now={NOW} />
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: 200 }}>
          Without icon, caption
        </Typography>
        <DueText
          task={{ status: 'todo', dueDate: '2025-06-11' }}
          now={NOW}
          showIcon={false}
          variant="caption"
        />
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each row: the variant's name, then the text it reads.
    const readOut = (name: string) => canvas.getAllByText(name)[0]!.parentElement!.textContent;
    const expected: Record<(typeof VARIANTS)[number]['name'], string> = {
      Completed: 'Completed 3 hours ago',
      'Overdue by 1 day': 'Overdue by 1 day',
      'Overdue by N days': 'Overdue by 6 days',
      'Due today': 'Due today',
      'Due tomorrow': 'Due tomorrow',
      'Due in 7 days': 'Due in 7 days',
      'Short date': 'Jul 4',
      'Short date, another year': 'Jan 15, 2026',
      'No due date': 'No due date',
    };
    for (const { name } of VARIANTS) await expect(readOut(name)).toBe(`${name}${expected[name]}`);
    for (const text of ['Completed 3 hours ago', 'Overdue by 6 days', 'Jul 4', 'Jan 15, 2026']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    // The local due day in a time element.
    const tomorrow = [...canvasElement.querySelectorAll('time')].filter(
      (time) => time.textContent === 'Due tomorrow',
    );
    await expect(tomorrow).toHaveLength(2);
    for (const time of tomorrow) await expect(time).toHaveAttribute('datetime', '2025-06-11');
    // The state each text is coloured by.
    const states = VARIANTS.map(({ task }) => dueState(task, NOW));
    await expect(states).toEqual([
      'completed',
      'overdue',
      'overdue',
      'soon',
      'soon',
      'upcoming',
      'upcoming',
      'upcoming',
      'none',
    ]);
  },
};

/** The legacy 'completed' status counts as finished. */
export const LegacyCompleted: Story = {
  args: { task: { status: 'completed', dueDate: '2025-06-01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Completed')).toBeVisible();
  },
};
