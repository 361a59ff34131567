import { SIDEBAR_WIDTH_EXPANDED } from '@app/domain';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';

export interface AppShellSkeletonProps {
  /** The page's title, as its header will show it. */
  title: string;
  /** The page's subtitle when it is known before any data; a placeholder line otherwise. */
  subtitle?: string;
  /** How many figure cards the page's body starts with. */
  cards?: number;
  /** Announced while the page loads. */
  label?: string;
}

const NAV_ENTRIES = 9;

/**
 * The outline of the signed-in frame (spec 2.2) with a page's title: what a signed-in page shows before the
 * app's code has run (the build renders it to HTML) and until the page itself replaces it. The sidebar beside
 * the content from `md` up (hidden on a phone, where the real one is an overlay), the header with the page's
 * title and subtitle, and the page's figure cards as placeholders. Drawn by CSS alone: no state, no media query
 * read by script, so the same HTML fits every width. Nothing in it is interactive, and the placeholders are
 * hidden from assistive technology; the region is marked busy and its status announced.
 */
export function AppShellSkeleton({
  title,
  subtitle,
  cards = 4,
  label = 'Loading...',
}: AppShellSkeletonProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          gap: 1.5,
          flexShrink: 0,
          boxSizing: 'border-box',
          width: SIDEBAR_WIDTH_EXPANDED,
          minHeight: '100dvh',
          px: 2,
          py: 2.5,
          borderRight: `1px solid ${(theme.vars || theme).palette.divider}`,
          bgcolor: (theme.vars || theme).palette.background.paper,
        })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Skeleton variant="rounded" width={32} height={32} />
          <Skeleton variant="text" width={88} />
        </Box>
        {Array.from({ length: NAV_ENTRIES }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: 32 }}>
            <Skeleton variant="circular" width={20} height={20} />
            <Skeleton variant="text" width={index % 3 === 0 ? 96 : 72} />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <Box
          component="header"
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: { xs: 1, sm: 2 },
            minHeight: 64,
            px: { xs: 1.5, sm: 3 },
            bgcolor: (theme.vars || theme).palette.background.paper,
            borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
          })}
        >
          <Skeleton
            aria-hidden
            variant="circular"
            width={40}
            height={40}
            sx={{ display: { xs: 'block', md: 'none' }, flexShrink: 0 }}
          />
          <Box sx={{ minWidth: 0, flexGrow: 1, py: 1 }}>
            <Typography component="h1" variant="h4">
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            ) : (
              <Skeleton aria-hidden variant="text" width="60%" sx={{ maxWidth: 280 }} />
            )}
          </Box>
          <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
            <Skeleton variant="rounded" width={40} height={36} />
            <Skeleton variant="circular" width={36} height={36} />
            <Skeleton variant="circular" width={36} height={36} />
          </Box>
        </Box>
        <Box component="main" aria-busy="true" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
          <Box role="status" aria-live="polite" sx={visuallyHidden}>
            {label}
          </Box>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              gap: { xs: 2, sm: 3 },
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {Array.from({ length: cards }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count, never reordered
              <Skeleton key={index} variant="rounded" sx={{ height: { xs: 96, md: 120 } }} />
            ))}
          </Box>
          <Skeleton aria-hidden variant="rounded" height={280} sx={{ mt: { xs: 2, sm: 3 } }} />
        </Box>
      </Box>
    </Box>
  );
}
