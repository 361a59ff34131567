/// <reference types="node" />
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

export default defineConfig({
  plugins: [react(), emergencyLogin],
  // The workspace packages resolve to their TypeScript source (docs/packages.md); Vite's defaults follow.
  resolve: { conditions: ['@app/source', ...defaultClientConditions] },
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
          // Only what every page needs whole is grouped (React with the router, and the CSS-in-JS engine), so the
          // groups cache well across deploys without pulling code that only lazy screens use into the first load.
          // MUI's system and utils split by use: grouped, their pieces for menus, grids and containers came with
          // every page (about 2.5 KB gzip on the sign-in screen).
          groups: [
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
});
