import {
  ASSISTANT_MESSAGES,
  assistantProjectIdFromPath,
  type ChatAction,
  type ChatFollowUp,
  type ChatMessage,
  isAssistantVisibleOn,
  NavigateDataSchema,
} from '@app/domain';
import { chatMessagesFromHistory, emitAssistantEvent, failureText, replyEvent } from '@app/sdk';
import {
  useChatHistory,
  useChatReplyRatings,
  useChatSuggestions,
  useClearChatHistory,
  useExecuteFunction,
  useSendChatMessage,
} from '@app/sdk/react';
import { ChatWidget } from '@app/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { ASSISTANT_SHORTCUT } from './shortcut';

export interface AssistantPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's path: its project (a 24-hex id after /projects/) is the assistant's current project. */
  pathname: string;
  /**
   * The path at this moment, read when a message or a follow-up is sent: during a navigation whose screen is
   * still loading it is already the new page's, while `pathname` is still the previous one (AssistantDock).
   * Without it, `pathname`.
   */
  currentPathname?: () => string;
}

/** What a follow-up's reply says when the server gives no text of its own. */
export const FOLLOW_UP_DONE = 'Done.';

/**
 * The assistant where spec 2.8 shows it: nothing on the paths `isAssistantVisibleOn` refuses (a panel opened
 * there by the shortcut closes again), the conversation everywhere else.
 */
function logRatingFailure(error: unknown) {
  console.warn('The assistant could not send a rating', error);
}

export function AssistantPanel(props: AssistantPanelProps) {
  const { open, onOpenChange, pathname } = props;
  const visible = isAssistantVisibleOn(pathname);
  useEffect(() => {
    if (!visible && open) onOpenChange(false);
  }, [visible, open, onOpenChange]);
  return visible ? <AssistantConversation {...props} /> : null;
}

/**
 * The assistant's conversation (spec 2.8, 4.9) on the ChatWidget: the history and suggestions are read on opening
 * and when the project changes; a message or a follow-up button is sent, its reply appended, a `navigate` reply
 * followed inside the app, a change refreshes the work data (the SDK's hooks) and raises the page events.
 */
function AssistantConversation({ open, onOpenChange, pathname, currentPathname }: AssistantPanelProps) {
  const navigate = useNavigate();
  const projectId = assistantProjectIdFromPath(pathname);
  const context = useMemo(() => ({ currentPage: pathname }), [pathname]);
  const history = useChatHistory(api, projectId, { enabled: open });
  const suggestions = useChatSuggestions(api, projectId, context, { enabled: open });
  // What a message carries is read when it is sent, never kept from an earlier render: the page and its project
  // (spec 2.8, 7.5) are those of the path the user is on at that moment.
  const pageNow = () => {
    const page = currentPathname?.() ?? pathname;
    return { projectId: assistantProjectIdFromPath(page), context: { currentPage: page } };
  };
  const send = useSendChatMessage(api);
  const execute = useExecuteFunction(api);
  const clear = useClearChatHistory(api);
  // Spec 8.7: feedback failures are only logged; the thumb goes back to the last rating the server took.
  const feedback = useChatReplyRatings(api, { onError: logRatingFailure });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [replySuggestions, setReplySuggestions] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);

  // The stored conversation is what shows each time it is read (on opening, on a project change, after clearing).
  const stored = history.data;
  const storedAt = history.dataUpdatedAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a read that brought the same history shows it again too
  useEffect(() => {
    if (stored) setMessages(chatMessagesFromHistory(stored));
  }, [stored, storedAt]);

  // History and suggestion failures are only logged (spec 8.7); suggestions then fall back to none.
  useEffect(() => {
    if (history.error) console.warn('The assistant could not read the chat history', history.error);
  }, [history.error]);

  const nextId = (kind: string) => {
    counter.current += 1;
    return `${kind}-${Date.now()}-${counter.current}`;
  };
  const append = (...added: ChatMessage[]) => setMessages((list) => [...list, ...added]);
  const userMessage = (text: string): ChatMessage => ({
    id: nextId('user'),
    sender: 'user',
    text,
    timestamp: new Date().toISOString(),
  });
  const errorMessage = (text: string): ChatMessage => ({
    id: nextId('error'),
    sender: 'bot',
    text,
    timestamp: new Date().toISOString(),
    isError: true,
  });

  // Spec 4.9: 'navigate' pushes the route into the app's history (no reload); changes and display data raise the
  // page's events.
  const followAction = (action: ChatAction | null | undefined, actionData: unknown) => {
    if (action === 'navigate') {
      const target = NavigateDataSchema.safeParse(actionData);
      if (target.success) void navigate(target.data.route);
    }
    const event = replyEvent(action, actionData);
    if (event) emitAssistantEvent(event);
  };

  const sendMessage = (text: string) => {
    append(userMessage(text));
    send.mutate(
      { message: text, ...pageNow() },
      {
        onSuccess: (reply) => {
          append({
            id: reply.messageId ?? nextId('bot'),
            ...(reply.messageId ? { messageId: reply.messageId } : {}),
            sender: 'bot',
            text: reply.response,
            timestamp: new Date().toISOString(),
            action: reply.action ?? null,
            actionData: reply.actionData,
            confidence: reply.confidence,
            followUps: reply.followUps,
          });
          if (reply.suggestions?.length) setReplySuggestions(reply.suggestions);
          followAction(reply.action, reply.actionData);
        },
        onError: (failure) => {
          append(errorMessage(ASSISTANT_MESSAGES.sendFailure));
          setError(failureText(failure, ASSISTANT_MESSAGES.noResponse));
        },
      },
    );
  };

  const runFollowUp = (followUp: ChatFollowUp, message: ChatMessage) => {
    append(userMessage(followUp.label));
    execute.mutate(
      { functionName: followUp.functionName, arguments: followUp.arguments, projectId: pageNow().projectId },
      {
        onSuccess: (result) => {
          // A follow-up is used once: its buttons leave the reply they were under.
          setMessages((list) => [
            ...list.map((item) => (item.id === message.id ? { ...item, followUps: undefined } : item)),
            {
              id: nextId('bot'),
              sender: 'bot',
              text: result.message ?? FOLLOW_UP_DONE,
              timestamp: new Date().toISOString(),
              action: result.action ?? null,
              actionData: result.actionData,
              followUps: result.followUps,
            },
          ]);
          followAction(result.action, result.actionData);
        },
        onError: (failure) => {
          append(errorMessage(ASSISTANT_MESSAGES.functionFailed));
          setError(failureText(failure, ASSISTANT_MESSAGES.functionFailed));
        },
      },
    );
  };

  const clearHistory = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setMessages([]);
        setReplySuggestions(null);
      },
      onError: () => setError(ASSISTANT_MESSAGES.clearHistoryFailed),
    });

  const reportSuggestion = (command: string) => emitAssistantEvent({ type: 'suggestion_used', command });

  return (
    <ChatWidget
      open={open}
      onOpenChange={onOpenChange}
      messages={messages}
      loading={send.isPending || execute.isPending}
      error={error}
      suggestions={replySuggestions ?? suggestions.data ?? []}
      onSend={sendMessage}
      onClearHistory={clearHistory}
      onQuickAction={(command) => {
        reportSuggestion(command);
        sendMessage(command);
      }}
      onSuggestionUsed={reportSuggestion}
      onFollowUp={runFollowUp}
      ratings={feedback.ratings}
      onRate={feedback.rate}
      onErrorDismissed={() => setError(null)}
      onNavigate={(href) => void navigate(href)}
      shortcut={ASSISTANT_SHORTCUT}
    />
  );
}
