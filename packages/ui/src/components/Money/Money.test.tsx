import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './Money';

const RATES = { USD: { INR: 80 }, INR: { USD: 1 / 80 } };

describe('Money', () => {
  it('shows a USD amount in the display currency, and INR without decimals', () => {
    const { rerender } = render(<Money amount={1234.5} rates={RATES} />);
    const usd = screen.getByText('$1,234.50');
    expect(usd).toBeVisible();
    rerender(<Money amount={1234.5} currency="INR" rates={RATES} hideConversion />);
    expect(screen.getByText('₹98,760')).toBeVisible();
  });
});
