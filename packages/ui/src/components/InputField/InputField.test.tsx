import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InputField } from './InputField';

describe('InputField', () => {
  it('names the input by its label and reports what is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<InputField label="Full name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    await user.type(input, 'Alex');
    expect(input).toHaveValue('Alex');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('marks an error and describes the input with its helper text', () => {
    render(<InputField label="Email address" error helperText="Please enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email');
  });

  it('marks a required field and passes html input props through', () => {
    render(
      <InputField
        label="Domain"
        required
        slotProps={{ htmlInput: { maxLength: 5, 'data-testid': 'domain' } }}
      />,
    );
    const input = screen.getByTestId('domain');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '5');
    expect(screen.getByRole('textbox', { name: /^Domain/ })).toBe(input);
  });
});
