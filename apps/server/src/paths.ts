import { fileURLToPath } from 'node:url';

// This file sits directly in src/, and the bundle is dist/main.js (esbuild keeps import.meta.url pointing at the
// bundle), so in both modes one step up from the module reaches the package folder. Keep this file in src/.
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** drizzle-kit SQL migrations, committed with the package. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The web app built by Vite (apps/web/dist), the default WEB_DIST. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
