export {
  askModel,
  chatCompletionRequest,
  contextSummary,
  createLanguageModel,
  type LanguageModel,
  LLM_CONFIDENCE,
  type LlmFailure,
  type ModelAnswer,
  readAnswer,
} from './provider';
