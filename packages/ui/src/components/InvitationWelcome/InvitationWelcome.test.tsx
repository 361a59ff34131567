import { INVITATION_MESSAGES, INVITATION_PART_TEXTS, INVITATION_SCREEN_TEXTS as T } from '@app/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvitationWelcome, type InvitationWelcomeProps } from './InvitationWelcome';

function renderWelcome(props: Partial<InvitationWelcomeProps> = {}) {
  const handlers = { onDone: vi.fn(), onGoToProject: vi.fn(), onGoToDashboard: vi.fn() };
  const view = render(
    <InvitationWelcome projectName="Website relaunch" roleLabel="Team lead" {...handlers} {...props} />,
  );
  return { ...view, ...handlers };
}

/** Lets `ms` pass a second at a time, letting React re-render (and schedule the next tick) after each. */
function tick(ms: number) {
  for (let passed = 0; passed < ms; passed += 1000) {
    act(() => {
      vi.advanceTimersByTime(Math.min(1000, ms - passed));
    });
  }
}

describe('InvitationWelcome', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('welcomes the newcomer and counts down from 5 into the project, once', () => {
    const { onDone } = renderWelcome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Website relaunch!' })).toBeVisible();
    expect(screen.getByText('You joined as Team lead.')).toBeVisible();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(T.countdown(5));
    const bar = screen.getByRole('progressbar', { name: INVITATION_PART_TEXTS.countdownLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    tick(1000);
    expect(status).toHaveTextContent('Taking you to the project in 4 seconds…');
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    tick(3000);
    expect(status).toHaveTextContent('Taking you to the project in 1 second…');
    expect(onDone).not.toHaveBeenCalled();
    tick(1000);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    tick(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops counting when it is unmounted or paused', () => {
    const first = renderWelcome();
    tick(2000);
    first.unmount();
    tick(10_000);
    expect(first.onDone).not.toHaveBeenCalled();

    const paused = renderWelcome({ seconds: 3, paused: true });
    tick(10_000);
    expect(screen.getByRole('status')).toHaveTextContent(T.countdown(3));
    expect(paused.onDone).not.toHaveBeenCalled();
    paused.rerender(
      <InvitationWelcome
        projectName="Website relaunch"
        roleLabel="Team lead"
        seconds={3}
        onDone={paused.onDone}
        onGoToProject={paused.onGoToProject}
        onGoToDashboard={paused.onGoToDashboard}
      />,
    );
    tick(3000);
    expect(paused.onDone).toHaveBeenCalledTimes(1);
  });

  it('goes to the project or the dashboard at once', () => {
    const { onGoToProject, onGoToDashboard } = renderWelcome();
    fireEvent.click(screen.getByRole('button', { name: INVITATION_MESSAGES.goToProjectNow }));
    expect(onGoToProject).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: INVITATION_MESSAGES.goToDashboard }));
    expect(onGoToDashboard).toHaveBeenCalledTimes(1);
  });
});
