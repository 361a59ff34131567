// @app/domain, @app/sdk and @app/ui as another team gets them, made ready for e2e/packages.spec.ts: packed with
// plain `npm pack` (each package's `prepack` builds it) into .tmp/packages/tarballs, with npm's report of what
// each tarball holds in .tmp/packages/pack.json; @app/ui's size budget checked on that build; and the consumer
// app (e2e/consumer) copied to .tmp/packages/app, where plain npm installs the tarballs and the peers (outside
// the workspace: npm sees no workspaces and nothing links to the repository), and Vite builds it. The spec
// serves that build with `vite preview` against the suite's server.
//
// `npm test` runs this beside the production build, before the tests; the spec runs it itself when its output
// is missing (`npm run e2e` alone). It prints what it did and exits non-zero on the first failure.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

export const PACKAGES_DIR = join(root, '.tmp', 'packages');
export const PACKAGES = ['@app/domain', '@app/sdk', '@app/ui'];
// Peers and build tools the consumer brings itself, at the versions the workspace uses (the npm cache has them).
const CONSUMER_PACKAGES = [
  'react',
  'react-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
  'socket.io-client',
  'vite',
  '@vitejs/plugin-react',
];

function run(command, args, cwd, env = {}) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  } catch (error) {
    const { stdout, stderr } = error;
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

function installedVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

export function packPackages() {
  const begin = Date.now();
  rmSync(PACKAGES_DIR, { recursive: true, force: true });
  const tarballs = join(PACKAGES_DIR, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const output = run(
    'npm',
    ['pack', '--json', '--pack-destination', tarballs, ...PACKAGES.flatMap((name) => ['-w', name])],
    root,
  );
  // The `prepack` builds print first; npm's report is the JSON array that ends the output.
  const packed = JSON.parse(output.slice(output.search(/^\[$/m)));
  writeFileSync(join(PACKAGES_DIR, 'pack.json'), `${JSON.stringify(packed, null, 2)}\n`);
  console.log(`Packed ${packed.map((entry) => entry.filename).join(', ')}`);
  // The size budget of @app/ui's entry points, on the build that was just packed.
  process.stdout.write(run(process.execPath, ['packages/ui/scripts/size.mjs'], root));

  const app = join(PACKAGES_DIR, 'app');
  cpSync(join(root, 'e2e', 'consumer'), app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify({ name: 'packages-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  const specs = [
    ...packed.map((entry) => join(tarballs, entry.filename)),
    ...CONSUMER_PACKAGES.map((name) => `${name}@${installedVersion(name)}`),
  ];
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...specs], app);
  // The proxy target is the running server's, read when `vite preview` starts; the build only needs a value.
  run('npx', ['vite', 'build'], app, { API_ORIGIN: 'http://127.0.0.1:1' });
  writeFileSync(join(PACKAGES_DIR, 'ready'), `${new Date().toISOString()}\n`);
  console.log(
    `Installed and built the consumer app in ${app} (${((Date.now() - begin) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    packPackages();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
