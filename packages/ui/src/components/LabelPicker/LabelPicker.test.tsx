import type { TaskLabel } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelPicker } from './LabelPicker';

const LABELS: TaskLabel[] = [
  { _id: 'l1', name: 'Bug', color: '#d32f2f' },
  { _id: 'l2', name: 'Frontend', color: '#1976d2' },
];

describe('LabelPicker', () => {
  it('keeps the typed text while its parent renders again with an equal list of ids', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<LabelPicker options={LABELS} value={['l1']} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Labels' });
    await user.type(field, 'Fro');
    rerender(<LabelPicker options={LABELS} value={['l1']} onChange={onChange} />);
    expect(field).toHaveValue('Fro');
    await user.click(screen.getByRole('option', { name: 'Frontend' }));
    expect(onChange).toHaveBeenLastCalledWith(['l1', 'l2']);
  });

  it('keeps chosen ids it cannot name, and shows a refused creation’s reason', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onCreate = vi.fn(async () => {
      throw new Error('A label with this name already exists');
    });
    render(<LabelPicker options={LABELS} value={['gone', 'l1']} onChange={onChange} onCreate={onCreate} />);
    const field = screen.getByRole('combobox', { name: 'Labels' });
    await user.type(field, 'Frontend');
    await user.click(screen.getByRole('option', { name: 'Frontend' }));
    expect(onChange).toHaveBeenLastCalledWith(['gone', 'l1', 'l2']);
    await user.type(field, 'Backend');
    await user.click(screen.getByRole('option', { name: 'Create label “Backend”' }));
    expect(onCreate).toHaveBeenCalledWith('Backend');
    expect(await screen.findByText('A label with this name already exists')).toBeVisible();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
