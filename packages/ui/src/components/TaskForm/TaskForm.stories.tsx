import type { Task } from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TaskForm, type TaskFormProps, taskFormValues } from './TaskForm';

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

/** A task as the server sends it: no project, assignee, description or checklist, due at a time of day. */
const LOOSE_TASK: Task = {
  _id: 'c00000000000000000000001',
  title: 'Renew the domain',
  status: 'todo',
  priority: 'low',
  // 6:30 pm local time on June 12: the date field shows that local day.
  dueDate: new Date(2025, 5, 12, 18, 30).toISOString(),
};

/** Editing a task without project or assignee: the due date's local day, 'No project' and 'Unassigned'. */
export const EditTaskWithoutProject: Story = {
  render: (args) => (
    <WithMembers
      initialValues={taskFormValues(LOOSE_TASK)}
      onSubmit={args.onSubmit}
      submitLabel="Save Changes"
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Renew the domain');
    await expect(canvas.getByLabelText('Due date')).toHaveValue('2025-06-12');
    await expect(canvas.getByRole('combobox', { name: 'Project' })).toHaveTextContent('No project');
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toHaveTextContent('Unassigned');
    await expect(canvas.getByText('No checklist items yet.')).toBeVisible();
    // A due date that is not a date leaves the field empty rather than showing it.
    await expect(taskFormValues({ ...LOOSE_TASK, dueDate: 'next week' }).dueDate).toBe('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Renew the domain',
        description: '',
        status: 'todo',
        priority: 'low',
        projectId: null,
        assignedTo: null,
        dueDate: '2025-06-12',
        startDate: null,
        estimate: null,
        checklist: [],
      }),
    );
  },
};

/** A task in a project the editor is not offered, given to someone outside its member list: both are kept. */
export const EditTaskFromElsewhere: Story = {
  render: () => (
    <WithMembers
      initialValues={{
        ...EXISTING,
        projectId: 'a00000000000000000000009',
        assignedTo: 'b00000000000000000000009',
      }}
      submitLabel="Save Changes"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Project' })).toHaveTextContent('Current project');
    await expect(canvas.getByRole('combobox', { name: 'Assignee' })).toHaveTextContent('Current assignee');
    await expect(canvas.getByText('Members of the chosen project.')).toBeVisible();
  },
};

const LONG_ITEM = `Check every ${'very '.repeat(40)}long line`;

/** A checklist item saved before the length limit: its message shows once a save is tried, and nothing is sent. */
export const ChecklistItemTooLong: Story = {
  render: (args) => (
    <WithMembers
      initialValues={{
        ...EXISTING,
        checklist: [...EXISTING.checklist, { id: 'i3', text: LONG_ITEM, done: false }],
      }}
      onSubmit={args.onSubmit}
      submitLabel="Save Changes"
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = 'Checklist items must be at most 200 characters';
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A checklist over the item limit: the limit shows under the list after a save is tried, and nothing is sent. */
export const ChecklistOverLimit: Story = {
  render: (args) => (
    <WithMembers
      initialValues={{
        ...EXISTING,
        checklist: Array.from({ length: 51 }, (_, index) => ({
          id: `i${index + 1}`,
          text: `Step ${index + 1}`,
          done: false,
        })),
      }}
      onSubmit={args.onSubmit}
      submitLabel="Save Changes"
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const message = 'A checklist holds at most 50 items';
    // The add field says so from the start; the form's own message joins it on a save.
    await expect(canvas.getAllByText(message)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(canvas.getAllByText(message)).toHaveLength(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
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

/** A formatted description: the form says editing it here keeps only its text. */
export const FormattedDescription: Story = {
  args: { formattedDescription: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Description' }),
    ).toHaveAccessibleDescription(/Edit it on the task’s page to keep its formatting/);
  },
};
