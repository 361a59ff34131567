import {
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  EXCHANGE_RATES,
  type ExchangeRates,
  formatMoney,
} from '@app/domain';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { LazyTooltip } from '../LazyTooltip';

export interface MoneyProps {
  /** The amount in USD: every stored amount is USD-based and converted for display (spec 9). */
  amount: number;
  /** The display currency, e.g. the user's selected one. */
  currency?: Currency;
  /** Exchange rates as kept locally; the spec's fixed rates by default. */
  rates?: ExchangeRates;
  variant?: TypographyProps['variant'];
  /** Leave out the tooltip with the amount in the other currencies (e.g. inside another tooltip). */
  hideConversion?: boolean;
  sx?: TypographyProps['sx'];
}

/**
 * A USD-based amount shown in the display currency ('$1,234.50', '₹1,02,640': INR without decimals, USD with
 * up to 2), with a tooltip giving it in the other currency.
 */
export function Money({
  amount,
  currency = DEFAULT_CURRENCY,
  rates = EXCHANGE_RATES,
  variant = 'inherit',
  hideConversion = false,
  sx,
}: MoneyProps) {
  const text = (
    <Typography
      component="span"
      variant={variant}
      // Tabular digits keep amounts aligned in tables and cards.
      sx={[{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {formatMoney(amount, currency, rates)}
    </Typography>
  );
  if (hideConversion) return text;
  const others = CURRENCIES.filter((other) => other !== currency).map((other) =>
    formatMoney(amount, other, rates),
  );
  return (
    <LazyTooltip title={`≈ ${others.join(' · ')}`} describeChild>
      {text}
    </LazyTooltip>
  );
}
