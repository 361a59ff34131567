import { SCREEN_TEXTS } from '@app/domain';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface ErrorScreenProps {
  /** What went wrong: an Error (its message and stack are shown), a string, or anything else thrown. */
  error?: unknown;
  /** Called by 'Reload Page'; reloads the document by default. */
  onReload?: () => void;
  /** Where 'Go to Emergency Login' leads. */
  emergencyLoginHref?: string;
  /** Fill the whole viewport instead of the parent's space. */
  fullPage?: boolean;
}

/** The error's text and stack, whatever was thrown. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  if (error && typeof error === 'object') {
    const { message, statusText, status } = error as {
      message?: unknown;
      statusText?: unknown;
      status?: unknown;
    };
    if (typeof message === 'string' && message) return { message };
    // A router error response carries a status and its text.
    if (typeof status === 'number') return { message: [status, statusText].filter(Boolean).join(' ') };
    // Any other object says nothing readable ('[object Object]').
    return { message: 'Unknown error' };
  }
  return { message: String(error ?? 'Unknown error') };
}

/**
 * The global error screen (spec 2.9): 'Something went wrong', the error's text, a collapsible stack trace and
 * the two ways out, 'Reload Page' and 'Go to Emergency Login'.
 */
export function ErrorScreen({
  error,
  onReload = () => window.location.reload(),
  emergencyLoginHref = '/public-login',
  fullPage = true,
}: ErrorScreenProps) {
  const headingId = useId();
  const stackId = useId();
  const [stackOpen, setStackOpen] = useState(false);
  const { message, stack } = describeError(error);

  return (
    <Box
      // The full-page screen replaces the app, so it is the page's main landmark.
      component={fullPage ? 'main' : 'section'}
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullPage ? '100dvh' : 360,
        p: { xs: 2, sm: 4 },
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 640, p: { xs: 3, sm: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box
            aria-hidden
            sx={(theme: Theme) => ({
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: (theme.vars || theme).palette.error.main,
              bgcolor: theme.alpha((theme.vars || theme).palette.error.main, 0.12),
            })}
          >
            <ErrorOutlineRoundedIcon fontSize="large" />
          </Box>
          <Typography id={headingId} component="h1" variant="h3">
            {SCREEN_TEXTS.somethingWentWrong}
          </Typography>
          <Typography color="text.secondary">{SCREEN_TEXTS.unexpectedError}</Typography>
        </Stack>

        <Box
          sx={(theme: Theme) => ({
            mt: 3,
            p: 2,
            borderRadius: 1,
            border: `1px solid ${(theme.vars || theme).palette.divider}`,
            bgcolor: (theme.vars || theme).palette.action.hover,
          })}
        >
          <Typography
            component="p"
            variant="body2"
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              overflowWrap: 'anywhere',
            }}
          >
            {message}
          </Typography>
          {stack ? (
            <>
              <Button
                size="small"
                onClick={() => setStackOpen((open) => !open)}
                aria-expanded={stackOpen}
                aria-controls={stackId}
                endIcon={
                  <ExpandMoreRoundedIcon
                    sx={{ transform: stackOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                  />
                }
                // Full-strength text: the brand colour is not always readable on the tinted box.
                color="inherit"
                sx={{ mt: 1, ml: -0.5 }}
              >
                {stackOpen ? 'Hide stack trace' : 'Show stack trace'}
              </Button>
              <Collapse in={stackOpen} id={stackId}>
                <Box
                  component="pre"
                  // Keyboard users can scroll the trace.
                  tabIndex={0}
                  aria-label="Stack trace"
                  sx={{
                    mt: 1,
                    mb: 0,
                    maxHeight: 280,
                    overflow: 'auto',
                    fontSize: '0.75rem',
                    lineHeight: 1.5,
                    whiteSpace: 'pre',
                    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                    color: 'text.secondary',
                  }}
                >
                  {stack}
                </Box>
              </Collapse>
            </>
          ) : null}
        </Box>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          <Button variant="contained" startIcon={<RefreshRoundedIcon />} onClick={onReload}>
            {SCREEN_TEXTS.reloadPage}
          </Button>
          {/* A plain link on purpose: a full page load leaves whatever state broke the app behind. */}
          <Button variant="outlined" startIcon={<LoginRoundedIcon />} component="a" href={emergencyLoginHref}>
            {SCREEN_TEXTS.emergencyLogin}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
