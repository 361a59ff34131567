import { SHORTCUT_TARGETS } from '@app/ui';

// Where the keyboard shortcuts act, found in the page's DOM: the design system marks rows, cards, their
// checkboxes and the lists' search fields (SHORTCUT_TARGETS), so the screens between need not pass anything on.

const TYPING =
  'textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="searchbox"]';
// Inputs that take no text: a key pressed on a checkbox or a button is still a shortcut.
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** The key goes to a field the person is typing in (or to a menu, a list box or a dialog that has the focus). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) return true;
  if (target.closest(TYPING)) return true;
  return Boolean(target.closest('[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"]'));
}

/** A modal (a dialog, a menu, the phone's navigation drawer) is open over the page. */
export function isModalOpen(): boolean {
  return Boolean(document.querySelector('[aria-modal="true"], .MuiModal-root:not(.MuiModal-hidden)'));
}

function visible(element: HTMLElement): boolean {
  // jsdom has no layout (and no checkVisibility): everything counts as shown there.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The page's content: the shortcuts act there, not on the shell around it. */
function pageRoot(): ParentNode {
  return document.querySelector('main') ?? document;
}

/** The rows and cards of the page, in document order. */
export function shortcutItems(): HTMLElement[] {
  return [...pageRoot().querySelectorAll<HTMLElement>(SHORTCUT_TARGETS.item)].filter(visible);
}

/** The row or card that has the focus (or holds it). */
export function currentItem(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof Element ? active.closest<HTMLElement>(SHORTCUT_TARGETS.item) : null;
}

function focusItem(item: HTMLElement) {
  const target =
    item.querySelector<HTMLElement>(SHORTCUT_TARGETS.focus) ??
    item.querySelector<HTMLElement>('a[href]') ??
    item;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
  target.scrollIntoView?.({ block: 'nearest' });
}

/** Moves the focus to the next (1) or previous (-1) row or card, from the first when none has it. */
export function moveFocus(delta: 1 | -1): boolean {
  const items = shortcutItems();
  if (items.length === 0) return false;
  const current = currentItem();
  const index = current ? items.indexOf(current) : -1;
  const next = index === -1 ? items[0] : items[Math.min(items.length - 1, Math.max(0, index + delta))];
  if (!next) return false;
  focusItem(next);
  return true;
}

/** Focuses the page's first shown search field of a list. */
export function focusFilter(): boolean {
  const field = [...pageRoot().querySelectorAll<HTMLElement>(SHORTCUT_TARGETS.filter)].find(visible);
  if (!field) return false;
  field.focus();
  if (field instanceof HTMLInputElement) field.select();
  return true;
}

/**
 * Selects (or unselects) the current row or card for a bulk change. Where the list's selection is off, its
 * 'Select' button turns it on first, and the row is selected once its checkbox is drawn.
 */
export function toggleSelection(): boolean {
  const item = currentItem();
  if (!item) return false;
  const box = item.querySelector<HTMLElement>(SHORTCUT_TARGETS.select);
  if (box) {
    box.click();
    return true;
  }
  const mode = pageRoot().querySelector<HTMLElement>(
    `${SHORTCUT_TARGETS.selectionMode}[aria-pressed="false"]`,
  );
  if (!mode) return false;
  const href = item.dataset.href;
  mode.click();
  let tries = 0;
  const selectWhenDrawn = () => {
    // The same row, or the one drawn in its place.
    const row = item.isConnected
      ? item
      : shortcutItems().find((candidate) => href !== undefined && candidate.dataset.href === href);
    const drawn = row?.querySelector<HTMLElement>(SHORTCUT_TARGETS.select);
    if (drawn) drawn.click();
    else if (tries++ < 20) window.setTimeout(selectWhenDrawn, 25);
  };
  window.setTimeout(selectWhenDrawn, 0);
  return true;
}
