// Administration surfaces of issue 20: the platform console, system users, the multi-organization dashboard, help.

export * from './components/OrganizationDialog';
export * from './components/OrganizationSwitcherList';
export * from './components/OrganizationTable';
export * from './components/PlatformStats';
export * from './components/RoleCapabilityTable';
export * from './components/ShortcutTable';
export * from './components/UserAdminTable';
