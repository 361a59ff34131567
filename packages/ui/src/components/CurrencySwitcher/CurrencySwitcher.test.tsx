import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurrencySwitcher } from './CurrencySwitcher';

describe('CurrencySwitcher', () => {
  it('is a group named Currency with the selected currency pressed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CurrencySwitcher value="USD" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Currency' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'INR' }));
    expect(onChange).toHaveBeenCalledWith('INR');
  });

  it('never clears the choice when the selected currency is pressed again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CurrencySwitcher value="INR" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'INR' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers a labelled select variant', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CurrencySwitcher variant="select" value="USD" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: '₹ INR' }));
    expect(onChange).toHaveBeenCalledWith('INR');
  });
});
