import { EXCHANGE_RATES } from '@app/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExchangeRateForm } from './ExchangeRateForm';

describe('ExchangeRateForm', () => {
  it('shows the rates in force and saves new ones', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<ExchangeRateForm rates={EXCHANGE_RATES} onSubmit={onSubmit} />);
    const usd = screen.getByLabelText('USD to INR');
    expect(usd).toHaveValue('83.15');
    expect(screen.getByLabelText('INR to USD')).toHaveValue('0.012');
    await userEvent.clear(usd);
    expect(screen.getByRole('button', { name: 'Save rates' })).toBeDisabled();
    await userEvent.type(usd, '84');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(onSubmit).toHaveBeenCalledWith({ USD: { INR: 84 }, INR: { USD: 0.012 } });
    expect(await screen.findByText('Exchange rates saved')).toBeVisible();
  });

  it('is read-only without a way to save', () => {
    render(<ExchangeRateForm rates={EXCHANGE_RATES} />);
    expect(screen.getByLabelText('USD to INR')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull();
  });
});
