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
      to: { path: '^(contracts|events|functions|infra|frontend|tests|scripts)/' },
    },
    {
      name: 'contracts-import-domain-only',
      comment: 'contracts/ is what the browser and the server share of the API (routes, error codes): it imports domain/ and itself only (decision 041).',
      severity: 'error',
      from: { path: '^contracts/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(events|functions|infra|frontend|tests|scripts)/' },
    },
    {
      name: 'pages-import-their-areas-routes',
      comment: 'A page imports its area\'s routes (contracts/routes/<area>.ts), never every route: the public pages\' JS is budgeted (decision 041).',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: '^contracts/routes/all\\.ts$' },
    },
    // The business areas of domain/ (decision 040) stand in layers: shared, then pricing, then
    // booking, then site and payments, then content, commerce and the portal, then people. An area
    // imports only the layers below it; what two layers share lives in the lower one (decision 050).
    // Tests may cross areas.
    {
      name: 'domain-shared-is-the-base',
      comment: 'domain/shared (dates, money, zod, text, errors) imports no business area (decision 040).',
      severity: 'error',
      from: { path: '^domain/shared/', pathNot: '\\.test\\.ts$' },
      to: { path: '^domain/(?!shared/)' },
    },
    {
      name: 'domain-pricing-below-booking',
      comment: 'Pricing knows nothing of bookings, pages or people (decision 040).',
      severity: 'error',
      from: { path: '^domain/pricing/', pathNot: '\\.test\\.ts$' },
      to: { path: '^domain/(booking|site|payments|content|commerce|portal|people)/' },
    },
    {
      name: 'domain-booking-below-payments',
      comment: 'Booking uses pricing and shared only (decision 040).',
      severity: 'error',
      from: { path: '^domain/booking/', pathNot: '\\.test\\.ts$' },
      to: { path: '^domain/(site|payments|content|commerce|portal|people)/' },
    },
    {
      name: 'domain-site-and-payments-below-pages',
      comment: 'Site facts and payments use booking, pricing and shared (decision 040).',
      severity: 'error',
      from: { path: '^domain/(site|payments)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^domain/(site|payments|content|commerce|portal|people)/', pathNot: '^domain/$1/' },
    },
    {
      name: 'domain-content-commerce-portal-apart',
      comment: 'Content, commerce and the portal do not import each other or people (decision 040).',
      severity: 'error',
      from: { path: '^domain/(content|commerce|portal)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^domain/(content|commerce|portal|people)/', pathNot: '^domain/$1/' },
    },
    {
      name: 'events-import-domain-only',
      comment: 'events/ is the catalogue the infra and the functions share: it imports domain/ (and types of functions/platform/permissions.ts).',
      severity: 'error',
      from: { path: '^events/' },
      to: { path: '^(infra|frontend|tests|scripts)/|^functions/(?!platform/permissions\\.ts$)' },
    },
    // functions/ by role (decision 047): the handlers (http, consumers, scheduled, media, and queues
    // for the site publisher's queue, decision 087) call the use cases of app/<area>; an adapter
    // (adapters/<service>) talks to one outside service; the platform is the plumbing every
    // handler uses. Tests may cross.
    {
      name: 'adapters-serve-the-use-cases',
      comment: 'An adapter imports domain/, events/, contracts/, the platform and other adapters: never a use case or a handler (decision 047).',
      severity: 'error',
      from: { path: '^functions/adapters/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/(app|http|consumers|scheduled|media|queues)/' },
    },
    {
      name: 'platform-imports-no-use-case',
      comment: "The platform (handler wrappers, sessions, config) imports no use case, and of the handlers only the route table's types (decision 047).",
      severity: 'error',
      from: { path: '^functions/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/(app|consumers|scheduled|media|queues)/|^functions/http/(?!routes\\.ts$)' },
    },
    {
      name: 'use-cases-import-no-handler',
      comment: 'A use case imports domain/, events/, contracts/, adapters and the platform, never a handler: handlers call use cases (decision 047).',
      severity: 'error',
      from: { path: '^functions/app/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/(http|consumers|scheduled|media|queues)/' },
    },
    // An app area imports app/shared (the e-mails' frame and sending) and only the areas named for
    // it below, each a layer below it in domain/ (decision 040). The modules named in `pathNot` are
    // today's imports against the layers, to be undone, never added to.
    {
      name: 'app-shared-is-the-base',
      comment: 'app/shared (the e-mail frame, staff templates, sending) imports no area (decision 047).',
      severity: 'error',
      from: { path: '^functions/app/shared/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/app/(?!shared/)' },
    },
    {
      name: 'app-pricing-content-site-alone',
      comment: 'The pricing, content and site use cases import no other area (decision 047).',
      severity: 'error',
      from: { path: '^functions/app/(pricing|content|site)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/app/(?!shared/)', pathNot: '^functions/app/$1/' },
    },
    {
      name: 'app-booking-uses-pricing',
      comment: "Booking uses pricing; saving a quote attributes it to a partner (commerce's attribution) and the quote page shows the split (payments' share view) (decision 047).",
      severity: 'error',
      from: { path: '^functions/app/booking/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/app/(?!shared/|booking/|pricing/)', pathNot: '^functions/app/(commerce/attribution|payments/share-view)\\.ts$' },
    },
    {
      name: 'app-payments-uses-booking',
      comment: "Payments use booking's changes and events; the saved card's consent words read the business facts (site) (decision 047).",
      severity: 'error',
      from: { path: '^functions/app/payments/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/app/(?!shared/|payments/|booking/)', pathNot: '^functions/app/site/business-facts\\.ts$' },
    },
    {
      name: 'app-portal-uses-booking-payments-pricing-site',
      comment: "The portal's trip page, moves and cancellations use booking, payments, pricing and the business facts (decision 047).",
      severity: 'error',
      from: { path: '^functions/app/portal/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/app/(?!shared/|portal/|booking/|payments/|pricing/|site/)' },
    },
    {
      name: 'app-commerce-uses-booking',
      comment: 'Projects link quotes and bookings by reference (booking) (decision 047).',
      severity: 'error',
      from: { path: '^functions/app/commerce/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/app/(?!shared/|commerce/|booking/)' },
    },
    {
      name: 'app-people-uses-site',
      comment: "People's e-mails read the business facts (site) (decision 047).",
      severity: 'error',
      from: { path: '^functions/app/people/', pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/app/(?!shared/|people/|site/)' },
    },
    {
      name: 'functions-do-not-import-infra',
      comment: 'Lambda code never bundles the CDK app or the local cloud (decision 001).',
      severity: 'error',
      from: { path: '^functions/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(infra|tests|scripts)/' },
    },
    {
      // Decision 093: a page a function renders is the site's page, so the handler takes the
      // site's server entry for it (as the prerenderer does) and nothing else of the frontend.
      name: 'only-pages-render-the-site',
      comment: 'Only the page handlers (functions/http/pages/) import the frontend, and only its server entries and their data types (decision 093).',
      severity: 'error',
      from: { path: '^functions/', pathNot: '(\\.test\\.ts$|^functions/http/pages/)' },
      to: { path: '^frontend/' },
    },
    {
      name: 'pages-import-the-site-s-server-entries',
      comment: 'A page handler imports a server entry of the site (frontend/src/entry-*-server.tsx) and the data it renders, nothing else of the frontend (decision 093).',
      severity: 'error',
      from: { path: '^functions/http/pages/', pathNot: '\\.test\\.ts$' },
      to: { path: '^frontend/', pathNot: '^frontend/src/(entry-[a-z-]+-server\\.tsx|features/[a-z-]+/[a-z-]+-page-data\\.ts)$' },
    },
    {
      name: 'frontend-imports-domain-only',
      comment: 'The site bundle carries no server code: frontend/src imports domain/, contracts/ and itself only (decisions 001, 041).',
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
      name: 'admin-kit-imports-no-features',
      comment: 'The admin kit is the screen parts of no business area: every back-office screen may use it, so it depends on no feature or route (decision 049).',
      severity: 'error',
      from: { path: '^frontend/src/admin/kit/' },
      to: { path: '^frontend/src/(features|routes|app)/' },
    },
    {
      name: 'shared-ui-does-not-import-features',
      comment: 'components/ and lib/ are shared by every feature, so they depend on none.',
      severity: 'error',
      from: { path: '^frontend/src/(components|lib)/' },
      to: { path: '^frontend/src/(features|routes|admin|app)/' },
    },
    {
      name: 'use-cases-answer-outcomes',
      comment:
        'A use case answers a refusal as an outcome (functions/platform/outcome.ts), never as an HTTP error: only handlers, consumers and jobs map it to HTTP (decision 048). Every use case answers outcomes now (decision 048, note of 2026-11-28), so the rule names no exception: a new one would need a decision.',
      severity: 'error',
      from: {
        path: '^functions/(app|adapters|platform)/',
        pathNot: [
          '^functions/platform/http/',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '(^|/)http/(errors|refusal)\\.ts$' },
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
