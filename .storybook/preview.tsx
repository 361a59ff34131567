import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { themeGlobalTypes, themeInitialGlobals, withAppTheme } from '@app/ui/testing';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

// A play function's findBy*/waitFor give up after 1 s by default; a loaded machine (CI runs the stories beside the
// rest of the suite) once took longer to open AppShell's phone drawer. 5 s for a slow right answer; a wrong one
// still fails.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
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
