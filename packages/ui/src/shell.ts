// App shell: sidebar, header, notification panel, organization layout.
export { SHORTCUT_TARGETS } from './a11y/shortcutTargets';
export * from './components/AppShell';
export * from './components/AppShellSkeleton';
export * from './components/CommandPalette';
export * from './components/Header';
export * from './components/NotificationBell';
export * from './components/NotificationPanel';
export * from './components/OrganizationLayout';
export * from './components/OrgNavigation';
export * from './components/Sidebar';
export * from './components/TimerChip';
export * from './components/UserMenu';
