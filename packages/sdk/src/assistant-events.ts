import { type ChatAction, DATA_UPDATE_ACTIONS, DISPLAY_DATA_ACTIONS } from '@app/domain';

/** The name of the DOM event the assistant raises on `window` (spec 2.8, 4.9). */
export const ASSISTANT_EVENT = 'assistant-event';

/**
 * What the assistant tells the rest of the page: a suggestion or quick action was used (with its command), a
 * reply changed data (task_created, task_updated, project_created, project_updated), or a reply carries data to
 * display (display_tasks, display_projects, display_team).
 */
export type AssistantEvent =
  | { type: 'suggestion_used'; command: string }
  | { type: 'data_updated'; action: ChatAction; data: unknown }
  | { type: 'display_data'; action: ChatAction; data: unknown };

export function isDataUpdateAction(action: ChatAction | null | undefined): boolean {
  return (DATA_UPDATE_ACTIONS as readonly string[]).includes(action ?? '');
}

export function isDisplayDataAction(action: ChatAction | null | undefined): boolean {
  return (DISPLAY_DATA_ACTIONS as readonly string[]).includes(action ?? '');
}

/** Raises `event` as a `CustomEvent(ASSISTANT_EVENT, { detail: event })` on `target` (the window by default). */
export function emitAssistantEvent(
  event: AssistantEvent,
  target: EventTarget | undefined = globalWindow(),
): void {
  target?.dispatchEvent(new CustomEvent(ASSISTANT_EVENT, { detail: event }));
}

/** The event a reply's action raises (spec 4.9), if any. */
export function replyEvent(action: ChatAction | null | undefined, data: unknown): AssistantEvent | null {
  if (!action) return null;
  if (isDataUpdateAction(action)) return { type: 'data_updated', action, data };
  if (isDisplayDataAction(action)) return { type: 'display_data', action, data };
  return null;
}

/** Listens for the assistant's events on `target` (the window by default); returns the unsubscribe. */
export function onAssistantEvent(
  listener: (event: AssistantEvent) => void,
  target: EventTarget | undefined = globalWindow(),
): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AssistantEvent>).detail);
  target?.addEventListener(ASSISTANT_EVENT, handle);
  return () => target?.removeEventListener(ASSISTANT_EVENT, handle);
}

function globalWindow(): EventTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
