import type { PendingInvitation } from './PendingInvitationList';

/** The moment the fixtures' expiry dates are relative to. */
export const INVITATIONS_NOW = new Date('2025-06-10T12:00:00Z');

const id = (n: number) => n.toString(16).padStart(24, 'a');

/** Acme's open invitations: one fresh, one with a department manager's role, one about to lapse, one lapsed. */
export const sampleInvitations: PendingInvitation[] = [
  {
    _id: id(1),
    email: 'ines.newhire@acme.example',
    role: 'member',
    departmentName: 'Engineering',
    invitedByName: 'Olivia Admin',
    expiresAt: '2025-06-17T11:00:00Z',
  },
  {
    _id: id(2),
    email: 'theo.lead@acme.example',
    role: 'dept_manager',
    departmentName: 'Platform',
    invitedByName: 'Olivia Admin',
    expiresAt: '2025-06-14T09:00:00Z',
  },
  {
    _id: id(3),
    email: 'a.very.long.address.for.a.contractor@partner-agency.example',
    role: 'member',
    departmentName: null,
    invitedByName: 'Dana Manager',
    expiresAt: '2025-06-10T18:00:00Z',
  },
  {
    _id: id(4),
    email: 'late.reply@acme.example',
    role: 'member',
    departmentName: 'Marketing',
    invitedByName: null,
    expiresAt: '2025-06-09T12:00:00Z',
  },
];
