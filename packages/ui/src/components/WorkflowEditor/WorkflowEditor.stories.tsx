import {
  DEFAULT_WORKFLOW_STATES,
  stateIdFromName,
  WORKFLOW_CATEGORY_COLORS,
  type WorkflowState,
  type WorkflowUpdateInput,
} from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorkflowEditor } from './WorkflowEditor';

// The default four with a 'Backlog' before them and a 'QA' after 'Review'.
const [TODO, IN_PROGRESS, REVIEW, DONE] = DEFAULT_WORKFLOW_STATES as [
  WorkflowState,
  WorkflowState,
  WorkflowState,
  WorkflowState,
];
const STATES: WorkflowState[] = [
  { id: 'backlog', name: 'Backlog', category: 'todo', color: WORKFLOW_CATEGORY_COLORS.todo },
  TODO,
  IN_PROGRESS,
  REVIEW,
  { id: 'qa', name: 'QA', category: 'review', color: '#7b1fa2' },
  DONE,
];
const COUNTS: Record<string, number> = { backlog: 4, todo: 3, 'in-progress': 2, review: 1, qa: 2, done: 7 };

const meta = {
  title: 'Work/WorkflowEditor',
  component: WorkflowEditor,
  args: {
    states: STATES,
    taskCounts: COUNTS,
    onSave: fn(async (_payload: WorkflowUpdateInput) => {}),
  },
} satisfies Meta<typeof WorkflowEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// Stands in for the server: keeps the saved states (a new one gets an id from its name) and moves the tasks.
function Stateful(args: React.ComponentProps<typeof WorkflowEditor>) {
  const [states, setStates] = useState<readonly WorkflowState[]>(args.states);
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>(args.taskCounts);
  return (
    <WorkflowEditor
      {...args}
      states={states}
      taskCounts={counts}
      onSave={async (payload) => {
        await args.onSave(payload);
        const taken = new Set(payload.states.flatMap((state) => (state.id ? [state.id] : [])));
        const saved = payload.states.map((state) => {
          const id = state.id ?? stateIdFromName(state.name, taken);
          taken.add(id);
          return { id, name: state.name, category: state.category, color: state.color };
        });
        const next: Record<string, number> = {};
        for (const state of saved) next[state.id] = counts[state.id] ?? 0;
        for (const [removed, target] of Object.entries(payload.moves ?? {})) {
          next[target] = (next[target] ?? 0) + (counts[removed] ?? 0);
        }
        setStates(saved);
        setCounts(next);
      }}
    />
  );
}

/** Rename a state, add one, remove one that holds tasks (its tasks move to a state chosen in the dialog), save. */
export const Default: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = canvas.getByRole('list', { name: 'Workflow states' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('4 tasks');
    const save = canvas.getByRole('button', { name: 'Save workflow' });
    await expect(save).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
    // The only state of its category cannot go.
    await expect(canvas.getByRole('button', { name: 'Remove In progress' })).toBeDisabled();

    const name = canvas.getByRole('textbox', { name: 'Name of state 1' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Icebox');
    await userEvent.click(canvas.getByRole('button', { name: 'Add state' }));
    await expect(canvas.getByRole('textbox', { name: 'Name of state 7' })).toHaveValue('New state');
    await userEvent.click(canvas.getByRole('button', { name: 'Move New state up' }));
    await expect(canvas.getByRole('textbox', { name: 'Name of state 6' })).toHaveValue('New state');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove QA' }));
    const dialog = await body.findByRole('dialog', { name: 'Remove “QA”?' });
    await expect(dialog).toHaveTextContent('It holds 2 tasks.');
    // The first other state of its category is offered first.
    const target = within(dialog).getByRole('combobox', { name: 'Move its tasks to' });
    await expect(target).toHaveTextContent('Review');
    await userEvent.click(target);
    await userEvent.click(await body.findByRole('option', { name: 'Done' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getAllByRole('listitem')[5]).toHaveTextContent('9 tasks');

    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        states: [
          { id: 'backlog', name: 'Icebox', category: 'todo', color: '#757575' },
          { id: 'todo', name: 'To do', category: 'todo', color: '#757575' },
          { id: 'in-progress', name: 'In progress', category: 'in-progress', color: '#1976d2' },
          { id: 'review', name: 'Review', category: 'review', color: '#f57c00' },
          { name: 'New state', category: 'in-progress', color: '#1976d2' },
          { id: 'done', name: 'Done', category: 'done', color: '#388e3c' },
        ],
        moves: { qa: 'done' },
      }),
    );
    // The saved workflow comes back as the new `states`: nothing left to save.
    await waitFor(() => expect(save).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Remove New state' })).toBeEnabled();
  },
};

/** Tasks moved to a state that is then removed follow that state's own tasks. */
export const MovesFollow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove QA' }));
    let dialog = await body.findByRole('dialog', { name: 'Remove “QA”?' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Move its tasks to' }));
    await userEvent.click(await body.findByRole('option', { name: 'Backlog' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('6 tasks');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Backlog' }));
    dialog = await body.findByRole('dialog', { name: 'Remove “Backlog”?' });
    await expect(dialog).toHaveTextContent('It holds 6 tasks.');
    await expect(within(dialog).getByRole('combobox', { name: 'Move its tasks to' })).toHaveTextContent(
      'To do',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('9 tasks');

    await userEvent.click(canvas.getByRole('button', { name: 'Save workflow' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        states: DEFAULT_WORKFLOW_STATES.map(({ id, name, category, color }) => ({
          id,
          name,
          category,
          color,
        })),
        moves: { qa: 'todo', backlog: 'todo' },
      }),
    );
  },
};

/** A state without tasks goes at once; Cancel in the dialog keeps the state; 'Discard changes' starts again. */
export const RemoveAndDiscard: Story = {
  args: { taskCounts: { ...COUNTS, qa: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove QA' }));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    // 'Review' is now the only state of its category: its Remove button says why it is disabled.
    const removeReview = canvas.getByRole('button', { name: 'Remove Review' });
    await expect(removeReview).toBeDisabled();
    await userEvent.hover(removeReview.parentElement!);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'A workflow needs at least one state in “Review”',
    );
    await userEvent.unhover(removeReview.parentElement!);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Backlog' }));
    const dialog = await body.findByRole('dialog', { name: 'Remove “Backlog”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);

    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Save workflow' })).toBeDisabled();
  },
};

/** A draft that breaks a rule shows the first one it breaks, and cannot be saved. */
export const RuleBroken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const name = canvas.getByRole('textbox', { name: 'Name of state 5' });
    await userEvent.clear(name);
    await userEvent.type(name, 'review');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Two states are named “review”');
    await expect(canvas.getByRole('button', { name: 'Save workflow' })).toBeDisabled();

    await userEvent.clear(name);
    await expect(await canvas.findByText('State name is required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save workflow' })).toBeDisabled();
    await userEvent.type(name, 'QA');

    // 'Done' made a 'Review': no state is left in 'Done'.
    await userEvent.click(canvas.getAllByRole('combobox', { name: 'Category' })[5]!);
    await userEvent.click(await body.findByRole('option', { name: 'Review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A workflow needs at least one state in “Done”',
    );
    await expect(canvas.getByRole('button', { name: 'Save workflow' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[4]).toHaveTextContent('QAReview2 tasks');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Refused: Story = {
  args: {
    onSave: fn(async (_payload: WorkflowUpdateInput) =>
      Promise.reject(new Error('A workflow needs at least one state in “Done”')),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name of state 5' });
    await userEvent.type(name, ' check');
    await userEvent.click(canvas.getByRole('button', { name: 'Save workflow' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A workflow needs at least one state in “Done”',
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    // The draft stays, to change and send again.
    await expect(name).toHaveValue('QA check');
    await expect(canvas.getByRole('button', { name: 'Save workflow' })).toBeEnabled();
  },
};

/** On a phone each name takes a line of its own; the fields and buttons wrap under it. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
