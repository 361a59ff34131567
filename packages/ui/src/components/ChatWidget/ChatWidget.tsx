import {
  ASSISTANT_ERROR_BANNER_MS,
  ASSISTANT_MESSAGES,
  type ChatFollowUp,
  type ChatMessage,
  type ChatReplyRating,
  type ChatReplyRatingState,
} from '@app/domain';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import KeyboardArrowDownRoundedIcon from '@mui/icons-material/KeyboardArrowDownRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type * as React from 'react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { CHAT_WIDGET_LABELS } from './labels';

export interface ChatWidgetProps {
  /** Whether the panel is open; the closed widget is the round launcher button. */
  open: boolean;
  /** Called by the launcher, the header close button and Escape. */
  onOpenChange: (open: boolean) => void;
  /** The conversation, oldest first. */
  messages: readonly ChatMessage[];
  /** A request is in flight: 'Thinking...' shows, and the input, Send, suggestions and quick actions are disabled. */
  loading?: boolean;
  /** The error banner's text; the banner hides after 5 seconds and then calls `onErrorDismissed`. */
  error?: string | null;
  /** Suggestions from the server: the first 3 in the empty state, all of them in the input's popup. */
  suggestions?: readonly string[];
  /** Called with the trimmed message; blank text is never sent. */
  onSend: (text: string) => void;
  /** Called by the header's clear-history button. */
  onClearHistory: () => void;
  /** Called with a quick action's command (the host sends it and reports it as a `suggestion_used` event). */
  onQuickAction: (command: string) => void;
  /**
   * Called with a suggestion the user picked (empty state or popup), just before it is sent through `onSend`,
   * so the host can report the `suggestion_used` event.
   */
  onSuggestionUsed?: (text: string) => void;
  /**
   * Called with a follow-up button under a reply ('Undo', one per match, 'Confirm') and the reply it belongs to;
   * the host runs it (POST /chatbot/execute) and appends the result. Without it no follow-ups are shown.
   */
  onFollowUp?: (followUp: ChatFollowUp, message: ChatMessage) => void;
  /**
   * Called when the user rates a reply the server stored (one with a `messageId`): thumbs up ('helpful') or down
   * ('not_helpful'). Pressing the other thumb rates it again; pressing the pressed one does nothing. The host
   * sends it (POST /chatbot/feedback) and keeps `ratings`. Without it no thumbs are shown.
   */
  onRate?: (messageId: string, rating: ChatReplyRating) => void;
  /**
   * The replies' ratings by `messageId`: the thumb shown pressed (a failed send has already gone back to the last
   * rating the server took; spec 8.7 has feedback failures only logged).
   */
  ratings?: Readonly<Record<string, ChatReplyRatingState>>;
  /**
   * The keyboard shortcut the host listens for to open and close the widget, in `aria-keyshortcuts` form
   * ('Alt+Shift+A'): announced on the launcher and shown in its tooltip. The widget does not listen for it itself.
   */
  shortcut?: string;
  /** Called when the error banner hides (after 5 seconds or by its close button); clear `error` here. */
  onErrorDismissed?: () => void;
  /**
   * Called with `/tasks/{id}` or `/tasks` when a task link in a result is clicked. Without it the links navigate
   * through the theme's link component like any other link.
   */
  onNavigate?: (href: string) => void;
  /** How a message's ISO timestamp is shown; the viewer's local time (e.g. '2:05 PM') by default. */
  formatTimestamp?: (timestamp: string) => string;
  /** The panel's heading and accessible name. */
  title?: string;
  /** The name of the widget's landmark (one per page; a page showing several needs a name for each). */
  landmarkLabel?: string;
  /** Whether a widget that mounts open takes the focus (true; a catalog of several open widgets says false). */
  focusOnMount?: boolean;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** The viewer's local time of an ISO timestamp, or nothing for a value that is not a date. */
export function formatChatTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

const EDGE = 24;
const LAUNCHER_SIZE = 56;

/**
 * The AI assistant (spec 2.8, 4.9): a round launcher with an 'AI' badge fixed to the bottom-right corner and,
 * when open, a non-modal dialog with the conversation, rich results of bot replies, an error banner and the
 * message input. Presentational: the host owns the messages, the request state and the calls to the server.
 *
 * Focus moves into the panel when it opens (the input), Escape closes it, and focus returns to the launcher.
 */
export function ChatWidget({
  open,
  onOpenChange,
  messages,
  loading = false,
  error,
  suggestions = [],
  onSend,
  onClearHistory,
  onQuickAction,
  onSuggestionUsed,
  onFollowUp,
  onRate,
  ratings,
  shortcut,
  onErrorDismissed,
  onNavigate,
  formatTimestamp = formatChatTime,
  title = CHAT_WIDGET_LABELS.title,
  landmarkLabel = CHAT_WIDGET_LABELS.landmark,
  focusOnMount = true,
}: ChatWidgetProps) {
  const panelId = useId();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  // False at first: a widget that mounts open (opened by the host's shortcut before its code had loaded) takes the
  // focus like one opened later, unless told not to (a catalog showing several open at once).
  const wasOpen = useRef(focusOnMount ? false : open);
  const wasLoading = useRef(loading);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  // The banner hides itself after 5 s even if the host is slow to clear `error`; a new error shows again.
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const [tipOpen, setTipOpen] = useState(false);
  const bannerError = error && error !== dismissedError ? error : null;
  const dismissError = useEffectEvent((value: string) => {
    setDismissedError(value);
    onErrorDismissed?.();
  });
  useEffect(() => {
    if (!bannerError) return;
    const timer = setTimeout(() => dismissError(bannerError), ASSISTANT_ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [bannerError]);
  useEffect(() => {
    if (!error) setDismissedError(null);
  }, [error]);

  const focusInput = () => {
    const input = inputRef.current;
    if (input && !input.disabled) input.focus();
    else panelRef.current?.focus();
  };

  useEffect(() => {
    if (open && !wasOpen.current) focusInput();
    if (!open && wasOpen.current) {
      // Give focus back to the launcher unless the user has already moved it elsewhere on the page.
      const active = document.activeElement;
      if (!active || active === document.body || panelRef.current?.contains(active))
        launcherRef.current?.focus();
    }
    wasOpen.current = open;
  });

  // The input is disabled while a reply is awaited, which drops the focus; take it back when the reply lands.
  useEffect(() => {
    const replyLanded = wasLoading.current && !loading;
    wasLoading.current = loading;
    if (!open || !replyLanded) return;
    const active = document.activeElement;
    if (!active || active === document.body || active === panelRef.current) inputRef.current?.focus();
  }, [open, loading]);

  const pickSuggestion = (text: string) => {
    if (loading) return;
    onSuggestionUsed?.(text);
    onSend(text);
  };

  const handlePanelKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onOpenChange(false);
    }
  };

  return (
    // A landmark of its own: the panel and its button sit outside the page's main content.
    <Box component="aside" aria-label={landmarkLabel}>
      <Grow
        in={open}
        // A panel that is already open when the page loads appears at once; only opening it animates.
        appear={false}
        timeout={reducedMotion ? 0 : 'auto'}
        mountOnEnter
        unmountOnExit
        style={{ transformOrigin: 'bottom right' }}
      >
        <Paper
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          elevation={12}
          onKeyDown={handlePanelKeyDown}
          sx={(theme) => ({
            position: 'fixed',
            // Above the app bar: on a phone the panel fills the screen, and its own header (close, clear) must
            // not slip under the page's.
            zIndex: theme.zIndex.appBar + 1,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            outline: 'none',
            border: 1,
            borderColor: 'divider',
            bgcolor: (theme.vars || theme).palette.background.paper,
            inset: 0,
            borderRadius: 0,
            [theme.breakpoints.up('sm')]: {
              inset: 'auto',
              right: EDGE,
              bottom: EDGE + LAUNCHER_SIZE + 16,
              width: 400,
              height: `min(640px, calc(100dvh - ${EDGE * 2 + LAUNCHER_SIZE + 16}px))`,
              borderRadius: 3,
            },
          })}
        >
          <Stack
            direction="row"
            spacing={1.25}
            sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <Avatar
              aria-hidden
              sx={(theme) => ({
                width: 36,
                height: 36,
                bgcolor: (theme.vars || theme).palette.primary.main,
                color: (theme.vars || theme).palette.primary.contrastText,
              })}
            >
              <AutoAwesomeRoundedIcon fontSize="small" />
            </Avatar>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography id={titleId} variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" noWrap>
                {CHAT_WIDGET_LABELS.subtitle}
              </Typography>
            </Box>
            <Tooltip title={CHAT_WIDGET_LABELS.clearHistory} describeChild>
              {/* The wrapper keeps the tooltip working while the button is disabled. */}
              <span>
                <IconButton
                  aria-label={CHAT_WIDGET_LABELS.clearHistory}
                  onClick={onClearHistory}
                  disabled={messages.length === 0 || loading}
                >
                  <DeleteSweepOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={CHAT_WIDGET_LABELS.closePanel} describeChild>
              <IconButton
                aria-label={CHAT_WIDGET_LABELS.closePanel}
                onClick={() => onOpenChange(false)}
                edge="end"
              >
                <CloseRoundedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
          {bannerError ? (
            <Alert
              severity="error"
              onClose={() => dismissError(bannerError)}
              closeText={CHAT_WIDGET_LABELS.dismissError}
              sx={{ borderRadius: 0, py: 0.25 }}
            >
              {bannerError}
            </Alert>
          ) : null}
          <ChatMessageList
            messages={messages}
            loading={loading}
            suggestions={suggestions}
            onSuggestion={pickSuggestion}
            onQuickAction={onQuickAction}
            onFollowUp={onFollowUp}
            onNavigate={onNavigate}
            formatTimestamp={formatTimestamp}
            ratings={ratings}
            onRate={onRate}
          />
          <ChatComposer
            inputRef={inputRef}
            loading={loading}
            suggestions={suggestions}
            onSend={onSend}
            onSuggestion={pickSuggestion}
          />
        </Paper>
      </Grow>
      <Tooltip
        placement="left"
        arrow
        describeChild
        // Inside the widget's landmark, not at the end of the body (axe: all content in landmarks).
        slotProps={{ popper: { disablePortal: true } }}
        // Never over the open panel: opening it closes a tooltip the pointer or focus had opened.
        open={tipOpen && !open}
        onOpen={() => setTipOpen(true)}
        onClose={() => setTipOpen(false)}
        disableHoverListener={open}
        disableFocusListener={open}
        disableTouchListener={open}
        title={
          <Box sx={{ py: 0.5, maxWidth: 240 }}>
            <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 500 }}>
              {ASSISTANT_MESSAGES.tooltip}
            </Typography>
            <Typography variant="caption" component="p" sx={{ color: 'inherit', fontWeight: 700, mt: 0.75 }}>
              {ASSISTANT_MESSAGES.startChatting} →
            </Typography>
            {shortcut ? (
              <Typography variant="caption" component="p" sx={{ color: 'inherit', mt: 0.25 }}>
                {CHAT_WIDGET_LABELS.shortcut(shortcut)}
              </Typography>
            ) : null}
          </Box>
        }
      >
        <Box
          sx={(theme) => ({
            position: 'fixed',
            right: EDGE,
            bottom: EDGE,
            zIndex: theme.zIndex.speedDial,
            // On small screens the open panel fills the viewport and has its own close button.
            [theme.breakpoints.down('sm')]: { display: open ? 'none' : 'block' },
          })}
        >
          <Badge
            badgeContent={ASSISTANT_MESSAGES.badge}
            color="secondary"
            overlap="circular"
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{ badge: { 'aria-hidden': true } as React.HTMLAttributes<HTMLSpanElement> }}
            sx={(theme) => ({
              '& .MuiBadge-badge': {
                // A Fab has its own z-index; the badge must sit above it.
                zIndex: theme.zIndex.speedDial + 1,
                fontWeight: 700,
                fontSize: '0.6875rem',
                letterSpacing: '0.04em',
                boxShadow: `0 0 0 2px ${(theme.vars || theme).palette.background.paper}`,
              },
            })}
          >
            <Fab
              ref={launcherRef}
              color="primary"
              aria-label={open ? CHAT_WIDGET_LABELS.close : CHAT_WIDGET_LABELS.open}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              aria-keyshortcuts={shortcut}
              onClick={() => onOpenChange(!open)}
            >
              {open ? <KeyboardArrowDownRoundedIcon /> : <AutoAwesomeRoundedIcon />}
            </Fab>
          </Badge>
        </Box>
      </Tooltip>
    </Box>
  );
}
