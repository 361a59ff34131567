import {
  INVITATION_MESSAGES,
  INVITATION_PART_TEXTS,
  INVITATION_REDIRECT_SECONDS,
  INVITATION_SCREEN_TEXTS as T,
} from '@app/domain';
import CelebrationRoundedIcon from '@mui/icons-material/CelebrationRounded';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

export interface InvitationWelcomeProps {
  /** The project just joined. */
  projectName: string;
  /** The role joined as, as it reads ('Team lead'). */
  roleLabel: string;
  /** Seconds before `onDone`; spec 9's 5 by default. */
  seconds?: number;
  /** The countdown reached 0 (called once): go to the project. */
  onDone: () => void;
  /** 'Go to Project Now'. */
  onGoToProject: () => void;
  /** 'Go to Dashboard'. */
  onGoToDashboard: () => void;
  /** Holds the count where it is (stories and screenshots). */
  paused?: boolean;
  /** The heading's level: h1 when the welcome is the page. */
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/**
 * The welcome after joining a project by invitation: who joined what as which role, then a countdown into the
 * project (told in a polite live region and shown as a filling bar) with buttons to go now or to the dashboard.
 * Unmounting stops the count.
 */
export function InvitationWelcome({
  projectName,
  roleLabel,
  seconds = INVITATION_REDIRECT_SECONDS,
  onDone,
  onGoToProject,
  onGoToDashboard,
  paused = false,
  headingLevel = 'h1',
}: InvitationWelcomeProps) {
  const headingId = useId();
  const [left, setLeft] = useState(seconds);
  const onDoneRef = useRef(onDone);
  const doneRef = useRef(false);

  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  // One second at a time: a paused or finished count schedules nothing, and unmounting clears the pending tick.
  useEffect(() => {
    if (paused || left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, paused]);

  useEffect(() => {
    if (left > 0 || doneRef.current) return;
    doneRef.current = true;
    onDoneRef.current();
  }, [left]);

  const shown = Math.max(left, 0);
  const progress = seconds > 0 ? ((seconds - shown) / seconds) * 100 : 100;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', minWidth: 0 }}
    >
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <Avatar
          sx={{ bgcolor: 'success.main', color: 'success.contrastText', width: 56, height: 56 }}
          aria-hidden
        >
          <CelebrationRoundedIcon fontSize="large" />
        </Avatar>
        <Stack spacing={1}>
          <Typography
            id={headingId}
            variant="h4"
            component={headingLevel}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {T.welcomeTitle(projectName)}
          </Typography>
          <Typography variant="body1" color="textSecondary">
            {T.welcomeRole(roleLabel)}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
          <Typography role="status" variant="body2">
            {T.countdown(shown)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={INVITATION_PART_TEXTS.countdownLabel}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Stack>
        {/* Side by side where they fit, each on its own full-width line where they do not (a phone). */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, width: '100%', pt: 1 }}
        >
          <Button
            variant="contained"
            onClick={onGoToProject}
            sx={{ flex: '1 1 auto', maxWidth: { sm: 240 } }}
          >
            {INVITATION_MESSAGES.goToProjectNow}
          </Button>
          <Button
            variant="outlined"
            onClick={onGoToDashboard}
            sx={{ flex: '1 1 auto', maxWidth: { sm: 240 } }}
          >
            {INVITATION_MESSAGES.goToDashboard}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
