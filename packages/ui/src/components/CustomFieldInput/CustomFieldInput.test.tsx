import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomFieldInput } from './CustomFieldInput';
import { sampleFields } from './fixtures';

function renderDate(value: string | null = null) {
  const onChange = vi.fn();
  render(<CustomFieldInput field={sampleFields.review} value={value} onChange={onChange} />);
  return { onChange, input: screen.getByLabelText('Review date') };
}

describe('CustomFieldInput, a date', () => {
  it('commits a typed year once, not at each digit', () => {
    const { onChange, input } = renderDate();
    for (const day of ['0002-06-10', '0020-06-10', '0202-06-10', '2025-06-10']) {
      fireEvent.change(input, { target: { value: day } });
    }
    expect(onChange.mock.calls).toEqual([['2025-06-10']]);
    // Leaving the field sends nothing more.
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('commits an early year on blur or Enter', () => {
    const { onChange, input } = renderDate();
    fireEvent.change(input, { target: { value: '0202-06-10' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('0202-06-10');
  });

  it('clears the value when emptied, and takes a new stored value', () => {
    const { onChange, input } = renderDate('2025-06-10');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(null);
    expect(input).toHaveValue('');
  });
});

describe('CustomFieldInput, a text', () => {
  it('sends once on Enter then blur, and again after another edit', () => {
    const onChange = vi.fn();
    render(<CustomFieldInput field={sampleFields.notes} value={null} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(input, { target: { value: ' Ask legal ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.blur(input);
    expect(onChange.mock.calls).toEqual([['Ask legal']]);
    fireEvent.change(input, { target: { value: 'Ask legal twice' } });
    fireEvent.blur(input);
    expect(onChange.mock.calls).toEqual([['Ask legal'], ['Ask legal twice']]);
  });
});
