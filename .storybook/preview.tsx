import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { themeGlobalTypes, themeInitialGlobals, withAppTheme } from '@app/ui/testing';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { preloadTooltip } from '../packages/ui/src/components/LazyTooltip';

// Dialogs, drawers and menus load their code when first opened (docs/architecture.md); in a cold test run on a
// busy machine that can take longer than Testing Library's default second to show. Five seconds, as e2e waits.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // MUI's Tooltip is loaded before each story renders. A LazyTooltip whose Tooltip arrives after the first render
  // mounts its child again inside it: a play function's click on the child in between was lost (UserMenu's
  // 'Sign Out' failed a CI run when the module loaded slowly). LazyTooltip's own tests cover the late arrival.
  loaders: [
    async () => {
      await preloadTooltip();
      return {};
    },
  ],
  // Colour mode, branding preset and currency come from the toolbar (see Welcome); stories read the currency
  // with `useStoryCurrency()` from @app/ui/testing.
  decorators: [withAppTheme],
  globalTypes: themeGlobalTypes,
  initialGlobals: themeInitialGlobals,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // The theme paints the canvas (CssBaseline), so Storybook's own backgrounds would only hide contrast bugs.
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /(At|Date)$/ } },
    // Any axe violation fails the story's test, in the Storybook UI and in `vitest --project storybook`.
    a11y: { test: 'error' },
  },
};

export default preview;
