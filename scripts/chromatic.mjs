// `npm run chromatic`: publishes the Storybook catalogue to Chromatic for visual review, built by
// `npm run build-storybook`. It needs the team's project token in CHROMATIC_PROJECT_TOKEN; without one it stops
// with a message instead of letting the CLI fail on an obscure prompt. Nothing in the tests reaches Chromatic:
// the committed reference screenshots (packages/ui/visual) are what `npm test` compares with.
import { run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'npm run chromatic: CHROMATIC_PROJECT_TOKEN is not set.',
      "Set it to your Chromatic project's token (Manage > Configure on chromatic.com) and run again:",
      '  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      'To review without Chromatic: `npm run build-storybook` builds the catalogue to storybook-static/, and the',
      'reference screenshots are in packages/ui/visual/__screenshots__/ (docs/packages.md).',
    ].join('\n'),
  );
  process.exit(1);
}

// The CLI reads the token from the environment; extra arguments (e.g. --only-changed) pass through.
process.exit(
  await run('npx', [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ]),
);
