// Opening the palette from elsewhere (the header's search button): an event on the window that the host mounted
// in every signed-in frame listens to. No shared state, so nothing stays open across sessions or tests.
const OPEN_EVENT = 'taskflow:open-command-palette';

/** Opens the command palette (the host loads its code on first use). */
export function openCommandPalette(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Calls `listener` whenever something asks for the palette; returns the unsubscribe. */
export function onOpenCommandPalette(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener);
  return () => window.removeEventListener(OPEN_EVENT, listener);
}

/** The palette's shortcut as this keyboard writes it, and in `aria-keyshortcuts` form. */
export function paletteShortcut(platform = typeof navigator === 'undefined' ? '' : navigator.platform): {
  label: string;
  keys: string;
} {
  return /Mac|iPhone|iPad|iPod/.test(platform)
    ? { label: '⌘K', keys: 'Meta+K' }
    : { label: 'Ctrl+K', keys: 'Control+K' };
}
