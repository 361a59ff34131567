// `npm run typecheck`: `tsc -b` over the root tsconfig.json, the solution that references every TypeScript project
// of the repository. Each project is checked once: @app/domain, @app/sdk and @app/ui's components are composite
// projects that write declarations to .tmp/tsbuild/, and the projects that use them read those declarations
// instead of checking the packages' sources again (about four minutes of one-at-a-time `tsc -p` runs, each checking
// the sources of every package it imports, became one build of about a quarter of the CPU time). Unchanged
// projects are skipped on a second run (tsbuildinfo in .tmp/tsbuild/); `--force` (what `npm test` passes) checks
// every project again, as on a fresh clone, since tsc -b does not notice a change under node_modules.
//
// Before building, it proves the solution honest: every file of every project a workspace's own `typecheck`
// script names (`tsc -p <project>`, so `npm run typecheck -w <workspace>` still checks its sources alone), and of
// e2e/ and .storybook/, belongs to a project of the solution. A new project or a new tsconfig include that the
// solution misses fails here, by name, instead of going unchecked.
// It prints tsc's own errors, then 'typecheck: ok|FAILED (N files, N s)'.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const solution = join(root, 'tsconfig.json');

/** The root files a tsconfig resolves to (its include/exclude/files, after `extends`), and its references. */
function parse(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error(`cannot read ${relative(root, configPath)}`);
  return {
    files: parsed.fileNames.map((file) => resolve(file)),
    references: (parsed.projectReferences ?? []).map((reference) =>
      reference.path.endsWith('.json') ? reference.path : join(reference.path, 'tsconfig.json'),
    ),
  };
}

/** Every project the workspaces' `typecheck` scripts name, then e2e/ and .storybook/. */
function namedProjects() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const workspaceDirs = workspaces.flatMap((pattern) => {
    const parent = pattern.replace(/\/\*$/, '');
    return readdirSync(join(root, parent))
      .sort()
      .map((name) => join(parent, name))
      .filter((dir) => existsSync(join(root, dir, 'package.json')));
  });
  const projects = workspaceDirs.flatMap((workspace) => {
    const script =
      JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts?.typecheck ?? '';
    return [...script.matchAll(/tsc (?:-p|--project|-b|--build) (\S+)/g)].map((match) =>
      join(root, workspace, match[1]),
    );
  });
  projects.push(join(root, 'e2e'), join(root, '.storybook'));
  return projects.map((project) => (project.endsWith('.json') ? project : join(project, 'tsconfig.json')));
}

function solutionFiles() {
  const covered = new Set();
  const seen = new Set();
  const visit = (configPath) => {
    if (seen.has(configPath)) return;
    seen.add(configPath);
    const { files, references } = parse(configPath);
    for (const file of files) covered.add(file);
    for (const reference of references) visit(reference);
  };
  visit(solution);
  return covered;
}

const covered = solutionFiles();
const missing = namedProjects().flatMap((project) =>
  parse(project)
    .files.filter((file) => !covered.has(file))
    .map((file) => `${relative(root, file)} (in ${relative(root, project)})`),
);
if (missing.length > 0) {
  console.error(
    `typecheck: the root tsconfig.json solution does not check these files, which a project's own tsconfig does:\n  ${missing.join('\n  ')}\n` +
      `Add the project to the solution's references (a tsconfig.check.json next to it: see ${relative(root, dirname(solution)) || '.'}/tsconfig.json).`,
  );
  console.log('typecheck: FAILED');
  process.exit(1);
}

const started = Date.now();
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const force = process.argv.includes('--force') ? ['--force'] : [];
const child = spawn(process.execPath, [tsc, '-b', solution, '--pretty', ...force], {
  cwd: root,
  stdio: 'inherit',
});
// `npm test` stops this script when another step fails first.
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  const failed = code !== 0 || signal !== null;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`typecheck: ${failed ? 'FAILED' : 'ok'} (${covered.size} files, ${seconds} s)`);
  process.exit(failed ? 1 : 0);
});
