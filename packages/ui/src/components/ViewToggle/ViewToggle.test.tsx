import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ViewToggle } from './ViewToggle';

const options = [
  { value: 'list', label: 'List' },
  { value: 'board', label: 'Board' },
] as const;

describe('ViewToggle', () => {
  it('presses the view shown and reports another one chosen, not the same again', async () => {
    const onChange = vi.fn();
    render(<ViewToggle options={options} value="list" onChange={onChange} aria-label="Task view" />);
    expect(screen.getByRole('group', { name: 'Task view' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Board' }));
    expect(onChange).toHaveBeenCalledWith('board');
  });
});
