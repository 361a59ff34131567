import { type AdminUser, systemUsersScope, SYSTEM_USERS_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import { useSetUserStatus, useSystemUsers } from '@app/sdk/react';
import { ConfirmDialog, FilterBar, PageHeader, QueryState, UserAdminTable, useToast } from '@app/ui';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api } from '../../app/api';
import { useSession } from '../../app/session';
import { useSearchPage } from '../../app/useSearchPage';

const LIMIT = 10;

/**
 * System Users (/users; admins, spec 6.5): everyone for a platform admin, the organization's people for its
 * system admin (one rule: `systemUsersScope`), with roles, status and last sign-in; disable (after a question:
 * their sessions end at once) and enable.
 */
export function UserManagement() {
  const { user } = useSession();
  const { showToast } = useToast();
  const scope = systemUsersScope(user);
  const { search, page, setPage, searchBar } = useSearchPage();
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const users = useSystemUsers(api, { page, limit: LIMIT, search: search || undefined });
  const setStatus = useSetUserStatus(api);
  const found = users.data;

  const change = (target: AdminUser, status: AdminUser['status']) =>
    setStatus.mutate(
      { userId: target._id, payload: { status } },
      {
        onSuccess: (saved) => {
          setDisabling(null);
          const text = status === 'disabled' ? T.disabledToast(saved.name) : T.enabledToast(saved.name);
          showToast(text, { variant: 'success' });
        },
        onError: (error) => {
          setDisabling(null);
          showToast(failureText(error, T.actionFailed), { variant: 'error' });
        },
      },
    );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={T.title}
        subtitle={scope?.kind === 'all' ? T.subtitleAll : T.subtitleOrganization}
        action={null}
      />
      <FilterBar label={T.search} searchLabel={T.search} {...searchBar} />
      {users.isError && !found ? (
        <QueryState
          status="error"
          title={T.loadFailed}
          message={failureText(users.error, T.loadFailed)}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <UserAdminTable
          users={found?.data ?? []}
          total={found?.pagination.total ?? 0}
          page={page}
          limit={LIMIT}
          onPageChange={setPage}
          loading={!found}
          showOrganization={scope?.kind === 'all'}
          currentUserId={user?._id}
          busyId={setStatus.isPending ? setStatus.variables?.userId : null}
          onStatusChange={(target, status) =>
            status === 'disabled' ? setDisabling(target) : change(target, 'active')
          }
        />
      )}
      <ConfirmDialog
        open={disabling !== null}
        title={disabling ? T.disableConfirmTitle(disabling.name) : ''}
        message={T.disableConfirmBody}
        confirmLabel={T.disableLabel}
        destructive
        busy={setStatus.isPending}
        onConfirm={() => disabling && change(disabling, 'disabled')}
        onCancel={() => setDisabling(null)}
      />
    </Stack>
  );
}
