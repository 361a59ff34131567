import { ORG_USERS_TEXTS as T } from '@app/domain';
import { PageHeader } from '@app/ui';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useOrgAccess } from './access';
import { PendingInvitations, useInviteDialog } from './invitations';

/**
 * Invite Users (/organization/invite), the alternative layout's quick action: the invite dialog opens at once,
 * over the invitations still pending (with resend and cancel), where a sent one then shows.
 */
export function UserInvitation() {
  const access = useOrgAccess();
  const invite = useInviteDialog(access, { initiallyOpen: true });
  const [page, setPage] = useState(1);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={T.inviteTitle}
        subtitle={T.inviteSubtitle}
        action={
          access.canInvite ? (
            <Button variant="contained" startIcon={<PersonAddAlt1RoundedIcon />} onClick={invite.openDialog}>
              {T.inviteAction}
            </Button>
          ) : null
        }
      />
      <PendingInvitations access={access} page={page} onPageChange={setPage} />
      {invite.dialog}
    </Stack>
  );
}
