/**
 * The jobs that run on a clock rather than on a request or an event: each one's name, how often
 * it runs and what it does. This is their one declaration (decision 050): the server's schedule
 * table (functions/scheduled/schedules.ts) adds each job's handler, grants and alarm to these
 * entries, and from it the CDK events stack makes one scheduled EventBridge rule per job and
 * `npm start` runs each on the same interval (tests call a job's work directly, with a clock).
 */
export interface JobSchedule {
  readonly description: string;
  /** The rate: one run every this many minutes (EventBridge `rate(n minutes)`). */
  readonly everyMinutes: number;
}

export const jobSchedules = {
  'release-expired-holds': {
    description: 'Closes the checkout of unpaid bookings whose hold has ended and releases them (the guest is e-mailed).',
    // Holds last 20 minutes (the card checkout): a released boat is back on sale a minute after.
    everyMinutes: 1,
  },
  'publish-pending-events': {
    description: 'Puts on the bus every domain event that was stored with its change but not published (decision 017).',
    // An event whose request could not publish it reaches its consumers within a minute or two.
    everyMinutes: 1,
  },
  'email-left-chats': {
    description: 'E-mails staff about chat guests who gave their details and left without saving a quote (30 minutes on).',
    everyMinutes: 5,
  },
  'charge-due-balances': {
    description: 'Charges the saved card of each confirmed booking whose balance is due today or overdue; the webhook records the outcome (decision 019).',
    // Due dates are whole days: hourly charges a balance on its day even if a run or two fail.
    everyMinutes: 60,
  },
  'send-balance-reminders': {
    description: 'Announces BalanceDue for balances due in 7 days and in 1 day, once each per booking (the consumer e-mails the guest).',
    everyMinutes: 60,
  },
  // The thank-you the day after the cruise (issue 29, decision 078).
  'send-thank-you-emails': {
    description: 'Announces CruiseThankYouDue once per booking whose cruise was yesterday, from 10 AM Austin time (the consumer e-mails the lead guest).',
    // Hourly reaches every guest the morning after, and the marker makes every later run a no-op.
    everyMinutes: 60,
  },
  'reconcile-payments': {
    description:
      'Compares bookings with their payments ledger and Stripe: records checkouts the webhook missed, frees lapsed shares, reports the rest (decision 021).',
    // A missed webhook is rare, and the hold job already spares a paid booking; half-hourly puts
    // such a booking right (confirmed, its receipt sent) well inside the afternoon it was paid.
    everyMinutes: 30,
  },
  // The blog (issue 19, decision 030): scheduled posts go live on time.
  'publish-due-blog-posts': {
    description: 'Publishes every scheduled blog post whose time has come (BlogPostPublished republishes the site).',
    // A post scheduled for 9:00 is live by 9:01; the query is one read of the scheduled posts.
    everyMinutes: 1,
  },
  // Prices staff can change (issue 18, decision 026): the site follows the version in effect.
  'announce-price-version': {
    description: 'Announces PriceVersionTookEffect once per version when another price version is in effect today (it republishes the site).',
    // Versions start at Austin midnight: the pages show a new one within 15 minutes of it. A run
    // is one read of the small pricing partition; the marker makes every later run a no-op.
    everyMinutes: 15,
  },
} as const satisfies Readonly<Record<string, JobSchedule>>;

export type JobName = keyof typeof jobSchedules;
