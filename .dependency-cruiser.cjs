/**
 * The layers' import rules (docs/decisions/001-layout-and-imports.md), checked by `npm run lint`
 * (dependency-cruiser). Each rule names the decision it keeps.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports nothing of ours but domain/ (decision 001): no I/O, no clock, shared by the browser and Lambda.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(events|functions|infra|frontend|tests|scripts)/' },
    },
    {
      name: 'events-import-domain-only',
      comment: 'events/ is the catalogue the infra and the functions share: it imports domain/ (and types of functions/shared/permissions.ts).',
      severity: 'error',
      from: { path: '^events/' },
      to: { path: '^(infra|frontend|tests|scripts)/|^functions/(?!shared/permissions\\.ts$)' },
    },
    {
      name: 'functions-do-not-import-infra',
      comment: 'Lambda code never bundles the CDK app or the local cloud (decision 001).',
      severity: 'error',
      from: { path: '^functions/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(infra|frontend|tests|scripts)/' },
    },
    {
      name: 'frontend-imports-domain-only',
      comment: 'The site bundle carries no server code: frontend/src imports domain/ and itself only (decision 001).',
      severity: 'error',
      from: { path: '^frontend/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(events|functions|infra|tests|scripts|frontend/build)/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'bulletproof-react: what two features share lives in components/, lib/ or domain/; routes compose features (decision 001).',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'shared-ui-does-not-import-features',
      comment: 'components/ and lib/ are shared by every feature, so they depend on none.',
      severity: 'error',
      from: { path: '^frontend/src/(components|lib)/' },
      to: { path: '^frontend/src/(features|routes|admin|app)/' },
    },
    {
      name: 'no-barrel-files',
      comment: 'Each module is imported by its own path: barrels defeat tree-shaking and hide what a page loads (decision 001).',
      severity: 'error',
      from: {},
      to: { path: '(^|/)index\\.tsx?$', pathNot: '^node_modules/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and hides which module owns what. Types may refer to each other (erased at run time).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-test-code',
      comment: 'Production code never imports tests or their support code.',
      severity: 'error',
      from: { pathNot: '(^tests/|\\.test\\.tsx?$|-test-support\\.ts$)' },
      to: { path: '(^tests/|\\.test\\.tsx?$|-test-support\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^node_modules|^dist|^cdk\\.out|^\\.data)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
