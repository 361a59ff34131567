import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { UserAvatar } from '../UserMenu';

/** One person with the app open now (the shape of the domain's OnlineUser). */
export interface OnlinePerson {
  userId: string;
  userName: string;
  /** Their picture ('default-avatar.jpg', an uploaded avatar or an http(s) address); the initial when left out. */
  profileImage?: string;
}

export interface OnlinePeopleProps {
  /** Who is online now, the viewer included, in the order to show. */
  people: readonly OnlinePerson[];
  /** The viewer's id: they are marked with `formatYou` and listed first. */
  viewerId?: string;
  /** The list's accessible name, e.g. 'Members online now'. */
  label: string;
  /** The viewer's entry, e.g. `${name} (you)`. */
  formatYou: (name: string) => string;
  /** Shown instead of the list when nobody but the viewer is online, e.g. 'Only you are online'. */
  emptyText: string;
  /** While the first answer is on its way: placeholders, announced by `loadingText`. */
  loading?: boolean;
  loadingText?: string;
}

const dot = {
  '& .MuiBadge-badge': {
    width: 12,
    height: 12,
    borderRadius: '50%',
    bgcolor: 'success.main',
    border: '2px solid',
    borderColor: 'background.paper',
  },
};

/** Who has the app open now: a wrapping list of avatars with names and a green dot; the viewer first. */
export function OnlinePeople({
  people,
  viewerId,
  label,
  formatYou,
  emptyText,
  loading = false,
  loadingText,
}: OnlinePeopleProps) {
  if (loading) {
    return (
      <Box role="status" aria-label={loadingText} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {[0, 1, 2].map((index) => (
          <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Skeleton variant="circular" width={36} height={36} />
            <Skeleton variant="text" width={96} />
          </Box>
        ))}
      </Box>
    );
  }
  const others = people.filter((person) => person.userId !== viewerId);
  if (others.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  const viewer = people.find((person) => person.userId === viewerId);
  const shown = viewer ? [viewer, ...others] : others;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {shown.map((person) => (
        <Box
          component="li"
          key={person.userId}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
            maxWidth: '100%',
            pr: 1.5,
            pl: 0.5,
            py: 0.5,
            borderRadius: 999,
            bgcolor: 'action.hover',
          }}
        >
          <Badge
            overlap="circular"
            variant="dot"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            sx={dot}
          >
            <UserAvatar
              user={{ name: person.userName, email: '', profileImage: person.profileImage }}
              size={32}
            />
          </Badge>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {person.userId === viewerId ? formatYou(person.userName) : person.userName}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
