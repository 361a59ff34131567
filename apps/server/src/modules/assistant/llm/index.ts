export {
  chatCompletionRequest,
  contextSummary,
  createLanguageModel,
  type LanguageModel,
  LLM_CONFIDENCE,
  type LlmFailure,
  readAnswer,
} from './provider';
