import type { Task } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

/** A parent that loads the chosen project's members, as the screens do. */
function Harness(props: Partial<TaskFormProps>) {
  const [projectId, setProjectId] = useState(props.initialValues?.projectId ?? '');
  return (
    <TaskForm
      projectOptions={PROJECTS}
      assigneeOptions={MEMBERS[projectId] ?? []}
      onProjectChange={setProjectId}
      onSubmit={vi.fn()}
      submitLabel="Create Task"
      {...props}
    />
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

// Formik validates and submits asynchronously; a busy machine needs more than the default second.
const SLOW = { timeout: 5000 };

describe('TaskForm', { timeout: 20_000 }, () => {
  it('requires a title and enforces the schema limits', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: /^Title/ }));
    await user.paste('x'.repeat(201));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the start on or before the due date and sends the estimate in hours', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(
      <Harness
        onSubmit={onSubmit}
        initialValues={{ title: 'Plan', startDate: '2026-12-09', dueDate: '2026-12-08', estimate: '' }}
      />,
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Estimate (hours)' }), '1.3');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('The start date must be on or before the due date')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await vi.waitFor(
      () =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({ startDate: '2026-12-07', dueDate: '2026-12-08', estimate: 1.3 }),
        ),
      SLOW,
    );
  });

  it('submits the payload with nulls for what is not set', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '  Write the plan ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Line one{Enter}Line two');
    await choose(user, 'Priority', 'High');
    await user.type(screen.getByRole('textbox', { name: 'Add an item' }), 'First step{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await vi.waitFor(
      () =>
        expect(onSubmit).toHaveBeenCalledWith({
          title: 'Write the plan',
          description: 'Line one\nLine two',
          status: 'todo',
          priority: 'high',
          projectId: null,
          assignedTo: null,
          dueDate: null,
          startDate: null,
          estimate: null,
          checklist: [{ text: 'First step', done: false }],
        }),
      SLOW,
    );
  });

  it('offers only Me without a project and the members of a chosen project', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned', 'Me']);
    await user.click(screen.getByRole('option', { name: 'Me' }));
    await choose(user, 'Project', 'Website relaunch');
    // A new project forgets the assignee chosen before.
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveTextContent('Unassigned');
    await choose(user, 'Assignee', 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Design review');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await vi.waitFor(
      () =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({
            projectId: 'a00000000000000000000001',
            assignedTo: 'b00000000000000000000002',
          }),
        ),
      SLOW,
    );
  });

  it('fixes the project when creating from a project', () => {
    render(<Harness initialValues={{ projectId: 'a00000000000000000000002' }} projectLocked />);
    const project = screen.getByRole('combobox', { name: 'Project' });
    expect(project).toHaveTextContent('Mobile app');
    expect(project).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The task is created in this project.')).toBeVisible();
  });

  it('edits an existing task and shows the server refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const task: Task = {
      _id: 'c00000000000000000000001',
      title: 'Ship it',
      description: null,
      status: 'review',
      priority: 'urgent',
      projectId: 'a00000000000000000000001',
      assignedTo: 'b00000000000000000000002',
      dueDate: '2025-06-12',
      checklist: [{ id: 'i1', text: 'Tag release', done: true }],
    };
    const onSubmit = vi.fn().mockRejectedValue(new Error('refused'));
    const onCancel = vi.fn();
    render(
      <Harness
        initialValues={taskFormValues(task)}
        onSubmit={onSubmit}
        onCancel={onCancel}
        submitLabel="Save changes"
        serverError="You cannot assign tasks in this project"
      />,
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Ship it');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Review');
    expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveTextContent('Grace Hopper');
    expect(screen.getByLabelText('Due date')).toHaveValue('2025-06-12');
    expect(screen.getByRole('checkbox', { name: 'Tag release' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('You cannot assign tasks in this project');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(
      () =>
        expect(onSubmit).toHaveBeenCalledWith(
          expect.objectContaining({
            dueDate: '2025-06-12',
            checklist: [{ id: 'i1', text: 'Tag release', done: true }],
          }),
        ),
      SLOW,
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Ship it');
    // Cancel is disabled until the refused submission has settled.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
