import { STORAGE_KEYS } from '@app/domain';
import { isTokenLive } from '@app/sdk';
import { sessionTokens } from './sessionTokens';

/**
 * Whether the page the server sent (a page the build rendered to HTML, marked `data-prerendered` with its path
 * on #root) can be hydrated: it is the page of this URL, and it was rendered as this visitor sees it, signed out
 * with the default look. A stored session or a stored branded theme renders differently: the app then renders
 * from scratch.
 */
export function canHydrate(container: HTMLElement): boolean {
  if (container.dataset.prerendered !== window.location.pathname) return false;
  const token = sessionTokens.get();
  if (token && isTokenLive(token)) return false;
  return hasDefaultLook();
}

/** Whether no branded theme is remembered on this device (the build renders pages in the default look). */
function hasDefaultLook(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.userTheme) === null;
  } catch {
    return true;
  }
}

/**
 * Whether the page the server sent is the outline of this signed-in landing page (the build draws it, marked
 * `data-shell` with its path on #root) and this visitor has a session and the default look, for which it is
 * shown: the app then renders once the page is ready to replace it (main.tsx). Anyone else has the start-up
 * spinner instead (index.html's start script removes the outline).
 */
export function keepsShell(container: HTMLElement): boolean {
  if (container.dataset.shell !== window.location.pathname) return false;
  const token = sessionTokens.get();
  return token !== null && isTokenLive(token) && hasDefaultLook();
}

const TEXT_FIELDS =
  'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** How a field is found again in the app's own render of the page: its name, else its id. */
function fieldKey(field: TextField): string | null {
  if (field.name) return `name:${field.name}`;
  return field.id ? `id:${field.id}` : null;
}

/** What was typed into the prerendered page before the app started: field key -> value. */
let typedEarly = new Map<string, string>();

/**
 * Notes what was typed into a prerendered form before the app started (main.tsx, before it renders): when the
 * app renders the page anew instead of hydrating it (a visitor who sees it differently), the fields it renders
 * are new elements, and this is all that is left of what was typed.
 */
export function captureEarlyInput(root: ParentNode): void {
  typedEarly = new Map();
  for (const field of root.querySelectorAll<TextField>(TEXT_FIELDS)) {
    const key = fieldKey(field);
    if (key && field.value !== field.defaultValue) typedEarly.set(key, field.value);
  }
}

/**
 * What was typed into a prerendered form before the app took it over stays in the field (or was noted by
 * captureEarlyInput), but React's state does not know it: hands each such value to React as an input event, as
 * if typed now. A field counts when its value differs from its default (the value React rendered); checkboxes
 * and radios are left as they are.
 */
function replayEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<TextField>(TEXT_FIELDS)) {
    const key = fieldKey(field);
    const typed = field.value !== field.defaultValue ? field.value : key ? typedEarly.get(key) : undefined;
    if (typed === undefined || typed === field.defaultValue) continue;
    // Through the element's own setter React learns the old value; through the prototype's, without telling
    // React, the typed one: the input event then reads as a change to React.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typedEarly = new Map();
}

declare global {
  interface Window {
    /**
     * A form sent before the app took the page over: index.html's start script holds the submit (the app is not
     * there to handle it, and the browser would reload the page) and keeps the form and its submit button here.
     */
    __earlySubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
    /** The buttons (type=button) pressed before the app took the page over, in order; noted by the same script. */
    __earlyClicks?: Element[];
  }
}

/** At most this many early presses are pressed again: a visitor's few, not a burst of impatience. */
const EARLY_CLICKS_REPLAYED = 5;

/** A button's name, to find it again in a page the app rendered anew: its label, else its text. */
function buttonName(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/**
 * Presses again, now with the app there, the buttons pressed before it took the page over: the same element when
 * the app hydrated it, else the button of the same name in the app's own render. Each press a task after the
 * one before, so the app has handled it (a toggle pressed twice ends as it started).
 */
function replayEarlyClicks(root: ParentNode): void {
  const early = (window.__earlyClicks ?? []).slice(0, EARLY_CLICKS_REPLAYED);
  window.__earlyClicks = undefined;
  const press = (index: number) => {
    const clicked = early[index];
    if (!clicked) return;
    const name = buttonName(clicked);
    const button = clicked.isConnected
      ? clicked
      : [...root.querySelectorAll<HTMLElement>('button[type=button]')].find(
          (candidate) => name !== '' && buttonName(candidate) === name,
        );
    if (button instanceof HTMLElement) button.click();
    setTimeout(() => press(index + 1));
  };
  if (early.length > 0) setTimeout(() => press(0));
}

/**
 * Sends again, now to the app, a form the visitor sent before the app had taken the page over: the same form
 * when the app hydrated it, else the form of the same name in the app's own render of the page.
 */
function replayEarlySubmit(): void {
  const early = window.__earlySubmit;
  window.__earlySubmit = undefined;
  if (!early) return;
  const label = early.form.getAttribute('aria-label');
  const form = early.form.isConnected
    ? early.form
    : label
      ? [...document.forms].find((candidate) => candidate.getAttribute('aria-label') === label)
      : undefined;
  if (!form) return;
  const submitter = early.submitter;
  const button =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.isConnected &&
    submitter.form === form
      ? submitter
      : undefined;
  // After React has taken in the typed-ahead values (handed over during this commit): a task later.
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit(button);
  });
}

let ready = false;

/**
 * Called when a screen has committed (lazyScreen.tsx): the first time, the app is ready. Typed-ahead values are
 * handed over, <html> gets `data-app-ready`, which end-to-end tests wait for before they type, and a form sent
 * early is sent again and the buttons pressed early are pressed again.
 */
export function screenCommitted(): void {
  if (ready) return;
  ready = true;
  const root = document.getElementById('root');
  if (root) replayEarlyInput(root);
  document.documentElement.dataset.appReady = 'true';
  replayEarlySubmit();
  if (root) replayEarlyClicks(root);
}
