import {
  type Currency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATES,
  type ExchangeRates,
  monthlyChargeUsdCents,
  PLAN_FEATURE_LABELS,
  PLAN_LIST,
  type Plan,
  type PlanId,
} from '@app/domain';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { InputField } from '../InputField';
import { Money } from '../Money';

export interface PlanPickerProps {
  /** The organization's plan now. */
  currentPlan: PlanId;
  /** Its seats now (the seat limit). */
  currentSeats: number;
  /** Seats taken by members and pending invitations: no plan may have fewer. */
  seatsUsed: number;
  /** Called with the plan and seats chosen; the caller confirms and saves. */
  onChoose: (plan: PlanId, seats: number) => void;
  /** Display currency of the prices (the user's selected one). */
  currency?: Currency;
  rates?: ExchangeRates;
  /** A change is being saved. */
  busy?: boolean;
  /** The plans to offer; every plan by default. */
  plans?: readonly Plan[];
}

function seatProblem(plan: Plan, seats: number, used: number): string | undefined {
  if (!Number.isInteger(seats) || seats < 1) return 'Enter a whole number of seats';
  if (seats > plan.maxSeats) return `${plan.name} has at most ${plan.maxSeats} seats`;
  if (seats < used) return `${used} seats are in use`;
  return undefined;
}

/**
 * The plans side by side: price per seat per month in the display currency, the features each opens
 * and its seats, with the current plan marked. Paid plans take a seat count; Free has its fixed seats.
 */
export function PlanPicker({
  currentPlan,
  currentSeats,
  seatsUsed,
  onChoose,
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  busy = false,
  plans = PLAN_LIST,
}: PlanPickerProps) {
  const seatsId = useId();
  const [draft, setDraft] = useState(String(currentSeats));
  useEffect(() => setDraft(String(currentSeats)), [currentSeats]);
  const seats = Number(draft);

  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 240 }}>
        <InputField
          id={seatsId}
          label="Seats"
          type="number"
          value={draft}
          disabled={busy}
          onChange={(event) => setDraft(event.target.value)}
          helperText={`${seatsUsed} in use (members and pending invitations)`}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
      </Box>
      <Box
        role="list"
        aria-label="Plans"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {plans.map((plan) => {
          const current = plan.id === currentPlan;
          const planSeats = plan.id === 'free' ? plan.maxSeats : seats;
          const problem = seatProblem(plan, planSeats, seatsUsed);
          const unchanged = current && (plan.id === 'free' || seats === currentSeats);
          const action = unchanged ? 'Current plan' : current ? 'Change seats' : `Choose ${plan.name}`;
          return (
            <Paper
              key={plan.id}
              role="listitem"
              aria-label={plan.name}
              variant="outlined"
              sx={{
                p: 2.5,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
                borderColor: current ? 'primary.main' : 'divider',
                borderWidth: current ? 2 : 1,
              }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Typography variant="h6" component="h3">
                  {plan.name}
                </Typography>
                {current ? <Chip size="small" color="primary" label="Current" /> : null}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {plan.description}
              </Typography>
              <Typography variant="h5" component="p">
                <Money amount={plan.pricePerSeatUsdCents / 100} currency={currency} rates={rates} />
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  per seat / month
                </Typography>
              </Typography>
              <Typography variant="body2">
                {plan.id === 'free' ? `${plan.maxSeats} seats included` : `Up to ${plan.maxSeats} seats`}
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, flexGrow: 1 }}>
                {plan.features.length === 0 ? (
                  <Typography component="li" variant="body2" color="text.secondary">
                    Projects, tasks, departments and people
                  </Typography>
                ) : (
                  plan.features.map((feature) => (
                    <Stack
                      component="li"
                      key={feature}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center' }}
                    >
                      <CheckRoundedIcon fontSize="small" color="success" aria-hidden />
                      <Typography variant="body2">{PLAN_FEATURE_LABELS[feature]}</Typography>
                    </Stack>
                  ))
                )}
              </Stack>
              {plan.id !== 'free' && !problem ? (
                <Typography variant="body2" color="text.secondary">
                  <Money
                    amount={monthlyChargeUsdCents(plan.id, planSeats) / 100}
                    currency={currency}
                    rates={rates}
                  />{' '}
                  a month for {planSeats} seats
                </Typography>
              ) : null}
              {problem && !unchanged ? (
                <Typography variant="body2" color="error">
                  {problem}
                </Typography>
              ) : null}
              <Button
                variant={current ? 'outlined' : 'contained'}
                disabled={unchanged || Boolean(problem) || busy}
                onClick={() => onChoose(plan.id, planSeats)}
                aria-describedby={seatsId}
              >
                {action}
              </Button>
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}
