import { SYSTEM_CHECKS, type SystemCheckResult } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type SystemCheckItem, SystemCheckList } from './SystemCheckList';

const MESSAGES: Record<string, string> = {
  database: 'Wrote, read and rolled back a test row (PostgreSQL)',
  migrations: '9 of 9 migrations applied (latest 0008_governance)',
  mail: 'SMTP_URL is not set: mail is kept in the database outbox, not sent',
  realtime:
    'Connected, sent an event, received its acknowledgement and found the socket through the in-memory adapter',
  redis: 'REDIS_URL is not set: one process, no Redis in use',
  google: 'Google sign-in is not configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)',
  disk: '78.4 GiB free of 251.0 GiB (31 %) in the data folder',
  clock: 'Server and database clocks differ by 3 ms',
};

function resultOf(
  name: string,
  label: string,
  overrides: Partial<SystemCheckResult> = {},
): SystemCheckResult {
  return {
    name: name as SystemCheckResult['name'],
    label,
    status: name === 'redis' || name === 'google' ? 'skip' : 'pass',
    durationMs: 4 + name.length * 3,
    message: MESSAGES[name] ?? '',
    ...overrides,
  };
}

const IDLE: SystemCheckItem[] = SYSTEM_CHECKS.map(({ name, label }) => ({ name, label }));
const PASSED: SystemCheckItem[] = SYSTEM_CHECKS.map(({ name, label }) => ({
  name,
  label,
  result: resultOf(name, label),
}));
const RUNNING: SystemCheckItem[] = PASSED.map((check, index) =>
  index % 3 === 1 ? { ...check, result: undefined } : check,
);
const MAIL_DOWN: SystemCheckItem[] = PASSED.map((check) =>
  check.name === 'mail'
    ? {
        ...check,
        result: resultOf('mail', check.label, {
          status: 'fail',
          durationMs: 12,
          message: 'The SMTP server did not accept a connection: connect ECONNREFUSED 127.0.0.1:2525',
        }),
      }
    : check,
);

const meta = {
  title: 'Feedback/SystemCheckList',
  component: SystemCheckList,
  args: { checks: PASSED },
} satisfies Meta<typeof SystemCheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPassed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Passed')).toHaveLength(6);
    await expect(canvas.getAllByText('Skipped')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Checks finished: 6 passed, 0 failed, 2 skipped',
    );
  },
};

export const Running: Story = {
  args: { checks: RUNNING, running: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Running checks…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const MailServerDown: Story = { args: { checks: MAIL_DOWN } };

export const NotRunYet: Story = { args: { checks: IDLE } };

export const Refused: Story = {
  args: { checks: IDLE, error: 'Please wait 8 seconds before running the checks again' },
};

/** Every state side by side: not run, running, all passed, one failed, refused. */
export const Catalog: Story = {
  render: () => (
    <Stack spacing={3}>
      {[
        { title: 'Not run yet', props: { checks: IDLE } },
        { title: 'Running', props: { checks: RUNNING, running: true } },
        { title: 'All passed', props: { checks: PASSED } },
        { title: 'Mail server down', props: { checks: MAIL_DOWN } },
        {
          title: 'Refused',
          props: { checks: IDLE, error: 'Please wait 8 seconds before running the checks again' },
        },
      ].map(({ title, props }) => (
        <Stack key={title} spacing={1}>
          <Typography variant="subtitle2" component="h2">
            {title}
          </Typography>
          <SystemCheckList {...props} />
        </Stack>
      ))}
    </Stack>
  ),
};
