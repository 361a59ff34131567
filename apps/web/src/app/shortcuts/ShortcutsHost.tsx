import {
  type GlobalShortcutId,
  isProjectId,
  matchShortcut,
  SHORTCUT_SEQUENCE_MS,
  type User,
  visibleOrgNavItems,
} from '@app/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useNamedOrganization, withNamedOrganization } from '../organizationInView';
import { paths } from '../paths';
import {
  currentItem,
  focusFilter,
  isModalOpen,
  isTypingTarget,
  moveFocus,
  toggleSelection,
} from './keyTargets';

const ShortcutsDialogHost = lazy(() => import('./ShortcutsDialogHost'));

/** A task's edit page from the link of its row or card (its details page). */
function editHref(href: string | undefined): string | null {
  const id = href ? matchPath(paths.tasks.detail.path, href)?.params.id : undefined;
  return id ? paths.tasks.edit.href(id) : null;
}

/** The project whose page is open, if one is: a new task goes into it. */
function projectInView(pathname: string): string | undefined {
  const id = matchPath(paths.projects.detail.path, pathname)?.params.id;
  return id && isProjectId(id) ? id : undefined;
}

export interface ShortcutsHostProps {
  user: User;
  /** The page is in the organization area's frame (MainLayout's `signedInFrame`), whose sidebar has its own Dashboard. */
  orgFrame: boolean;
}

/**
 * The global keyboard shortcuts of every signed-in page (the domain's GLOBAL_SHORTCUTS, which the help page and
 * the `?` dialog list): `?` the shortcuts, `C` a new task, `G` then `D`/`P`/`T`/`C` the dashboard, projects, tasks
 * and calendar, `/` the list's search, `J`/`K` between rows and cards, `E` edit, `X` select. Never while typing in
 * a field, with Ctrl, ⌘ or Alt held, or while a dialog or menu is open.
 */
export function ShortcutsHost({ user, orgFrame }: ShortcutsHostProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const named = useNamedOrganization();
  const [helpOpen, setHelpOpen] = useState(false);
  const pending = useRef<{ key: string; at: number } | null>(null);

  // Read by the listener when a key comes, so it is added once; what the page shows (committed), not a render
  // that a pending navigation may still throw away.
  const state = useRef({ user, orgFrame, pathname: location.pathname, named });
  useEffect(() => {
    state.current = { user, orgFrame, pathname: location.pathname, named };
  });

  useEffect(() => {
    // The dashboard the sidebar's Dashboard leads to: the organization navigation's in its frame.
    const dashboard = () => {
      const { user, orgFrame, named } = state.current;
      const org = orgFrame ? visibleOrgNavItems(user).find((item) => item.key === 'dashboard') : undefined;
      return org ? withNamedOrganization(org.path, named) : paths.dashboard.href();
    };
    const actions: Record<GlobalShortcutId, () => boolean> = {
      help: () => {
        setHelpOpen(true);
        return true;
      },
      createTask: () => {
        const project = projectInView(state.current.pathname);
        navigate(project ? paths.projects.createTask.href(project) : paths.tasks.create.href());
        return true;
      },
      goDashboard: () => {
        navigate(dashboard());
        return true;
      },
      goProjects: () => {
        navigate(paths.projects.list.href());
        return true;
      },
      goTasks: () => {
        navigate(paths.tasks.list.href());
        return true;
      },
      goCalendar: () => {
        navigate(paths.tasks.calendar.href());
        return true;
      },
      focusFilter,
      next: () => moveFocus(1),
      previous: () => moveFocus(-1),
      edit: () => {
        const href = editHref(currentItem()?.dataset.href);
        if (href) navigate(href);
        return href !== null;
      },
      select: toggleSelection,
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (isTypingTarget(event.target) || isModalOpen()) {
        pending.current = null;
        return;
      }
      // A board's card that is being dragged by keyboard keeps its keys (dnd-kit marks it pressed).
      if (document.activeElement?.getAttribute('aria-pressed') === 'true' && currentItem()) return;
      const now = Date.now();
      const before =
        pending.current && now - pending.current.at <= SHORTCUT_SEQUENCE_MS ? pending.current.key : null;
      pending.current = null;
      const match = matchShortcut(event.key, before);
      if (match.kind === 'pending') {
        pending.current = { key: match.key, at: now };
        event.preventDefault();
      } else if (match.kind === 'run' && actions[match.id]()) {
        // Handled: the key must not also type into the field it focused, or scroll the page.
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  if (!helpOpen) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialogHost onClose={() => setHelpOpen(false)} />
    </Suspense>
  );
}
