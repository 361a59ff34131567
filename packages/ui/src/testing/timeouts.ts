/**
 * How long a story waits for the rich text editor's first load: its chunk (Tiptap, about 500 KB) is transformed
 * on demand in the story browser, which takes seconds on a loaded 2-core machine.
 */
export const EDITOR_LOAD_MS = 15_000;
