// Accessible names and small labels of the widget that the spec leaves open (its own texts come from
// ASSISTANT_MESSAGES in @app/domain).
export const CHAT_WIDGET_LABELS = {
  title: 'AI Assistant',
  landmark: 'Assistant',
  subtitle: 'Tasks, projects and your team',
  open: 'Open AI assistant',
  close: 'Close AI assistant',
  closePanel: 'Close assistant',
  clearHistory: 'Clear chat history',
  dismissError: 'Dismiss error',
  conversation: 'Conversation',
  messageInput: 'Message the assistant',
  send: 'Send message',
  suggestions: 'Suggestions',
  you: 'You',
  assistant: 'Assistant',
  followUps: 'Next steps',
  rateReply: 'Rate this reply',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  shortcut: (keys: string) => `Shortcut: ${keys}`,
  confidence: (percent: number) => `${percent}% confidence`,
} as const;
