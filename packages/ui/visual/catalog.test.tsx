// Visual regression of the design system: every story named `Catalog` under src/components (every variant and
// state of a component side by side) is rendered in Chromium, in light mode with the default branding, and
// compared with its committed reference in visual/__screenshots__/catalog.test.tsx/. New catalogs are picked up
// by the glob below; their first run writes the reference. After an intended change:
//   npx vitest run --project visual --update
import { composeStories, type composeStory } from '@storybook/react-vite';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import { MAX_CAPTURE_HEIGHT, VISUAL_VIEWPORT } from './viewport';

/** Share of pixels allowed to differ: sub-pixel anti-aliasing noise passes, a changed colour or spacing fails. */
const ALLOWED_MISMATCHED_PIXEL_RATIO = 0.001;

// Stories that show relative dates compute them from "now": freeze the clock before any story module loads.
const FIXED_NOW = new Date('2025-06-10T12:00:00Z');

// The default branding's typeface (Inter, from .storybook/preview) in every weight the theme uses; text laid
// out in a fallback font would move every glyph.
const FONT_FACES = ['400 16px Inter', '500 16px Inter', '600 16px Inter', '700 16px Inter'];

// Storybook's `padded` layout, which the portable story does not apply by itself.
const PADDED = '1rem';
// Room below the lowest overlay for its shadow.
const OVERLAY_MARGIN = 16;

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

vi.useFakeTimers({ now: FIXED_NOW, toFake: ['Date'], shouldAdvanceTime: true });

// No motion, no blinking caret, and no click ripples: a ripple left by a play function's click fades out on a
// timer, so the shot would depend on when it is taken.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}
.MuiTouchRipple-root { display: none !important; }`;
document.head.append(freeze);

const storyModules = import.meta.glob<StoryModule>('../src/components/**/*.stories.tsx');

const catalogs = (
  await Promise.all(
    Object.entries(storyModules).map(async ([path, load]) => {
      const module = await load();
      const { Catalog } = composeStories(module, preview) as { Catalog?: ComposedStory };
      if (!Catalog) return undefined;
      const title = module.default?.title ?? path.split('/').at(-2) ?? path;
      return { title, Catalog };
    }),
  )
)
  .filter((catalog) => catalog !== undefined)
  .sort((a, b) => a.title.localeCompare(b.title));

const canvas = document.createElement('div');
canvas.dataset.testid = 'visual-canvas';
// A block formatting context, so that the margins of the story's first and last elements stay inside the shot.
canvas.style.display = 'flow-root';
document.body.append(canvas);

/** A file name for the reference: 'Feedback/LoadingScreen' -> 'Feedback-LoadingScreen'. */
function screenshotName(title: string): string {
  return title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

async function settle(): Promise<void> {
  await Promise.all(FONT_FACES.map((font) => document.fonts.load(font)));
  await document.fonts.ready;
  // Two frames: effects that measure the layout (tab indicators, truncation) have run before the capture.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // A log that follows its newest entry (the chat) sits at the bottom of a content height that may be fractional,
  // and Chromium rounds that offset either way from run to run: one whole pixel above the bottom is the same every
  // time, and the log, seeing the reader 'scroll up', stays there.
  let moved = false;
  for (const log of canvas.querySelectorAll<HTMLElement>('[role="log"]')) {
    const bottom = log.scrollHeight - log.clientHeight;
    if (bottom > 1) {
      log.scrollTop = Math.floor(bottom) - 1;
      moved = true;
    }
  }
  if (moved) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * The bottom edge of the overlays on the page: what MUI portals to the end of <body> (menus, popovers, dialogs)
 * and what is positioned against the viewport (a toast stack, a floating button). Neither is inside the canvas's
 * own box. Content scrolled inside a container is not an overlay, and 1px screen-reader live regions are skipped.
 */
function overlayBottom(): number {
  const overlays = [
    ...[...document.body.children].filter((element) => element !== canvas),
    ...[...canvas.querySelectorAll('*')].filter((element) => getComputedStyle(element).position === 'fixed'),
  ];
  let bottom = 0;
  for (const element of overlays) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 1 && rect.height > 1) bottom = Math.max(bottom, rect.bottom);
  }
  return Math.ceil(bottom);
}

afterAll(() => {
  canvas.remove();
  vi.useRealTimers();
});

describe('Catalog stories match their reference screenshots', () => {
  test('every story file under src/components was loaded', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
  });

  for (const { title, Catalog } of catalogs) {
    test(title, async () => {
      canvas.style.padding = Catalog.parameters.layout === 'fullscreen' ? '0' : PADDED;
      canvas.style.minHeight = '';
      // Renders with the preview's decorators and globals (light mode, default branding), then runs the play
      // function, so the shot shows the state the story ends in.
      await page.viewport(VISUAL_VIEWPORT.width, VISUAL_VIEWPORT.height);
      await Catalog.run({ canvasElement: canvas });
      await settle();
      // The shot is the canvas's box on the page: stretched down to the lowest overlay, it takes those in too.
      const bottom = overlayBottom();
      if (bottom > Math.ceil(canvas.getBoundingClientRect().bottom)) {
        canvas.style.minHeight = `${bottom + OVERLAY_MARGIN}px`;
        await settle();
      }
      // Content below the iframe's edge is not painted: a taller Catalog gets an iframe as tall as itself.
      const height = Math.ceil(canvas.getBoundingClientRect().height);
      if (height > MAX_CAPTURE_HEIGHT) {
        throw new Error(
          `${title} is ${height}px tall; split it so that each Catalog is at most ${MAX_CAPTURE_HEIGHT}px`,
        );
      }
      if (height > VISUAL_VIEWPORT.height) {
        await page.viewport(VISUAL_VIEWPORT.width, height);
        await settle();
      }
      await expect(canvas).toMatchScreenshot(screenshotName(title), {
        // Two equal shots in a row make a stable one; a loaded machine (CI, beside the rest of the suite) once
        // needed more than the default 5 s for the chat widget's.
        timeout: 20_000,
        comparatorName: 'pixelmatch',
        comparatorOptions: { allowedMismatchedPixelRatio: ALLOWED_MISMATCHED_PIXEL_RATIO },
      });
    });
  }
});
