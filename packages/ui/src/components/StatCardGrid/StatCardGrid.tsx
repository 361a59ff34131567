import Box from '@mui/material/Box';
import { StatCard, type StatCardProps } from '../StatCard';

/** One figure of the grid: a `StatCard`'s props, with a key when two labels are alike. */
export interface StatCardGridItem extends Omit<StatCardProps, 'loading'> {
  id?: string;
}

export interface StatCardGridProps {
  items: readonly StatCardGridItem[];
  /** Every figure is still loading: skeletons. */
  loading?: boolean;
  /** The accessible name of the list of figures. */
  label?: string;
}

/**
 * A dashboard's figures in a grid: two columns on a phone (an odd last card takes the whole row), three on a
 * tablet, and one row of up to five on a wide screen.
 */
export function StatCardGrid({ items, loading = false, label = 'Key figures' }: StatCardGridProps) {
  const odd = items.length % 2 === 1;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: `repeat(${Math.min(Math.max(items.length, 1), 5)}, minmax(0, 1fr))`,
        },
      }}
    >
      {items.map(({ id, ...card }, index) => (
        <Box
          component="li"
          key={id ?? card.label}
          sx={odd && index === items.length - 1 ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}
        >
          <StatCard {...card} loading={loading} />
        </Box>
      ))}
    </Box>
  );
}
