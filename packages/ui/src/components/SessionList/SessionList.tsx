import { parseDate, relativeTimeText, SESSION_TEXTS as T, type UserSession } from '@app/domain';
import DevicesRoundedIcon from '@mui/icons-material/DevicesRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';

export interface SessionListProps {
  /** The user's active sessions, the current one marked `current`. */
  sessions: readonly UserSession[];
  /** Ends one session after the viewer confirms; the dialog stays busy until the promise settles. */
  onEnd: (session: UserSession) => Promise<unknown>;
  /** Ends every session but the current one after the viewer confirms. */
  onEndOthers: () => Promise<unknown>;
  /** The moment 'last seen' compares with; defaults to now. */
  now?: Date;
}

type Pending = { kind: 'one'; session: UserSession } | { kind: 'others' } | null;

function lastSeenText(session: UserSession, now: Date): string {
  const seen = parseDate(session.lastSeenAt);
  return T.lastSeen(seen ? relativeTimeText(seen, now) : session.lastSeenAt);
}

/**
 * The places an account is signed in: device, address and when it was last seen, 'This device' on the current
 * one, 'End' on each and 'End all others' (both ask first). On a narrow screen the button moves under the text.
 */
export function SessionList({ sessions, onEnd, onEndOthers, now = new Date() }: SessionListProps) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const others = sessions.filter((session) => !session.current).length;

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(undefined);
    try {
      await (pending.kind === 'one' ? onEnd(pending.session) : onEndOthers());
      setPending(null);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : String(failure));
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Stack component="ul" aria-label={T.listLabel} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sessions.map((session) => (
          <Paper
            key={session._id}
            component="li"
            variant="outlined"
            sx={{
              p: 2,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'center' },
              gap: 2,
            }}
          >
            <DevicesRoundedIcon aria-hidden color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {session.device}
                </Typography>
                {session.current ? <Chip size="small" color="primary" label={T.thisDevice} /> : null}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {session.ip ?? T.unknownAddress} · {lastSeenText(session, now)}
              </Typography>
            </Box>
            <Button
              variant="outlined"
              color="error"
              size="small"
              aria-label={T.endLabel(session.device)}
              onClick={() => setPending({ kind: 'one', session })}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {T.end}
            </Button>
          </Paper>
        ))}
      </Stack>
      <Box>
        <Button
          variant="contained"
          color="error"
          disabled={others === 0}
          onClick={() => setPending({ kind: 'others' })}
        >
          {others === 0 ? T.noOtherSessions : T.endAllOthers}
        </Button>
      </Box>
      <ConfirmDialog
        open={pending !== null}
        destructive
        busy={busy}
        title={pending?.kind === 'others' ? T.endAllTitle : T.endTitle}
        message={
          pending?.kind === 'one'
            ? pending.session.current
              ? T.endCurrentMessage
              : T.endMessage(pending.session.device)
            : T.endAllMessage
        }
        confirmLabel={pending?.kind === 'others' ? T.endAllOthers : T.end}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
