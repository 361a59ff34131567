import { PRIORITIES, PROJECT_STATUSES, TASK_STATUSES } from '@app/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StatusChip } from './StatusChip';

const meta = {
  title: 'Data/StatusChip',
  component: StatusChip,
  args: { kind: 'task', value: 'in-progress' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In progress')).toBeVisible();
  },
};

/** With a click handler it is a button, named by its label. */
export const Clickable: Story = {
  args: { value: 'todo', onClick: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'To do' })).toBeVisible();
  },
};

/** Any other state names itself and picks its hue, e.g. a declined invitation. */
export const Custom: Story = {
  args: { kind: 'custom', value: 'Declined', tone: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Declined')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={2}>
      <Typography variant="subtitle2">Task status</Typography>
      <Stack direction="row" spacing={1}>
        {TASK_STATUSES.map((status) => (
          <StatusChip key={status} kind="task" value={status} />
        ))}
      </Stack>
      <Typography variant="subtitle2">Project status</Typography>
      <Stack direction="row" spacing={1}>
        {PROJECT_STATUSES.map((status) => (
          <StatusChip key={status} kind="project" value={status} />
        ))}
      </Stack>
      <Typography variant="subtitle2">Priority</Typography>
      <Stack direction="row" spacing={1}>
        {PRIORITIES.map((priority) => (
          <StatusChip key={priority} kind="priority" value={priority} />
        ))}
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('On hold')).toBeVisible();
    await expect(canvas.getByText('Urgent')).toBeVisible();
  },
};
