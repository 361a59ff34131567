import { type Notification, visibleMainSidebarItems } from '@app/domain';
import { AppShell, LoadingScreen } from '@app/ui';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { APP_NAME } from '../config';
import { shellLinks } from '../navigation';
import { paths } from '../paths';
import { useSession } from '../session';

/**
 * The frame of every signed-in screen (spec 2.2): the app shell with the sidebar entries this user may see
 * (spec 6.2), the header and its notifications. A visitor who is not signed in goes to the login screen,
 * which can send them back to where they were headed (`state.from`).
 */
export function MainLayout() {
  const { status, user, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // Filled by the real-time connection; the panel's own actions already work on it.
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const items = useMemo(() => visibleMainSidebarItems(user), [user]);

  const markRead = useCallback((id: string) => {
    setNotifications((list) => list.map((item) => (item.id === id ? { ...item, read: true } : item)));
  }, []);
  const clearAll = useCallback(() => setNotifications([]), []);
  const openNotification = useCallback(
    (notification: Notification) => {
      markRead(notification.id);
      if (notification.projectId) navigate(paths.projects.detail.href(notification.projectId));
    },
    [markRead, navigate],
  );
  const onSignOut = useCallback(() => {
    // Leave first, so the login screen does not offer to return to the page the user signed out of.
    navigate(shellLinks.afterSignOut, { replace: true });
    signOut();
  }, [navigate, signOut]);

  if (status === 'loading') return <LoadingScreen fullPage />;
  if (status === 'signedOut' || !user) {
    return <Navigate to={paths.auth.login.href()} replace state={{ from: location }} />;
  }

  return (
    <AppShell
      brandName={APP_NAME}
      homeHref={shellLinks.home}
      user={user}
      items={items}
      activePath={location.pathname}
      header={{
        // Each screen names itself with its own heading; the header greets.
        titleComponent: 'p',
        newProjectHref: shellLinks.newProject,
        profileHref: shellLinks.profile,
        settingsHref: shellLinks.settings,
        notifications,
        onMarkRead: markRead,
        onClearAll: clearAll,
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
