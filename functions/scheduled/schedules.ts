import type { Permission } from '../shared/permissions.ts';

/**
 * The schedule table: jobs that run on a clock rather than on a request or an event. The CDK
 * events stack creates one scheduled EventBridge rule per entry; the local stack started by
 * `npm start` runs each on the same interval (tests call the handlers' work directly, with a clock).
 */
export interface ScheduledJob {
  readonly name: string;
  readonly description: string;
  /** Handler module, relative to the project root; it exports `handler`. */
  readonly handler: string;
  readonly everyMinutes: number;
  readonly permissions: readonly Permission[];
  /**
   * An alarm on a number the job logs: the CDK counts the field of the log lines with this
   * message and alarms on the first non-zero value.
   */
  readonly alarmOnLoggedCount?: { readonly message: string; readonly field: string; readonly description: string };
}

/** The sweeper's log line (decision 017); `stillOwed` counts events the bus refused again. */
export const PENDING_EVENTS_SWEPT = 'Events published late by the sweeper';

/** The reconciliation job's log line (decision 021); `discrepancies` counts what it found, fixed or not. */
export const PAYMENTS_RECONCILED = 'Payments reconciled';

export const schedules = [
  {
    name: 'release-expired-holds',
    description: 'Closes the checkout of unpaid bookings whose hold has ended and releases them (the guest is e-mailed).',
    handler: 'functions/scheduled/release-expired-holds.ts',
    // Holds last 20 minutes (the card checkout): a released boat is back on sale a minute after.
    everyMinutes: 1,
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  {
    name: 'publish-pending-events',
    description: 'Puts on the bus every domain event that was stored with its change but not published (decision 017).',
    handler: 'functions/scheduled/publish-pending-events.ts',
    // An event whose request could not publish it reaches its consumers within a minute or two.
    everyMinutes: 1,
    permissions: ['table:read', 'table:write', 'events:publish'],
    alarmOnLoggedCount: {
      message: PENDING_EVENTS_SWEPT,
      field: 'stillOwed',
      description: 'Domain events are stored but the bus keeps refusing them: e-mails, timelines and site rebuilds are waiting (decision 017).',
    },
  },
  {
    name: 'email-left-chats',
    description: 'E-mails staff about chat guests who gave their details and left without saving a quote (30 minutes on).',
    handler: 'functions/scheduled/email-left-chats.ts',
    everyMinutes: 5,
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'charge-due-balances',
    description: 'Charges the saved card of each confirmed booking whose balance is due today or overdue; the webhook records the outcome (decision 019).',
    handler: 'functions/scheduled/charge-due-balances.ts',
    // Due dates are whole days: hourly charges a balance on its day even if a run or two fail.
    everyMinutes: 60,
    permissions: ['table:read', 'payments:stripe'],
  },
  {
    name: 'send-balance-reminders',
    description: 'Announces BalanceDue for balances due in 7 days and in 1 day, once each per booking (the consumer e-mails the guest).',
    handler: 'functions/scheduled/send-balance-reminders.ts',
    everyMinutes: 60,
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  {
    name: 'reconcile-payments',
    description:
      'Compares bookings with their payments ledger and Stripe: records checkouts the webhook missed, frees lapsed shares, reports the rest (decision 021).',
    handler: 'functions/scheduled/reconcile-payments.ts',
    // A missed webhook is rare, and the hold job already spares a paid booking; half-hourly puts
    // such a booking right (confirmed, its receipt sent) well inside the afternoon it was paid.
    everyMinutes: 30,
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
    alarmOnLoggedCount: {
      message: PAYMENTS_RECONCILED,
      field: 'discrepancies',
      description: "Bookings' payments disagreed with their ledger or with Stripe: a webhook went missing or a booking needs staff (decision 021).",
    },
  },
  // The blog (issue 19, decision 030): scheduled posts go live on time.
  {
    name: 'publish-due-blog-posts',
    description: 'Publishes every scheduled blog post whose time has come (BlogPostPublished republishes the site).',
    handler: 'functions/scheduled/publish-due-blog-posts.ts',
    // A post scheduled for 9:00 is live by 9:01; the query is one read of the scheduled posts.
    everyMinutes: 1,
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  // Prices staff can change (issue 18, decision 026): the site follows the version in effect.
  {
    name: 'announce-price-version',
    description: 'Announces PriceVersionTookEffect once per version when another price version is in effect today (it republishes the site).',
    handler: 'functions/scheduled/announce-price-version.ts',
    // Versions start at Austin midnight: the pages show a new one within 15 minutes of it. A run
    // is one read of the small pricing partition; the marker makes every later run a no-op.
    everyMinutes: 15,
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
] as const satisfies readonly ScheduledJob[];
