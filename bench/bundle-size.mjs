// The gzip size of the JavaScript each route loads first: the entry chunk and everything it imports statically,
// plus the route's lazily loaded screen and its static imports. Read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/lib.mjs';

const dist = join(root, 'apps/web/dist');
const KB = 1024;

// route -> the modules it loads lazily (file names without extension: layout, screen), and its budget in KB gzip.
export const routeBudgets = [
  { route: '/auth/login', screens: ['Login'], budgetKb: 190 },
  { route: '/home', screens: ['PublicPageLayout', 'Home'], budgetKb: 190 },
  { route: '/dashboard', screens: ['signedInRoutes', 'MainLayout', 'Dashboard'], budgetKb: 250 },
];

export function routeFirstJs(manifest, screens) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The web build manifest has no entry chunk');
  const screenKeys = screens.map((screen) => {
    const key = Object.keys(manifest).find(
      (candidate) =>
        manifest[candidate].isDynamicEntry && basename(candidate).replace(/\.[jt]sx?$/, '') === screen,
    );
    if (!key) throw new Error(`No lazily loaded module named ${screen} in the web build`);
    return key;
  });
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const key of screenKeys) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function gzipKb(files) {
  return (
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / KB
  );
}

export function benchBundles() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  return routeBudgets.map(({ route, screens, budgetKb }) => {
    const kb = gzipKb(routeFirstJs(manifest, screens));
    return {
      name: `first JS of ${route} (KB gzip) vs budget`,
      measured: `${kb.toFixed(1)} KB / ${budgetKb} KB`,
      ratio: kb / budgetKb,
      target: '<= 1.00',
      ok: kb <= budgetKb,
    };
  });
}
