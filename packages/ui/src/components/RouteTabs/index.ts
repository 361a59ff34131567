export { type RouteTab, RouteTabs, type RouteTabsProps } from './RouteTabs';
