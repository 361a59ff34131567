import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthBar } from './PasswordStrengthBar';

describe('PasswordStrengthBar', () => {
  it.each([
    [5, 25, 'Weak'],
    [6, 50, 'Fair'],
    [9, 50, 'Fair'],
    [10, 75, 'Good'],
    [13, 75, 'Good'],
    [14, 100, 'Strong'],
  ])('shows %i characters at %i %% (%s)', (length, percent, level) => {
    render(<PasswordStrengthBar password={'x'.repeat(length)} />);
    const bar = screen.getByRole('progressbar', { name: `Password strength: ${level}` });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(screen.getByText(level)).toBeVisible();
  });

  it('appears only once typing starts, unless asked to show when empty', () => {
    const { rerender } = render(<PasswordStrengthBar password="" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<PasswordStrengthBar password="" showWhenEmpty />);
    expect(screen.getByRole('progressbar', { name: 'Password strength: Weak' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });
});
