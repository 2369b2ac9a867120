/**
 * Every kind of item in the one table (single-table design, decision 004): its keys, the module
 * that owns it (the only one that writes it) and how it is read. `key-registry.test.ts` fails
 * when a module writes a key prefix that is not here, or an entry names a module that no longer
 * writes it, so this list and the code cannot drift apart.
 *
 * Notation: `<x>` is a value; `gsi1`/`gsi2` are the table's two indexes (table.ts): gsi1 lists a
 * kind by time or name, gsi2 finds things by a secondary identity (a person's e-mail, mostly).
 */
export interface TableItemKind {
  /** What the item is, in the business's words. */
  readonly item: string;
  readonly pk: string;
  readonly sk: string;
  readonly gsi1?: string;
  readonly gsi2?: string;
  /** The module that writes it, from the project root. */
  readonly module: string;
  /** The reads the code makes of it (its access patterns). */
  readonly reads: readonly string[];
}

const data = 'functions/adapters/dynamodb';

export const TABLE_ITEM_KINDS: readonly TableItemKind[] = [
  // Quotes and bookings
  {
    item: 'quote',
    pk: 'QUOTE#<id>',
    sk: 'QUOTE',
    gsi1: 'QUOTE / <createdAt>#<id>',
    gsi2: 'EMAIL#<e-mail> / QUOTE#<createdAt>#<id>',
    module: `${data}/quotes-repository.ts`,
    reads: ['by id', 'newest first (gsi1)', "a person's quotes (gsi2)"],
  },
  { item: "quote link's token", pk: 'QUOTE_TOKEN#<token>', sk: 'QUOTE_TOKEN', module: `${data}/quotes-repository.ts`, reads: ['the quote behind a link'] },
  {
    item: 'booking',
    pk: 'BOOKING#<id>',
    sk: 'BOOKING',
    gsi1: 'BOOKING / <date>#<start>#<id>',
    gsi2: 'EMAIL#<e-mail> / BOOKING#<createdAt>#<id>',
    module: `${data}/bookings-repository.ts`,
    reads: ['by id', 'by cruise date (gsi1)', "a person's bookings (gsi2)"],
  },
  {
    item: "a quote's booking",
    pk: 'QUOTE#<quoteId>',
    sk: 'BOOKING',
    module: `${data}/bookings-repository.ts`,
    reads: ['the booking a quote became (one per quote)'],
  },
  {
    item: 'ledger entry (charge, refund, adjustment)',
    pk: 'BOOKING#<id>',
    sk: 'LEDGER#CHARGE#<id> | LEDGER#REFUND#<id> | LEDGER#ADJUST#<id>',
    gsi1: 'LEDGER / <at>#<bookingId>#<entryKey>',
    module: `${data}/bookings-repository.ts`,
    reads: ["a booking's ledger (begins_with LEDGER#)", 'money taken in a period (gsi1)'],
  },
  {
    item: 'Stripe event handled',
    pk: 'STRIPE_EVENT#<eventId>',
    sk: 'HANDLED',
    module: `${data}/bookings-repository.ts`,
    reads: ['a webhook delivery seen before'],
  },
  { item: 'split-pay share link', pk: 'SHARE#<token>', sk: 'BOOKING', module: `${data}/bookings-repository.ts`, reads: ['the booking behind a share link'] },
  {
    item: 'manifest',
    pk: 'BOOKING#<id>',
    sk: 'MANIFEST',
    module: `${data}/manifest-repository.ts`,
    reads: ["a booking's manifest", 'the crews of the bookings on the calendar (BatchGetItem)'],
  },
  { item: "manifest's link", pk: 'MANIFEST#<token>', sk: 'BOOKING', module: `${data}/manifest-repository.ts`, reads: ['the booking behind a waiver link'] },
  {
    item: 'invitation',
    pk: 'BOOKING#<id>',
    sk: 'INVITE#<emailSha256>',
    module: `${data}/manifest-repository.ts`,
    reads: ["a booking's invitations and signatures (sk between INVITE# and WAIVER#~)"],
  },
  { item: 'waiver signature', pk: 'BOOKING#<id>', sk: 'WAIVER#<emailSha256>#<version>', module: `${data}/manifest-repository.ts`, reads: ['as above'] },
  { item: 'guest ticked on board', pk: 'BOOKING#<id>', sk: 'ONBOARD#<emailSha256>', module: `${data}/manifest-repository.ts`, reads: ['as above'] },
  { item: 'inventory settings', pk: 'SETTINGS#inventory', sk: 'SETTINGS', module: `${data}/inventory-repository.ts`, reads: ['the one item'] },
  {
    item: 'boat slot, sailing, blackout',
    pk: 'INVENTORY#<YYYY-MM>',
    sk: '<date>#BOAT#<boat>#<start> | <date>#SAILING#<start> | <date>#BLACKOUT#<boat|ALL>',
    module: `${data}/inventory-repository.ts`,
    reads: ["a month's or a day's inventory (sk range)"],
  },
  {
    item: 'idempotency claim',
    pk: 'IDEMPOTENCY#<operation>#<key>',
    sk: 'IDEMPOTENCY',
    module: `${data}/idempotent-create.ts`,
    reads: ['the answer a repeated request gets'],
  },
  // Pricing and offers
  {
    item: 'price version, seasonal rule, counters, took-effect markers',
    pk: 'PRICING',
    sk: 'VERSION#<from> | RULE#<id> | COUNTER#VERSIONS | COUNTER#RULES | ANNOUNCED#<n>',
    module: `${data}/pricing-repository.ts`,
    reads: ['everything pricing holds (one query)'],
  },
  {
    item: 'add-on product',
    pk: 'PRODUCT#<id>',
    sk: 'PRODUCT',
    gsi1: 'PRODUCT / <id>',
    module: `${data}/products-repository.ts`,
    reads: ['by id', 'the catalogue (gsi1)'],
  },
  {
    item: 'promo code, its uses',
    pk: 'PROMO#<code>',
    sk: 'PROMO | USES | USES#<customer>',
    gsi1: 'PROMO / <code>',
    module: `${data}/promo-codes-repository.ts`,
    reads: ['by code', 'every code (gsi1)', 'uses in the redeeming transaction'],
  },
  {
    item: 'quote preset, its name claim, count',
    pk: 'QUOTEPRESETS',
    sk: 'PRESET#<id> | NAME#<name> | COUNT',
    module: `${data}/quote-presets-repository.ts`,
    reads: ['every preset (begins_with PRESET#)'],
  },
  // People
  {
    item: "teammate's invitation",
    pk: 'TEAM',
    sk: 'INVITE#<SHA-256 of the link token>',
    module: `${data}/team-invites-repository.ts`,
    reads: ['every invitation (begins_with INVITE#)', "an invitation by its link's token"],
  },
  {
    item: "the team's settings (the office's refund limit)",
    pk: 'TEAM',
    sk: 'SETTINGS',
    module: `${data}/team-settings-repository.ts`,
    reads: ['the one item'],
  },
  {
    item: 'customer, timeline entry, staff note',
    pk: 'CUSTOMER#<e-mail>',
    sk: 'CUSTOMER | TIMELINE#<at>#<eventId> | NOTE#<at>#<id>',
    gsi1: 'CUSTOMER / <lastActivityAt>#<e-mail>',
    gsi2: 'EMAIL#<e-mail> / CUSTOMER',
    module: `${data}/customers-repository.ts`,
    reads: ['by e-mail', 'timeline and notes in time order', 'by latest activity (gsi1)'],
  },
  {
    item: 'lead',
    pk: 'LEAD#<id>',
    sk: 'LEAD',
    gsi1: 'LEAD / <createdAt>#<id>',
    gsi2: 'EMAIL#<e-mail> / LEAD#<createdAt>#<id>',
    module: `${data}/leads-repository.ts`,
    reads: ['newest first (gsi1)', "a person's leads (gsi2)"],
  },
  {
    item: 'staff user profile',
    pk: 'USER#<id>',
    sk: 'PROFILE',
    gsi2: 'EMAIL#<e-mail> / USER',
    module: `${data}/users-repository.ts`,
    reads: ['by id', 'by e-mail (gsi2)'],
  },
  {
    item: "guest's portal profile",
    pk: 'GUEST#<e-mail>',
    sk: 'PROFILE',
    gsi2: 'EMAIL#<e-mail> / GUEST_PROFILE',
    module: `${data}/guest-profiles-repository.ts`,
    reads: ['by e-mail', "everything under a person's address (gsi2, guest-data-repository.ts)"],
  },
  { item: 'staff session', pk: 'SESSION#<id>', sk: 'SESSION', module: `${data}/sessions-repository.ts`, reads: ['by id'] },
  { item: "staff session's token", pk: 'SESSION#<tokenHash>', sk: 'ID_TOKEN', module: `${data}/sessions-repository.ts`, reads: ['the session behind a token'] },
  {
    item: 'portal session',
    pk: 'PORTAL_SESSION#<sha256(token)>',
    sk: 'SESSION',
    gsi2: 'EMAIL#<e-mail> / PORTAL_SESSION#<startedAt>',
    module: `${data}/portal-sessions-repository.ts`,
    reads: ['by token', "a guest's sessions (gsi2)"],
  },
  { item: 'portal sign-in code', pk: 'PORTAL_CHALLENGE#<key>', sk: 'CHALLENGE', module: `${data}/portal-sign-in-repository.ts`, reads: ['by key'] },
  { item: 'portal sign-in link', pk: 'PORTAL_LINK#<key>', sk: 'LINK', module: `${data}/portal-sign-in-repository.ts`, reads: ['by key'] },
  { item: 'portal known device', pk: 'PORTAL_KNOWN#<key>', sk: 'KNOWN', module: `${data}/portal-sign-in-repository.ts`, reads: ['by key'] },
  {
    item: 'sign-in failures, known pair',
    pk: 'LOGIN_FAILURES#ACCOUNT#<hash> | LOGIN_FAILURES#ADDRESS#<hash> | LOGIN_FAILURES#PAIR#<hash> | LOGIN_FAILURES#CODE#<hash> | LOGIN_FAILURES#DEVICE#<hash>',
    sk: 'COUNTER | KNOWN',
    module: `${data}/login-failures-repository.ts`,
    reads: ['by subject (login-throttle.ts builds the subjects)'],
  },
  {
    item: 'sign-in alert run, address seen',
    pk: 'SIGN_IN_ALERT#<account>',
    sk: 'RUN | ADDRESS#<since>#<address>',
    module: `${data}/sign-in-alerts-repository.ts`,
    reads: ["an account's run and addresses"],
  },
  // The guest agent (issue 30, decision 069).
  {
    item: "a guest's conversation with the agent",
    pk: 'AGENT_CONVERSATION#<id>',
    sk: 'CONVERSATION',
    gsi1: 'AGENT_CONVERSATION / <updatedAt>#<id>',
    module: `${data}/agent-conversations-repository.ts`,
    reads: ['by id (each turn)', 'newest first (gsi1, for staff)'],
  },
  // Staff's agent chat (decision 072).
  {
    item: 'an answer staff marked wrong (the evaluation review list)',
    pk: 'AGENT_REVIEW#<conversationId>#<turn>',
    sk: 'REVIEW',
    gsi1: 'AGENT_REVIEW / <markedAt>#<conversationId>#<turn>',
    module: `${data}/agent-conversations-repository.ts`,
    reads: ['newest first (gsi1, for staff)'],
  },
  {
    item: "the agent's tokens spent on a day",
    pk: 'AGENT_TOKENS#<date>',
    sk: 'DAY',
    module: `${data}/agent-conversations-repository.ts`,
    reads: ["the day's counter (checked before a turn, added to after it)"],
  },
  {
    item: 'rate-limit window',
    pk: 'RATE#<bucket>#<clientHash>',
    sk: 'WINDOW#<start>',
    module: `${data}/rate-limit-repository.ts`,
    reads: ['the current window (conditional update)'],
  },
  // Events and e-mails
  {
    item: 'audit entry',
    pk: 'EVENT#<id>',
    sk: 'AUDIT',
    gsi1: 'AUDIT / <occurredAt>#<id>',
    module: `${data}/audit-repository.ts`,
    reads: ['by event', 'newest first (gsi1)'],
  },
  {
    item: 'pending event (outbox)',
    pk: 'EVENT#<id>',
    sk: 'PENDING',
    gsi1: 'PENDING_EVENT / <occurredAt>#<id>',
    module: `${data}/pending-events-repository.ts`,
    reads: ['events owed to the bus (gsi1)'],
  },
  {
    item: 'e-mail message',
    pk: 'OUTBOX#<eventId>#<role>',
    sk: 'OUTBOX',
    gsi1: 'OUTBOX / <createdAt>#<eventId>#<role>',
    gsi2: 'EMAIL#<to> / OUTBOX#<createdAt>#<eventId>#<role>',
    module: `${data}/outbox-repository.ts`,
    reads: ['by event and role', 'newest first (gsi1)', "a person's e-mails (gsi2)"],
  },
  // Commerce
  {
    item: 'business summary month',
    pk: 'BUSINESS_SUMMARY',
    sk: 'MONTH#<YYYY-MM>',
    module: `${data}/business-summary-repository.ts`,
    reads: ['months in a range (sk between)'],
  },
  {
    item: 'event counted into the summary',
    pk: 'EVENT#<id>',
    sk: 'BUSINESS_SUMMARY',
    module: `${data}/business-summary-repository.ts`,
    reads: ['written in the counting transaction, so an event counts once'],
  },
  {
    item: 'partner',
    pk: 'PARTNER#<id>',
    sk: 'PROFILE',
    gsi1: 'PARTNER / <name>#<id>',
    module: `${data}/partners-repository.ts`,
    reads: ['by id', 'by name (gsi1)'],
  },
  { item: "partner's code claim", pk: 'PARTNER_CODE#<CODE>', sk: 'CODE', module: `${data}/partners-repository.ts`, reads: ['the partner holding a code'] },
  {
    item: "partner's month figures",
    pk: 'PARTNER#<id>',
    sk: 'MONTH#<YYYY-MM>',
    gsi1: 'PARTNER_MONTH / <month>#<id>',
    module: `${data}/partners-repository.ts`,
    reads: ["a partner's months", "every partner's month (gsi1)"],
  },
  {
    item: "event counted into a partner's figures",
    pk: 'EVENT#<id>',
    sk: 'PARTNER_FIGURES',
    module: `${data}/partners-repository.ts`,
    reads: ['written in the counting transaction'],
  },
  {
    item: 'project',
    pk: 'PROJECT#<id>',
    sk: 'PROJECT',
    gsi1: 'PROJECT / <startDate>#<id>',
    module: `${data}/projects-repository.ts`,
    reads: ['by id', 'by start (gsi1)'],
  },
  {
    item: 'page views of a day, a path',
    pk: 'PAGEVIEWS#<day>',
    sk: 'PATH#<path>',
    gsi1: 'PAGEVIEWS#<path> / <day>',
    module: `${data}/page-views-repository.ts`,
    reads: ["a day's pages", "a path's days (gsi1)"],
  },
  // Content and the site
  { item: 'business settings', pk: 'SETTINGS#business', sk: 'FACTS', module: `${data}/business-settings-repository.ts`, reads: ['the one item'] },
  {
    item: 'content blocks',
    pk: 'SETTINGS#content-blocks',
    sk: 'BLOCKS',
    module: 'functions/adapters/dynamodb/content-blocks-repository.ts',
    reads: ['the one item'],
  },
  { item: 'FAQ overrides', pk: 'SETTINGS#faq', sk: 'FAQ', module: 'functions/adapters/dynamodb/faq-overrides-repository.ts', reads: ['the one item'] },
  {
    item: 'FAQ helpful tally',
    pk: 'FAQ_FEEDBACK#<page>',
    sk: 'FAQ#<faqId>',
    gsi1: 'FAQ_FEEDBACK / <page>#<faqId>',
    module: `${data}/faq-feedback-repository.ts`,
    reads: ["a page's tallies", 'every tally (gsi1)'],
  },
  // Guests' own reviews (issue 29, decision 077).
  {
    item: "a guest's review of their cruise",
    pk: 'GUEST_REVIEW#<id>',
    sk: 'GUEST_REVIEW',
    gsi1: 'GUEST_REVIEW#<status> / <submittedAt>#<id>',
    gsi2: 'EMAIL#<e-mail> / GUEST_REVIEW#<submittedAt>#<id>',
    module: `${data}/guest-reviews-repository.ts`,
    reads: [
      'by id',
      'one status newest first (gsi1: the staff screen, the site build)',
      "everything under a person's address (gsi2, guest-data-repository.ts)",
    ],
  },
  { item: 'SEO record', pk: 'SEO#<route>', sk: 'META', gsi1: 'SEO / <route>', module: `${data}/seo-repository.ts`, reads: ['by route', 'every record (gsi1)'] },
  {
    item: 'endorsement',
    pk: 'ENDORSEMENT#<id>',
    sk: 'ENDORSEMENT',
    gsi1: 'ENDORSEMENT / <position>#<addedOn>#<id>',
    module: `${data}/endorsements-repository.ts`,
    reads: ['in order (gsi1)'],
  },
  {
    item: 'blog post',
    pk: 'BLOG#POST#<id>',
    sk: 'POST',
    gsi1: 'BLOG#POSTS / <updatedAt>#<id>',
    gsi2: 'BLOG#PUBLISHED | BLOG#SCHEDULED / <at>#<id>',
    module: `${data}/blog-repository.ts`,
    reads: ['by id', 'the staff list (gsi1)', 'published and scheduled posts by time (gsi2)'],
  },
  { item: "blog post's slug claim", pk: 'BLOG#SLUG#<slug>', sk: 'SLUG', module: `${data}/blog-repository.ts`, reads: ['the post behind a slug'] },
  {
    item: 'blog category or tag',
    pk: 'BLOG#TERM#<kind>#<id>',
    sk: 'TERM',
    gsi1: 'BLOG#TERMS#<kind> / <name>',
    module: `${data}/blog-repository.ts`,
    reads: ['by id', 'each kind by name (gsi1)'],
  },
  { item: "blog term's slug claim", pk: 'BLOG#TERM-SLUG#<kind>#<slug>', sk: 'SLUG', module: `${data}/blog-repository.ts`, reads: ['the term behind a slug'] },
  {
    item: 'media asset',
    pk: 'MEDIA#<id>',
    sk: 'ASSET',
    gsi1: 'MEDIA / <createdAt>#<id>',
    gsi2: 'MEDIA#PUBLISHED / <createdAt>#<id>',
    module: 'functions/adapters/dynamodb/media-repository.ts',
    reads: ['by id', 'the library (gsi1)', 'published photos (gsi2)'],
  },
  {
    item: "media asset's uses and their count",
    pk: 'MEDIA#<id>',
    sk: 'USE#<kind>#<ref> | USES',
    module: 'functions/adapters/dynamodb/media-usage.ts',
    reads: ["an asset's uses (begins_with USE#)"],
  },
  {
    item: 'what a page or post uses',
    pk: 'MEDIAUSER#<kind>#<ref>',
    sk: 'MEDIAUSER',
    module: 'functions/adapters/dynamodb/media-usage.ts',
    reads: ['the uses a new save replaces'],
  },
  {
    item: 'pending upload',
    pk: 'MEDIA#<id>',
    sk: 'UPLOAD#<revision>',
    module: 'functions/adapters/dynamodb/pending-uploads.ts',
    reads: ['by asset and revision', "why a removed new photo's file was refused (begins_with UPLOAD#)"],
  },
];
