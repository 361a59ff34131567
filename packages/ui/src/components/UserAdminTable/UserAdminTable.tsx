import {
  type AdminUser,
  PLATFORM_ROLES,
  PLATFORM_TEXTS,
  type PlatformRole,
  relativeTimeText,
  roleLabel,
  SYSTEM_USERS_TEXTS as T,
  type UserStatus,
} from '@app/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../DataTable';

export interface UserAdminTableProps {
  users: readonly AdminUser[];
  /** Users over every page. */
  total: number;
  page: number;
  limit?: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** The viewer: their own row has no actions. */
  currentUserId?: string;
  /** Disables or enables a user; without it the table has no status actions. */
  onStatusChange?: (user: AdminUser, status: UserStatus) => void;
  /** Gives or takes a platform role (null: none); without it the platform role is shown as a chip. */
  onPlatformRoleChange?: (user: AdminUser, role: PlatformRole | null) => void;
  /** Show the organization column (a platform admin sees everyone's). */
  showOrganization?: boolean;
  /** The user whose change is being saved: their controls wait. */
  busyId?: string | null;
  /** Now, for the last sign-in's relative time. */
  now?: Date;
  /** The accessible name of the table. */
  label?: string;
}

const NO_ROLE = '';

function lastSignInText(value: string | null, now: Date): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? relativeTimeText(date, now) : T.never;
}

/** The roles a user holds, as people read them: system role, organization role and platform role. */
function roleNames(user: AdminUser, withPlatform: boolean): string[] {
  const roles = [user.systemRole, user.orgRole, withPlatform ? user.platformRole : null];
  return [...new Set(roles.filter((role): role is string => Boolean(role)).map(roleLabel))];
}

/**
 * The users an admin manages (System Users, and the platform console's user search): name and email, roles,
 * organization, status, last sign-in, and the actions disable/enable and the platform role. Paged on the server.
 */
export function UserAdminTable({
  users,
  total,
  page,
  limit,
  onPageChange,
  loading = false,
  currentUserId,
  onStatusChange,
  onPlatformRoleChange,
  showOrganization = false,
  busyId = null,
  now = new Date(),
  label = T.tableLabel,
}: UserAdminTableProps) {
  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'name',
      header: T.columns.name,
      render: (row) => (
        <Box component="span" sx={{ display: 'block' }}>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {row._id === currentUserId ? `${row.name} (${T.you})` : row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="span">
            {row.email}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'roles',
      header: T.columns.roles,
      render: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {roleNames(row, !onPlatformRoleChange).map((role) => (
            <Chip key={role} size="small" label={role} />
          ))}
          {onPlatformRoleChange ? (
            <NativeSelect
              value={row.platformRole ?? NO_ROLE}
              disabled={busyId === row._id || row._id === currentUserId}
              inputProps={{ 'aria-label': PLATFORM_TEXTS.platformRoleOf(row.name) }}
              onChange={(event) =>
                onPlatformRoleChange(row, (event.target.value || null) as PlatformRole | null)
              }
            >
              <option value={NO_ROLE}>{PLATFORM_TEXTS.noPlatformRole}</option>
              {PLATFORM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </NativeSelect>
          ) : null}
        </Stack>
      ),
    },
    ...(showOrganization
      ? [
          {
            id: 'organization',
            header: T.columns.organization,
            hideOnMobile: true,
            render: (row: AdminUser) => row.organizationName ?? '—',
          },
        ]
      : []),
    {
      id: 'status',
      header: T.columns.status,
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={row.status === 'active' ? 'success' : 'error'}
          label={row.status === 'active' ? T.active : T.disabled}
        />
      ),
    },
    {
      id: 'lastLoginAt',
      header: T.columns.lastSignIn,
      hideOnMobile: true,
      render: (row) => lastSignInText(row.lastLoginAt, now),
    },
    ...(onStatusChange
      ? [
          {
            id: 'actions',
            header: T.columns.actions,
            align: 'right' as const,
            render: (row: AdminUser) =>
              row._id === currentUserId ? null : (
                <Button
                  size="small"
                  variant="outlined"
                  color={row.status === 'active' ? 'error' : 'success'}
                  aria-label={row.status === 'active' ? T.disable(row.name) : T.enable(row.name)}
                  disabled={busyId === row._id}
                  onClick={() => onStatusChange(row, row.status === 'active' ? 'disabled' : 'active')}
                >
                  {row.status === 'active' ? T.disableLabel : T.enableLabel}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={users}
      getRowId={(row) => row._id}
      total={total}
      page={page}
      limit={limit}
      onPageChange={onPageChange}
      loading={loading}
      emptyState={T.noUsers}
    />
  );
}
