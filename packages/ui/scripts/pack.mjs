// Packs @app/domain and @app/ui into tarballs that install outside the workspace:
//   npm run pack:tarball -w @app/ui [-- --out <dir>] [-- --no-build] [-- --json]
// The workspace manifests export TypeScript source (what Vite, Vitest and tsc resolve in the monorepo); their
// `publishConfig` says what the packed package exports instead. npm applies publishConfig to registry settings
// only, so this script applies the rest itself: it builds each package (`npm run build`), copies the manifest's
// `files` into a staging folder, writes the publish manifest there and runs `npm pack` on that folder. The
// workspace package.json is never rewritten, so Vite and Vitest runs in parallel keep resolving source.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(uiDir, '..', '..');

/** The workspace packages packed together, dependencies first. */
const PACKAGES = [join(repoRoot, 'packages', 'domain'), uiDir];

// publishConfig keys that npm itself reads when publishing; every other key replaces the manifest field.
const NPM_PUBLISH_SETTINGS = new Set(['access', 'provenance', 'registry', 'tag']);

// Build output that is bookkeeping for this repo, not part of the package.
const STAGING_SKIP = [`${sep}.vite`];

/**
 * @typedef {object} Manifest
 * @property {string} name
 * @property {string} version
 * @property {string[]} [files]
 * @property {Record<string, string>} [scripts]
 * @property {Record<string, string>} [dependencies]
 * @property {Record<string, string>} [devDependencies]
 * @property {Record<string, string>} [peerDependencies]
 * @property {Record<string, unknown>} [publishConfig]
 */

/** @typedef {{ name: string, version: string, tarball: string, files: string[] }} PackedPackage */

/**
 * @param {string} dir
 * @returns {Manifest}
 */
function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {{ capture?: boolean }} [options]
 * @returns {string}
 */
function run(command, args, cwd, { capture = false } = {}) {
  // Build logs go to stderr so that `--json` leaves stdout to the summary.
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${relative(repoRoot, cwd) || '.'} (exit ${result.status})`,
    );
  }
  return result.stdout ?? '';
}

/**
 * The manifest as published: publishConfig applied (exports, peers...), workspace-only fields removed,
 * workspace dependency ranges pinned to the sibling's version, and peers no longer listed as dependencies.
 * @param {Manifest} manifest
 * @param {Map<string, string>} workspaceVersions
 * @returns {Record<string, unknown>}
 */
export function publishManifest(manifest, workspaceVersions) {
  const { scripts: _scripts, devDependencies: _dev, publishConfig = {}, ...rest } = manifest;
  /** @type {Record<string, unknown>} */
  const published = { ...rest };
  /** @type {Record<string, unknown>} */
  const npmSettings = {};
  for (const [key, value] of Object.entries(publishConfig)) {
    if (NPM_PUBLISH_SETTINGS.has(key)) npmSettings[key] = value;
    else published[key] = value;
  }
  if (Object.keys(npmSettings).length > 0) published.publishConfig = npmSettings;

  /** @type {Record<string, string>} */
  const dependencies = { .../** @type {Record<string, string> | undefined} */ (published.dependencies) };
  for (const [name, range] of Object.entries(dependencies)) {
    const version = workspaceVersions.get(name);
    if (version && !/^[\^~]?\d/.test(range)) dependencies[name] = `^${version}`;
  }
  const peers = /** @type {Record<string, string> | undefined} */ (published.peerDependencies);
  for (const name of Object.keys(peers ?? {})) delete dependencies[name];
  // Keys in the usual order, peers next to the dependencies, so the packed manifest reads like a hand-written one.
  const { peerDependencies, peerDependenciesMeta, ...others } = published;
  /** @type {Record<string, unknown>} */
  const ordered = {};
  for (const [key, value] of Object.entries({ ...others, dependencies })) {
    ordered[key] = value;
    if (key === 'dependencies' && peerDependencies) {
      ordered.peerDependencies = peerDependencies;
      if (peerDependenciesMeta) ordered.peerDependenciesMeta = peerDependenciesMeta;
    }
  }
  return ordered;
}

// `export * from './theme'` resolves under `moduleResolution: bundler` only; Node-style resolution (node16,
// nodenext) needs the file named. tsc keeps the specifiers as written, so they are completed here.
const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** @param {string} dir */
export function completeDeclarationSpecifiers(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const completed = source.replace(RELATIVE_SPECIFIER, (match, lead, quote, specifier) => {
      if (/\.(js|mjs|cjs|json)$/.test(specifier)) return match;
      const target = resolve(entry.parentPath, specifier);
      if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`;
      if (existsSync(join(target, 'index.d.ts'))) return `${lead}${quote}${specifier}/index.js${quote}`;
      throw new Error(`${relative(repoRoot, file)}: cannot resolve '${specifier}' to a declaration file`);
    });
    if (completed !== source) writeFileSync(file, completed);
  }
}

/**
 * @param {string} pkgDir
 * @param {Manifest} manifest
 * @param {Map<string, string>} workspaceVersions
 * @param {string} stagingRoot
 * @returns {string} the staging folder
 */
function stage(pkgDir, manifest, workspaceVersions, stagingRoot) {
  const staged = join(stagingRoot, manifest.name.replace(/^@/, '').replace('/', '-'));
  mkdirSync(staged, { recursive: true });
  for (const entry of manifest.files ?? []) {
    const source = join(pkgDir, entry);
    if (!existsSync(source))
      throw new Error(`${manifest.name}: '${entry}' (in "files") does not exist; build first`);
    cpSync(source, join(staged, entry), {
      recursive: true,
      filter: (path) => !STAGING_SKIP.some((skip) => path.includes(skip)),
    });
  }
  writeFileSync(
    join(staged, 'package.json'),
    `${JSON.stringify(publishManifest(manifest, workspaceVersions), null, 2)}\n`,
  );
  const dist = join(staged, 'dist');
  if (existsSync(dist)) completeDeclarationSpecifiers(dist);
  return staged;
}

/**
 * Builds and packs every package of {@link PACKAGES} into `outDir`; returns, per package, the tarball path and
 * the files it contains, as `npm pack --json` reports them.
 * @param {{ outDir: string, build?: boolean }} options
 * @returns {PackedPackage[]}
 */
export function packPackages({ outDir, build = true }) {
  mkdirSync(outDir, { recursive: true });
  const manifests = PACKAGES.map((dir) => ({ dir, manifest: readManifest(dir) }));
  const workspaceVersions = new Map(manifests.map(({ manifest }) => [manifest.name, manifest.version]));
  const stagingRoot = mkdtempSync(join(tmpdir(), 'app-pack-'));
  try {
    return manifests.map(({ dir, manifest }) => {
      if (build) run('npm', ['run', 'build', '--silent', '-w', manifest.name], repoRoot);
      const staged = stage(dir, manifest, workspaceVersions, stagingRoot);
      // --ignore-scripts: the staged manifest has no scripts, and the workspace `prepack` guard must not run.
      const [report] = JSON.parse(
        run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', outDir], staged, {
          capture: true,
        }),
      );
      return {
        name: manifest.name,
        version: manifest.version,
        tarball: join(outDir, report.filename),
        files: report.files.map((/** @type {{ path: string }} */ file) => file.path).sort(),
      };
    });
  } finally {
    rmSync(stagingRoot, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: join(repoRoot, '.tmp', 'packages') },
      'no-build': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const packed = packPackages({ outDir: resolve(values.out), build: !values['no-build'] });
  if (values.json) console.log(JSON.stringify(packed, null, 2));
  else
    for (const { tarball, files } of packed)
      console.log(`${relative(process.cwd(), tarball)} (${files.length} files)`);
}
