// The answer schemas of the organization workspace's calls (settings, departments, people, teams, statistics,
// the platform admin's organization calls). Loaded with the first of those calls (see `lazySchema` in
// http.ts), so the organization sign-up screens that share organizations.ts do not bring them.
import {
  ApiMessageSchema,
  DepartmentAnswerSchema,
  DepartmentTreeAnswerSchema,
  OrganizationAnswerSchema,
  OrganizationOnlineAnswerSchema,
  OrganizationPageSchema,
  OrganizationStatsAnswerSchema,
  OrgMemberAnswerSchema,
  OrgMemberPageSchema,
  TeamAnswerSchema,
  TeamPageSchema,
} from '@app/domain';

export {
  ApiMessageSchema,
  DepartmentAnswerSchema,
  DepartmentTreeAnswerSchema,
  OrganizationAnswerSchema,
  OrganizationOnlineAnswerSchema,
  OrganizationPageSchema,
  OrganizationStatsAnswerSchema,
  OrgMemberAnswerSchema,
  OrgMemberPageSchema,
  TeamAnswerSchema,
  TeamPageSchema,
};
