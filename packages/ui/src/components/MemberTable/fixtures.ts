import type { MemberTableMember } from './MemberTable';

/** The moment the fixtures' 'last active' times are relative to. */
export const MEMBERS_NOW = new Date('2025-06-10T12:00:00Z');

const id = (n: number) => n.toString(16).padStart(24, '0');

/** Acme's people, as the demo organization has them. */
export const sampleMembers: MemberTableMember[] = [
  {
    _id: id(1),
    name: 'Olivia Admin',
    email: 'olivia@acme.example',
    orgRole: 'org_admin',
    departmentName: 'Engineering',
    lastActiveAt: '2025-06-10T11:58:00Z',
  },
  {
    _id: id(2),
    name: 'Dana Manager',
    email: 'dana@acme.example',
    orgRole: 'dept_manager',
    departmentName: 'Platform',
    lastActiveAt: '2025-06-10T09:00:00Z',
  },
  {
    _id: id(3),
    name: 'Sam Rivera',
    email: 'sam.rivera@acme.example',
    orgRole: 'member',
    departmentName: 'Platform',
    lastActiveAt: '2025-06-07T15:30:00Z',
  },
  {
    _id: id(4),
    name: 'Priya Sharma',
    email: 'priya@acme.example',
    orgRole: 'member',
    departmentName: 'Marketing',
    lastActiveAt: '2025-05-28T08:00:00Z',
  },
  {
    _id: id(5),
    name: 'Evelyn Enterprise',
    email: 'evelyn@acme.example',
    orgRole: 'enterprise_admin',
    departmentName: null,
    lastActiveAt: null,
  },
];
