import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  it('is a dialog and a form named by its title, sent by its button or by Enter', async () => {
    const onSubmit = vi.fn();
    render(
      <FormDialog open title="New team" submitLabel="Create team" onSubmit={onSubmit} onCancel={() => {}}>
        <input aria-label="Team name" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'New team' });
    expect(within(dialog).getByRole('form', { name: 'New team' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create team' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Core{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the refusal above the fields, and cannot be cancelled while sending', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <FormDialog
        open
        title="Rename"
        submitLabel="Save"
        onSubmit={() => {}}
        onCancel={onCancel}
        error="Taken"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Taken');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(
      <FormDialog open title="Rename" submitLabel="Save" onSubmit={() => {}} onCancel={onCancel} busy />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
