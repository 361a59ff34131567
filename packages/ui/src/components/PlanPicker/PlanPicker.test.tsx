import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanPicker } from './PlanPicker';

describe('PlanPicker', () => {
  it('shows the three plans with their price per seat in the selected currency and their features', () => {
    render(
      <PlanPicker currentPlan="free" currentSeats={5} seatsUsed={2} onChoose={vi.fn()} currency="USD" />,
    );
    const plans = screen.getAllByRole('listitem', { name: /Free|Pro|Enterprise/ });
    expect(plans.map((plan) => plan.getAttribute('aria-label'))).toEqual(['Free', 'Pro', 'Enterprise']);
    const pro = screen.getByRole('listitem', { name: 'Pro' });
    expect(within(pro).getByText('$12')).toBeVisible();
    expect(within(pro).getByText('Teams')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Enterprise' })).getByText('Multi-organization dashboard'),
    ).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: 'Free' })).getByText('Current')).toBeVisible();
  });

  it('prices in rupees when INR is selected', () => {
    render(
      <PlanPicker currentPlan="free" currentSeats={5} seatsUsed={2} onChoose={vi.fn()} currency="INR" />,
    );
    expect(within(screen.getByRole('listitem', { name: 'Pro' })).getAllByText(/^₹/)[0]).toHaveTextContent(
      '₹998',
    );
  });

  it('chooses a plan with the seats typed, and refuses fewer seats than are in use', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<PlanPicker currentPlan="pro" currentSeats={10} seatsUsed={6} onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    const seats = screen.getByRole('spinbutton', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '4');
    expect(screen.getByRole('button', { name: 'Change seats' })).toBeDisabled();
    expect(screen.getAllByText('6 seats are in use').length).toBeGreaterThan(0);
    await user.clear(seats);
    await user.type(seats, '15');
    await user.click(screen.getByRole('button', { name: 'Change seats' }));
    expect(onChoose).toHaveBeenLastCalledWith('pro', 15);
    // Free's 5 seats cannot hold the 6 in use.
    expect(screen.getByRole('button', { name: 'Choose Free' })).toBeDisabled();
  });
});
