import { type ActivityEntry, parseDate, relativeTimeText } from '@app/domain';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The fields of an activity entry the feed shows (an `ActivityEntry` from @app/domain fits). */
export type ActivityFeedEntry = Pick<
  ActivityEntry,
  'id' | 'type' | 'message' | 'userName' | 'entityType' | 'entityId' | 'entityTitle' | 'timestamp'
>;

export interface ActivityFeedProps {
  /** Newest first, as the server sends them (at most 20); the feed shows exactly these. */
  entries: readonly ActivityFeedEntry[];
  /** Where an entry's subject (project, task) leads; no link when it answers undefined. */
  hrefFor?: (entry: ActivityFeedEntry) => string | undefined;
  /** The moment the relative times compare with; defaults to now. */
  now?: Date;
  /** Shown when there are no entries. */
  emptyText?: string;
  /** The list's accessible name. */
  label?: string;
}

/** The message with the entity's title as a link where the title appears in it, else a link after it. */
function MessageWithLink({ entry, href }: { entry: ActivityFeedEntry; href?: string }) {
  const title = entry.entityTitle?.trim();
  if (!href || !title) return <>{entry.message}</>;
  const at = entry.message.indexOf(title);
  if (at < 0) {
    return (
      <>
        {entry.message}{' '}
        <Link href={href} underline="hover">
          {title}
        </Link>
      </>
    );
  }
  return (
    <>
      {entry.message.slice(0, at)}
      <Link href={href} underline="hover" sx={{ fontWeight: 600 }}>
        {title}
      </Link>
      {entry.message.slice(at + title.length)}
    </>
  );
}

function initialOf(name: string | undefined): string {
  return name?.trim().charAt(0).toUpperCase() || '?';
}

/**
 * Recent activity, newest first (spec 4.5: kept to 20 entries): who did it (an initial avatar), what happened
 * with a link to the project or task, and how long ago.
 */
export function ActivityFeed({
  entries,
  hrefFor,
  now,
  emptyText = 'No activity yet',
  label = 'Recent activity',
}: ActivityFeedProps) {
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  const reference = now ?? new Date();
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => {
        const at = parseDate(entry.timestamp);
        return (
          <Box
            component="li"
            key={entry.id}
            sx={(theme) => ({
              display: 'flex',
              gap: 1.5,
              py: 1.25,
              borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
              '&:last-of-type': { borderBottom: 0 },
            })}
          >
            <Avatar
              aria-hidden
              sx={(theme) => ({
                width: 32,
                height: 32,
                fontSize: '0.875rem',
                bgcolor: (theme.vars || theme).palette.primary.main,
                color: (theme.vars || theme).palette.primary.contrastText,
              })}
            >
              {initialOf(entry.userName)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <MessageWithLink entry={entry} href={hrefFor?.(entry)} />
              </Typography>
              {at ? (
                <Typography
                  component="time"
                  variant="caption"
                  color="text.secondary"
                  dateTime={at.toISOString()}
                  title={at.toLocaleString()}
                >
                  {relativeTimeText(at, reference)}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
