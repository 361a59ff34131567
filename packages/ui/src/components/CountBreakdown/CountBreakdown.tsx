import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** One counted group: a department's projects, a role's members. */
export interface CountBreakdownItem {
  /** A stable key; the label is used when left out. */
  id?: string;
  /** What the group is, e.g. 'Engineering'. */
  label: string;
  count: number;
  /** Where the group leads, when it has a page of its own. */
  href?: string;
}

export interface CountBreakdownProps {
  /** Largest first is the reader's expectation; the list shows them in the order given. */
  items: readonly CountBreakdownItem[];
  /** The list's accessible name, e.g. 'Projects by department'. */
  label: string;
  /** How a count reads, e.g. `(n) => `${n} projects``; the plain number when left out. */
  formatCount?: (count: number) => string;
  /** Shown when there is nothing to count (every count 0 or no items). */
  emptyText?: string;
  /** Skeleton rows while the counts load. */
  loading?: boolean;
}

const LOADING_ROWS = 3;

/**
 * Counts per group as a list of rows, each with its label, its count and a bar in the theme's primary colour
 * whose length is the count's share of the largest; the bars are decorative, the counts are the text.
 */
export function CountBreakdown({
  items,
  label,
  formatCount = String,
  emptyText = 'Nothing to show yet',
  loading = false,
}: CountBreakdownProps) {
  if (loading) {
    return (
      <Box aria-busy="true" aria-label={label} role="group">
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Box key={index} sx={{ py: 1 }}>
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={8} />
          </Box>
        ))}
      </Box>
    );
  }
  const largest = Math.max(0, ...items.map((item) => item.count));
  if (largest === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.id ?? item.label} sx={{ py: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" noWrap sx={{ minWidth: 0, fontWeight: 500 }}>
              {item.href ? (
                <Link href={item.href} underline="hover" color="inherit">
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatCount(item.count)}
            </Typography>
          </Box>
          <Box
            aria-hidden
            sx={{ mt: 0.75, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${(item.count / largest) * 100}%`,
                borderRadius: 4,
                bgcolor: 'primary.main',
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
