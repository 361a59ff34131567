import { canEnterOrganizationPages, type User, visibleMainSidebarItems } from '@app/domain';
import {
  RealtimeProvider,
  useLiveNotifications,
  useLiveOrganization,
  useLiveWorkUpdates,
  useRealtimeEvent,
} from '@app/sdk/react';
import { AppShell, LoadingScreen, useToast } from '@app/ui';
import type * as React from 'react';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { api } from '../api';
import { AssistantDock } from '../assistant/AssistantDock';
import { APP_NAME } from '../config';
import { useSidebarFinanceRole } from '../financeAccess';
import { shellLinks } from '../navigation';
import { CommandPaletteHost } from '../palette/CommandPaletteHost';
import { paths } from '../paths';
import { realtimeClient } from '../realtime/client';
import { showBrowserNotification, useRealtimeSession } from '../realtime/RealtimeSession';
import { useSession } from '../session';
import { ShortcutsHost } from '../shortcuts/ShortcutsHost';
import { OrganizationAreaFrame } from './OrganizationAreaFrame';
import { OrgFrame } from './OrgFrame';
import { setPageTitle, useShellHeader } from './useShellHeader';

/** The frames a signed-in screen is drawn in. */
export type SignedInFrame = 'main' | 'org' | 'organization';

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The frame for a path: the organization area's routes (spec 2.1: /org, and /enterprise/dashboard which its
 * navigation names) have the organization navigation of spec 2.4 in place of the main sidebar; the
 * /organization routes have the alternative organization layout of spec 2.3; everything else, and anyone the
 * organization guard sends away (no organization account, not a platform admin), the main layout of spec 2.2.
 */
export function signedInFrame(pathname: string, user: User): SignedInFrame {
  if (!canEnterOrganizationPages(user)) return 'main';
  if (isUnder(pathname, paths.org.root.path) || isUnder(pathname, paths.enterprise.dashboard.path))
    return 'org';
  if (isUnder(pathname, paths.organization.root.path)) return 'organization';
  return 'main';
}

/**
 * What every signed-in screen sits in: a visitor who is not signed in goes to the login screen, which can
 * send them back to where they were headed (`state.from`); a signed-in user is connected in real time and sees
 * the page in the frame of its area (`signedInFrame`). One layout for every area, chosen by path rather than
 * by route, so that moving between areas keeps the session's socket and never waits for another layout's code.
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
      <SignedInSession user={user} frame={signedInFrame(location.pathname, user)} />
    </RealtimeProvider>
  );
}

function SignedInSession({ user, frame }: { user: User; frame: SignedInFrame }) {
  const { showToast } = useToast();
  const { revalidate } = useSession();
  // Real time (spec 4.5, 4.6): connected while signed in; what others change shows without a reload, and a new
  // notification is announced in every frame.
  useRealtimeSession(realtimeClient, user._id);
  useLiveWorkUpdates();
  // An admin's branding change restyles every member's open screens at once, in every frame (spec 4.8).
  useLiveOrganization();
  // This person's own role in the organization changed or they were removed: fetch them again, so the navigation
  // and the screens follow at once (a removed member's session has ended, and the check signs them out).
  useRealtimeEvent('member_update', (update) => {
    if (update.organizationId && update.userId === user._id) void revalidate();
  });
  useLiveNotifications(api, {
    onNew: (notification) => {
      showToast(`${notification.title}: ${notification.message}`, { variant: 'info' });
      showBrowserNotification(notification, user);
    },
  });
  const page = (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
  // The assistant (spec 2.8) sits beside the frame, in every frame, so moving between areas keeps its conversation.
  return (
    <>
      {frame === 'org' ? (
        <OrgFrame user={user}>{page}</OrgFrame>
      ) : frame === 'organization' ? (
        <OrganizationAreaFrame user={user}>{page}</OrganizationAreaFrame>
      ) : (
        <MainFrame user={user}>{page}</MainFrame>
      )}
      <AssistantDock />
      <CommandPaletteHost user={user} />
      <ShortcutsHost user={user} orgFrame={frame === 'org'} />
    </>
  );
}

/** The main layout (spec 2.2): the app shell with the sidebar entries this user may see (spec 6.2). */
function MainFrame({ user, children }: { user: User; children: React.ReactNode }) {
  const location = useLocation();
  const financeRole = useSidebarFinanceRole(user);
  const items = useMemo(() => visibleMainSidebarItems(user, { financeRole }), [user, financeRole]);
  const header = useShellHeader();
  return (
    <AppShell
      brandName={APP_NAME}
      homeHref={shellLinks.home}
      user={user}
      items={items}
      activePath={location.pathname}
      onPageTitleChange={setPageTitle}
      header={header}
    >
      {children}
    </AppShell>
  );
}
