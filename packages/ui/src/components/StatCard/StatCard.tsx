import TrendingDownRoundedIcon from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRoundedIcon from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';
import { type Tone, toneColor, toneTextSx, toneTint } from '../StatusChip';

export type StatCardTrend = 'up' | 'down' | 'flat';

export interface StatCardProps {
  /** What is counted, e.g. 'Active projects'. */
  label: string;
  /** The figure: a number, or formatted content such as a `Money`. */
  value: React.ReactNode;
  /** Change against the previous period, in percent (12.5 means +12.5 %). */
  delta?: number;
  /** The direction shown; derived from the sign of `delta` when left out. */
  trend?: StatCardTrend;
  /** What the delta compares with, e.g. 'vs last month'. */
  deltaLabel?: string;
  /** Whether a rise is good news (tasks done) or bad news (overdue tasks): picks the delta's colour. */
  upIsGood?: boolean;
  /** A decorative icon in a tinted badge. */
  icon?: React.ReactNode;
  /** The colour of the icon badge. */
  color?: Exclude<Tone, 'default'>;
  /**
   * Show skeletons while the figure loads: the value's, and the change's when `delta` or `deltaLabel` is given,
   * so the card keeps the height it will have.
   */
  loading?: boolean;
}

const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

const TREND_ICONS = {
  up: TrendingUpRoundedIcon,
  down: TrendingDownRoundedIcon,
  flat: TrendingFlatRoundedIcon,
} as const;

/** A dashboard figure: label, value, optional change with its trend, and an icon; skeletons while loading. */
export function StatCard({
  label,
  value,
  delta,
  trend,
  deltaLabel,
  upIsGood = true,
  icon,
  color = 'primary',
  loading = false,
}: StatCardProps) {
  const labelId = useId();
  const direction: StatCardTrend =
    trend ?? (delta === undefined || delta === 0 ? 'flat' : delta > 0 ? 'up' : 'down');
  const good = direction === 'flat' ? undefined : (direction === 'up') === upIsGood;
  const deltaTone: Tone = good === undefined ? 'default' : good ? 'success' : 'error';
  const TrendIcon = TREND_ICONS[direction];
  return (
    // A group, not a region: a dashboard of cards should not add a landmark per figure.
    <Card
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      // A phone's two columns leave a card about 170 px: less padding and a smaller icon there keep room for a
      // label such as 'Departments' on one line.
      sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}
    >
      <Stack
        direction="row"
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <Box sx={{ minWidth: 0 }}>
          {/* A long word in a narrow card (a phone's two columns) breaks rather than runs under the icon. */}
          <Typography
            id={labelId}
            variant="body2"
            color="text.secondary"
            sx={{ fontWeight: 500, overflowWrap: 'break-word', hyphens: 'auto' }}
          >
            {label}
          </Typography>
          <Typography
            component="p"
            variant="h4"
            sx={{ mt: 0.75, fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {loading ? <Skeleton width={96} /> : value}
          </Typography>
        </Box>
        {icon ? (
          <Box
            aria-hidden
            sx={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: { xs: 36, sm: 44 },
              height: { xs: 36, sm: 44 },
              '& svg': { fontSize: { xs: 20, sm: 24 } },
              borderRadius: 2,
              color: toneColor(theme, color),
              bgcolor: toneTint(theme, color),
            })}
          >
            {icon}
          </Box>
        ) : null}
      </Stack>
      {/* The change's row only when the card has one: a card without it keeps its height when the figure arrives. */}
      {loading && (delta !== undefined || deltaLabel !== undefined) ? (
        <Skeleton width="60%" sx={{ mt: 1.5 }} />
      ) : !loading && delta !== undefined ? (
        <Stack direction="row" spacing={0.75} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            component="span"
            variant="body2"
            sx={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 600,
              ...toneTextSx(theme, deltaTone),
            })}
          >
            <TrendIcon
              aria-hidden
              fontSize="small"
              sx={(theme) => ({ color: toneColor(theme, deltaTone) })}
            />
            {percentFormat.format(delta / 100)}
          </Typography>
          {deltaLabel ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {deltaLabel}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}
