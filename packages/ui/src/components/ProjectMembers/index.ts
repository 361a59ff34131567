export {
  PROJECT_ROLE_LABELS,
  ProjectMembers,
  type ProjectMembersMember,
  type ProjectMembersProps,
} from './ProjectMembers';
