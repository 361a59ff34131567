/// <reference types="node" />

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// The API (and its socket.io endpoint) runs beside the dev server; API_PORT moves it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

const WORKSPACE_SOURCE = /[\\/]packages[\\/](domain|sdk|ui)[\\/]src[\\/].*\.tsx?$/;

// The emergency sign-in (/public-login) is a static page of its own (public/public-login.html), as the server
// serves it: the dev server's SPA fallback would answer it with the app instead.
const emergencyLogin: Plugin = {
  name: 'emergency-login',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [pathname, search] = (request.url ?? '').split('?');
      if (pathname === '/public-login') request.url = `/public-login.html${search ? `?${search}` : ''}`;
      next();
    });
  },
};

// React Router's package exports only its development build (warnings and their texts included); a production
// build of the app takes the production one it ships beside it.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), emergencyLogin],
  resolve: {
    // The workspace packages resolve to their TypeScript source (docs/packages.md); Vite's defaults follow.
    conditions: ['@app/source', ...defaultClientConditions],
    alias:
      command === 'build' && mode === 'production'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : [],
  },
  // The same for the build-time prerender (`vite build --ssr src/prerender.tsx`).
  ssr: {
    resolve: { conditions: ['@app/source', ...defaultServerConditions] },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    // The bundle-size bench reads dist/.vite/manifest.json.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The workspace packages export TypeScript source with barrel indexes and have no import-time side
        // effects; saying so lets an import of one constant skip every schema and component it does not use.
        moduleSideEffects: (id) => (WORKSPACE_SOURCE.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // What every page needs whole is grouped: React with the router, the CSS-in-JS engine, and MUI's core
          // (its system, utils, theme and the few components every page draws). The parts of MUI most screens use
          // (lists, cards, chips, icon buttons, alerts) make a second group. Left to itself the bundler makes a
          // chunk per set of screens sharing a module: the signed-in dashboard's first load was 131 files, many
          // of a few hundred bytes, each a round trip over HTTP/1.1's six connections. With these groups it is 81
          // files and 25 KB gzip less, and the sign-in screen's 35 files weigh less than its 67 did
          // (docs/performance.md). The rest of MUI, and the icons, load with the screens that use them.
          groups: [
            {
              name: 'mui-core',
              test: /@mui[\\/](system|utils[\\/](?!useRovingTabIndex)|material[\\/](styles|utils|internal|Box|Typography|ButtonBase|Paper|Stack|CircularProgress|SvgIcon|Link|zero-styled|GlobalStyles|DefaultPropsProvider|InitColorSchemeScript|transitions|useLazyRipple)[\\/])/,
              priority: 12,
            },
            {
              name: 'mui-common',
              test: /@mui[\\/]material[\\/](Divider|IconButton|Card|CardContent|Grow|Fade|Collapse|Button|Alert|Portal|useMediaQuery|Grid|Container)[\\/]/,
              priority: 11,
            },
            {
              name: 'mui-lists',
              test: /@mui[\\/]material[\\/](List|ListItem|ListItemButton|ListItemIcon|ListItemText|ListItemSecondaryAction|Avatar|Toolbar|Chip|Skeleton|Badge)[\\/]/,
              priority: 11,
            },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: 'styles',
              test: /[\\/]node_modules[\\/](@emotion|@mui[\\/](styled-engine|private-theming)|stylis|@babel[\\/]runtime|hoist-non-react-statics|react-is|clsx|prop-types)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
