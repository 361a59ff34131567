import { PLATFORM_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import { usePlatformUsers, useSetPlatformRole } from '@app/sdk/react';
import { FilterBar, QueryState, SectionCard, UserAdminTable, useToast } from '@app/ui';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { useSession } from '../../app/session';
import { useSearchPage } from '../../app/useSearchPage';

const LIMIT = 10;

/** The user search of the platform console, with each user's platform role to give or take. */
export function PlatformUsersSection() {
  const { user } = useSession();
  const { showToast } = useToast();
  const { search, page, setPage, searchBar } = useSearchPage();
  const users = usePlatformUsers(api, { page, limit: LIMIT, search: search || undefined });
  const setRole = useSetPlatformRole(api);
  const found = users.data;
  return (
    <SectionCard title={T.usersTitle} headingLevel="h2">
      <Stack spacing={2}>
        <FilterBar label={T.searchUsers} searchLabel={T.searchUsers} {...searchBar} />
        {users.isError && !found ? (
          <QueryState
            status="error"
            title={T.loadFailed}
            message={failureText(users.error, T.loadFailed)}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <UserAdminTable
            label={T.usersLabel}
            users={found?.data ?? []}
            total={found?.pagination.total ?? 0}
            page={page}
            limit={LIMIT}
            onPageChange={setPage}
            loading={!found}
            showOrganization
            currentUserId={user?._id}
            busyId={setRole.isPending ? setRole.variables?.userId : null}
            onPlatformRoleChange={(target, platformRole) =>
              setRole.mutate(
                { userId: target._id, payload: { platformRole } },
                {
                  onSuccess: (saved) => showToast(T.platformRoleChanged(saved.name), { variant: 'success' }),
                  onError: (error) => showToast(failureText(error, T.actionFailed), { variant: 'error' }),
                },
              )
            }
          />
        )}
      </Stack>
    </SectionCard>
  );
}
