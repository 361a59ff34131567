import { ASSISTANT_MESSAGES, SUGGESTION_POPUP_CLOSE_DELAY_MS } from '@app/domain';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { CHAT_WIDGET_LABELS } from './labels';

export interface ChatComposerProps {
  /** A request is in flight: the input and Send are disabled. */
  loading: boolean;
  suggestions: readonly string[];
  /** Called with the trimmed, non-blank text. */
  onSend: (text: string) => void;
  /** Called with a suggestion picked from the popup. */
  onSuggestion: (text: string) => void;
  inputRef: React.Ref<HTMLInputElement>;
}

/**
 * The message input with its Send button and a suggestions popup (an ARIA combobox): the popup opens on click,
 * typing or ArrowDown, filters by the text typed, and closes when a suggestion is used, on Escape, or shortly
 * after the input loses focus (so a pointer can still reach an option).
 */
export function ChatComposer({ loading, suggestions, onSend, onSuggestion, inputRef }: ChatComposerProps) {
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const [text, setText] = useState('');
  const [popupOpen, setPopupOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const query = text.trim().toLowerCase();
  const matches = query
    ? suggestions.filter((suggestion) => suggestion.toLowerCase().includes(query))
    : suggestions;
  const showPopup = popupOpen && !loading && matches.length > 0;
  const canSend = text.trim().length > 0 && !loading;

  const cancelClose = () => {
    if (closeTimer.current !== undefined) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const closePopup = () => {
    cancelClose();
    setPopupOpen(false);
    setActiveIndex(-1);
  };

  const openPopup = () => {
    cancelClose();
    setPopupOpen(true);
  };

  const pickSuggestion = (suggestion: string) => {
    closePopup();
    setText('');
    onSuggestion(suggestion);
  };

  const submit = (event?: React.FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    // Blank messages are ignored, and nothing is sent while a request is in flight (spec 5).
    if (!message || loading) return;
    closePopup();
    setText('');
    onSend(message);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (matches.length === 0) return;
      event.preventDefault();
      if (!popupOpen) {
        openPopup();
        setActiveIndex(event.key === 'ArrowDown' ? 0 : matches.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && showPopup && activeIndex >= 0) {
      const suggestion = matches[activeIndex];
      if (suggestion !== undefined) {
        event.preventDefault();
        pickSuggestion(suggestion);
      }
    } else if (event.key === 'Escape' && showPopup) {
      // The first Escape closes the popup; only the next one closes the panel.
      event.preventDefault();
      event.stopPropagation();
      closePopup();
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: (theme.vars || theme).palette.background.paper,
      })}
    >
      {showPopup ? (
        <Paper
          elevation={6}
          sx={{
            position: 'absolute',
            left: 12,
            right: 12,
            bottom: 'calc(100% - 4px)',
            maxHeight: 240,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            py: 0.5,
            zIndex: 1,
          }}
        >
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            aria-hidden
            sx={{ px: 1.5, py: 0.5, fontWeight: 600 }}
          >
            {CHAT_WIDGET_LABELS.suggestions}
          </Typography>
          <Box
            component="ul"
            id={listboxId}
            role="listbox"
            aria-label={CHAT_WIDGET_LABELS.suggestions}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {matches.map((suggestion, index) => (
              <Box
                component="li"
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep the focus in the input: the option is picked on click, not by focusing it.
                onMouseDown={(event: React.MouseEvent) => event.preventDefault()}
                onClick={() => pickSuggestion(suggestion)}
                onMouseEnter={() => setActiveIndex(index)}
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1.5,
                  py: 0.75,
                  cursor: 'pointer',
                  typography: 'body2',
                  bgcolor:
                    index === activeIndex ? (theme.vars || theme).palette.action.selected : 'transparent',
                })}
              >
                <LightbulbOutlinedIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
                {suggestion}
              </Box>
            ))}
          </Box>
        </Paper>
      ) : null}
      <InputBase
        inputRef={inputRef}
        value={text}
        disabled={loading}
        placeholder={ASSISTANT_MESSAGES.inputPlaceholder}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          openPopup();
        }}
        onClick={openPopup}
        onKeyDown={handleKeyDown}
        onFocus={cancelClose}
        onBlur={() => {
          cancelClose();
          closeTimer.current = setTimeout(closePopup, SUGGESTION_POPUP_CLOSE_DELAY_MS);
        }}
        inputProps={{
          role: 'combobox',
          'aria-label': CHAT_WIDGET_LABELS.messageInput,
          'aria-autocomplete': 'list',
          'aria-expanded': showPopup,
          'aria-controls': showPopup ? listboxId : undefined,
          'aria-activedescendant': showPopup && activeIndex >= 0 ? optionId(activeIndex) : undefined,
          enterKeyHint: 'send',
        }}
        sx={(theme) => ({
          flexGrow: 1,
          px: 1.5,
          py: 0.75,
          borderRadius: 999,
          border: 1,
          borderColor: 'divider',
          bgcolor: (theme.vars || theme).palette.background.default,
          typography: 'body2',
          '&.Mui-focused': {
            borderColor: (theme.vars || theme).palette.primary.main,
            boxShadow: `0 0 0 3px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.2)}`,
          },
        })}
      />
      <IconButton
        type="submit"
        color="primary"
        disabled={!canSend}
        aria-label={CHAT_WIDGET_LABELS.send}
        sx={(theme) => ({
          bgcolor: (theme.vars || theme).palette.primary.main,
          color: (theme.vars || theme).palette.primary.contrastText,
          '&:hover': { bgcolor: (theme.vars || theme).palette.primary.dark },
          '&.Mui-disabled': {
            bgcolor: (theme.vars || theme).palette.action.disabledBackground,
            color: (theme.vars || theme).palette.action.disabled,
          },
        })}
      >
        <SendRoundedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
