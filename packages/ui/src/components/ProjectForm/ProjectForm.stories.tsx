import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProjectForm, type ProjectFormProject } from './ProjectForm';

const PROJECT: ProjectFormProject = {
  title: 'Website redesign',
  description: 'A new marketing site, documentation and a refreshed sign-up flow for the spring launch.',
  status: 'active',
  priority: 'high',
  budget: 48250.75,
  startDate: '2025-06-01',
  dueDate: '2025-08-15',
};

// Single stories at the width a form page gives it; the Catalog lays out its own grid.
const narrow: Decorator = (Story) => (
  <Box sx={{ maxWidth: 720 }}>
    <Story />
  </Box>
);

const meta = {
  title: 'Work/ProjectForm',
  component: ProjectForm,
  args: { submitLabel: 'Create Project', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ProjectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new project: empty fields, planning and medium by default. */
export const Create: Story = { decorators: [narrow] };

/** Editing: the fields start from the project. */
export const Edit: Story = {
  decorators: [narrow],
  args: { project: PROJECT, submitLabel: 'Save changes' },
};

/** Submitted without a title, with a negative budget and a due date before the start: the domain's messages. */
export const Invalid: Story = {
  decorators: [narrow],
  args: { project: { title: '', budget: -10, startDate: '2025-06-10', dueDate: '2025-06-01' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Project' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Budget cannot be negative')).toBeVisible();
    await expect(canvas.getByText('Due date cannot be before the start date')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the last attempt. */
export const ServerError: Story = {
  decorators: [narrow],
  args: { project: PROJECT, submitLabel: 'Save changes', error: 'Project not found' },
};

/** The save is running. */
export const Submitting: Story = {
  decorators: [narrow],
  args: { project: PROJECT, submitLabel: 'Save changes', submitting: true },
};

const STATES = [
  { name: 'Create', args: {} },
  { name: 'Edit', args: { project: PROJECT, submitLabel: 'Save changes' } },
  { name: 'Server error', args: { project: PROJECT, error: 'Budget is too large' } },
  { name: 'Submitting', args: { project: PROJECT, submitting: true } },
] as const;

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(520px, 1fr))' }}>
      {STATES.map((state) => (
        <Paper key={state.name} variant="outlined" sx={{ p: 3 }}>
          <Typography component="h2" variant="overline" color="text.secondary">
            {state.name}
          </Typography>
          <ProjectForm {...args} {...state.args} label={`${state.name} form`} />
        </Paper>
      ))}
    </Box>
  ),
};
