import {
  ASSISTANT_LIST_SIZES,
  ASSISTANT_MESSAGES,
  type ChatFollowUp,
  type ChatMessage,
  type ChatReplyRating,
  type ChatReplyRatingState,
  confidencePercent,
} from '@app/domain';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { memo, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { ChatActionResult } from '../ChatActionResult';
import { CHAT_WIDGET_LABELS } from './labels';
import { ReplyRating } from './ReplyRating';

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  loading: boolean;
  suggestions: readonly string[];
  onSuggestion: (text: string) => void;
  onQuickAction: (command: string) => void;
  onFollowUp?: (followUp: ChatFollowUp, message: ChatMessage) => void;
  onNavigate?: (href: string) => void;
  formatTimestamp: (timestamp: string) => string;
  ratings?: Readonly<Record<string, ChatReplyRatingState>>;
  onRate?: (messageId: string, rating: ChatReplyRating) => void;
}

const bounce = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

function BotAvatar({ error = false }: { error?: boolean }) {
  return (
    <Avatar
      aria-hidden
      sx={(theme) => {
        const palette = (theme.vars || theme).palette;
        const tone = error ? palette.error.main : palette.primary.main;
        return { width: 28, height: 28, mt: 0.25, bgcolor: theme.alpha(tone, 0.14), color: tone };
      }}
    >
      {error ? (
        <ErrorOutlineRoundedIcon sx={{ fontSize: 18 }} />
      ) : (
        <AutoAwesomeRoundedIcon sx={{ fontSize: 16 }} />
      )}
    </Avatar>
  );
}

/**
 * The buttons under a reply (Undo, one per match, Confirm): each runs one more function through the host. Confirm
 * is the filled one; Undo carries its arrow.
 */
function FollowUpButtons({
  followUps,
  busy,
  onFollowUp,
}: {
  followUps: readonly ChatFollowUp[];
  busy: boolean;
  onFollowUp: (followUp: ChatFollowUp) => void;
}) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={CHAT_WIDGET_LABELS.followUps}
      sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}
    >
      {followUps.map((followUp) => (
        <Button
          // The theme's focus ring marks keyboard focus; the pulsing focus ripple would drop the label's contrast.
          disableFocusRipple
          key={`${followUp.kind}-${followUp.label}`}
          size="small"
          variant={followUp.kind === 'confirm' ? 'contained' : 'outlined'}
          disabled={busy}
          onClick={() => onFollowUp(followUp)}
          startIcon={
            followUp.kind === 'undo' ? (
              <UndoRoundedIcon aria-hidden />
            ) : followUp.kind === 'confirm' ? (
              <CheckRoundedIcon aria-hidden />
            ) : undefined
          }
          sx={(theme) => ({
            textAlign: 'left',
            lineHeight: 1.3,
            ...(followUp.kind === 'confirm'
              ? {}
              : { bgcolor: (theme.vars || theme).palette.background.paper }),
          })}
        >
          {followUp.label}
        </Button>
      ))}
    </Stack>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  busy: boolean;
  onQuickAction: (command: string) => void;
  onFollowUp?: ((followUp: ChatFollowUp, message: ChatMessage) => void) | undefined;
  onNavigate?: ((href: string) => void) | undefined;
  formatTimestamp: (timestamp: string) => string;
  rating?: ChatReplyRatingState | undefined;
  onRate?: ((messageId: string, rating: ChatReplyRating) => void) | undefined;
}

function MessageBubble({
  message,
  busy,
  onQuickAction,
  onFollowUp,
  onNavigate,
  formatTimestamp,
  rating,
  onRate,
}: MessageBubbleProps) {
  const isUser = message.sender === 'user';
  const isError = !isUser && message.isError === true;
  const result = isUser ? null : (
    <ChatActionResult
      action={message.action}
      actionData={message.actionData}
      onQuickAction={onQuickAction}
      onNavigate={onNavigate}
      busy={busy}
    />
  );
  const followUps =
    !isUser && !isError && onFollowUp && message.followUps?.length ? (
      <FollowUpButtons
        followUps={message.followUps}
        busy={busy}
        onFollowUp={(followUp) => onFollowUp(followUp, message)}
      />
    ) : null;
  // Only a reply the server stored (it has a messageId) can be rated.
  const { messageId } = message;
  const rateable = !isUser && !isError && onRate && messageId ? { onRate, messageId } : null;
  const time = formatTimestamp(message.timestamp);
  const confidence =
    !isUser && !isError && typeof message.confidence === 'number'
      ? confidencePercent(message.confidence)
      : null;

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: isUser ? 'flex-end' : 'flex-start', alignItems: 'flex-start' }}
    >
      {isUser ? null : <BotAvatar error={isError} />}
      <Box
        sx={{
          maxWidth: isUser ? '85%' : 'calc(100% - 36px)',
          width: result || followUps ? '100%' : 'auto',
          minWidth: 0,
        }}
      >
        <Box
          sx={(theme) => {
            const palette = (theme.vars || theme).palette;
            if (isUser) {
              return {
                px: 1.5,
                py: 1,
                borderRadius: '16px 16px 4px 16px',
                bgcolor: palette.primary.main,
                color: palette.primary.contrastText,
              };
            }
            if (isError) {
              return {
                px: 1.5,
                py: 1,
                borderRadius: '16px 16px 16px 4px',
                border: `1px solid ${palette.error.main}`,
                bgcolor: theme.alpha(palette.error.main, 0.08),
                color: palette.error.dark,
                ...theme.applyStyles('dark', { color: palette.error.light }),
              };
            }
            return {
              px: 1.5,
              py: 1,
              borderRadius: '16px 16px 16px 4px',
              bgcolor: palette.action.hover,
              color: palette.text.primary,
            };
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            {isUser ? CHAT_WIDGET_LABELS.you : CHAT_WIDGET_LABELS.assistant}:{' '}
          </Box>
          <Typography
            variant="body2"
            component="p"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'inherit', m: 0 }}
          >
            {message.text}
          </Typography>
          {result}
          {followUps}
        </Box>
        <Stack
          direction="row"
          sx={{
            mt: 0.25,
            px: 0.5,
            alignItems: 'center',
            justifyContent: isUser ? 'flex-end' : 'flex-start',
            flexWrap: 'wrap',
            columnGap: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {time ? <time dateTime={message.timestamp}>{time}</time> : null}
            {time && confidence !== null ? ' · ' : null}
            {confidence !== null ? CHAT_WIDGET_LABELS.confidence(confidence) : null}
          </Typography>
          {rateable ? (
            <ReplyRating state={rating} onRate={(value) => rateable.onRate(rateable.messageId, value)} />
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}

function ThinkingIndicator() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <BotAvatar />
      <Stack
        direction="row"
        spacing={1}
        sx={(theme) => ({
          alignItems: 'center',
          px: 1.5,
          py: 1,
          borderRadius: '16px 16px 16px 4px',
          bgcolor: (theme.vars || theme).palette.action.hover,
        })}
      >
        <Stack direction="row" spacing={0.5} aria-hidden>
          {[0, 1, 2].map((dot) => (
            <Box
              key={dot}
              sx={(theme) => ({
                width: 6,
                height: 6,
                borderRadius: '50%',
                bgcolor: (theme.vars || theme).palette.primary.main,
                animation: `${bounce} 1.2s ${dot * 0.16}s infinite ease-in-out both`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              })}
            />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {ASSISTANT_MESSAGES.thinking}
        </Typography>
      </Stack>
    </Stack>
  );
}

function EmptyState({
  suggestions,
  loading,
  onSuggestion,
}: {
  suggestions: readonly string[];
  loading: boolean;
  onSuggestion: (text: string) => void;
}) {
  const shown = suggestions.slice(0, ASSISTANT_LIST_SIZES.emptyStateSuggestions);
  const tryAskingId = useId();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', my: 'auto', py: 3, px: 1 }}>
      <Avatar
        aria-hidden
        sx={(theme) => ({
          width: 56,
          height: 56,
          bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.12),
          color: (theme.vars || theme).palette.primary.main,
        })}
      >
        <AutoAwesomeRoundedIcon />
      </Avatar>
      <Typography variant="h6" component="p">
        {ASSISTANT_MESSAGES.greeting}
      </Typography>
      {shown.length > 0 ? (
        <Stack spacing={1} sx={{ width: '100%' }} role="group" aria-labelledby={tryAskingId}>
          <Typography
            id={tryAskingId}
            variant="overline"
            color="text.secondary"
            component="p"
            sx={{ lineHeight: 1.5 }}
          >
            {ASSISTANT_MESSAGES.tryAsking}
          </Typography>
          {shown.map((suggestion) => (
            <Button
              // The theme's focus ring marks keyboard focus; the pulsing focus ripple would drop the label's contrast.
              disableFocusRipple
              key={suggestion}
              variant="outlined"
              disabled={loading}
              onClick={() => onSuggestion(suggestion)}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', fontWeight: 500 }}
            >
              {suggestion}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

const MemoMessageBubble = memo(MessageBubble);

/** The conversation: a polite live log of bubbles, the rich results of bot replies, and the empty state. */
export function ChatMessageList({
  messages,
  loading,
  suggestions,
  onSuggestion,
  onQuickAction,
  onFollowUp,
  onNavigate,
  formatTimestamp,
  ratings,
  onRate,
}: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // The bubbles are memoised: a message sent or a reply received draws the new bubble, not the whole conversation.
  // Their callbacks keep their identity and call the host's latest ones.
  const latest = useRef({ onQuickAction, onFollowUp, onNavigate, onRate });
  useLayoutEffect(() => {
    latest.current = { onQuickAction, onFollowUp, onNavigate, onRate };
  });
  const stable = useMemo(
    () => ({
      onQuickAction: (command: string) => latest.current.onQuickAction(command),
      onFollowUp: (followUp: ChatFollowUp, message: ChatMessage) =>
        latest.current.onFollowUp?.(followUp, message),
      onNavigate: (href: string) => latest.current.onNavigate?.(href),
      onRate: (messageId: string, rating: ChatReplyRating) => latest.current.onRate?.(messageId, rating),
    }),
    [],
  );

  // Follow the conversation: a new message or the thinking indicator scrolls into view; toggling a list does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message or the loading state changes
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId, loading]);

  // Content that grows after it was shown (a result card settling, a font arriving) or a panel that changes size
  // keeps the last message in view, unless the reader has scrolled up to read back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: observes the messages shown now
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Only the reader scrolling up stops the following: content growing under a programmatic scroll (which only
    // ever moves down) does not.
    let following = true;
    let lastTop = element.scrollTop;
    const onScroll = () => {
      if (element.scrollHeight - element.scrollTop - element.clientHeight <= 2) following = true;
      else if (element.scrollTop < lastTop) following = false;
      lastTop = element.scrollTop;
    };
    const observer = new ResizeObserver(() => {
      if (following) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, [messages.length, loading]);

  const empty = messages.length === 0;
  return (
    <Box
      ref={scrollRef}
      role="log"
      aria-live="polite"
      aria-label={CHAT_WIDGET_LABELS.conversation}
      // Scrollable regions must be reachable by keyboard to be read.
      tabIndex={0}
      sx={(theme) => ({
        flex: '1 1 auto',
        minHeight: 0,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        '&:focus-visible': {
          outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
          outlineOffset: -2,
        },
      })}
    >
      {empty ? <EmptyState suggestions={suggestions} loading={loading} onSuggestion={onSuggestion} /> : null}
      {messages.map((message) => (
        <MemoMessageBubble
          key={message.id}
          message={message}
          // Only a reply's result and next steps are disabled while a reply is awaited.
          busy={loading && message.sender !== 'user'}
          onQuickAction={stable.onQuickAction}
          onFollowUp={onFollowUp ? stable.onFollowUp : undefined}
          onNavigate={onNavigate ? stable.onNavigate : undefined}
          formatTimestamp={formatTimestamp}
          rating={message.messageId ? ratings?.[message.messageId] : undefined}
          onRate={onRate ? stable.onRate : undefined}
        />
      ))}
      {loading ? <ThinkingIndicator /> : null}
    </Box>
  );
}
