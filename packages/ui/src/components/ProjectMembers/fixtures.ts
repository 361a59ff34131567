import type { ProjectMembersMember } from './ProjectMembers';

/** A project team for tests and stories: the owner and three members, one with a picture. */
export const MEMBERS: ProjectMembersMember[] = [
  { _id: '65f1c0a2b3d4e5f6a7b8c901', name: 'Ana Lima', email: 'ana@example.com', role: 'owner' },
  {
    _id: '65f1c0a2b3d4e5f6a7b8c902',
    name: 'Ben Okafor',
    email: 'ben@example.com',
    role: 'supervisor',
    profileImage: 'default-avatar.jpg',
  },
  { _id: '65f1c0a2b3d4e5f6a7b8c903', name: 'Chen Wei', email: 'chen@example.com', role: 'team-lead' },
  { _id: '65f1c0a2b3d4e5f6a7b8c904', name: 'Dana Cruz', email: 'dana@example.com', role: 'team-member' },
];

export const OWNER_ID = '65f1c0a2b3d4e5f6a7b8c901';
export const MEMBER_ID = '65f1c0a2b3d4e5f6a7b8c904';
