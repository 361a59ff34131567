// Import boundaries of ../shared/ARCHITECTURE.md, enforced inside `npm test`:
//   domain <- sdk, ui, server;  sdk + ui <- web;  nothing imports web or server;  ui never imports sdk;
//   server never imports sdk, ui or React;  domain depends on zod only;
//   a server module reaches another module (and the server's infrastructure reaches a module) through its index.ts.
//   Screens (apps/web/src/screens) never reach into another screen area, and use only a few layout and text
//   parts of @mui/material directly (docs/architecture.md, 'What a screen may import').

const SCREENS = '^apps/web/src/screens/';

// The area each top-level screen file belongs to, by the folder of helpers it may use. A top-level screen file
// not listed here is an area of its own and uses no folder.
const SCREEN_AREAS = {
  auth: [
    'AcceptInvitation',
    'AuthCallback',
    'EmailSent',
    'ForgotPassword',
    'JoinOrganization',
    'Login',
    'Register',
    'RegisterOptions',
    'RegisterOrganization',
    'ResetPassword',
    'VerifyEmail',
  ],
  dashboard: ['Dashboard', 'EnhancedOrganizationDashboard'],
  legal: ['Privacy', 'Terms'],
  org: [
    'DepartmentManagement',
    'OrganizationDepartments',
    'OrganizationTeamsList',
    'OrganizationUsers',
    'SecurityCompliance',
    'UserInvitation',
  ],
  projects: ['CreateProject', 'EditProject', 'ProjectDetails', 'ProjectsList'],
  tasks: ['CreateTask', 'EditTask', 'MyTasks', 'TaskCalendar', 'TaskDetails'],
};

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
    {
      name: 'screen-folder-stays-in-its-area',
      comment:
        'A screen folder is the private helpers of one area: it imports neither another area nor a screen file.',
      severity: 'error',
      from: { path: `${SCREENS}([^/]+)/` },
      to: { path: SCREENS, pathNot: `${SCREENS}$1/` },
    },
    {
      name: 'screen-files-are-separate',
      comment: 'A screen file never imports another screen file (its own test may import it).',
      severity: 'error',
      from: { path: `${SCREENS}([^/.]+)(\\.test)?\\.tsx?$` },
      to: { path: `${SCREENS}[^/]+\\.tsx?$`, pathNot: `${SCREENS}$1\\.tsx?$` },
    },
    ...Object.entries(SCREEN_AREAS).map(([area, screens]) => ({
      name: `only-${area}-screens-use-screens/${area}`,
      comment: `The helpers in screens/${area}/ belong to the ${area} screens: ${screens.join(', ')}.`,
      severity: 'error',
      from: { path: `${SCREENS}[^/]+$`, pathNot: `${SCREENS}(${screens.join('|')})(\\.test)?\\.tsx?$` },
      to: {
        path: `${SCREENS}${area}/`,
        // Goes once the last screen that imports it is rebuilt on @app/ui parts (issue 16).
        ...(area === 'projects' ? { pathNot: `${SCREENS}projects/shared\\.tsx$` } : {}),
      },
    })),
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
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-infrastructure-meets-modules-at-their-index',
      comment:
        "The server's infrastructure (app, realtime, cache, seed) reaches a module through its index.ts only.",
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/modules/[^/]+/', '\\.test\\.ts$', '^apps/server/src/test/'],
      },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
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
      to: { circular: true, dependencyTypesNot: ['type-only'] },
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
