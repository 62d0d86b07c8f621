/**
 * The project's architecture as rules `pnpm lint` enforces (dependency-cruiser; README.md, and for the
 * server apps/server/README.md, "Adding a domain"): imports only run downward, no circles, a server
 * domain reaches another only through its index.ts (its handlers are in routes.ts, which only
 * domains.ts imports), packages never lean on apps.
 */

// A server domain: any folder of src/ but the plumbing below the domains (http, db, i18n, shared: the
// short-lived state several instances share), the test helpers and the sites the app serves beside the
// contract (site/).
const serverDomain = '^apps/server/src/(?!(?:http|db|i18n|shared|site|test)/)([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import circle: break it where it starts, usually by moving a shared type or helper below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-not-apps',
      comment: 'A package serves the apps; it never imports one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'ui-no-api-client',
      comment: 'packages/ui is presentational: no API client, no fetching library.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: ['^packages/api-client/', 'node_modules/openapi-fetch/'] },
    },
    {
      name: 'apps-not-each-other',
      comment: "An app never imports another app's source; share through a package (or a protocol).",
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: {
        path: '^apps/',
        // The server mounts the house vendor and the payment sandbox in-process, through their package entries.
        pathNot: ['^apps/$1/', '^apps/(house-vendor|payment-sandbox)/src/index\\.ts$'],
      },
    },
    {
      name: 'domains-list-only-from-app',
      comment:
        'src/domains.ts lists every domain; only app.ts mounts them. The Domain type is in http/domain.ts.',
      severity: 'error',
      from: { pathNot: '^apps/server/src/app\\.ts$' },
      to: { path: '^apps/server/src/domains\\.ts$' },
    },
    {
      name: 'domain-through-index',
      comment:
        "A server domain imports another domain only through that domain's index.ts, its public surface " +
        '(types, plain functions); tests may reach in to set up a case.',
      severity: 'error',
      from: { path: `${serverDomain}`, pathNot: '\\.test\\.ts$' },
      to: { path: serverDomain, pathNot: ['^apps/server/src/$1/', '^apps/server/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'domain-routes-only-from-list',
      comment:
        "A domain's routes.ts (its Domain: the handlers and plugin) is imported only by src/domains.ts, so " +
        "no domain leans on another's handlers and what they import.",
      severity: 'error',
      from: { pathNot: ['^apps/server/src/domains\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^apps/server/src/[^/]+/routes\\.ts$' },
    },
    {
      name: 'domain-index-thin',
      comment:
        "A domain's index.ts is its public surface and holds no Domain (handlers, plugin: routes.ts): an " +
        'index that imported half the app would close a circle with every domain that imports it. ' +
        'registration and deposits still hold theirs in index.ts, until the branches changing them merge.',
      severity: 'error',
      from: {
        path: '^apps/server/src/[^/]+/index\\.ts$',
        pathNot: '^apps/server/src/(registration|deposits)/index\\.ts$',
      },
      to: { path: '^apps/server/src/http/domain\\.ts$' },
    },
    {
      name: 'server-floors-downward',
      comment:
        'Shared plumbing (http, db, i18n, shared) sits below the domains and the app: it never imports them.',
      severity: 'error',
      // Tests and the fuzz suites may reach up to set up a case.
      from: {
        path: '^apps/server/src/(http|db|i18n|shared)/',
        pathNot: ['\\.test\\.ts$', '^apps/server/src/http/fuzz/'],
      },
      to: { path: [serverDomain, '^apps/server/src/[^/]+\\.ts$'], pathNot: '^apps/server/src/config\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', 'storybook-static', '\\.gen\\.ts$', '/generated/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
