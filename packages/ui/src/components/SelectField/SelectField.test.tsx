import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const options = [
  { value: 'todo', label: 'To Do' },
  { value: 'done', label: 'Done' },
] as const;

describe('SelectField', () => {
  it('shows the value under its label and reports a new choice', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Status" value="todo" options={options} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Status' });
    expect(field).toHaveTextContent('To Do');
    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith('done');
  });
});
