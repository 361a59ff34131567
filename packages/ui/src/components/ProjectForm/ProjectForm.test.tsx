import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkProjectForm, ProjectForm, type ProjectFormProps, projectFormValues } from './ProjectForm';

function renderForm(overrides: Partial<ProjectFormProps> = {}) {
  const props: ProjectFormProps = {
    onSubmit: vi.fn(),
    submitLabel: 'Create Project',
    onCancel: vi.fn(),
    ...overrides,
  };
  render(<ProjectForm {...props} />);
  return props;
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

// Selects and menus in jsdom are slow on a busy machine; keys are typed without a timer between them
// (`delay: null`), and long texts pasted: a test that outlived its budget went on typing into the next one's form.
describe('ProjectForm', { timeout: 40_000 }, () => {
  it('requires a title and sends nothing without one', async () => {
    const user = userEvent.setup({ delay: null });
    const props = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(field(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a negative budget and a due date before the start date, with the domain messages', async () => {
    const user = userEvent.setup({ delay: null });
    const props = renderForm();
    await user.type(field(/^Title/), 'Launch');
    await user.type(screen.getByRole('spinbutton', { name: 'Budget (USD)' }), '-5');
    await user.type(screen.getByLabelText('Start date'), '2025-06-10');
    await user.type(screen.getByLabelText('Due date'), '2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Budget cannot be negative')).toBeVisible();
    expect(screen.getByText('Due date cannot be before the start date')).toBeVisible();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed payload with the chosen status, priority, budget and dates', async () => {
    const user = userEvent.setup({ delay: null });
    const props = renderForm();
    await user.click(field(/^Title/));
    await user.paste('  Website redesign  ');
    await user.click(field('Description'));
    await user.paste('New marketing site');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Budget (USD)' }), '1500');
    await user.type(screen.getByLabelText('Start date'), '2025-06-01');
    await user.type(screen.getByLabelText('Due date'), '2025-07-01');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalledOnce());
    expect(props.onSubmit).toHaveBeenCalledWith({
      title: 'Website redesign',
      description: 'New marketing site',
      status: 'active',
      priority: 'high',
      budget: 1500,
      startDate: '2025-06-01',
      dueDate: '2025-07-01',
    });
  });

  it('starts from the project it edits and sends an empty budget as none', async () => {
    const user = userEvent.setup({ delay: null });
    const props = renderForm({
      submitLabel: 'Save changes',
      project: {
        title: 'Mobile app',
        description: null,
        status: 'on-hold',
        priority: 'urgent',
        budget: 2000,
        startDate: '2025-06-01T00:00:00.000Z',
        dueDate: null,
      },
    });
    expect(field(/^Title/)).toHaveValue('Mobile app');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('On hold');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Urgent');
    expect(screen.getByLabelText('Start date')).toHaveValue('2025-06-01');
    await user.clear(screen.getByRole('spinbutton', { name: 'Budget (USD)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalledOnce());
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Mobile app', budget: null, startDate: '2025-06-01', dueDate: null }),
    );
  });

  it('shows the server error above the form and is disabled while submitting', () => {
    renderForm({ error: 'Title must be at most 200 characters', submitting: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Title must be at most 200 characters');
    expect(screen.getByRole('form', { name: 'Project details' })).toHaveAccessibleDescription(
      'Title must be at most 200 characters',
    );
    expect(field(/^Title/)).toBeDisabled();
    expect(screen.getByRole('button', { name: /Create Project/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('cancels', async () => {
    const user = userEvent.setup({ delay: null });
    const props = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('checks values with the domain rules', () => {
    const base = projectFormValues({ title: 'Plan' });
    expect(checkProjectForm(base)).toEqual({
      ok: true,
      payload: {
        title: 'Plan',
        description: '',
        status: 'planning',
        priority: 'medium',
        budget: null,
        startDate: null,
        dueDate: null,
      },
    });
    expect(checkProjectForm({ ...base, title: 'x'.repeat(201) })).toEqual({
      ok: false,
      errors: { title: 'Title must be at most 200 characters' },
    });
    expect(checkProjectForm({ ...base, budget: 'abc' })).toEqual({
      ok: false,
      errors: { budget: 'Budget must be a number' },
    });
  });
});
