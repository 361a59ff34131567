import { CALENDAR_FEED_TEXTS } from '@app/domain';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface CalendarFeedCardProps {
  /** Whether the feed is on. */
  enabled: boolean;
  /** Since when it is on (already formatted), when it is. */
  since?: string;
  /** The feed's URL, right after turning it on or rotating it: shown this once. */
  url?: string;
  /** Turns the feed on; reject with an Error carrying the server's message. */
  onTurnOn: () => Promise<unknown>;
  /** A new URL; the old one stops working. */
  onRotate: () => Promise<unknown>;
  onTurnOff: () => Promise<unknown>;
  /** Copies the URL (the clipboard); the card says "Link copied" once it resolves. */
  onCopy?: (url: string) => Promise<unknown>;
  /** The card's heading level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Settings → Calendar feed: turn the private iCal link on (it shows once, with a copy button and how to
 * subscribe in Google Calendar, Apple Calendar and Outlook), get a new one, or turn it off.
 */
export function CalendarFeedCard({
  enabled,
  since,
  url,
  onTurnOn,
  onRotate,
  onTurnOff,
  onCopy,
  headingLevel = 'h2',
}: CalendarFeedCardProps) {
  const texts = CALENDAR_FEED_TEXTS;
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    setCopied(false);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <EventRoundedIcon aria-hidden color="primary" />
        <Typography id={headingId} component={headingLevel} variant="h6">
          {texts.title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.intro}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {enabled ? texts.on(since ?? '') : texts.off}
      </Typography>
      {url ? (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={texts.urlLabel}
              value={url}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            {onCopy ? (
              <Button
                variant="outlined"
                startIcon={<ContentCopyRoundedIcon aria-hidden />}
                onClick={() =>
                  void run(async () => {
                    await onCopy(url);
                    setCopied(true);
                  })
                }
                sx={{ flexShrink: 0 }}
              >
                {texts.copy}
              </Button>
            ) : null}
          </Stack>
          <Typography role="status" variant="body2" color="success.main">
            {copied ? texts.copied : ''}
          </Typography>
          <Alert severity="info">{texts.shownOnce}</Alert>
          <Typography component="ul" variant="body2" sx={{ pl: 2, m: 0 }}>
            <li>{texts.howTo.google}</li>
            <li>{texts.howTo.apple}</li>
            <li>{texts.howTo.outlook}</li>
          </Typography>
        </Stack>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {enabled ? (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => void run(onRotate)}>
              {texts.rotate}
            </Button>
            <Button color="error" disabled={busy} onClick={() => void run(onTurnOff)}>
              {texts.turnOff}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy} onClick={() => void run(onTurnOn)}>
            {texts.turnOn}
          </Button>
        )}
      </Stack>
      {enabled ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {texts.rotateHint}
        </Typography>
      ) : null}
    </Card>
  );
}
