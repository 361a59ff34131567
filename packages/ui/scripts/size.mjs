// Size budget of the @app/ui entry points: `npm run size -w @app/ui` after `npm run build -w @app/ui`.
// An entry's size is the gzip size of its file plus every chunk it imports statically (the code an app pulls
// in with `import { X } from '@app/ui'` before tree-shaking); the externals (React, MUI, ...) are not in it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Budgets in KiB of gzip, per entry source. `index` measured 52 KiB with the first catalogue (about forty
 * components) and 70.2 KiB with the thirteen work-management components (forms, filters, members,
 * checklist, comments, to-dos, activity, profile pieces: about 1.4 KiB each), and 97.3 KiB (as the packed-package
 * test measures it) with the page parts and the organization workspace (member table,
 * department tree, branding editor with its live preview, invite, team, logo and dialog parts: about twenty-five
 * components), and 127.5 KiB with the finance and reports parts (ChartCard, the six analytics charts,
 * filters, export buttons, the gate, budget, expense, rate, access and credentials parts: about twenty components);
 * the budget leaves about a quarter for growth, so ordinary new components fit while a dependency bundled by mistake instead of staying external,
 * or an asset inlined into the JS, fails the check. Raise it on purpose, with the measured value in the commit
 * message.
 * @type {Record<string, number>}
 */
export const BUDGETS_KIB = { 'src/index.ts': 160 };

/** @param {string} file */
function gzipKib(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

/** @typedef {{ file: string, isEntry?: boolean, imports?: string[] }} ManifestChunk */

/**
 * Every entry of the Vite manifest with the gzip size of its static import closure.
 * @param {string} distDir
 */
export function measureEntries(distDir) {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run \`npm run build -w @app/ui\` first`);
  }
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([source, entry]) => {
      /** @type {Set<string>} */
      const files = new Set();
      /** @param {string} key */
      const visit = (key) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(source);
      const kib = [...files].reduce((sum, file) => sum + gzipKib(join(distDir, file)), 0);
      return {
        source,
        file: entry.file,
        files: [...files],
        gzipKiB: Number(kib.toFixed(2)),
        budgetKiB: BUDGETS_KIB[source],
      };
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: join(uiDir, 'dist') },
      json: { type: 'boolean', default: false },
    },
  });
  const entries = measureEntries(resolve(values.dist));
  let over = false;
  for (const entry of entries) {
    const verdict =
      entry.budgetKiB === undefined
        ? 'no budget'
        : entry.gzipKiB <= entry.budgetKiB
          ? `within the ${entry.budgetKiB} KiB budget`
          : `OVER the ${entry.budgetKiB} KiB budget`;
    over ||= entry.budgetKiB !== undefined && entry.gzipKiB > entry.budgetKiB;
    if (!values.json) {
      console.log(
        `${entry.file}: ${entry.gzipKiB.toFixed(2)} KiB gzip in ${entry.files.length} file(s), ${verdict}`,
      );
    }
  }
  if (values.json) console.log(JSON.stringify(entries, null, 2));
  process.exitCode = over ? 1 : 0;
}
