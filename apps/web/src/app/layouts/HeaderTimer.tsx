import { TIME_MESSAGES, TIME_SCREEN_TEXTS } from '@app/domain';
import { failureText } from '@app/sdk';
import { useStopTimer, useTimer } from '@app/sdk/react';
import { TimerChip, useToast } from '@app/ui';
import { api } from '../api';
import { paths } from '../paths';

/**
 * The running timer in the shell's header (issue 40): read from the server, so it survives a reload and follows a
 * start or stop in another tab (`time_changed` reads it again); its elapsed time is counted from `startedAt`.
 */
export function HeaderTimer() {
  const timer = useTimer(api);
  const stop = useStopTimer(api);
  const { showToast } = useToast();
  const running = timer.data;
  if (!running) return null;
  return (
    <TimerChip
      timer={running}
      taskHref={paths.tasks.detail.href(running.taskId)}
      stopping={stop.isPending}
      onStop={() =>
        stop.mutate(undefined, {
          onSuccess: () => showToast(TIME_MESSAGES.timerStopped, { variant: 'success' }),
          onError: (error) =>
            showToast(failureText(error, TIME_SCREEN_TEXTS.timerFailed), { variant: 'error' }),
        })
      }
    />
  );
}
