import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';
import { UserAvatar } from '../UserMenu';

/** A person on a team. */
export interface TeamCardPerson {
  _id: string;
  name: string;
  email: string;
  profileImage?: string;
}

/** The team fields the card shows. */
export interface TeamCardTeam {
  name: string;
  departmentName?: string | null;
  lead?: TeamCardPerson | null;
  members: readonly TeamCardPerson[];
  /** How many projects it works on; left out, the card does not say. */
  projectCount?: number;
}

export interface TeamCardProps {
  team: TeamCardTeam;
  /** Where the name leads; the whole card becomes the link's click target. */
  href?: string;
  /** Controls at the top right, such as a menu button; they stay clickable above the card link. */
  actions?: React.ReactNode;
  /** Member pictures shown before '+N'. */
  maxAvatars?: number;
  /** The heading level of the name within the page. */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** 'Ada, Ben and 3 more' for the avatars' accessible name. */
function membersText(members: readonly TeamCardPerson[], shown: number): string {
  const names = members.slice(0, shown).map((member) => member.name);
  const more = members.length - names.length;
  // No picture left room for a name (maxAvatars 1): the count alone.
  if (names.length === 0) return plural(more, 'member', 'members');
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * A team at a glance: name, department, lead, members' pictures (the first few and '+N'), and how many projects
 * it works on, with optional actions.
 */
export function TeamCard({ team, href, actions, maxAvatars = 5, headingComponent = 'h3' }: TeamCardProps) {
  const titleId = useId();
  const shown = team.members.length > maxAvatars ? maxAvatars - 1 : team.members.length;
  const surplus = team.members.length - shown;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: 2.5,
        height: '100%',
        ...(href && {
          '&:hover': { borderColor: (theme.vars || theme).palette.primary.main, boxShadow: theme.shadows[2] },
        }),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component={headingComponent} variant="h6" noWrap>
            {href ? (
              <Link
                href={href}
                color="inherit"
                underline="hover"
                // The link's box covers the card, so the whole card is its click target.
                sx={{
                  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                }}
              >
                {team.name}
              </Link>
            ) : (
              team.name
            )}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {team.departmentName ?? 'No department'}
          </Typography>
        </Box>
        {actions ? <Box sx={{ position: 'relative', zIndex: 1, mt: -0.5, mr: -1 }}>{actions}</Box> : null}
      </Stack>

      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {team.lead ? (
          <>
            <UserAvatar user={team.lead} size={32} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="textSecondary" component="p">
                Team lead
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {team.lead.name}
              </Typography>
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="textSecondary">
            No team lead
          </Typography>
        )}
      </Stack>

      <Stack
        direction="row"
        useFlexGap
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mt: 'auto',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {team.members.length > 0 ? (
          <Box
            role="img"
            aria-label={`Members: ${membersText(team.members, shown)}`}
            sx={{ display: 'flex', alignItems: 'center', '& > *:not(:first-of-type)': { ml: -1 } }}
          >
            {team.members.slice(0, shown).map((member) => (
              <UserAvatar
                key={member._id}
                user={member}
                size={32}
                sx={(theme) => ({ border: `2px solid ${(theme.vars || theme).palette.background.paper}` })}
              />
            ))}
            {surplus > 0 ? (
              <Avatar
                aria-hidden
                sx={(theme) => ({
                  width: 32,
                  height: 32,
                  fontSize: '0.75rem',
                  fontWeight: 600,
                  border: `2px solid ${(theme.vars || theme).palette.background.paper}`,
                  bgcolor: (theme.vars || theme).palette.action.selected,
                  color: (theme.vars || theme).palette.text.primary,
                })}
              >
                +{surplus}
              </Avatar>
            ) : null}
          </Box>
        ) : (
          <Typography variant="body2" color="textSecondary">
            No members yet
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ color: 'text.secondary' }}>
          <Typography variant="body2">{plural(team.members.length, 'member', 'members')}</Typography>
          {team.projectCount !== undefined ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <FolderOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
              <Typography variant="body2">{plural(team.projectCount, 'project', 'projects')}</Typography>
            </Stack>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
