// The answer schemas of the assistant calls, loaded with the first such call (see `lazySchema` in http.ts): the
// page paints, and the assistant's launcher shows, before zod and these schemas arrive.
export {
  ApiMessageSchema,
  AssistantFunctionsAnswerSchema,
  ChatHistoryAnswerSchema,
  ChatResponseAnswerSchema,
  ChatSuggestionsAnswerSchema,
  ExecuteFunctionAnswerSchema,
} from '@app/domain';
