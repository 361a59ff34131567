import type { PendingInvitation } from './PendingInvitationList';

/** The moment the fixtures' expiry dates are relative to. */
export const INVITATIONS_NOW = new Date('2025-06-10T12:00:00Z');

const id = (n: number) => n.toString(16).padStart(24, 'a');

/** Acme's open invitations: one fresh, one with a department manager's role, one about to lapse, one lapsed. */
export const sampleInvitations: PendingInvitation[] = [
  {
    _id: id(1),
    email: 'ines.newhire@acme.example',
    roleLabel: 'Member',
    departmentName: 'Engineering',
    invitedByName: 'Olivia Admin',
    expiresAt: '2025-06-17T11:00:00Z',
  },
  {
    _id: id(2),
    email: 'theo.lead@acme.example',
    roleLabel: 'Department Manager',
    departmentName: 'Platform',
    invitedByName: 'Olivia Admin',
    expiresAt: '2025-06-14T09:00:00Z',
  },
  {
    _id: id(3),
    email: 'a.very.long.address.for.a.contractor@partner-agency.example',
    roleLabel: 'Member',
    departmentName: null,
    invitedByName: 'Dana Manager',
    expiresAt: '2025-06-10T18:00:00Z',
  },
  {
    _id: id(4),
    email: 'late.reply@acme.example',
    roleLabel: 'Member',
    departmentName: 'Marketing',
    invitedByName: null,
    expiresAt: '2025-06-09T12:00:00Z',
  },
];

/** A project's invitations: one waiting, one about to lapse, one declined, one lapsed (its
 * expiry line says so, no chip needed), one that never expires. */
export const sampleProjectInvitations: PendingInvitation[] = [
  {
    _id: id(11),
    email: 'sam.tester@example.com',
    roleLabel: 'Team member',
    invitedByName: 'Priya Owner',
    expiresAt: '2025-06-13T14:00:00Z',
  },
  {
    _id: id(12),
    email: 'lena.lead@example.com',
    roleLabel: 'Team lead',
    invitedByName: 'Priya Owner',
    expiresAt: '2025-06-10T12:40:00Z',
  },
  {
    _id: id(13),
    email: 'no.thanks@example.com',
    roleLabel: 'Supervisor',
    status: { label: 'Declined', tone: 'warning' },
    // The server cancels only pending invitations; a declined one can be sent again.
    cancellable: false,
    invitedByName: 'Priya Owner',
    expiresAt: '2025-06-15T12:00:00Z',
  },
  {
    _id: id(14),
    email: 'too.late@example.com',
    roleLabel: 'Team member',
    invitedByName: 'Tom Lead',
    expiresAt: '2025-06-08T09:00:00Z',
  },
  {
    _id: id(15),
    email: 'open.ended@example.com',
    roleLabel: 'Team member',
    invitedByName: 'Priya Owner',
    expiresAt: null,
  },
];
