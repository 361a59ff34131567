import {
  ASSIGNABLE_ORG_ROLES,
  type AssignableOrgRole,
  canSignOutUser,
  decideMemberRemoval,
  decideRoleChange,
  ORG_MESSAGES,
  ORG_ROLE_LABELS,
  type OrgMember,
  OrgUsersScreenQuerySchema,
  type OrgUsersView,
  SESSION_TEXTS,
  ORG_USERS_TEXTS as T,
} from '@app/domain';
import { failureText, REFUSALS_ONLY } from '@app/sdk';
import {
  useChangeMemberRole,
  useOrganizationMembers,
  useRemoveMember,
  useSignOutMember,
} from '@app/sdk/react';
import {
  FilterBar,
  FilterSelect,
  filterOptions,
  MemberTable,
  PageHeader,
  QueryState,
  RouteTabs,
  useToast,
} from '@app/ui';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../app/api';
import { useNamedOrganization, withNamedOrganization } from '../../app/organizationInView';
import { useSearchParamsState } from '../../app/useSearchParamsState';
import { useOrgAccess } from './access';
import { PendingInvitations, useInviteDialog } from './invitations';

const ROLE_OPTIONS = filterOptions(ASSIGNABLE_ORG_ROLES, ORG_ROLE_LABELS);
const TABS = [
  { value: 'members', label: T.views.members },
  { value: 'invitations', label: T.views.invitations },
] as const;

/**
 * Users (/org/users and /organization/users): the organization's people, a department manager's only those of
 * their departments. Search, filters, page and tab live in the URL; a role select offers only what the policy
 * lets the viewer grant, removal asks first, and the pending invitations have their own tab.
 */
export function OrganizationUsers() {
  const { pathname } = useLocation();
  const named = useNamedOrganization();
  const { showToast } = useToast();
  const access = useOrgAccess();
  const { organizationId, actor } = access;
  const [query, setQuery] = useSearchParamsState(OrgUsersScreenQuerySchema);
  const { view: asked, ...listQuery } = query;
  const view: OrgUsersView = access.canInvite ? asked : 'members';
  // The tabs stay while a manager's departments load, so the table below them does not start over.
  const tabbed = access.canInvite || access.departmentsLoading;
  const members = useOrganizationMembers(api, view === 'members' ? organizationId : undefined, listQuery);
  // The last admin can be neither demoted nor removed: only an admin needs the count.
  const admins = useOrganizationMembers(api, access.wholeOrganization ? organizationId : undefined, {
    role: 'org_admin',
    limit: 1,
  });
  const orgAdminCount = admins.data?.pagination.total ?? 1;
  const changeRole = useChangeMemberRole(api, organizationId ?? '');
  const removeMember = useRemoveMember(api, organizationId ?? '');
  const signOutMember = useSignOutMember(api);
  const invite = useInviteDialog(access);

  const page = members.data;
  const byId = useMemo(() => new Map((page?.data ?? []).map((member) => [member._id, member])), [page]);
  const departmentOptions = access.departments.map((d) => ({ value: d._id, label: d.name }));
  const filtered = Boolean(query.search || query.departmentId || query.role);
  const filter = (patch: Partial<typeof query>) =>
    setQuery({ ...query, ...patch, page: 1 }, { replace: true });

  const grantableFor = (member: OrgMember): AssignableOrgRole[] =>
    access.grantable.filter(
      (role) => decideRoleChange(actor, access.memberTarget(member), role, { orgAdminCount }).allowed,
    );
  const canRemove = (member: OrgMember) =>
    decideMemberRemoval(actor, access.memberTarget(member), { orgAdminCount }).allowed;

  const onRoleChange = (member: OrgMember, role: AssignableOrgRole) =>
    changeRole.mutate(
      { userId: member._id, payload: { role } },
      {
        onSuccess: () => showToast(T.roleChanged(member.name, ORG_ROLE_LABELS[role]), { variant: 'success' }),
        onError: (error) =>
          showToast(failureText(error, ORG_MESSAGES.updateUserRoleFailed, REFUSALS_ONLY), {
            variant: 'error',
          }),
      },
    );
  const onRemove = (member: OrgMember) =>
    removeMember.mutateAsync(member._id).then(
      () => showToast(T.removed(member.name), { variant: 'success' }),
      (error: unknown) =>
        showToast(failureText(error, ORG_MESSAGES.removeUserFailed, REFUSALS_ONLY), { variant: 'error' }),
    );
  // The table hands back its own rows; the policy needs the whole member.
  const full = (row: { _id: string }) => byId.get(row._id);

  let list: React.ReactNode;
  if (members.isError && !page) {
    list = (
      <QueryState
        status="error"
        title={ORG_MESSAGES.fetchUsersFailed}
        message={failureText(members.error, ORG_MESSAGES.fetchUsersFailed, REFUSALS_ONLY)}
        onRetry={() => void members.refetch()}
      />
    );
  } else {
    list = (
      <MemberTable
        label={T.membersLabel}
        members={page?.data ?? []}
        total={page?.pagination.total ?? 0}
        page={query.page}
        limit={query.limit}
        onPageChange={(next) => setQuery({ ...query, page: next })}
        loading={!page || access.departmentsLoading}
        currentUserId={access.user?._id}
        grantableRolesFor={(row) => {
          const member = full(row);
          return member ? grantableFor(member) : [];
        }}
        onRoleChange={(row, role) => {
          const member = full(row);
          if (member) onRoleChange(member, role);
        }}
        canRemove={(row) => {
          const member = full(row);
          return member ? canRemove(member) : false;
        }}
        onRemove={(row) => {
          const member = full(row);
          return member ? onRemove(member) : undefined;
        }}
        canSignOut={(row) => row._id !== access.user?._id && canSignOutUser(access.user, { organizationId })}
        onSignOut={(row) =>
          signOutMember.mutateAsync(row._id).then(
            (message) => showToast(message, { variant: 'success' }),
            (error: unknown) =>
              showToast(failureText(error, SESSION_TEXTS.signOutEverywhere, REFUSALS_ONLY), {
                variant: 'error',
              }),
          )
        }
        emptyTitle={filtered ? T.noMatch : undefined}
        // The member list carries no activity times: no column of 'Never'.
        showLastActive={false}
        search={
          <FilterBar
            label={T.filterLabel}
            searchLabel={T.searchLabel}
            search={query.search ?? ''}
            onSearchChange={(search) => filter({ search })}
            clearable={filtered}
            onClear={() => setQuery({}, { replace: true })}
          >
            {departmentOptions.length > 0 ? (
              <FilterSelect
                label={T.departmentFilter}
                allLabel={T.allDepartments}
                options={departmentOptions}
                value={query.departmentId ?? ''}
                onChange={(departmentId) => filter({ departmentId: departmentId || undefined })}
              />
            ) : null}
            <FilterSelect
              label={T.roleFilter}
              allLabel={T.allRoles}
              options={ROLE_OPTIONS}
              value={query.role ?? ''}
              onChange={(role: AssignableOrgRole | '') => filter({ role: role || undefined })}
            />
          </FilterBar>
        }
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={T.title}
        subtitle={access.wholeOrganization ? T.subtitle : T.managerSubtitle}
        action={
          access.canInvite ? (
            <Button variant="contained" startIcon={<PersonAddAlt1RoundedIcon />} onClick={invite.openDialog}>
              {T.inviteAction}
            </Button>
          ) : null
        }
      />
      {tabbed ? (
        <RouteTabs<OrgUsersView>
          aria-label={T.tabsLabel}
          tabs={TABS}
          value={view}
          href={(tab) =>
            withNamedOrganization(tab === 'members' ? pathname : `${pathname}?view=${tab}`, named)
          }
        >
          {view === 'members' ? (
            list
          ) : (
            <PendingInvitations
              access={access}
              page={query.page}
              onPageChange={(next) => setQuery({ view, page: next })}
            />
          )}
        </RouteTabs>
      ) : (
        list
      )}
      {invite.dialog}
    </Stack>
  );
}
