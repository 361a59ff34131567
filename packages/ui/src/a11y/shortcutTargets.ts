// What the app's keyboard shortcuts act on, marked in the DOM by the components that draw it: the app's key
// handler finds them by these selectors, so the screens between them need not pass anything on.

/** Selectors of the elements the keyboard shortcuts act on. */
export const SHORTCUT_TARGETS = {
  /** A row of a list or a card of a board that `J`/`K` move between; `data-href` is where it leads. */
  item: '[data-shortcut-item]',
  /** Inside an item, the element that takes the focus (the row's link, the card's face). */
  focus: '[data-shortcut-focus]',
  /** Inside an item, its checkbox that selects it for a bulk change (`X`). */
  select: '[data-shortcut="select"]',
  /** A list's button that turns the selection of its rows on (`aria-pressed`), pressed by `X` when it is off. */
  selectionMode: '[data-shortcut="selection-mode"]',
  /** A list's search field (`/`). */
  filter: '[data-shortcut="filter"]',
} as const;
