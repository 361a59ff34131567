import type { ExchangeRates } from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { type FormEvent, useEffect, useState } from 'react';
import { InputField } from '../InputField';

export interface ExchangeRateFormProps {
  /** The organization's rates in force. */
  rates: ExchangeRates;
  /** Saves the two rates; reject with an Error whose message shows. Absent: the rates are read-only. */
  onSubmit?: (rates: ExchangeRates) => Promise<unknown>;
  /** The form's accessible name. */
  label?: string;
}

const PAIRS = [
  { from: 'USD', to: 'INR', name: 'USD to INR' },
  { from: 'INR', to: 'USD', name: 'INR to USD' },
] as const;

const asText = (rate: number | undefined) => (rate === undefined ? '' : String(rate));

/**
 * The organization's exchange-rate table (spec 9: 1 USD = 83.15 INR, 1 INR = 0.012 USD by default), editable by
 * finance managers; read-only for viewers.
 */
export function ExchangeRateForm({ rates, onSubmit, label = 'Exchange rates' }: ExchangeRateFormProps) {
  const [values, setValues] = useState({ USD: asText(rates.USD.INR), INR: asText(rates.INR.USD) });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setValues({ USD: asText(rates.USD.INR), INR: asText(rates.INR.USD) }), [rates]);

  const invalid = (text: string) => !(Number(text) > 0 && Number.isFinite(Number(text)));
  const readOnly = !onSubmit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit || invalid(values.USD) || invalid(values.INR)) return;
    setBusy(true);
    setOutcome(null);
    try {
      await onSubmit({ USD: { INR: Number(values.USD) }, INR: { USD: Number(values.INR) } });
      setOutcome({ ok: true, text: 'Exchange rates saved' });
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof Error && error.message ? error.message : 'The rates could not be saved',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={submit}>
      <Stack spacing={2}>
        {outcome ? <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {PAIRS.map((pair) => (
            <InputField
              key={pair.from}
              label={pair.name}
              value={values[pair.from]}
              onChange={(event) => setValues((current) => ({ ...current, [pair.from]: event.target.value }))}
              error={invalid(values[pair.from])}
              helperText={invalid(values[pair.from]) ? 'Enter a rate above zero' : undefined}
              disabled={busy}
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'decimal', readOnly },
                input: {
                  startAdornment: <InputAdornment position="start">1 {pair.from} =</InputAdornment>,
                  endAdornment: <InputAdornment position="end">{pair.to}</InputAdornment>,
                },
              }}
            />
          ))}
        </Stack>
        {readOnly ? null : (
          <Box>
            <Button
              type="submit"
              variant="contained"
              loading={busy}
              disabled={invalid(values.USD) || invalid(values.INR)}
            >
              Save rates
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
