import Box from '@mui/material/Box';
import type * as React from 'react';
import { Children, isValidElement } from 'react';
import { UpdatingFrame } from './UpdatingFrame';

export interface CardGridProps {
  /** The accessible name of the list, e.g. 'Projects'. */
  label: string;
  /** The cards, one per item, each with its `key`. */
  children?: React.ReactNode;
  /** The narrowest a card may get before the grid drops a column, in px. */
  minItemWidth?: number;
  /** The space between cards, in theme spacing units. */
  gap?: number;
  /** Shown instead of the list when there is no card, e.g. an `EmptyState`. */
  empty?: React.ReactNode;
  /** The cards are about to change (new data on its way): a thin bar runs above them and the list is marked busy. */
  busy?: boolean;
}

/** A responsive grid of cards as a list: as many columns as fit, one on a phone; an empty state without cards. */
export function CardGrid({
  label,
  children,
  minItemWidth = 280,
  gap = 2,
  empty,
  busy = false,
}: CardGridProps) {
  const items = Children.toArray(children).filter(isValidElement);
  if (items.length === 0) return empty ?? null;
  return (
    <UpdatingFrame label={label} updating={busy}>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={busy || undefined}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap,
          gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minItemWidth}px), 1fr))`,
        }}
      >
        {items.map((item) => (
          <Box component="li" key={item.key} sx={{ minWidth: 0 }}>
            {item}
          </Box>
        ))}
      </Box>
    </UpdatingFrame>
  );
}
