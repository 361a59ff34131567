import { ASSISTANT_LIST_SIZES, type TeamData, userInitial } from '@app/domain';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { humanize, ResultCard } from './ResultCard';

export interface TeamResultProps {
  data: TeamData;
}

/** The `display_team` result: at most 4 members with their name and role, and how many there are in all. */
export function TeamResult({ data }: TeamResultProps) {
  const visible = data.members.slice(0, ASSISTANT_LIST_SIZES.teamMembers);
  const total = Math.max(data.totalMembers, data.members.length);
  const hidden = total - visible.length;

  return (
    <ResultCard title="Team" meta={total === 1 ? '1 member' : `${total} members`}>
      {visible.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No team members yet.
        </Typography>
      ) : (
        <List dense disablePadding>
          {visible.map((member, index) => (
            <ListItem
              // biome-ignore lint/suspicious/noArrayIndexKey: team data has no member id and names may repeat; the list never reorders
              key={`${member.name}-${index}`}
              disableGutters
              sx={{ py: 0.25 }}
            >
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <Avatar
                  aria-hidden
                  sx={(theme) => ({
                    width: 28,
                    height: 28,
                    fontSize: '0.8125rem',
                    fontWeight: 600,
                    bgcolor: (theme.vars || theme).palette.primary.main,
                    color: (theme.vars || theme).palette.primary.contrastText,
                  })}
                >
                  {userInitial({ name: member.name, email: '' }) || '?'}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={member.name}
                secondary={humanize(member.role)}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                sx={{ my: 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {hidden > 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {hidden === 1 ? '+1 more member' : `+${hidden} more members`}
        </Typography>
      ) : null}
    </ResultCard>
  );
}
