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
  try {
    return window.localStorage.getItem(STORAGE_KEYS.userTheme) === null;
  } catch {
    return true;
  }
}

/**
 * What was typed into a prerendered form before the app took it over stays in the field, but React's state
 * does not know it: hands each such value to React as an input event, as if typed now. A field counts when its
 * value differs from its default (the value React rendered); checkboxes and radios are left as they are.
 */
function replayEarlyInput(root: ParentNode): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), textarea',
  );
  for (const field of fields) {
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    // Through the element's own setter React learns the old value; through the prototype's, without telling
    // React, the typed one: the input event then reads as a change to React.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

let ready = false;

/**
 * Called when a screen has committed (lazyScreen.tsx): the first time, the app is ready. Typed-ahead values are
 * handed over, and <html> gets `data-app-ready`, which end-to-end tests wait for before they type.
 */
export function screenCommitted(): void {
  if (ready) return;
  ready = true;
  const root = document.getElementById('root');
  if (root) replayEarlyInput(root);
  document.documentElement.dataset.appReady = 'true';
}
