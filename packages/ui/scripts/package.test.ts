// The packed @app/ui as a consumer gets it: built, packed with `npm pack` (scripts/pack.mjs), installed in a
// project outside the workspace, rendered from Node and typechecked against its declarations. The entry point
// is held to its gzip size budget (scripts/size.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(uiDir, '..', '..');

interface PackedPackage {
  name: string;
  version: string;
  tarball: string;
  files: string[];
}

interface Manifest {
  name: string;
  version: string;
  exports?: Record<string, string | Record<string, string>>;
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface EntrySize {
  source: string;
  file: string;
  gzipKiB: number;
  budgetKiB?: number;
}

// Third-party packages the consumer needs besides the dependencies of the two tarballs: React's types for tsc.
const CONSUMER_TYPES = ['@types/react', '@types/react-dom'];

let scratch: string;
let consumer: string;
let packed: Record<string, PackedPackage>;

/** Runs a Node script and returns its stdout; a failure carries the script's whole output. */
function node(script: string, args: string[], cwd = uiDir): string {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `node ${script} ${args.join(' ')} exited with ${result.status}:\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

function installedManifest(name: string): Manifest {
  return JSON.parse(readFileSync(join(consumer, 'node_modules', name, 'package.json'), 'utf8')) as Manifest;
}

function exportTargets(manifest: Manifest): string[] {
  return Object.values(manifest.exports ?? {}).flatMap((target) =>
    typeof target === 'string' ? [target] : Object.values(target),
  );
}

/** The packages a file imports by name: `react` for 'react/jsx-runtime', `@mui/material` for '@mui/material/Box'. */
function importedPackages(source: string): Set<string> {
  const names = new Set<string>();
  // A specifier has no white space, and `@import` in a message text is no import.
  for (const [, specifier] of source.matchAll(
    /(?:\bfrom\s*|(?<![@\w])import\s*\(?\s*)["']([^"'./\s][^"'\s]*)["']/g,
  )) {
    const parts = specifier!.split('/');
    names.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return names;
}

function linkFromWorkspace(name: string): void {
  const target = join(repoRoot, 'node_modules', name);
  if (!existsSync(target))
    throw new Error(`${name} is not installed in the workspace; run npm install at the root`);
  const link = join(consumer, 'node_modules', name);
  if (existsSync(link)) return;
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(target, link, 'dir');
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'app-ui-package-'));
  const tarballs = join(scratch, 'tarballs');
  const summary = JSON.parse(node('scripts/pack.mjs', ['--out', tarballs, '--json'])) as PackedPackage[];
  packed = Object.fromEntries(summary.map((entry) => [entry.name, entry]));

  // The consumer lives in the OS temp folder, where no workspace node_modules is reachable by walking up.
  consumer = join(scratch, 'consumer');
  mkdirSync(join(consumer, 'node_modules'), { recursive: true });
  const dependencies = Object.fromEntries(summary.map(({ name, tarball }) => [name, `file:${tarball}`]));
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'ui-consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  // The tarballs are unpacked exactly as npm installs them (its `package/` prefix stripped). Their third-party
  // dependencies are linked from the workspace instead of fetched: the suite runs offline, and a link resolves
  // to one real path, so React and MUI stay single instances just as npm's deduplication leaves them.
  for (const { name, tarball } of summary) {
    const target = join(consumer, 'node_modules', name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  }
  for (const { name } of summary) {
    const manifest = installedManifest(name);
    const thirdParty = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ];
    for (const dependency of thirdParty) if (!packed[dependency]) linkFromWorkspace(dependency);
  }
  for (const types of CONSUMER_TYPES) linkFromWorkspace(types);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed tarballs', () => {
  it.each(['@app/domain', '@app/ui'])('%s ships its build and declarations, and no source', (name) => {
    const { files } = packed[name]!;
    expect(files).toContain('package.json');
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files.filter((file) => /(^|\/)src\//.test(file))).toEqual([]);
    expect(files.filter((file) => /\.(stories|test)\.[jt]sx?$|\.mdx$|(^|\/)fixtures\b/.test(file))).toEqual(
      [],
    );
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('dist/.vite'))).toEqual([]);
  });

  it.each(['@app/domain', '@app/ui'])('%s exports only files that are in the tarball', (name) => {
    const manifest = installedManifest(name);
    const targets = exportTargets(manifest);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(packed[name]!.files).toContain(target.replace(/^\.\//, ''));
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.devDependencies).toBeUndefined();
  });

  it('@app/ui exports the library and the story decorators, with their types', () => {
    const { exports } = installedManifest('@app/ui');
    expect(exports?.['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(exports?.['./testing']).toEqual({
      types: './dist/testing/index.d.ts',
      import: './dist/testing.js',
    });
  });

  it('@app/ui depends on the packed @app/domain and leaves React, MUI and Emotion to the app as peers', () => {
    const workspace = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as Manifest;
    const manifest = installedManifest('@app/ui');
    expect(manifest.dependencies?.['@app/domain']).toBe(`^${packed['@app/domain']!.version}`);
    for (const peer of ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled']) {
      expect(manifest.dependencies).not.toHaveProperty(peer);
      // The peer range is the one the workspace develops against.
      expect(manifest.peerDependencies?.[peer]).toBe(workspace.dependencies?.[peer]);
    }
    expect(manifest.peerDependenciesMeta?.['@storybook/react-vite']?.optional).toBe(true);
  });

  it.each(['@app/domain', '@app/ui'])('%s declares every package its build imports', (name) => {
    const manifest = installedManifest(name);
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const undeclared = new Set<string>();
    for (const file of packed[name]!.files.filter((path) => path.endsWith('.js'))) {
      const source = readFileSync(join(consumer, 'node_modules', name, file), 'utf8');
      for (const imported of importedPackages(source)) if (!declared.has(imported)) undeclared.add(imported);
    }
    expect([...undeclared]).toEqual([]);
  });
});

describe('a project outside the workspace', () => {
  it('resolves both packages to the installed tarballs', () => {
    const script = `console.log(JSON.stringify(['@app/ui', '@app/ui/testing', '@app/domain'].map((name) => import.meta.resolve(name))));`;
    writeFileSync(join(consumer, 'resolve.mjs'), script);
    const resolved = JSON.parse(node('resolve.mjs', [], consumer)) as string[];
    const installed = realpathSync(join(consumer, 'node_modules'));
    expect(resolved.map((url) => realpathSync(fileURLToPath(url)))).toEqual([
      join(installed, '@app/ui/dist/index.js'),
      join(installed, '@app/ui/dist/testing.js'),
      join(installed, '@app/domain/dist/index.js'),
    ]);
  });

  it('renders a component from @app/ui inside its theme with react-dom/server', () => {
    writeFileSync(
      join(consumer, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { AppThemeProvider, LoadingScreen, createAppTheme } from '@app/ui';
import { StoryTheme, brandingPresets } from '@app/ui/testing';

const theme = createAppTheme({ branding: { primaryColor: '#0F766E' } });
console.log(JSON.stringify({
  app: renderToString(h(AppThemeProvider, { theme }, h(LoadingScreen))),
  story: renderToString(h(StoryTheme, { mode: 'dark', branding: 'default' }, h(LoadingScreen, { label: 'Packed and installed' }))),
  presets: Object.keys(brandingPresets),
}));
`,
    );
    const output = JSON.parse(node('render.mjs', [], consumer)) as {
      app: string;
      story: string;
      presets: string[];
    };
    expect(output.app).toContain('Loading...');
    expect(output.app).toMatch(/role="status"/);
    expect(output.story).toContain('Packed and installed');
    expect(output.presets).toContain('default');
  });

  it('typechecks against the packed declarations with Node ESM resolution', () => {
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['consumer.tsx'],
      }),
    );
    // Each @ts-expect-error fails the check if the type it probes collapsed to `any`, i.e. was not resolved.
    writeFileSync(
      join(consumer, 'consumer.tsx'),
      `import type { Branding } from '@app/domain';
import { createAppTheme, LoadingScreen, type LoadingScreenProps } from '@app/ui';
import { StoryTheme, withAppTheme } from '@app/ui/testing';

const props: LoadingScreenProps = { label: 'Loading...', fullPage: true };
// @ts-expect-error the label is a string
const wrongProps: LoadingScreenProps = { label: 42 };
const branding: Partial<Branding> = { primaryColor: '#0F766E' };
// @ts-expect-error the primary colour is a string
const wrongBranding: Partial<Branding> = { primaryColor: 42 };
// @ts-expect-error the colour mode is 'light' or 'dark'
const wrongMode = <StoryTheme mode="sepia" branding="default" />;

export const element = (
  <StoryTheme mode="light" branding="default">
    <LoadingScreen {...props} />
  </StoryTheme>
);
export const theme = createAppTheme({ branding });
export { withAppTheme, wrongBranding, wrongMode, wrongProps };
`,
    );
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    node(tsc, ['-p', join(consumer, 'tsconfig.json')], consumer);
  });
});

describe('the size budget', () => {
  it('keeps the index entry point within its gzip budget', () => {
    const entries = JSON.parse(node('scripts/size.mjs', ['--json'])) as EntrySize[];
    const index = entries.find((entry) => entry.source === 'src/index.ts');
    expect(index?.budgetKiB).toBeDefined();
    console.log(
      `@app/ui ${index!.file}: ${index!.gzipKiB.toFixed(2)} KiB gzip (budget ${index!.budgetKiB} KiB)`,
    );
    expect(index!.gzipKiB).toBeLessThanOrEqual(index!.budgetKiB!);
  });
});
