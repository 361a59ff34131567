import {
  invitationExpiryText,
  PROJECT_INVITATION_ROLE_DESCRIPTIONS,
  PROJECT_INVITATION_ROLE_LABELS,
  type ProjectInvitationRole,
  parseDate,
  INVITATION_SCREEN_TEXTS as T,
} from '@app/domain';
import GroupAddRoundedIcon from '@mui/icons-material/GroupAddRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';
import { DescriptionList } from '../DescriptionList';

export interface InvitationCardProps {
  /** The project the invitation is to: the card's heading. */
  projectName: string;
  /** Who sent it. */
  inviterName: string;
  /** The role offered; shown with its meaning. (Not `role`, which JSX linting reads as an ARIA role.) */
  invitationRole: ProjectInvitationRole;
  /** The invited address: the one to sign in or register with. */
  email: string;
  /** When the link stops working (ISO date-time); null or absent when it never expires. */
  expiresAt?: string | null;
  /** The moment the expiry compares with; defaults to now. */
  now?: Date;
  /** The heading's level: h1 when the card is the page (the acceptance screen). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** What follows the facts: the accept and decline buttons, or the sign-in form. */
  children?: React.ReactNode;
}

/**
 * A project invitation as the person invited sees it: the project, who invited them, the role offered and what
 * it means, the invited address and how long the link still works (spec 4.3's words), then the actions or the
 * sign-in form given as children.
 */
export function InvitationCard({
  projectName,
  inviterName,
  invitationRole,
  email,
  expiresAt,
  now = new Date(),
  headingLevel = 'h1',
  children,
}: InvitationCardProps) {
  const headingId = useId();
  const expiry = parseDate(expiresAt);
  const expired = expiry !== undefined && expiry.getTime() <= now.getTime();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 4 }, minWidth: 0 }}
    >
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 48, height: 48 }}
            aria-hidden
          >
            <GroupAddRoundedIcon />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="textSecondary" sx={{ display: 'block', lineHeight: 1.6 }}>
              {T.title}
            </Typography>
            <Typography
              id={headingId}
              variant="h5"
              component={headingLevel}
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {projectName}
            </Typography>
          </Box>
        </Stack>
        <Typography variant="body1">{T.invitedTo(inviterName, projectName)}</Typography>
        <DescriptionList
          items={[
            {
              term: T.invitedAs,
              value: (
                <>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {PROJECT_INVITATION_ROLE_LABELS[invitationRole]}
                  </Box>
                  <Box
                    component="span"
                    sx={{
                      display: 'block',
                      color: 'text.secondary',
                      '&::first-letter': { textTransform: 'uppercase' },
                    }}
                  >
                    {PROJECT_INVITATION_ROLE_DESCRIPTIONS[invitationRole]}
                  </Box>
                </>
              ),
            },
            { term: T.invitedEmail, value: email },
          ]}
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', color: expired ? 'error.main' : 'text.secondary' }}
        >
          <ScheduleRoundedIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: expired ? 600 : undefined }}>
            {invitationExpiryText(expiresAt, now)}
          </Typography>
        </Stack>
        {children ? (
          <>
            <Divider />
            <Box>{children}</Box>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
