import type { SystemCheckRun } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SystemRunHistory } from './SystemRunHistory';

const result = (name: 'database' | 'mail' | 'redis', status: 'pass' | 'fail' | 'skip') => ({
  name,
  label: name,
  status,
  durationMs: 10,
  message: '',
});

const run = (
  n: number,
  status: SystemCheckRun['status'],
  mailStatus: 'pass' | 'fail' = 'pass',
): SystemCheckRun => ({
  _id: `run-${n}`,
  organizationId: null,
  runBy: 'user-1',
  runByName: n % 2 ? 'Olivia Chen' : 'Sam Rivera',
  status,
  results:
    status === 'running'
      ? []
      : [result('database', 'pass'), result('mail', mailStatus), result('redis', 'skip')],
  startedAt: `2026-11-2${n}T09:00:00.000Z`,
  finishedAt: status === 'running' ? null : `2026-11-2${n}T09:00:01.250Z`,
});

const RUNS = [run(6, 'running'), run(5, 'failed', 'fail'), run(4, 'passed'), run(3, 'passed')];
const formatTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

const meta = {
  title: 'Data/SystemRunHistory',
  component: SystemRunHistory,
  args: { runs: RUNS, total: RUNS.length, page: 1, limit: 10, onPageChange: fn(), formatTime },
} satisfies Meta<typeof SystemRunHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Run history' });
    await expect(within(table).getByText('1 passed, 1 failed, 1 skipped')).toBeVisible();
    await expect(within(table).getAllByText('1.3 s')).toHaveLength(3);
  },
};

export const Empty: Story = { args: { runs: [], total: 0 } };

export const Loading: Story = { args: { runs: [], total: 0, loading: true } };

/** Filled, empty and loading side by side. */
export const Catalog: Story = {
  render: (args) => (
    <Stack spacing={3}>
      {[
        { title: 'Runs', props: {} },
        { title: 'No runs yet', props: { runs: [], total: 0 } },
        { title: 'Loading', props: { runs: [], total: 0, loading: true } },
      ].map(({ title, props }) => (
        <Stack key={title} spacing={1}>
          <Typography variant="subtitle2" component="h2">
            {title}
          </Typography>
          <SystemRunHistory {...args} {...props} />
        </Stack>
      ))}
    </Stack>
  ),
};
