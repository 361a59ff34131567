import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Money } from './Money';

describe('Money', () => {
  it('shows a USD amount with up to 2 decimals by default', () => {
    render(<Money amount={1234.5} />);
    expect(screen.getByText('$1,234.50')).toBeVisible();
  });

  it('converts to INR without decimals, grouped the Indian way', () => {
    render(<Money amount={1250} currency="INR" />);
    // 1250 × 83.15 = 103,937.5, rounded.
    expect(screen.getByText('₹1,03,938')).toBeVisible();
  });

  it('gives the amount in the other currency on hover', async () => {
    const user = userEvent.setup();
    render(<Money amount={100} currency="USD" />);
    await user.hover(screen.getByText('$100'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('≈ ₹8,315');
  });

  it('uses the rates it is given', () => {
    render(<Money amount={10} currency="INR" rates={{ USD: { INR: 80 }, INR: { USD: 0.0125 } }} />);
    expect(screen.getByText('₹800')).toBeVisible();
  });
});
