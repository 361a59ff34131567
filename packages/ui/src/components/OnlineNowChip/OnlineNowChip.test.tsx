import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlineNowChip } from './OnlineNowChip';

describe('OnlineNowChip', () => {
  it('counts who is online and names them in its description', () => {
    render(<OnlineNowChip names={['Priya Sharma', 'Arjun Mehta']} />);
    const chip = screen.getByText('2 online').closest('[title]');
    expect(chip).toHaveAccessibleDescription('Priya Sharma, Arjun Mehta');
  });

  it('shows nothing when nobody is online', () => {
    const { container } = render(<OnlineNowChip names={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
