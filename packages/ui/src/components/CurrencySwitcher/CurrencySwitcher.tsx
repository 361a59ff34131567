import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@app/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface CurrencySwitcherProps {
  /** The selected display currency. */
  value: Currency;
  onChange: (currency: Currency) => void;
  /** `toggle`: a segmented control (headers, toolbars); `select`: a labelled drop-down (settings forms). */
  variant?: 'toggle' | 'select';
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** The accessible name, and the select's visible label. */
  label?: string;
}

/** Chooses the display currency (USD or INR); named 'Currency' for assistive technology. */
export function CurrencySwitcher({
  value,
  onChange,
  variant = 'toggle',
  size = 'small',
  disabled = false,
  label = 'Currency',
}: CurrencySwitcherProps) {
  if (variant === 'select') {
    return (
      <TextField
        select
        label={label}
        value={value}
        size={size}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Currency)}
        sx={{ minWidth: 140 }}
      >
        {CURRENCIES.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {CURRENCY_SYMBOLS[currency]} {currency}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <ToggleButtonGroup
      exclusive
      aria-label={label}
      value={value}
      size={size}
      disabled={disabled}
      // Pressing the selected button again would clear the choice; a currency is always selected.
      onChange={(_event, next: Currency | null) => {
        if (next) onChange(next);
      }}
    >
      {CURRENCIES.map((currency) => (
        <ToggleButton
          key={currency}
          value={currency}
          aria-label={currency}
          sx={{ px: 1.5, gap: 0.75, textTransform: 'none', fontWeight: 600 }}
        >
          <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {CURRENCY_SYMBOLS[currency]}
          </Box>
          {currency}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
