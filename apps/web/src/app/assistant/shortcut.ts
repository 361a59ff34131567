/**
 * The assistant's keyboard shortcut, in `aria-keyshortcuts` form. Alt+Shift+A is bound by no major browser and
 * by none of NVDA, JAWS, VoiceOver or Orca (which use Insert, Caps Lock or Control+Option); the key is read from
 * its position (`code`), so it works on every layout and on a Mac, where Option+Shift+A types 'Å'.
 */
export const ASSISTANT_SHORTCUT = 'Alt+Shift+A';

export function isAssistantShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyA';
}

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns the cancel. */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 1500));
  return () => window.clearTimeout(timer);
}
