import { invitationExpiry, PAGING_DEFAULT_LIMIT, ORG_USERS_TEXTS as T } from '@app/domain';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { PagedListFooter } from '../ListPagination';
import { StatusChip } from '../StatusChip/StatusChip';
import type { Tone } from '../StatusChip/tones';

/** A chip beside the address that says where the invitation stands, e.g. 'Declined' or 'Expired'. */
export interface PendingInvitationStatus {
  label: string;
  /** The chip's hue (a dot and a tint; the text stays in the body colour). Defaults to 'default'. */
  tone?: Extract<Tone, 'default' | 'warning' | 'error' | 'info'>;
}

/** An invitation as the list shows it: never its link. */
export interface PendingInvitation {
  _id: string;
  email: string;
  /** The role offered, as it reads ('Member', 'Team lead'): the caller maps its own role type to a label. */
  roleLabel: string;
  /** Where the invitation stands, when it is not simply waiting (a declined one). */
  status?: PendingInvitationStatus | null;
  /** The department the person joins, if any. */
  departmentName?: string | null;
  /** Who sent it. */
  invitedByName?: string | null;
  /** When the link stops working (ISO date-time); null or absent when it never expires. */
  expiresAt?: string | null;
  /** False hides 'Resend' on this row (e.g. the server would refuse it); shown by default when `onResend` is given. */
  resendable?: boolean;
  /** False hides 'Cancel invitation' on this row (a declined one cannot be cancelled); shown by default. */
  cancellable?: boolean;
}

export interface PendingInvitationListProps {
  /** The invitations of the current page (or all of them, when the list is not paged). */
  invitations: readonly PendingInvitation[];
  /** Invitations over every page; defaults to the number given. */
  total?: number;
  /** The current page, from 1. */
  page?: number;
  /** Invitations per page. */
  limit?: number;
  /** Goes to another page. Without it the list is not paged: no pagination and no count under it. */
  onPageChange?: (page: number) => void;
  /** The list's accessible name ('Pending invitations'). */
  label?: string;
  /** The empty state's heading ('No pending invitations'). */
  emptyTitle?: string;
  /** The empty state's line under the heading; null leaves it out. */
  emptyHint?: string | null;
  /** The cancel confirmation's question ('Cancel this invitation?'). */
  cancelTitle?: string;
  /** The cancel confirmation's text for an address. */
  cancelMessage?: (email: string) => string;
  /** Placeholder rows while a page loads. */
  loading?: boolean;
  /** Sends the invitation again with a new link; its button is busy until the returned promise settles. */
  onResend?: (invitation: PendingInvitation) => unknown;
  /** Cancels the invitation after the viewer confirms; the dialog stays busy until the promise settles. */
  onCancel?: (invitation: PendingInvitation) => unknown;
  /** The moment the expiry compares with; defaults to now. */
  now?: Date;
}

/**
 * Invitations still waiting for an answer (an organization's or a project's): the address, the role and
 * department offered, where it stands ('Declined'), who sent it and when the link expires (spec 4.3's text from
 * `invitationExpiry`: 'Expires in 3 days', 'Expires in 5 hours', 'Expires soon', 'Expired', 'Never expires';
 * the same for an organization's and a project's list), with 'Resend' (a new
 * link) and 'Cancel invitation' (asks first). Paged with {@link ListPagination} when `onPageChange` is given; on
 * a narrow screen the actions move under the address. The texts default to the organization's.
 */
export function PendingInvitationList({
  invitations,
  total = invitations.length,
  page = 1,
  limit = PAGING_DEFAULT_LIMIT,
  onPageChange,
  label = T.invitationsLabel,
  emptyTitle = T.noInvitations,
  emptyHint = T.noInvitationsHint,
  cancelTitle = T.cancelTitle,
  cancelMessage = T.cancelMessage,
  loading = false,
  onResend,
  onCancel,
  now = new Date(),
}: PendingInvitationListProps) {
  const [resending, setResending] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PendingInvitation | null>(null);
  const [cancelling, setCancelling] = useState(false);

  const resend = async (invitation: PendingInvitation) => {
    if (!onResend) return;
    setResending(invitation._id);
    try {
      await onResend(invitation);
    } catch {
      // The caller shows why it failed.
    } finally {
      setResending(null);
    }
  };
  const confirmCancel = async () => {
    if (!confirming || !onCancel) return;
    setCancelling(true);
    try {
      await onCancel(confirming);
    } catch {
      // The caller shows why it failed; the dialog closes either way.
    } finally {
      setCancelling(false);
      setConfirming(null);
    }
  };

  let rows: React.ReactNode;
  if (loading) {
    rows = Array.from({ length: 3 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows are interchangeable
      <Stack key={index} component="li" direction="row" spacing={2} sx={{ p: 2 }} aria-hidden>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="70%" />
        </Box>
      </Stack>
    ));
  } else if (invitations.length === 0) {
    rows = (
      <Box component="li" sx={{ p: 2 }}>
        <EmptyState
          compact
          headingLevel="h3"
          icon={<MailOutlineRoundedIcon />}
          title={emptyTitle}
          description={emptyHint ?? undefined}
        />
      </Box>
    );
  } else {
    rows = invitations.map((invitation) => {
      const expiry = invitationExpiry(invitation.expiresAt, now);
      const showResend = Boolean(onResend) && invitation.resendable !== false;
      const showCancel = Boolean(onCancel) && invitation.cancellable !== false;
      const facts = [
        invitation.departmentName,
        invitation.invitedByName ? T.invitedBy(invitation.invitedByName) : null,
      ].filter(Boolean);
      return (
        // The actions wrap under the address when the list is narrow (a phone, a side column).
        <Stack
          key={invitation._id}
          component="li"
          direction="row"
          useFlexGap
          sx={{
            p: 2,
            gap: 1.5,
            flexWrap: 'wrap',
            alignItems: 'center',
            '& + &': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: '1 1 260px', minWidth: 0 }}>
            <Avatar sx={{ bgcolor: 'action.selected', color: 'text.secondary' }} aria-hidden>
              <MailOutlineRoundedIcon />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Typography>
                <Chip size="small" variant="outlined" label={invitation.roleLabel} />
                {invitation.status ? (
                  <StatusChip kind="custom" value={invitation.status.label} tone={invitation.status.tone} />
                ) : null}
              </Stack>
              <Typography variant="body2" color="textSecondary">
                {facts.length > 0 ? `${facts.join(' · ')} · ` : ''}
                <Box
                  component="span"
                  sx={expiry.expired ? { color: 'error.main', fontWeight: 600 } : undefined}
                >
                  {expiry.text}
                </Box>
              </Typography>
            </Box>
          </Stack>
          {showResend || showCancel ? (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexShrink: 0, ml: 'auto' }}>
              {showResend ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<ForwardToInboxRoundedIcon />}
                  aria-label={T.resendLabel(invitation.email)}
                  loading={resending === invitation._id}
                  disabled={resending !== null && resending !== invitation._id}
                  onClick={() => void resend(invitation)}
                >
                  {T.resend}
                </Button>
              ) : null}
              {showCancel ? (
                <Button
                  size="small"
                  color="error"
                  startIcon={<CloseRoundedIcon />}
                  aria-label={T.cancelLabel(invitation.email)}
                  onClick={() => setConfirming(invitation)}
                >
                  {T.cancel}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      );
    });
  }

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={loading || undefined}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {rows}
      </Box>
      {onPageChange && total > 0 && !loading ? (
        <PagedListFooter
          page={page}
          total={total}
          limit={limit}
          onChange={onPageChange}
          label={label}
          noun={['invitation', 'invitations']}
          loading={loading}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={cancelTitle}
        message={confirming ? cancelMessage(confirming.email) : undefined}
        confirmLabel={T.cancel}
        cancelLabel={T.keepInvitation}
        destructive
        busy={cancelling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(null)}
      />
    </Paper>
  );
}
