// Administration surfaces: the platform console, system users, the multi-organization dashboard, help.

export * from './components/OrganizationDialog';
export * from './components/OrganizationPicker';
export * from './components/OrganizationSwitcherList';
export * from './components/OrganizationTable';
export * from './components/PlanTrialDialog';
export * from './components/PlatformStats';
export * from './components/RoleCapabilityTable';
export * from './components/ShortcutsDialog';
export * from './components/ShortcutTable';
export * from './components/UserAdminTable';
