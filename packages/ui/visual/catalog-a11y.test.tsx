// Accessibility of the design system beyond the default look: every story named `Catalog` under src/components
// is rendered in Chromium in DARK mode with the emerald organization branding (the Storybook toolbar's 'Dark'
// and 'Emerald (full palette)'), its play function is run, and axe must find no violation on the page. The
// storybook project already checks every story in light mode with the default branding; colours derived from
// a brand and the dark scheme are where contrast bugs hide.
//   npx vitest run --project visual visual/catalog-a11y.test.tsx
import type { BrandingPresetName, StoryColorMode } from '@app/ui/testing';
import { composeStories, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterAll, describe, expect, test, vi } from 'vitest';
import preview from '../../../.storybook/preview';

/** The toolbar globals every Catalog is rendered with. */
const GLOBALS: { colorMode: StoryColorMode; branding: BrandingPresetName } = {
  colorMode: 'dark',
  branding: 'emerald',
};

// Stories that show relative dates compute them from "now": the same frozen clock as the screenshots.
const FIXED_NOW = new Date('2025-06-10T12:00:00Z');

// Rules the Storybook a11y addon leaves out for every story: a component on its own has no page landmarks.
const ADDON_DISABLED_RULES = ['region'];

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/** The `parameters.a11y` a story may set (the Storybook a11y addon's shape). */
interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: axe.Spec;
  options?: axe.RunOptions;
  context?: axe.ElementContext;
}

vi.useFakeTimers({ now: FIXED_NOW, toFake: ['Date'], shouldAdvanceTime: true });

// No motion: axe measures colours and positions, which a fading overlay or a sliding drawer would change.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
}
.MuiTouchRipple-root { display: none !important; }`;
document.head.append(freeze);

const storyModules = import.meta.glob<StoryModule>('../src/components/**/*.stories.tsx');

// The preview's decorators with the toolbar set to dark and emerald, as a person previewing would pick them.
const annotations = { ...preview, initialGlobals: { ...preview.initialGlobals, ...GLOBALS } };

const catalogs = (
  await Promise.all(
    Object.entries(storyModules).map(async ([path, load]) => {
      const module = await load();
      const { Catalog } = composeStories(module, annotations) as { Catalog?: ComposedStory };
      if (!Catalog) return undefined;
      const title = module.default?.title ?? path.split('/').at(-2) ?? path;
      return { title, Catalog };
    }),
  )
)
  .filter((catalog) => catalog !== undefined)
  .sort((a, b) => a.title.localeCompare(b.title));

const canvas = document.createElement('div');
canvas.dataset.testid = 'a11y-canvas';
document.body.append(canvas);

async function settle(): Promise<void> {
  await document.fonts.ready;
  // Two frames: effects that measure the layout, and the mode and branding applied in layout effects, have run.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** One line per failing element: the rule, what it asks for, where, and axe's account of the failure. */
function describeViolations(title: string, violations: axe.Result[]): string {
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  [${violation.id}] ${violation.help} — ${node.target.join(' ')}\n` +
        `    ${(node.failureSummary ?? '').replace(/\n\s*/g, '\n    ')}`,
    ),
  );
  return `${title} (${GLOBALS.colorMode}, ${GLOBALS.branding}) has ${violations.length} axe violation(s): ${violations
    .map((violation) => violation.id)
    .join(', ')}\n${lines.join('\n')}`;
}

/** Runs axe on the whole page (overlays are portalled to <body>), with the story's own a11y parameters. */
async function runAxe(parameters: A11yParameters | undefined): Promise<axe.Result[]> {
  const config = parameters?.config ?? {};
  axe.reset();
  axe.configure({
    ...config,
    rules: [...ADDON_DISABLED_RULES.map((id) => ({ id, enabled: false })), ...(config.rules ?? [])],
  });
  const context = parameters?.context ?? { include: document.body };
  const results = await axe.run(context, { ...parameters?.options, resultTypes: ['violations'] });
  return results.violations;
}

afterAll(() => {
  canvas.remove();
  axe.reset();
  vi.useRealTimers();
});

describe(`Catalog stories pass axe in ${GLOBALS.colorMode} mode with the ${GLOBALS.branding} branding`, () => {
  test('every Catalog story was found', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
    expect(catalogs.length).toBeGreaterThan(0);
  });

  for (const { title, Catalog } of catalogs) {
    const a11y = Catalog.parameters.a11y as A11yParameters | undefined;
    // A story that turns its accessibility check off in Storybook is left out here too.
    const skipped = a11y?.disable === true || a11y?.test === 'off';
    test.skipIf(skipped)(title, async () => {
      await Catalog.run({ canvasElement: canvas });
      await settle();
      // The colour scheme class MUI's CSS variables switch on: the run really is in the asked-for mode.
      expect(document.documentElement.classList).toContain(GLOBALS.colorMode);
      const violations = await runAxe(a11y);
      if (violations.length > 0) throw new Error(describeViolations(title, violations));
    });
  }
});
