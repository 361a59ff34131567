import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwitchField } from './SwitchField';

describe('SwitchField', () => {
  it('is a switch named by its label, described by its line, that reports the new state', async () => {
    const onChange = vi.fn();
    render(
      <SwitchField
        label="Dark mode"
        description="Easier on the eyes at night."
        checked={false}
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Easier on the eyes at night.');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
