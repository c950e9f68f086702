/**
 * The web's import rules (docs/ARCHITECTURE.md, "Web"), checked by `npm run lint:imports:web`, which
 * `npm test` runs: a forbidden import fails the tests.
 *
 *   ui/        the kit — imports no feature, no shell, no page
 *   features/  one folder per area; another area (or a page, the shell, the route table) imports it
 *              only through its public entry, features/<area>/index.ts; an area never imports the
 *              shell or a page
 *   shell/     the layout around every page
 *   pages/     one file per route
 * No import cycles anywhere in web/src, and nothing in web/ imports the API's code (api/): the rules both
 * sides use come from the workspace package @kapda/rules (packages/rules), by name.
 */
const FEATURE_ENTRY = '^src/features/[^/]+/index\\.ts$';
/** Stylesheets are bundled by the page that shows them; they are not code and carry no imports. */
const STYLESHEET = '\\.css$';

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
      name: 'no-api-code',
      severity: 'error',
      comment: 'The web shares rules with the API only through the shared-rules package (@kapda/rules), never by reaching into api/.',
      from: { path: '^(src|codegen)/' },
      to: { path: '^\\.\\./api/' },
    },
    {
      name: 'ui-is-the-kit',
      severity: 'error',
      comment: 'ui/ is the kit every layer uses; it knows nothing of features, the shell, pages or routes.',
      from: { path: '^src/ui/' },
      to: { path: ['^src/(features|shell|pages)/', '^src/(routes|main|apollo)\\.tsx?$'] },
    },
    {
      name: 'feature-through-its-entry',
      severity: 'error',
      comment: "Another area reaches a feature only through features/<area>/index.ts, never its internals.",
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', FEATURE_ENTRY, STYLESHEET] },
    },
    {
      name: 'pages-and-shell-use-feature-entries',
      severity: 'error',
      comment: 'Pages, the shell, the route table and tests of them use a feature only through its index.ts.',
      from: { path: '^src/', pathNot: '^src/features/' },
      to: { path: '^src/features/[^/]+/', pathNot: [FEATURE_ENTRY, STYLESHEET] },
    },
    {
      name: 'features-below-the-layout',
      severity: 'error',
      comment: 'A feature is placed by the shell and the pages, not the other way round (its tests may render whole pages).',
      from: { path: '^src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^src/(shell|pages)/', '^src/(routes|main)\\.tsx?$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^web/dist/', '^src/gql/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
