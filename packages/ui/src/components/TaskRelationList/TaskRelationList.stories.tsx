import { blockingLoopMessage, type RelatedTask, type TaskRelation } from '@app/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TaskRelationList } from './TaskRelationList';

const task = (id: string, title: string, status: RelatedTask['status']): RelatedTask => ({
  _id: id,
  title,
  status,
  projectId: null,
});

const RELATIONS: TaskRelation[] = [
  { _id: 'r1', type: 'relates_to', task: task('t1', 'Update the pricing page', 'todo') },
  { _id: 'r2', type: 'blocked_by', task: task('t2', 'Sign the vendor contract', 'in-progress') },
  { _id: 'r3', type: 'blocks', task: task('t3', 'Launch the campaign', 'todo') },
  { _id: 'r4', type: 'blocked_by', task: task('t4', 'Approve the budget', 'done') },
  { _id: 'r5', type: 'duplicated_by', task: task('t5', 'Pricing page copy', 'todo') },
];

const TASKS: RelatedTask[] = [
  task('t6', 'Write the brief', 'in-progress'),
  task('t7', 'Write the press release', 'todo'),
  task('t8', 'Book the venue', 'review'),
];

const searchTasks = fn(async (text: string) =>
  TASKS.filter((candidate) => candidate.title.toLowerCase().includes(text.toLowerCase())),
);

const hrefFor = (id: string) => `/tasks/${id}`;

const meta = {
  title: 'Work/TaskRelationList',
  component: TaskRelationList,
  args: { relations: RELATIONS, hrefFor },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof TaskRelationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by kind in a fixed order; a blocker that is still open is marked. */
export const Default: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Relations' })).toBeVisible();
    const groups = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(groups).toEqual(['Blocks', 'Blocked by', 'Relates to', 'Duplicated by']);
    const blockedBy = canvas.getByRole('list', { name: 'Blocked by' });
    await expect(within(blockedBy).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(blockedBy).getAllByText('Open blocker')).toHaveLength(1);
    await expect(canvas.getAllByText('Open blocker')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Sign the vendor contract' })).toHaveAttribute(
      'href',
      '/tasks/t2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove relation to “Launch the campaign”' }));
    await expect(args.onRemove).toHaveBeenCalledWith('r3');
  },
};

export const Empty: Story = {
  args: { relations: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No related tasks.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The dialog: a kind of relation, a task found by typing, and the relation is added. */
export const AddRelation: Story = {
  args: { relations: [], onAdd: fn(async () => {}), searchTasks },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add relation' }));
    const dialog = await body.findByRole('dialog', { name: 'Add relation' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Relation' }));
    const kinds = (await body.findAllByRole('option')).map((option) => option.textContent);
    await expect(kinds).toEqual(['Blocks', 'Blocked by', 'Relates to', 'Duplicates']);
    await userEvent.click(body.getByRole('option', { name: 'Blocked by' }));
    // Without a task, nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add relation' }));
    await expect(within(dialog).getByText('Choose a task')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Task' }), 'write');
    // Searched once the typing rests, with the tasks' own statuses.
    await waitFor(() => expect(searchTasks).toHaveBeenCalledWith('write'));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2));
    await userEvent.click(body.getByRole('option', { name: 'Write the brief In progress' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add relation' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ type: 'blocked_by', taskId: 't6' });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The server's refusal (a loop of blocking tasks) shows in the dialog, which stays open. */
export const LoopRefused: Story = {
  args: {
    onAdd: fn(async () => {
      throw new Error(blockingLoopMessage(['Write the brief', 'Launch the campaign']));
    }),
    searchTasks,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add relation' }));
    const dialog = await body.findByRole('dialog', { name: 'Add relation' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Task' }), 'brief');
    await userEvent.click(await body.findByRole('option', { name: /Write the brief/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add relation' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ type: 'blocks', taskId: 't6' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This would make a loop of blocking tasks: “Write the brief” blocks “Launch the campaign” blocks “Write the brief”',
    );
    await expect(dialog).toBeVisible();
  },
};

/** A search that finds nothing says so. */
export const NoMatch: Story = {
  args: { onAdd: fn(async () => {}), searchTasks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add relation' }));
    const dialog = await body.findByRole('dialog', { name: 'Add relation' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Task' }), 'zebra');
    await expect(await body.findByText('No matching tasks')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      <TaskRelationList
        relations={RELATIONS}
        hrefFor={hrefFor}
        onRemove={() => {}}
        onAdd={async () => {}}
        headingLevel="h3"
      />
      <TaskRelationList relations={RELATIONS} hrefFor={hrefFor} headingLevel="h3" />
      <TaskRelationList relations={[]} hrefFor={hrefFor} onAdd={async () => {}} headingLevel="h3" />
    </Stack>
  ),
};
