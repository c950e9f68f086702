/**
 * The API's import rules (docs/ARCHITECTURE.md, "API"), checked by `npm run lint:imports:api`, which
 * `npm test` runs: a forbidden import fails the tests.
 *
 *   kernel/    request context, errors, access, dialect, the service registry, the REST and seed
 *              contracts — the floor: it imports no domain and no adapter
 *   modules/   one folder per domain; imports the kernel and other domains, never an adapter
 *   http/, graphql/   the adapters: they turn requests into calls on the domains
 *   services.ts, boot.ts, main.ts, seed/, cli/   composition and entry points
 * No import cycles anywhere in api/src (type-only imports count).
 */
const ADAPTERS = '^src/(http|graphql)/';
const COMPOSITION = ['^src/(services|boot|main)\\.ts$', '^src/(seed|cli)/'];

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which module is the lower layer.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'kernel-is-the-floor',
      severity: 'error',
      comment: 'The kernel is below every domain and adapter: it may use config, infra and the logger, nothing else of ours.',
      from: { path: '^src/kernel/' },
      to: { path: '^src/', pathNot: ['^src/kernel/', '^src/(config|logger)\\.ts$', '^src/infra/'] },
    },
    {
      name: 'domains-below-the-adapters',
      severity: 'error',
      comment: 'A domain never imports HTTP, GraphQL plumbing or the composition root; the adapters call the domains.',
      from: { path: '^src/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: [ADAPTERS, ...COMPOSITION] },
    },
    {
      name: 'no-express-in-domains',
      severity: 'error',
      comment: 'Domains declare REST routes as data (kernel/rest.ts); only http/ speaks express.',
      from: { path: '^src/(modules|kernel)/' },
      to: { path: 'node_modules/express/' },
    },
    {
      name: 'adapters-not-composition',
      severity: 'error',
      comment: 'The adapters receive the services; they never build them (services.ts) or start the store.',
      from: { path: ADAPTERS },
      to: { path: COMPOSITION },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.cjs', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
