import { isEnterpriseUser, type RoleSubject, visibleMainSidebarItems, visibleOrgNavItems } from '@app/domain';

export interface AssistantScreen {
  key: string;
  label: string;
  path: string;
}

// Screens of the route table outside the menus that every signed-in user may open.
const ALWAYS: readonly AssistantScreen[] = [
  { key: 'settings', label: 'Settings', path: '/settings' },
  { key: 'help', label: 'Help', path: '/help' },
];

/**
 * The screens this user may open, as the navigation shows them: the main sidebar's visible entries (spec 6.2),
 * the organization navigation's for organization accounts (spec 6.3, keys prefixed 'org-'), then Settings and
 * Help. Keys are unique; a path shows once.
 */
export function screensFor(user: RoleSubject): AssistantScreen[] {
  const screens: AssistantScreen[] = visibleMainSidebarItems(user).map(({ key, label, path }) => ({
    key,
    label,
    path,
  }));
  if (isEnterpriseUser(user)) {
    const labels = new Set(screens.map((screen) => screen.label));
    for (const item of visibleOrgNavItems(user)) {
      // 'Dashboard' is in both menus: the organization's reads 'Organization Dashboard'.
      const label = labels.has(item.label) ? `Organization ${item.label}` : item.label;
      screens.push({ key: `org-${item.key}`, label, path: item.path });
    }
  }
  screens.push(...ALWAYS);
  const seen = new Set<string>();
  return screens.filter((screen) => {
    if (seen.has(screen.path)) return false;
    seen.add(screen.path);
    return true;
  });
}

// The web app's pages of one project and one task (apps/web/src/app/paths.ts `projects.detail`, `tasks.detail`).
export const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
export const taskPath = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}`;
