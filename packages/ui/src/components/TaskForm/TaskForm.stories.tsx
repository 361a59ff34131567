import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaskForm, type TaskFormProps } from './TaskForm';

const PROJECTS = [
  { value: 'a00000000000000000000001', label: 'Website relaunch' },
  { value: 'a00000000000000000000002', label: 'Mobile app' },
];
const ME = { value: 'b00000000000000000000001', label: 'Me' };
const MEMBERS: Record<string, { value: string; label: string }[]> = {
  '': [ME],
  a00000000000000000000001: [
    { ...ME, label: 'Ada Lovelace (you)' },
    { value: 'b00000000000000000000002', label: 'Grace Hopper' },
  ],
  a00000000000000000000002: [{ ...ME, label: 'Ada Lovelace (you)' }],
};

const EXISTING = {
  title: 'Prepare the launch checklist',
  description: 'Everything marketing needs before the launch.\nShare it in the channel when done.',
  status: 'in-progress' as const,
  priority: 'high' as const,
  projectId: 'a00000000000000000000001',
  assignedTo: 'b00000000000000000000002',
  dueDate: '2025-06-20',
  checklist: [
    { id: 'i1', text: 'Write the announcement', done: true },
    { id: 'i2', text: 'Schedule the posts', done: false },
  ],
};

function WithMembers(props: Partial<TaskFormProps>) {
  const [projectId, setProjectId] = useState(props.initialValues?.projectId ?? '');
  return (
    <TaskForm
      projectOptions={PROJECTS}
      assigneeOptions={MEMBERS[projectId] ?? []}
      onProjectChange={setProjectId}
      onSubmit={fn()}
      onCancel={fn()}
      submitLabel="Create Task"
      {...props}
    />
  );
}

const meta = {
  title: 'Work/TaskForm',
  component: TaskForm,
  args: {
    projectOptions: PROJECTS,
    assigneeOptions: [ME],
    onSubmit: fn(),
    onCancel: fn(),
    submitLabel: 'Create Task',
  },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof TaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  render: (args) => <WithMembers onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Task' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Book the venue');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Task' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Book the venue' }));
  },
};

export const FromProject: Story = {
  render: () => <WithMembers initialValues={{ projectId: PROJECTS[1]!.value }} projectLocked />,
};

export const Edit: Story = {
  render: () => <WithMembers initialValues={EXISTING} submitLabel="Save Changes" />,
};

export const ServerError: Story = {
  render: () => (
    <WithMembers initialValues={EXISTING} submitLabel="Save Changes" serverError="Task not found" />
  ),
};

export const LoadingMembers: Story = {
  render: () => (
    <TaskForm
      projectOptions={PROJECTS}
      assigneeOptions={[]}
      assigneesLoading
      initialValues={{ projectId: PROJECTS[0]!.value }}
      onSubmit={fn()}
      submitLabel="Create Task"
    />
  ),
};

export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {(
        [
          ['New task', {}],
          ['From a project', { initialValues: { projectId: PROJECTS[1]!.value }, projectLocked: true }],
          ['Editing', { initialValues: EXISTING, submitLabel: 'Save Changes' }],
          [
            'Refused by the server',
            { initialValues: EXISTING, submitLabel: 'Save Changes', serverError: 'Task not found' },
          ],
        ] as const
      ).map(([title, props]) => (
        <Box key={title}>
          <Typography variant="overline" component="h2">
            {title}
          </Typography>
          <WithMembers {...props} label={title} />
        </Box>
      ))}
    </Box>
  ),
};
