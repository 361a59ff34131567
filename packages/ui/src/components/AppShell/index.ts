export { AppShell, type AppShellProps, type ShellNavigationState } from './AppShell';
