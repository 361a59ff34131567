import {
  type DiscussionMessage,
  DiscussionPostPayloadSchema,
  type OnlineUser,
  parseDate,
  relativeTimeText,
} from '@app/domain';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toneTint } from '../StatusChip';

export interface ProjectDiscussionProps {
  /** Oldest first. */
  messages: readonly DiscussionMessage[];
  /** The signed-in user: their own messages are aligned right / tinted with the primary colour, labelled 'You'. */
  currentUserId: string;
  /**
   * Who has the project open right now (the current user included); shown as an avatar group (at most 5) with
   * the text '{n} online', each avatar with the person's name as accessible name and tooltip.
   */
  onlineUsers: readonly OnlineUser[];
  /**
   * Other people typing now: 'Sam is typing…', 'Sam and Lee are typing…', '3 people are typing…', announced
   * politely. Nothing shows when empty.
   */
  typingUsers: readonly OnlineUser[];
  /** Sends a message; the field is cleared when the returned promise resolves and keeps the text on rejection. */
  onSend: (text: string) => unknown;
  /** Called on each keystroke that changes the text (the app throttles and sends 'typing'). */
  onTyping?: () => void;
  /** Called when the field is emptied, on send and on blur, after typing (the app sends 'stopTyping'). */
  onStopTyping?: () => void;
  /** False while the live connection is down: a warning line says so; sending still works (it goes over REST). */
  connected?: boolean;
  /** The messages are still loading. */
  loading?: boolean;
  /** Why the last send failed (the server's message), shown above the composer. */
  error?: string;
  /** A message is being sent: the Send button is disabled and shows progress. */
  sending?: boolean;
  /** When given, the reader may not post: this text shows instead of the composer. */
  readOnlyNotice?: string;
  /** The moment the relative times compare with; defaults to now. */
  now?: Date;
  title?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

// The server's limit, read from the schema it validates posts with, so that the two cannot drift apart.
const MESSAGE_MAX = DiscussionPostPayloadSchema.shape.text.maxLength ?? 5000;
// The counter only shows when the limit is near: below that it is noise.
const COUNTER_WITHIN = 200;
const ONLINE_MAX = 5;
// How close to the bottom (px) still counts as 'at the bottom' for following new messages.
const BOTTOM_SLACK = 32;

const absoluteTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function initialOf(name: string | undefined): string {
  return name?.trim().charAt(0).toUpperCase() || '?';
}

/** Each person once, in the order given (presence and typing events can repeat someone). */
function uniqueUsers(users: readonly OnlineUser[]): OnlineUser[] {
  const seen = new Set<string>();
  return users.filter((user) => {
    if (seen.has(user.userId)) return false;
    seen.add(user.userId);
    return true;
  });
}

function typingText(users: readonly OnlineUser[]): string {
  if (users.length === 0) return '';
  if (users.length === 1) return `${users[0]!.userName} is typing…`;
  if (users.length === 2) return `${users[0]!.userName} and ${users[1]!.userName} are typing…`;
  return `${users.length} people are typing…`;
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const avatarColours = (theme: Theme) => ({
  bgcolor: (theme.vars || theme).palette.primary.main,
  color: (theme.vars || theme).palette.primary.contrastText,
});

/** The '+N' avatar of the group, named after the people it stands for. */
function SurplusAvatar({ ownerState: _ownerState, ...props }: AvatarProps & { ownerState?: unknown }) {
  return (
    <Tooltip title={props['aria-label'] ?? ''}>
      <Avatar role="img" {...props} />
    </Tooltip>
  );
}

function OnlineAvatars({ users, currentUserId }: { users: readonly OnlineUser[]; currentUserId: string }) {
  const countId = useId();
  // AvatarGroup shows max - 1 avatars and a '+N' when there are more than max people.
  const hidden = users.length > ONLINE_MAX ? users.slice(ONLINE_MAX - 1) : [];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {users.length > 0 ? (
        <AvatarGroup
          max={ONLINE_MAX}
          role="group"
          aria-labelledby={countId}
          slots={{ surplus: SurplusAvatar }}
          slotProps={{
            surplus: {
              'aria-label': `${hidden.length} more: ${listNames(hidden.map((user) => user.userName))}`,
              sx: (theme: Theme) => ({
                width: 28,
                height: 28,
                fontSize: '0.75rem',
                fontWeight: 600,
                bgcolor: (theme.vars || theme).palette.action.selected,
                color: (theme.vars || theme).palette.text.primary,
              }),
            },
          }}
        >
          {users.map((user) => {
            const name = user.userId === currentUserId ? `${user.userName} (you)` : user.userName;
            return (
              <Tooltip key={user.userId} title={name}>
                <Avatar
                  role="img"
                  sx={(theme) => ({
                    width: 28,
                    height: 28,
                    fontSize: '0.8rem',
                    fontWeight: 600,
                    ...avatarColours(theme),
                  })}
                >
                  {initialOf(user.userName)}
                </Avatar>
              </Tooltip>
            );
          })}
        </AvatarGroup>
      ) : null}
      <Typography
        id={countId}
        variant="body2"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
      >
        <Box
          component="span"
          aria-hidden
          sx={(theme) => ({
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: (theme.vars || theme).palette.success.main,
          })}
        />
        {users.length} online
      </Typography>
    </Box>
  );
}

function MessageItem({ message, own, now }: { message: DiscussionMessage; own: boolean; now: Date }) {
  const sent = parseDate(message.timestamp);
  // A server clock slightly ahead of this one must not read 'in 2 seconds'.
  const shown = sent && sent > now ? now : sent;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: own ? 'row-reverse' : 'row', alignItems: 'flex-start', gap: 1 }}
    >
      <Avatar
        aria-hidden
        sx={(theme) => ({ width: 32, height: 32, fontSize: '0.875rem', mt: 0.25, ...avatarColours(theme) })}
      >
        {initialOf(message.author.userName)}
      </Avatar>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: own ? 'flex-end' : 'flex-start',
          minWidth: 0,
          maxWidth: 'min(85%, 560px)',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexDirection: own ? 'row-reverse' : 'row',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 1,
            px: 0.5,
          }}
        >
          <Typography variant="subtitle2" component="span">
            {own ? 'You' : message.author.userName}
          </Typography>
          {sent && shown ? (
            <Typography
              variant="caption"
              color="text.secondary"
              component="time"
              dateTime={sent.toISOString()}
              title={absoluteTime.format(sent)}
            >
              {relativeTimeText(shown, now)}
            </Typography>
          ) : null}
        </Box>
        {/* Plain text: line breaks kept by CSS, never parsed as HTML; long words and links wrap. */}
        <Typography
          variant="body2"
          sx={(theme) => ({
            mt: 0.25,
            px: 1.5,
            py: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            color: (theme.vars || theme).palette.text.primary,
            bgcolor: own ? toneTint(theme, 'primary') : (theme.vars || theme).palette.action.hover,
            borderRadius: own ? '16px 16px 4px 16px' : '16px 16px 16px 4px',
          })}
        >
          {message.text}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The live discussion of a project (spec 4.5, 7.6): who is online, the messages oldest first in a log that
 * follows new ones, who is typing, and a composer where Enter sends and Shift+Enter starts a new line.
 * Presentational: the app wires it to the socket and the REST API.
 */
export function ProjectDiscussion({
  messages,
  currentUserId,
  onlineUsers,
  typingUsers,
  onSend,
  onTyping,
  onStopTyping,
  connected = true,
  loading = false,
  error,
  sending = false,
  readOnlyNotice,
  now: nowProp,
  title = 'Discussion',
  headingLevel = 'h2',
}: ProjectDiscussionProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  // A ref as well as state: two Enter presses before the next render must not send twice.
  const pendingRef = useRef(false);
  // Whether 'typing' was reported since the last 'stopTyping', so that blur and send only stop what started.
  const typingRef = useRef(false);
  const logRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const now = nowProp ?? new Date();

  const online = useMemo(() => uniqueUsers(onlineUsers), [onlineUsers]);
  const typing = useMemo(
    () => uniqueUsers(typingUsers).filter((user) => user.userId !== currentUserId),
    [typingUsers, currentUserId],
  );

  const last = messages.at(-1);
  const lastId = last?.id;
  const lastIsOwn = last?.author.userId === currentUserId;

  // Follow the conversation when the reader is at the bottom (or just sent the message); someone reading
  // older messages is left where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last message changes or loading ends
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !(followRef.current || lastIsOwn)) return;
    log.scrollTop = log.scrollHeight;
    followRef.current = true;
  }, [lastId, loading]);

  const busy = sending || pending;
  const length = text.trim().length;
  const blank = length === 0;
  const tooLong = length > MESSAGE_MAX;
  const nearLimit = length >= MESSAGE_MAX - COUNTER_WITHIN;

  const stopTyping = () => {
    if (!typingRef.current) return;
    typingRef.current = false;
    onStopTyping?.();
  };

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      stopTyping();
    } else {
      typingRef.current = true;
      onTyping?.();
    }
  };

  const send = async () => {
    if (blank || tooLong || busy || pendingRef.current) return;
    stopTyping();
    pendingRef.current = true;
    setPending(true);
    try {
      await onSend(text.trim());
      setText('');
      // After a click on Send (disabled now), the next message is typed straight away.
      const active = document.activeElement;
      if (!active || active === document.body || formRef.current?.contains(active)) inputRef.current?.focus();
    } catch {
      // The parent shows why through `error`; the text stays so nothing typed is lost.
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={titleId} component={headingLevel} variant="h6">
          {title}
        </Typography>
        <OnlineAvatars users={online} currentUserId={currentUserId} />
      </Box>

      {loading ? (
        <Box aria-busy="true" aria-label="Loading messages" role="status" sx={{ py: 1 }}>
          {[0, 1, 2].map((key) => (
            <Box
              key={key}
              sx={{ display: 'flex', flexDirection: key === 1 ? 'row-reverse' : 'row', gap: 1, py: 1 }}
            >
              <Skeleton variant="circular" width={32} height={32} />
              <Box sx={{ width: '55%' }}>
                <Skeleton width="40%" />
                <Skeleton variant="rounded" height={36} />
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Box
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label="Discussion messages"
          // Scrollable regions must be reachable by keyboard to be read.
          tabIndex={0}
          onScroll={(event) => {
            const log = event.currentTarget;
            followRef.current = log.scrollHeight - log.scrollTop - log.clientHeight <= BOTTOM_SLACK;
          }}
          sx={(theme) => ({
            maxHeight: 420,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            p: 1.5,
            border: `1px solid ${(theme.vars || theme).palette.divider}`,
            borderRadius: 1,
            '&:focus-visible': {
              outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
              outlineOffset: 2,
            },
          })}
        >
          {messages.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              No messages yet. Start the conversation.
            </Typography>
          ) : (
            <Box
              component="ol"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
            >
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  own={message.author.userId === currentUserId}
                  now={now}
                />
              ))}
            </Box>
          )}
        </Box>
      )}

      {/* Always in the page, so that screen readers announce it when someone starts typing; a line's height is
          kept so that the composer does not jump. */}
      <Typography
        aria-live="polite"
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ minHeight: '1.75em', m: 0, px: 0.5, pt: 0.5, fontStyle: 'italic' }}
      >
        {typingText(typing)}
      </Typography>

      {connected ? null : (
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 1 }}
        >
          <WarningAmberRoundedIcon
            aria-hidden
            sx={(theme) => ({ fontSize: '1.1rem', color: (theme.vars || theme).palette.warning.main })}
          />
          Reconnecting… new messages will appear when the connection is back.
        </Typography>
      )}

      {readOnlyNotice ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
          {readOnlyNotice}
        </Typography>
      ) : (
        <Box
          component="form"
          ref={formRef}
          noValidate
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            void send();
          }}
        >
          {error ? (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {error}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <TextField
              label="Message"
              placeholder="Write a message…"
              multiline
              minRows={1}
              maxRows={8}
              fullWidth
              size="small"
              value={text}
              inputRef={inputRef}
              onChange={(event) => change(event.target.value)}
              onBlur={stopTyping}
              onKeyDown={(event) => {
                // Enter sends, Shift+Enter is a new line; Enter that confirms an IME composition is not a send.
                if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
                event.preventDefault();
                void send();
              }}
              slotProps={{ htmlInput: { readOnly: busy, 'aria-busy': busy || undefined } }}
              error={tooLong}
              helperText={
                <Box component="span" sx={{ display: 'flex', gap: 2 }}>
                  <Box component="span" sx={{ flex: 1 }}>
                    {tooLong
                      ? `Messages must be at most ${MESSAGE_MAX} characters`
                      : 'Enter to send, Shift+Enter for a new line'}
                  </Box>
                  {nearLimit ? (
                    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                      {length} / {MESSAGE_MAX} characters
                    </Box>
                  ) : null}
                </Box>
              }
            />
            <Button
              type="submit"
              variant="contained"
              endIcon={<SendRoundedIcon />}
              loading={busy}
              disabled={blank || tooLong}
              // Level with the one-line field (40px high in the small size).
              sx={{ flexShrink: 0, minHeight: 40 }}
            >
              Send
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
