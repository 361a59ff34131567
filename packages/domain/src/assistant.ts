import { z } from 'zod';
import {
  CHAT_ACTIONS,
  CHAT_SENDERS,
  RECENT_ACTIVITY_ENTRY_MAX,
  RECENT_ACTIVITY_LIMIT,
  RECENT_ACTIVITY_TEXTS,
} from './assistant-values';
import { ASSISTANT_HISTORY_LIMIT } from './constants';
import { DateTimeStringSchema } from './dates';
import { IdSchema } from './ids';

export {
  ASSISTANT_HIDDEN_PATH_PREFIXES,
  ASSISTANT_MESSAGE_MAX_LENGTH,
  assistantProjectIdFromPath,
  CHAT_ACTIONS,
  CHAT_SENDERS,
  confidencePercent,
  DATA_UPDATE_ACTIONS,
  DISPLAY_DATA_ACTIONS,
  INLINE_ACTIONS,
  isAssistantVisibleOn,
  RECENT_ACTIVITY_ENTRY_MAX,
  RECENT_ACTIVITY_LIMIT,
  RECENT_ACTIVITY_TEXTS,
} from './assistant-values';
export type ChatAction = (typeof CHAT_ACTIONS)[number];
export const ChatActionSchema = z.enum(CHAT_ACTIONS);

export const ConfidenceSchema = z.number().min(0).max(1);
export type ChatSender = (typeof CHAT_SENDERS)[number];

/**
 * A button under a reply that runs one more function through POST /chatbot/execute: 'Undo' after a write, one
 * button per match when a name fits two objects, 'Confirm' before a write that touches several. The arguments
 * are the server's; the client sends them back unchanged (the server checks them again, as any call).
 */
export const ChatFollowUpSchema = z.object({
  label: z.string().min(1),
  functionName: z.string().min(1),
  arguments: z.record(z.string(), z.unknown()),
  /** 'undo' and 'confirm' buttons look different from a plain choice. */
  kind: z.enum(['undo', 'choice', 'confirm']).default('choice'),
});
export type ChatFollowUp = z.infer<typeof ChatFollowUpSchema>;

export const ChatMessageSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  sender: z.enum(CHAT_SENDERS),
  timestamp: DateTimeStringSchema,
  action: ChatActionSchema.nullable().optional(),
  actionData: z.unknown().optional(),
  confidence: ConfidenceSchema.optional(),
  isError: z.boolean().optional(),
  followUps: z.array(ChatFollowUpSchema).optional(),
  /** The server's id of a stored reply (`ChatResponseData.messageId`): the reply can be rated. */
  messageId: z.string().min(1).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatHistoryEntrySchema = z.object({
  /** The stored exchange's id, for rating its reply after a reload (POST /chatbot/feedback's messageId). */
  messageId: z.string().optional(),
  timestamp: DateTimeStringSchema,
  userMessage: z.string(),
  botResponse: z.object({
    message: z.string(),
    action: ChatActionSchema.nullable().optional(),
    data: z.unknown().optional(),
  }),
});
export type ChatHistoryEntry = z.infer<typeof ChatHistoryEntrySchema>;

/** GET /chatbot/history answer data. */
export const ChatHistorySchema = z.object({ history: z.array(ChatHistoryEntrySchema) });
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

/** POST /chatbot/message answer data. */
export const ChatResponseDataSchema = z.object({
  response: z.string(),
  action: ChatActionSchema.nullable().optional(),
  actionData: z.unknown().optional(),
  confidence: ConfidenceSchema.optional(),
  suggestions: z.array(z.string()).optional(),
  /** The stored exchange's id, for POST /chatbot/feedback. */
  messageId: z.string().optional(),
  followUps: z.array(ChatFollowUpSchema).optional(),
});
export type ChatResponseData = z.infer<typeof ChatResponseDataSchema>;

/** POST /chatbot/execute answer data. */
export const ExecuteFunctionResultSchema = z.object({
  result: z.unknown(),
  action: ChatActionSchema.nullable().optional(),
  actionData: z.unknown().optional(),
  /** What the assistant says about it ('Task "Call the printer" deleted again.'). */
  message: z.string().optional(),
  followUps: z.array(ChatFollowUpSchema).optional(),
});
export type ExecuteFunctionResult = z.infer<typeof ExecuteFunctionResultSchema>;

/** POST /chatbot/suggestions answer data. */
export const ChatSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type ChatSuggestions = z.infer<typeof ChatSuggestionsSchema>;

/** GET /chatbot/functions: what the assistant may do for the current user. */
export const AssistantFunctionSchema = z.object({
  name: z.string(),
  description: z.string(),
  parameters: z.record(z.string(), z.unknown()).optional(),
});
export type AssistantFunction = z.infer<typeof AssistantFunctionSchema>;
export const AssistantFunctionsSchema = z.object({ functions: z.array(AssistantFunctionSchema) });
export type AssistantFunctions = z.infer<typeof AssistantFunctionsSchema>;

// Display data of the result renderers (spec section 3).

export const TaskDisplayDataSchema = z.object({
  /** The list as a filter-language query (issue 39), which My Tasks reopens: `assignee:me priority:urgent`. */
  query: z.string().max(500).optional(),
  totalCount: z.number().int().min(0),
  tasks: z.array(z.object({ id: z.string(), title: z.string(), status: z.string() })),
});
export type TaskDisplayData = z.infer<typeof TaskDisplayDataSchema>;

export const ProjectDisplayDataSchema = z.object({
  totalCount: z.number().int().min(0),
  projects: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      progress: z.number().min(0).max(100),
      teamSize: z.number().int().min(0),
      priority: z.string(),
    }),
  ),
  summary: z.object({
    averageProgress: z.number().min(0).max(100),
    activeProjects: z.number().int().min(0),
    completedProjects: z.number().int().min(0),
    totalProjects: z.number().int().min(0),
  }),
});
export type ProjectDisplayData = z.infer<typeof ProjectDisplayDataSchema>;

export const ProgressDataSchema = z.object({
  progress: z.number().min(0).max(100),
  todoTasks: z.number().int().min(0),
  inProgressTasks: z.number().int().min(0),
  completedTasks: z.number().int().min(0),
});
export type ProgressData = z.infer<typeof ProgressDataSchema>;

export const TeamDataSchema = z.object({
  totalMembers: z.number().int().min(0),
  members: z.array(z.object({ name: z.string(), role: z.string() })),
});
export type TeamData = z.infer<typeof TeamDataSchema>;

export const NavigateDataSchema = z.object({
  route: z.string().startsWith('/'),
  message: z.string().optional(),
});
export type NavigateData = z.infer<typeof NavigateDataSchema>;

export const QuickActionSchema = z.object({ label: z.string(), command: z.string() });
export type QuickAction = z.infer<typeof QuickActionSchema>;
export const QuickActionsDataSchema = z.object({ quickActions: z.array(QuickActionSchema) });
export type QuickActionsData = z.infer<typeof QuickActionsDataSchema>;

/** The display-data schema for each action that carries one. */
export const ACTION_DATA_SCHEMAS = {
  navigate: NavigateDataSchema,
  display_tasks: TaskDisplayDataSchema,
  display_projects: ProjectDisplayDataSchema,
  display_team: TeamDataSchema,
  display_progress: ProgressDataSchema,
  display_quick_actions: QuickActionsDataSchema,
} as const;

export const ChatContextSchema = z.object({
  currentPage: z.string().max(2000).optional(),
  /** The user's last actions in this session, oldest first (spec 7.5). */
  recentActivity: z
    .array(z.string().trim().min(1).max(RECENT_ACTIVITY_ENTRY_MAX, { error: RECENT_ACTIVITY_TEXTS.tooLong }))
    .max(RECENT_ACTIVITY_LIMIT, { error: RECENT_ACTIVITY_TEXTS.tooMany })
    .optional(),
});
export type ChatContext = z.infer<typeof ChatContextSchema>;

/** POST /chatbot/message; blank messages are refused, the text is trimmed (spec 5). */
export const SendChatMessagePayloadSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: 'Message cannot be empty' })
    .max(2000, { error: 'Messages are at most 2000 characters long' }),
  projectId: IdSchema.nullable().optional(),
  context: ChatContextSchema.optional(),
});
export type SendChatMessagePayload = z.infer<typeof SendChatMessagePayloadSchema>;

/** POST /chatbot/execute. */
export const ExecuteFunctionPayloadSchema = z.object({
  functionName: z.string().min(1),
  arguments: z.record(z.string(), z.unknown()).default({}),
  projectId: IdSchema.nullable().optional(),
});
export type ExecuteFunctionPayload = z.infer<typeof ExecuteFunctionPayloadSchema>;
export type ExecuteFunctionInput = z.input<typeof ExecuteFunctionPayloadSchema>;

/** POST /chatbot/suggestions. */
export const ChatSuggestionsPayloadSchema = z.object({
  projectId: IdSchema.nullable().optional(),
  context: ChatContextSchema.optional(),
});
export type ChatSuggestionsPayload = z.infer<typeof ChatSuggestionsPayloadSchema>;

/** POST /chatbot/feedback. */
export const ChatFeedbackPayloadSchema = z.object({
  messageId: z.string().min(1),
  rating: z.number().int().min(1).max(5).optional(),
  feedback: z.string().trim().max(2000).optional(),
  helpful: z.boolean().optional(),
});
export type ChatFeedbackPayload = z.infer<typeof ChatFeedbackPayloadSchema>;

/** GET /chatbot/history query: limit defaults to 10. */
export const ChatHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ASSISTANT_HISTORY_LIMIT),
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>;

// Answers of spec 7.5 (`{ success, data }`; failures are the server's one error shape with `error`).

export const ChatResponseAnswerSchema = z.object({ success: z.literal(true), data: ChatResponseDataSchema });
export const ExecuteFunctionAnswerSchema = z.object({
  success: z.literal(true),
  data: ExecuteFunctionResultSchema,
});
export const ChatHistoryAnswerSchema = z.object({ success: z.literal(true), data: ChatHistorySchema });
export const AssistantFunctionsAnswerSchema = z.object({
  success: z.literal(true),
  data: AssistantFunctionsSchema,
});
export const ChatSuggestionsAnswerSchema = z.object({
  success: z.literal(true),
  data: ChatSuggestionsSchema,
});
