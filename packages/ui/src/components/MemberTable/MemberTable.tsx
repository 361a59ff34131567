import {
  type AssignableOrgRole,
  ORG_TEXTS,
  type OrgRole,
  PAGING_DEFAULT_LIMIT,
  parseDate,
  relativeTimeText,
  SESSION_TEXTS,
} from '@app/domain';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useState } from 'react';
import { roleLabel } from '../AccessCard';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable, type DataTableColumn, type DataTableSort } from '../DataTable';
import { EmptyState } from '../EmptyState';
import { PagedListFooter } from '../ListPagination';
import { RoleSelect } from '../RoleSelect';
import { UserAvatar } from '../UserMenu';

/** A member of the organization as the table shows them. */
export interface MemberTableMember {
  _id: string;
  name: string;
  email: string;
  /** A picture URL; the initial shows without one or for 'default-avatar.jpg'. */
  profileImage?: string;
  orgRole?: OrgRole | null;
  /** The name of their department. */
  departmentName?: string | null;
  /** When they were last active (ISO date-time); 'Never' without one. */
  lastActiveAt?: string | null;
}

/** The columns that can be sorted (by the server). */
export type MemberTableSortKey = 'name' | 'orgRole' | 'department' | 'lastActiveAt';

export interface MemberTableProps {
  /** The members of the current page, as the server returned them. */
  members: readonly MemberTableMember[];
  /** The table's accessible name. */
  label?: string;
  /** Members over every page. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Members per page. */
  limit?: number;
  onPageChange: (page: number) => void;
  /** A search box (or filters) above the table; the screen owns its state and debounce. */
  search?: React.ReactNode;
  /** Controls beside the search, such as 'Invite member'. */
  actions?: React.ReactNode;
  /** The current sort; columns are sortable only with `onSortChange`. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Placeholder rows while a page loads. */
  loading?: boolean;
  /**
   * The roles the viewer may give this member (the domain's policy); the role shows as a select when there
   * are any and `onRoleChange` is given, otherwise as a chip.
   */
  grantableRolesFor?: (member: MemberTableMember) => readonly AssignableOrgRole[];
  onRoleChange?: (member: MemberTableMember, role: AssignableOrgRole) => unknown;
  /** Whether the viewer may remove this member; the remove button shows only then. */
  canRemove?: (member: MemberTableMember) => boolean;
  /** Removes the member after the viewer confirms; the dialog stays busy until the returned promise settles. */
  onRemove?: (member: MemberTableMember) => unknown;
  /** Whether the viewer may sign this member out everywhere (ends every session of theirs). */
  canSignOut?: (member: MemberTableMember) => boolean;
  /** Signs the member out everywhere after the viewer confirms; the dialog stays busy until it settles. */
  onSignOut?: (member: MemberTableMember) => unknown;
  /** The signed-in user, marked '(you)'. */
  currentUserId?: string;
  /** The moment 'last active' compares with; defaults to now. */
  now?: Date;
  /** Shown instead of rows when there are none (a search that found nobody says so). */
  emptyTitle?: string;
  /** The 'Last active' column; left out where the data has no activity times (rather than 'Never' for all). */
  showLastActive?: boolean;
}

const ROLE_TONES: Partial<Record<OrgRole, ChipProps['color']>> = {
  org_admin: 'primary',
  admin: 'primary',
  owner: 'primary',
  enterprise_admin: 'secondary',
  dept_manager: 'info',
};

// The member column stays in view while the rest scrolls sideways on a narrow screen.
const stickyCell = (theme: Theme) => ({
  position: 'sticky' as const,
  left: 0,
  zIndex: 1,
  bgcolor: (theme.vars || theme).palette.background.paper,
  minWidth: 220,
  maxWidth: 280,
  boxShadow: `inset -1px 0 0 ${(theme.vars || theme).palette.divider}`,
});

function RoleChip({ role }: { role: OrgRole | null | undefined }) {
  const value = role ?? 'member';
  return (
    <Chip
      size="small"
      label={roleLabel(value)}
      color={ROLE_TONES[value] ?? 'default'}
      variant={ROLE_TONES[value] ? 'filled' : 'outlined'}
    />
  );
}

function lastActiveText(value: string | null | undefined, now: Date): string {
  const date = parseDate(value);
  return date ? relativeTimeText(date, now) : ORG_TEXTS.neverActive;
}

/**
 * The members of an organization: picture, name and email, role (a {@link RoleSelect} where the viewer may
 * change it), department and last activity, with a remove action that asks first. Paged with
 * {@link ListPagination}; a search slot above. On a narrow screen the table scrolls sideways under a member
 * column that stays in view.
 */
export function MemberTable({
  members,
  label = 'Members',
  total,
  page,
  limit = PAGING_DEFAULT_LIMIT,
  onPageChange,
  search,
  actions,
  sort,
  onSortChange,
  loading = false,
  grantableRolesFor,
  onRoleChange,
  canRemove,
  onRemove,
  canSignOut,
  onSignOut,
  currentUserId,
  now = new Date(),
  emptyTitle = ORG_TEXTS.noMembers,
  showLastActive = true,
}: MemberTableProps) {
  const [confirming, setConfirming] = useState<MemberTableMember | null>(null);
  const [removing, setRemoving] = useState(false);
  const removable = (member: MemberTableMember) => Boolean(onRemove && canRemove?.(member));
  const [signingOut, setSigningOut] = useState<MemberTableMember | null>(null);
  const [endingSessions, setEndingSessions] = useState(false);
  const signOutable = (member: MemberTableMember) => Boolean(onSignOut && canSignOut?.(member));
  const confirmSignOut = async () => {
    if (!signingOut || !onSignOut) return;
    setEndingSessions(true);
    try {
      await onSignOut(signingOut);
    } catch {
      // The caller shows why it failed; the dialog closes either way.
    } finally {
      setEndingSessions(false);
      setSigningOut(null);
    }
  };

  const confirmRemove = async () => {
    if (!confirming || !onRemove) return;
    setRemoving(true);
    try {
      await onRemove(confirming);
    } catch {
      // The caller shows why it failed; the dialog closes either way.
    } finally {
      setRemoving(false);
      setConfirming(null);
    }
  };

  const allColumns: DataTableColumn<MemberTableMember>[] = [
    {
      id: 'name',
      header: 'Member',
      sortable: true,
      rowHeader: true,
      headerSx: stickyCell,
      cellSx: stickyCell,
      placeholder: (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="90%" />
          </Box>
        </Stack>
      ),
      render: (member) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <UserAvatar user={member} size={36} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {member.name}
              {member._id === currentUserId ? (
                <Typography component="span" variant="body2" color="textSecondary">
                  {' '}
                  (you)
                </Typography>
              ) : null}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap>
              {member.email}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      id: 'orgRole',
      header: 'Role',
      sortable: true,
      cellSx: { minWidth: 180 },
      placeholder: <Skeleton width="70%" />,
      render: (member) => {
        const grantable = onRoleChange ? (grantableRolesFor?.(member) ?? []) : [];
        return grantable.length > 0 && onRoleChange ? (
          <Box sx={{ maxWidth: 220 }}>
            <RoleSelect
              label={`Role of ${member.name}`}
              hideLabel
              value={member.orgRole ?? 'member'}
              grantable={grantable}
              onChange={(role) => onRoleChange(member, role)}
            />
          </Box>
        ) : (
          <RoleChip role={member.orgRole} />
        );
      },
    },
    {
      id: 'department',
      header: 'Department',
      sortable: true,
      cellSx: { whiteSpace: 'nowrap' },
      placeholder: <Skeleton width="70%" />,
      render: (member) =>
        member.departmentName ?? (
          <Typography component="span" variant="body2" color="textSecondary">
            {ORG_TEXTS.noDepartment}
          </Typography>
        ),
    },
    {
      id: 'lastActiveAt',
      header: 'Last active',
      sortable: true,
      cellSx: { whiteSpace: 'nowrap', color: 'text.secondary' },
      placeholder: <Skeleton width="70%" />,
      render: (member) => lastActiveText(member.lastActiveAt, now),
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      align: 'right',
      cellSx: { width: 64, whiteSpace: 'nowrap' },
      placeholder: <Skeleton width={32} />,
      render: (member) => (
        <>
          {signOutable(member) ? (
            <Tooltip title={SESSION_TEXTS.signOutEverywhereLabel(member.name)}>
              <IconButton
                aria-label={SESSION_TEXTS.signOutEverywhereLabel(member.name)}
                onClick={() => setSigningOut(member)}
              >
                <LogoutRoundedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {removable(member) ? (
            <Tooltip title={`Remove ${member.name}`}>
              <IconButton
                aria-label={`Remove ${member.name}`}
                color="error"
                onClick={() => setConfirming(member)}
              >
                <PersonRemoveRoundedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </>
      ),
    },
  ];
  const columns = showLastActive ? allColumns : allColumns.filter((column) => column.id !== 'lastActiveAt');

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
      {search || actions ? (
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', p: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>{search}</Box>
          {actions ? <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box> : null}
        </Stack>
      ) : null}
      <DataTable
        label={label}
        columns={columns}
        rows={members}
        getRowId={(member) => member._id}
        limit={limit}
        loading={loading}
        loadingRows={5}
        sort={sort}
        onSortChange={onSortChange}
        variant="plain"
        tableSx={{ minWidth: 720 }}
        emptyState={<EmptyState compact headingLevel="h3" icon={<GroupOutlinedIcon />} title={emptyTitle} />}
      />
      <PagedListFooter
        page={page}
        total={total}
        limit={limit}
        onChange={onPageChange}
        label={label}
        noun={['member', 'members']}
        loading={loading}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={ORG_TEXTS.removeMemberTitle}
        message={confirming ? ORG_TEXTS.removeMemberMessage(confirming.name) : undefined}
        confirmLabel="Remove"
        destructive
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={signingOut !== null}
        title={signingOut ? SESSION_TEXTS.signOutEverywhereTitle(signingOut.name) : ''}
        message={SESSION_TEXTS.signOutEverywhereMessage}
        confirmLabel={SESSION_TEXTS.signOutEverywhere}
        destructive
        busy={endingSessions}
        onConfirm={() => void confirmSignOut()}
        onCancel={() => setSigningOut(null)}
      />
    </Paper>
  );
}
