import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderDialog(overrides: Partial<ConfirmDialogProps> = {}) {
  const props: ConfirmDialogProps = {
    open: true,
    title: 'Delete this project?',
    message: 'Its tasks and discussions are deleted too.',
    confirmLabel: 'Delete',
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  render(<ConfirmDialog {...props} />);
  return props;
}

describe('ConfirmDialog', () => {
  it('asks, with focus on Cancel, and confirms', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete this project?' });
    expect(dialog).toHaveAccessibleDescription('Its tasks and discussions are deleted too.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(props.onConfirm).toHaveBeenCalledOnce();
  });

  it('cancels with the button and with Escape', async () => {
    const user = userEvent.setup();
    const props = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledTimes(2);
  });

  it('is an alert dialog for destructive actions', () => {
    renderDialog({ destructive: true });
    expect(screen.getByRole('alertdialog', { name: 'Delete this project?' })).toBeVisible();
  });

  it('cannot be dismissed or confirmed twice while busy', async () => {
    const user = userEvent.setup();
    const props = renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(props.onCancel).not.toHaveBeenCalled();
  });
});
