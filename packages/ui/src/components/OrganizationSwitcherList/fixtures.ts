import type { AdministeredOrganization } from '@app/domain';

/** Two administered organizations: Globex (current) and Acme with overdue work. */
export const sampleAdministered: AdministeredOrganization[] = [
  {
    _id: '64b000000000000000000001',
    name: 'Acme Corporation',
    domain: 'acme.example',
    isActive: true,
    subscriptionTier: 'pro',
    current: false,
    members: 8,
    projects: 6,
    openTasks: 21,
    overdueTasks: 3,
  },
  {
    _id: '64b000000000000000000002',
    name: 'Globex Industries',
    domain: 'globex.example',
    isActive: true,
    subscriptionTier: 'enterprise',
    current: true,
    members: 2,
    projects: 1,
    openTasks: 4,
    overdueTasks: 0,
  },
];
