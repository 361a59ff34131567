// The answer schemas of the organization invitation calls, loaded with the first such call (see
// `lazySchema` in http.ts): the acceptance screen paints before zod and the schemas arrive.
export {
  ApiMessageSchema,
  OrgInvitationAnswerSchema,
  OrgInvitationJoinedAnswerSchema,
  OrgInvitationPageSchema,
  OrgInvitationPreviewAnswerSchema,
  OrgInvitationRegisterAnswerSchema,
} from '@app/domain';
