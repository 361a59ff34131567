import {
  type ActivityEntry,
  type OnlineUser,
  ORGANIZATION_RECENT_ACTIVITY,
  type Organization,
  type OrganizationDashboard,
  type OrganizationPresenceEvent,
} from '@app/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { organizationQueryKeys } from './organizations';
import { useOnReconnect, useRealtimeEvent } from './realtime';

/**
 * Puts an organization the server says has changed into the cache where it already is: the signed-in member's
 * current organization (whose branding the theme reads) and its detail. Nothing is fetched, nothing added.
 */
export function applyOrganizationUpdate(queryClient: QueryClient, organization: Organization): void {
  queryClient.setQueriesData<Organization>({ queryKey: organizationQueryKeys.currents() }, (old) =>
    old && old._id === organization._id ? organization : old,
  );
  queryClient.setQueryData<Organization>(organizationQueryKeys.detail(organization._id), (old) =>
    old ? organization : old,
  );
}

/**
 * Applies `organization_updated` from the socket while mounted, so that an admin's branding change restyles every
 * member's open screens at once, without a reload. Needs the RealtimeProvider.
 */
export function useLiveOrganization(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('organization_updated', (organization) =>
    applyOrganizationUpdate(queryClient, organization),
  );
}

/** Puts a feed entry at the top of the organization dashboard's cached feed, keeping its 20. */
export function applyOrganizationActivity(
  queryClient: QueryClient,
  organizationId: string,
  entry: ActivityEntry,
): void {
  queryClient.setQueryData<OrganizationDashboard>(organizationQueryKeys.stats(organizationId), (old) =>
    old
      ? {
          ...old,
          recentActivity: [entry, ...old.recentActivity.filter((item) => item.id !== entry.id)].slice(
            0,
            ORGANIZATION_RECENT_ACTIVITY,
          ),
        }
      : old,
  );
}

/**
 * Keeps the organization dashboard's statistics live while mounted: a feed entry shows at once; a member who
 * joined, changed role or left, a department or team, a project or a task that changed, and a reconnection
 * (events were missed) fetch the figures again. The server pushes no organization-wide figures, so they are
 * refetched; one change brings several events, and they share one refetch. Needs the RealtimeProvider.
 */
export function useLiveOrganizationStats(organizationId: string | undefined): void {
  const queryClient = useQueryClient();
  const refetch = () => {
    if (!organizationId) return;
    void queryClient.invalidateQueries(
      { queryKey: organizationQueryKeys.stats(organizationId) },
      { cancelRefetch: false },
    );
  };
  useRealtimeEvent('activity_update', (entry) => {
    if (organizationId) applyOrganizationActivity(queryClient, organizationId, entry);
    refetch();
  });
  useRealtimeEvent('member_update', refetch);
  useRealtimeEvent('dashboard_update', refetch);
  useRealtimeEvent('dashboard_refresh_requested', refetch);
  useRealtimeEvent('projectUpdated', refetch);
  useRealtimeEvent('taskUpdated', refetch);
  useRealtimeEvent('task_status_changed', refetch);
  useOnReconnect(refetch);
}

/**
 * Puts a member who came online into the organization's cached 'who is online' list (once, by name), or takes one
 * who went offline out of it. A list not fetched yet stays unfetched.
 */
export function applyOrganizationPresence(queryClient: QueryClient, event: OrganizationPresenceEvent): void {
  queryClient.setQueryData<OnlineUser[]>(organizationQueryKeys.online(event.organizationId), (old) => {
    if (!old) return old;
    const others = old.filter((user) => user.userId !== event.userId);
    if (!event.online) return others.length === old.length ? old : others;
    const { userId, userName, profileImage } = event;
    return [...others, { userId, userName, ...(profileImage ? { profileImage } : {}) }].sort((a, b) =>
      a.userName.localeCompare(b.userName),
    );
  });
}

/**
 * Keeps the organization's 'who is online' list live while mounted: `organization_presence` adds or removes a
 * member; after a reconnection (comings and goings were missed) the list is fetched again. Needs the
 * RealtimeProvider.
 */
export function useLiveOrganizationOnline(organizationId: string | undefined): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('organization_presence', (event) => {
    if (event.organizationId === organizationId) applyOrganizationPresence(queryClient, event);
  });
  useOnReconnect(() => {
    if (organizationId)
      void queryClient.invalidateQueries({ queryKey: organizationQueryKeys.online(organizationId) });
  });
}
