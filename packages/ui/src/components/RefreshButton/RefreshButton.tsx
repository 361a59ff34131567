import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';

/** What the button says, at rest and while it runs, and its accessible names in both states. */
export interface RefreshButtonTexts {
  label: string;
  busy: string;
  name: string;
  busyName: string;
}

export interface RefreshButtonProps {
  /** True while a refresh runs: the icon turns (unless the reader asked for less motion) and the text says so. */
  refreshing: boolean;
  onRefresh: () => void;
  texts: RefreshButtonTexts;
}

const spinning = {
  '@keyframes refresh-button-spin': { to: { transform: 'rotate(360deg)' } },
  animation: 'refresh-button-spin 1s linear infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
};

/**
 * A page's refresh action (the dashboards' header). It stays enabled while busy, so the keyboard focus stays on
 * it; the caller ignores or joins a second press. `aria-busy` tells assistive technology that a refresh runs.
 */
export function RefreshButton({ refreshing, onRefresh, texts }: RefreshButtonProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={onRefresh}
      aria-busy={refreshing}
      aria-label={refreshing ? texts.busyName : texts.name}
      startIcon={<RefreshRoundedIcon sx={refreshing ? spinning : undefined} />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {refreshing ? texts.busy : texts.label}
    </Button>
  );
}
