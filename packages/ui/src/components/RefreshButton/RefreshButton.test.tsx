import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RefreshButton } from './RefreshButton';

const texts = {
  label: 'Refresh',
  busy: 'Refreshing...',
  name: 'Refresh dashboard',
  busyName: 'Refreshing dashboard...',
};

describe('RefreshButton', () => {
  it('names its action at rest and calls back when pressed', async () => {
    const onRefresh = vi.fn();
    render(<RefreshButton refreshing={false} onRefresh={onRefresh} texts={texts} />);
    const button = screen.getByRole('button', { name: 'Refresh dashboard' });
    expect(button).toHaveTextContent('Refresh');
    expect(button).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('says that it runs, and stays enabled and pressable while busy', async () => {
    const onRefresh = vi.fn();
    render(<RefreshButton refreshing onRefresh={onRefresh} texts={texts} />);
    const button = screen.getByRole('button', { name: 'Refreshing dashboard...' });
    expect(button).toHaveTextContent('Refreshing...');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
