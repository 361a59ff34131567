import type { AdminUser } from '@app/domain';

/** The moment the fixtures' last sign-ins are relative to. */
export const USERS_NOW = new Date('2026-03-10T12:00:00Z');

const base = { createdAt: '2026-01-05T09:00:00.000Z', organizationId: null, organizationName: null };

/** Four users: an organization admin (the viewer), a member, a disabled member who never signed in, a platform admin. */
export const sampleUsers: AdminUser[] = [
  {
    ...base,
    _id: '64c000000000000000000001',
    name: 'Olivia Chen',
    email: 'olivia@acme.example',
    systemRole: 'admin',
    platformRole: null,
    orgRole: 'org_admin',
    organizationId: '64b000000000000000000001',
    organizationName: 'Acme Corporation',
    status: 'active',
    lastLoginAt: '2026-03-10T09:00:00.000Z',
  },
  {
    ...base,
    _id: '64c000000000000000000002',
    name: 'Jordan Lee',
    email: 'jordan@acme.example',
    systemRole: 'user',
    platformRole: null,
    orgRole: 'member',
    organizationId: '64b000000000000000000001',
    organizationName: 'Acme Corporation',
    status: 'active',
    lastLoginAt: '2026-03-08T12:00:00.000Z',
  },
  {
    ...base,
    _id: '64c000000000000000000003',
    name: 'Noah Kim',
    email: 'noah@acme.example',
    systemRole: 'user',
    platformRole: null,
    orgRole: 'member',
    organizationId: '64b000000000000000000001',
    organizationName: 'Acme Corporation',
    status: 'disabled',
    lastLoginAt: null,
  },
  {
    ...base,
    _id: '64c000000000000000000004',
    name: 'Sam Rivera',
    email: 'admin@example.com',
    systemRole: 'admin',
    platformRole: 'super_admin',
    orgRole: null,
    status: 'active',
    lastLoginAt: '2026-03-10T11:30:00.000Z',
  },
];
