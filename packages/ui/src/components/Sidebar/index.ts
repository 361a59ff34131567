export { activeSidebarKey, Sidebar, type SidebarItem, type SidebarProps } from './Sidebar';
