import { type Notification, type User, visibleMainSidebarItems } from '@app/domain';
import {
  RealtimeProvider,
  useClearNotifications,
  useLiveNotifications,
  useLiveWorkUpdates,
  useMarkNotificationRead,
} from '@app/sdk/react';
import { AppShell, LoadingScreen, useToast } from '@app/ui';
import { Suspense, useCallback, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api';
import { APP_NAME } from '../config';
import { shellLinks } from '../navigation';
import { paths } from '../paths';
import { realtimeClient } from '../realtime/client';
import {
  askNotificationPermissionOnce,
  showBrowserNotification,
  useRealtimeSession,
} from '../realtime/RealtimeSession';
import { useSession } from '../session';
import { documentTitle } from '../useDocumentTitle';

/**
 * The frame of every signed-in screen (spec 2.2): the app shell with the sidebar entries this user may see
 * (spec 6.2), the header and its live notifications. A visitor who is not signed in goes to the login screen,
 * which can send them back to where they were headed (`state.from`).
 */
export function MainLayout() {
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'loading') return <LoadingScreen fullPage />;
  if (status === 'signedOut' || !user) {
    return <Navigate to={paths.auth.login.href()} replace state={{ from: location }} />;
  }
  return (
    <RealtimeProvider client={realtimeClient}>
      <SignedInShell user={user} />
    </RealtimeProvider>
  );
}

// Each signed-in page names itself with its `PageHeader`: the header's title is also the browser tab's.
function setPageTitle(title: string | undefined) {
  if (title) document.title = documentTitle(title);
}

function SignedInShell({ user }: { user: User }) {
  const { signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const items = useMemo(() => visibleMainSidebarItems(user), [user]);

  // Real time (spec 4.5, 4.6): connected while signed in; what others change shows without a reload.
  useRealtimeSession(realtimeClient, user._id);
  useLiveWorkUpdates();
  const notifications = useLiveNotifications(api, {
    onNew: (notification) => {
      showToast(`${notification.title}: ${notification.message}`, { variant: 'info' });
      showBrowserNotification(notification, user);
    },
  });
  const markRead = useMarkNotificationRead(api);
  const clearAll = useClearNotifications(api);

  const onMarkRead = useCallback((id: string) => markRead.mutate(id), [markRead]);
  const onClearAll = useCallback(() => clearAll.mutate(), [clearAll]);
  const openNotification = useCallback(
    (notification: Notification) => {
      if (!notification.read) markRead.mutate(notification.id);
      if (notification.taskId) navigate(paths.tasks.detail.href(notification.taskId));
      else if (notification.projectId) navigate(paths.projects.detail.href(notification.projectId));
    },
    [markRead, navigate],
  );
  const onSignOut = useCallback(() => {
    // Leave first, so the login screen does not offer to return to the page the user signed out of.
    navigate(shellLinks.afterSignOut, { replace: true });
    signOut();
  }, [navigate, signOut]);

  return (
    <AppShell
      brandName={APP_NAME}
      homeHref={shellLinks.home}
      user={user}
      items={items}
      activePath={location.pathname}
      onPageTitleChange={setPageTitle}
      header={{
        newProjectHref: shellLinks.newProject,
        profileHref: shellLinks.profile,
        settingsHref: shellLinks.settings,
        notifications: notifications.data?.data ?? [],
        ...(notifications.data ? { unreadCount: notifications.data.unreadCount } : {}),
        onNotificationsOpen: askNotificationPermissionOnce,
        onMarkRead,
        onClearAll,
        onOpenNotification: openNotification,
        onSignOut,
      }}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
