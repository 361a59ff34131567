// The answer schemas of the project invitation calls, loaded with the first such call (see `lazySchema` in
// http.ts): the invitation link's screen paints before zod and the schemas arrive.
export {
  ApiMessageSchema,
  AuthAnswerSchema,
  InvitationAcceptanceAnswerSchema,
  InvitationListAnswerSchema,
  InvitationSentAnswerSchema,
  InvitationValidationAnswerSchema,
} from '@app/domain';
