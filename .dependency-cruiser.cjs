// Import boundaries of ../shared/ARCHITECTURE.md, enforced inside `npm test`:
//   domain <- sdk, ui, server;  sdk + ui <- web;  nothing imports web or server;  ui never imports sdk;
//   server never imports sdk, ui or React;  domain depends on zod only;
//   a server module reaches another module (and the server's infrastructure reaches a module) through its index.ts.
//   Screens live in area folders (apps/web/src/screens/<area>/), import only their own area's files, and use only
//   a few layout and text parts of @mui/material directly (docs/architecture.md, 'What a screen may import').

const SCREENS = '^apps/web/src/screens/';

// What a screen may take from @mui/material directly: layout primitives, text, buttons and inline messages.
// Cards, tabs, tables, steppers, pagination, progress, skeletons, dialogs, menus and inputs come from @app/ui.
const SCREEN_MUI_PARTS = [
  'Box',
  'Stack',
  'Grid',
  'Typography',
  'Button',
  'IconButton',
  'Link',
  'Divider',
  'Alert',
  'AlertTitle',
  'Chip',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // Every screen file sits in an area folder (screens/<area>/): a file directly in screens/ belongs to no area,
    // whether it imports, is imported or stands alone.
    ...[
      { from: { path: `${SCREENS}[^/]+$` }, to: {} },
      { from: {}, to: { path: `${SCREENS}[^/]+$` } },
      { from: { path: `${SCREENS}[^/]+$`, orphan: true }, to: {} },
    ].map((rule) => ({ name: 'screens-live-in-area-folders', severity: 'error', ...rule })),
    {
      name: 'screen-areas-stay-apart',
      comment:
        "A file in screens/<area>/ imports only its own area's files; what two areas share moves to @app/ui, @app/sdk or @app/domain.",
      severity: 'error',
      from: { path: `${SCREENS}([^/]+)/` },
      to: { path: SCREENS, pathNot: `${SCREENS}$1/` },
    },
    {
      name: 'screens-use-few-mui-parts',
      comment: `Screens take only ${SCREEN_MUI_PARTS.join(', ')} from @mui/material; the rest comes from @app/ui.`,
      severity: 'error',
      from: { path: SCREENS },
      to: {
        path: 'node_modules/@mui/material/',
        pathNot: `node_modules/@mui/material/(esm/|node/)?(${SCREEN_MUI_PARTS.join('|')})/`,
      },
    },
    {
      name: 'domain-depends-on-zod-only',
      comment: '@app/domain is the shared language: it may import zod and its own files, nothing else.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { pathNot: ['^packages/domain/', 'node_modules/zod/', '^zod$'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-imports-no-workspace',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(sdk|ui)|apps)/' },
    },
    {
      name: 'ui-never-imports-sdk',
      comment: '@app/ui is presentational: data and callbacks come in through props.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: ['^packages/sdk/', 'node_modules/(socket\\.io-client|ky)/'] },
    },
    {
      name: 'ui-never-imports-router',
      comment: 'Links reach @app/ui through the theme link component, so the design system works in any app.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: 'node_modules/react-router' },
    },
    {
      name: 'sdk-has-no-ui',
      severity: 'error',
      from: { path: '^packages/sdk/' },
      to: { path: ['^packages/ui/', 'node_modules/@mui/', 'node_modules/@emotion/'] },
    },
    {
      name: 'nothing-imports-web',
      severity: 'error',
      from: { pathNot: '^apps/web/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'nothing-imports-server',
      severity: 'error',
      from: { pathNot: '^apps/server/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-has-no-client-code',
      comment:
        'The server never imports @app/sdk, @app/ui or React. Its tests may drive it through the SDK, as a client does.',
      severity: 'error',
      from: { path: '^apps/server/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^packages/(sdk|ui)/', 'node_modules/(react|react-dom|@mui|@emotion)/'] },
    },
    {
      name: 'server-modules-meet-at-their-index',
      comment:
        "A server module (apps/server/src/modules/<name>/) uses another module only through that module's public index.ts (apps/server/README.md).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['\\.test\\.ts$', '\\.schema\\.ts$'] },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-module-schemas-meet-at-their-schemas',
      comment:
        "A module's tables (<name>.schema.ts) reference other modules' tables by foreign key: a schema file may import another module's schema file, and nothing else of it. Not through its index, which brings the module's routes and services (and a cycle back to the tables).",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/[^/]+\\.schema\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/[^/]+\\.schema\\.ts$'],
      },
    },
    {
      name: 'server-infrastructure-meets-modules-at-their-index',
      comment:
        "The server's infrastructure (app, realtime, cache, seed) reaches a module through its index.ts only.",
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '^apps/server/src/modules/[^/]+/',
          '\\.test\\.ts$',
          '^apps/server/src/test/',
          '^apps/server/src/db/schema\\.ts$',
        ],
      },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-schema-barrel-reads-schema-files',
      comment:
        "src/db/schema.ts re-exports every module's tables (the Drizzle client's schema): it may import modules' schema files, and nothing else of them.",
      severity: 'error',
      from: { path: '^apps/server/src/db/schema\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/[^/]+\\.schema\\.ts$',
      },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      // A cycle counts when every import in it stays at run time: a type-only import back (a values module typing
      // itself with its schema module's types) is erased by the compiler.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist(-ssr)?/', 'storybook-static', '(^|/)node_modules/\\.vite'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // @app/source first: inside the workspace the packages resolve to their source (docs/packages.md).
      conditionNames: ['@app/source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    combinedDependencies: true,
  },
};
