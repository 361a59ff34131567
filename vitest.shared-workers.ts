import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * A Node or jsdom project whose files share their worker (`isolate: false`): a worker imports the server, the
 * app or the components and sets up jsdom once for the files it runs, instead of once per file (3 to 5 s of a
 * server file, 1.5 to 3 s of a jsdom one). Files that cannot share a worker run in a project of their own,
 * `<name> (own process)`, with vitest's default isolation. A file belongs there when it changes what a module
 * holds for the rest of its process (`vi.resetModules`, `vi.mock`, an environment read once at import, a stub of
 * a global that other files' imports keep); docs/testing.md.
 */
export function sharedWorkers(
  project: TestProjectInlineConfiguration,
  ownProcess: readonly string[] = [],
): TestProjectInlineConfiguration[] {
  const test = project.test ?? {};
  const shared: TestProjectInlineConfiguration = {
    ...project,
    test: {
      ...test,
      isolate: false,
      exclude: [...configDefaults.exclude, ...(test.exclude ?? []), ...ownProcess],
    },
  };
  if (ownProcess.length === 0) return [shared];
  const isolated: TestProjectInlineConfiguration = {
    ...project,
    test: { ...test, name: `${test.name} (own process)`, include: [...ownProcess], isolate: true },
  };
  return [shared, isolated];
}
