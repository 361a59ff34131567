import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LazyTooltip } from '../LazyTooltip';

export interface FollowButtonProps {
  /** Whether the signed-in person follows the task. */
  watching: boolean;
  /** The names of everyone who follows it, the signed-in person included. */
  followers: readonly string[];
  onChange: (watching: boolean) => void;
  busy?: boolean;
}

/** Who follows a list of names: 'Olivia Smith', 'Olivia Smith and Jordan Lee', 'Olivia Smith, Jordan Lee and 3 others'. */
export function followersText(followers: readonly string[]): string {
  if (followers.length === 0) return 'Nobody follows this task yet';
  if (followers.length === 1) return `Followed by ${followers[0]}`;
  if (followers.length === 2) return `Followed by ${followers[0]} and ${followers[1]}`;
  const others = followers.length - 2;
  return `Followed by ${followers[0]}, ${followers[1]} and ${others} other${others === 1 ? '' : 's'}`;
}

/**
 * Follow / Following: a toggle (aria-pressed) with the number of followers; its tooltip names them. Followers hear
 * of a task's state, assignee, due date and new comments.
 */
export function FollowButton({ watching, followers, onChange, busy = false }: FollowButtonProps) {
  const label = `${watching ? 'Following' : 'Follow'}${followers.length > 0 ? ` · ${followers.length}` : ''}`;
  return (
    <LazyTooltip title={followersText(followers)} describeChild>
      <Button
        variant={watching ? 'contained' : 'outlined'}
        color={watching ? 'primary' : 'inherit'}
        aria-pressed={watching}
        aria-disabled={busy || undefined}
        startIcon={watching ? <NotificationsActiveRoundedIcon /> : <NotificationsNoneRoundedIcon />}
        aria-label={label}
        onClick={() => {
          if (!busy) onChange(!watching);
        }}
        sx={{ '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* On a phone the bell and the count say it; the name stays whole. */}
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' }, whiteSpace: 'pre' }}>
          {watching ? 'Following' : 'Follow'}
          {followers.length > 0 ? ' · ' : ''}
        </Box>
        {followers.length > 0 ? <span aria-hidden>{followers.length}</span> : null}
      </Button>
    </LazyTooltip>
  );
}
