import { jobSchedules, type JobName, type JobSchedule } from '#contracts/schedules.ts';
import type { Permission } from '../platform/permissions.ts';

/** What the server adds to a job the contract declares (contracts/schedules.ts, decision 050). */
export interface JobRuntime {
  /** Handler module, relative to the project root; it exports `handler`. */
  readonly handler: string;
  readonly permissions: readonly Permission[];
  /**
   * An alarm on a number the job logs: the CDK counts the field of the log lines with this
   * message and alarms on the first non-zero value.
   */
  readonly alarmOnLoggedCount?: { readonly message: string; readonly field: string; readonly description: string };
}

/** One row of the schedule table: the contract's name, rate and description with the server's parts. */
export interface ScheduledJob extends JobSchedule, JobRuntime {
  readonly name: JobName;
}

/** The sweeper's log line (decision 017); `stillOwed` counts events the bus refused again. */
export const PENDING_EVENTS_SWEPT = 'Events published late by the sweeper';

/** The reconciliation job's log line (decision 021); `discrepancies` counts what it found, fixed or not. */
export const PAYMENTS_RECONCILED = 'Payments reconciled';

// One entry per job the contract declares: the type checker refuses a missing or an extra one.
const runtimes = {
  'release-expired-holds': {
    handler: 'functions/scheduled/release-expired-holds.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  'publish-pending-events': {
    handler: 'functions/scheduled/publish-pending-events.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
    alarmOnLoggedCount: {
      message: PENDING_EVENTS_SWEPT,
      field: 'stillOwed',
      description: 'Domain events are stored but the bus keeps refusing them: e-mails, timelines and site rebuilds are waiting (decision 017).',
    },
  },
  'email-left-chats': {
    handler: 'functions/scheduled/email-left-chats.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  'charge-due-balances': {
    handler: 'functions/scheduled/charge-due-balances.ts',
    permissions: ['table:read', 'payments:stripe'],
  },
  'send-balance-reminders': {
    handler: 'functions/scheduled/send-balance-reminders.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  'send-thank-you-emails': {
    handler: 'functions/scheduled/send-thank-you-emails.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  'reconcile-payments': {
    handler: 'functions/scheduled/reconcile-payments.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
    alarmOnLoggedCount: {
      message: PAYMENTS_RECONCILED,
      field: 'discrepancies',
      description: "Bookings' payments disagreed with their ledger or with Stripe: a webhook went missing or a booking needs staff (decision 021).",
    },
  },
  'publish-due-blog-posts': {
    handler: 'functions/scheduled/publish-due-blog-posts.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
  'announce-price-version': {
    handler: 'functions/scheduled/announce-price-version.ts',
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
} as const satisfies Readonly<Record<JobName, JobRuntime>>;

/**
 * The schedule table: the CDK events stack creates one scheduled EventBridge rule per entry; the
 * local stack started by `npm start` runs each on the same interval.
 */
// Pure, so the jobs that import a log line above do not bundle the table.
export const schedules: readonly ScheduledJob[] = /* @__PURE__ */ (Object.keys(jobSchedules) as JobName[]).map((name) => ({
  name,
  ...jobSchedules[name],
  ...runtimes[name],
}));
