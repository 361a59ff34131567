import { type Notification, platformMenuLinks } from '@app/domain';
import { useClearNotifications, useMarkNotificationRead, useNotifications } from '@app/sdk/react';
import type { AppShellProps } from '@app/ui';
import { createElement, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api, endServerSession } from '../api';
import { shellLinks } from '../navigation';
import { openCommandPalette, paletteShortcut } from '../palette/openPalette';
import { paths } from '../paths';
import { askNotificationPermissionOnce } from '../realtime/RealtimeSession';
import { useSession } from '../session';
import { documentTitle } from '../useDocumentTitle';
import { HeaderTimer } from './HeaderTimer';

/** Each signed-in page names itself with its `PageHeader`: the header's title is also the browser tab's. */
export function setPageTitle(title: string | undefined) {
  if (title) document.title = documentTitle(title);
}

/** Signs out after leaving the page, so the login screen does not offer to return to it. */
export function useSignOut(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    endServerSession();
    navigate(shellLinks.afterSignOut, { replace: true });
    signOut();
  }, [navigate, signOut]);
}

const SHORTCUT = paletteShortcut();

/**
 * The shell header's links and callbacks (spec 2.2): New Project, the search button that opens the command
 * palette, the user menu (with a platform admin's pages), and the notification bell over the live list that `MainLayout` keeps up to date. Shared by the main layout and the organization area.
 */
export function useShellHeader(): AppShellProps['header'] {
  const navigate = useNavigate();
  const notifications = useNotifications(api);
  const markRead = useMarkNotificationRead(api);
  const clearAll = useClearNotifications(api);
  const onSignOut = useSignOut();
  const { user } = useSession();
  // A platform admin's pages, in the account menu of every frame.
  const adminLinks = useMemo(
    () => platformMenuLinks(user).map(({ key, label, path }) => ({ key, label, href: path })),
    [user],
  );

  const onMarkRead = useCallback((id: string) => markRead.mutate(id), [markRead]);
  const onClearAll = useCallback(() => clearAll.mutate(), [clearAll]);
  const onOpenNotification = useCallback(
    (notification: Notification) => {
      if (!notification.read) markRead.mutate(notification.id);
      if (notification.taskId) navigate(paths.tasks.detail.href(notification.taskId));
      else if (notification.projectId) navigate(paths.projects.detail.href(notification.projectId));
    },
    [markRead, navigate],
  );

  return {
    newProjectHref: shellLinks.newProject,
    profileHref: shellLinks.profile,
    settingsHref: shellLinks.settings,
    adminLinks,
    notifications: notifications.data?.data ?? [],
    ...(notifications.data ? { unreadCount: notifications.data.unreadCount } : {}),
    onNotificationsOpen: askNotificationPermissionOnce,
    onMarkRead,
    onClearAll,
    onOpenNotification,
    onSignOut,
    // The running timer sits before the bell, in every frame (issue 40).
    tools: createElement(HeaderTimer),
    onOpenSearch: openCommandPalette,
    searchShortcut: SHORTCUT.label,
    searchKeyShortcuts: SHORTCUT.keys,
  };
}
