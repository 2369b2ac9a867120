import type { Permission } from '#functions/platform/permissions.ts';
import type { EventPattern } from './pattern.ts';
import { PORTAL_TIMELINE_EVENTS } from './portal-timeline.ts';

/**
 * The event-rule table: which consumer receives which events. The CDK events stack creates one
 * EventBridge rule (with retries and a dead-letter queue) per entry, and the local bus delivers
 * by the same patterns with the same matcher semantics.
 *
 * Adding a consumer: add an entry here and write the handler at `consumer` with
 * `eventConsumer(...)` (docs/decisions/004-adding-routes-events-and-access-patterns.md).
 */
export interface EventRule {
  readonly name: string;
  readonly description: string;
  readonly pattern: EventPattern;
  /** Consumer module, relative to the project root; it exports `handler`. */
  readonly consumer: string;
  readonly permissions: readonly Permission[];
}

export const eventRules = [
  {
    name: 'audit-log',
    description: 'Keeps an audit log of every domain event for staff.',
    pattern: { source: [{ prefix: 'cruises.' }] },
    consumer: 'functions/consumers/audit-log.ts',
    permissions: ['table:write'],
  },
  {
    name: 'customer-timeline',
    description:
      "Upserts the customer record (by normalised e-mail) and appends the quote, lead, booking change or the booking's payment, failed charge or refund to its timeline.",
    pattern: {
      source: ['cruises.quotes', 'cruises.bookings', 'cruises.payments'],
      'detail-type': [
        'QuoteSubmitted',
        'LeadCaptured',
        'BookingRequested',
        'BookingConfirmed',
        'BookingCancelled',
        'BookingReleased',
        'BookingMoved',
        'BookingChanged',
        'PaymentSucceeded',
        'PaymentFailed',
        'RefundIssued',
        'PaymentReturned',
        'BookingPriceAdjusted',
      ],
    },
    consumer: 'functions/consumers/customer-timeline.ts',
    permissions: ['table:read', 'table:write'],
  },
  {
    name: 'quote-emails',
    description: "Writes the guest's and the staff's e-mails for a quote or lead to the outbox and sends them.",
    pattern: { source: ['cruises.quotes'], 'detail-type': ['QuoteSubmitted', 'LeadCaptured'] },
    consumer: 'functions/consumers/quote-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'booking-emails',
    description: "Writes the guest's (with a calendar file) and the staff's e-mails for each booking change to the outbox and sends them.",
    pattern: {
      source: ['cruises.bookings'],
      'detail-type': ['BookingRequested', 'BookingConfirmed', 'BookingCancelled', 'BookingReleased', 'BookingMoved'],
    },
    consumer: 'functions/consumers/booking-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  // Staff's edit of a booking (issue 29, decision 073).
  {
    name: 'booking-change-emails',
    description:
      "Writes the guest's (what changed, the new figures, the calendar file) and the staff's e-mails for a staff edit of a booking to the outbox and sends them.",
    pattern: { source: ['cruises.bookings'], 'detail-type': ['BookingChanged'] },
    consumer: 'functions/consumers/booking-change-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'booking-edit-settlement',
    description: 'Closes the balance pay link a staff edit made stale and refunds what is paid beyond the new total, to where it came from.',
    pattern: { source: ['cruises.bookings'], 'detail-type': ['BookingChanged'] },
    consumer: 'functions/consumers/booking-edit-settlement.ts',
    permissions: ['table:read', 'table:write', 'events:publish', 'payments:stripe'],
  },
  {
    name: 'group-emails',
    description:
      "Writes each invited guest's and share payer's e-mail when the organiser's trip moves (staff's edit to a new time or boat too) or is cancelled (what it means for them, their own page) to the outbox and sends them.",
    pattern: { source: ['cruises.bookings'], 'detail-type': ['BookingMoved', 'BookingCancelled', 'BookingChanged'] },
    consumer: 'functions/consumers/group-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'payment-receipts',
    description:
      "Writes the guest's receipt for each payment, by card online or taken by staff (amount, card or method, what remains and when it is due), to the outbox and sends it.",
    pattern: { source: ['cruises.payments'], 'detail-type': ['PaymentSucceeded'] },
    consumer: 'functions/consumers/payment-receipts.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'balance-reminders',
    description:
      "Writes the guest's balance reminder (7 days and 1 day before it is due: the pay link, or the saved card's charge date) to the outbox and sends it.",
    pattern: { source: ['cruises.payments'], 'detail-type': ['BalanceDue'] },
    consumer: 'functions/consumers/balance-reminders.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  // The thank-you the day after the cruise (issue 29, decision 078).
  {
    name: 'thank-you-emails',
    description:
      "Writes the lead guest's thank-you the day after the cruise (the review form, Google's review link, a link to book again) to the outbox and sends it, unless they turned it off.",
    pattern: { source: ['cruises.bookings'], 'detail-type': ['CruiseThankYouDue'] },
    consumer: 'functions/consumers/thank-you-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'balance-charge-failures',
    description: "Writes the guest's and the staff's e-mails when the automatic charge of a balance on the saved card fails, to the outbox, and sends them.",
    pattern: { source: ['cruises.payments'], 'detail-type': ['PaymentFailed'], detail: { data: { automatic: [true] } } },
    consumer: 'functions/consumers/balance-charge-failures.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'refund-receipts',
    description:
      "Writes the receipt for each refund (amount, where it goes, why, what stays paid) to the guest, or to the friend whose share it came from, the payer's for a payment refunded at once because the booking had no room for it, and the guest's word of a discount or credit, to the outbox and sends it.",
    pattern: { source: ['cruises.payments'], 'detail-type': ['RefundIssued', 'PaymentReturned', 'BookingPriceAdjusted'] },
    consumer: 'functions/consumers/refund-receipts.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  {
    name: 'pay-link-emails',
    description: 'E-mails the guest the link to pay what is due on their booking when staff send it again.',
    pattern: { source: ['cruises.payments'], 'detail-type': ['PayLinkRequested'] },
    consumer: 'functions/consumers/pay-link-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  // Staff's agent chat (decision 072).
  {
    name: 'agent-reply-emails',
    description: 'E-mails a guest what a staff member replied to their conversation with the chat agent.',
    pattern: { source: ['cruises.assistant'], 'detail-type': ['AgentChatReplyPosted'] },
    consumer: 'functions/consumers/agent-reply-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  // The customer portal's sign-in (decision 022).
  {
    name: 'portal-code-emails',
    description: 'E-mails a guest the portal sign-in code and link they asked for.',
    pattern: { source: ['cruises.portal'], 'detail-type': ['PortalCodeRequested'] },
    consumer: 'functions/consumers/portal-code-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  // The team (issue 29, decision 075).
  {
    name: 'team-invite-emails',
    description: 'E-mails a teammate the invitation an owner made, with the link to choose a password.',
    pattern: { source: ['cruises.team'], 'detail-type': ['StaffInvited'] },
    consumer: 'functions/consumers/team-invite-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  // Guest profile and data (issue 17, decision 025).
  {
    name: 'portal-timeline',
    description:
      "Adds what a guest did in the portal (signed in, saved their profile, downloaded their data, and the portal's other events) to their customer timeline.",
    pattern: {
      source: [...new Set(PORTAL_TIMELINE_EVENTS.map((event) => event.source))],
      'detail-type': PORTAL_TIMELINE_EVENTS.map((event) => event.detailType),
    },
    consumer: 'functions/consumers/portal-timeline.ts',
    permissions: ['table:read', 'table:write'],
  },
  // The group's manifest and waivers (issue 17, decision 023).
  {
    name: 'manifest-emails',
    description: "E-mails a guest the group's waiver link when the organiser invites them or staff remind them to sign.",
    pattern: { source: ['cruises.manifest'], 'detail-type': ['GuestInvited', 'WaiverReminderRequested'] },
    consumer: 'functions/consumers/manifest-emails.ts',
    permissions: ['table:read', 'table:write', 'email:send'],
  },
  // Partners and their commission (issue 18, decision 028).
  {
    name: 'partner-figures',
    description:
      "Counts each attributed quote, confirmed booking, payment (card or taken by staff) and refund into its partner's month (quotes, bookings, collected, refunded), once per event.",
    pattern: {
      source: ['cruises.quotes', 'cruises.bookings', 'cruises.payments'],
      'detail-type': ['QuoteSubmitted', 'BookingConfirmed', 'PaymentSucceeded', 'RefundIssued'],
    },
    consumer: 'functions/consumers/partner-figures.ts',
    permissions: ['table:read', 'table:write'],
  },
  // The owner's business summary (issue 18, decision 028).
  {
    name: 'business-summary',
    description:
      "Counts quotes and leads by source, confirmed bookings by event type, boat and partner, revenue booked and collected, and booked boat-minutes into the month's summary item, once per event.",
    pattern: {
      source: ['cruises.quotes', 'cruises.bookings', 'cruises.payments'],
      'detail-type': [
        'QuoteSubmitted',
        'LeadCaptured',
        'BookingConfirmed',
        'BookingCancelled',
        'BookingMoved',
        'BookingChanged',
        'PaymentSucceeded',
        'RefundIssued',
        'PaymentReturned',
        'BookingPriceAdjusted',
      ],
    },
    consumer: 'functions/consumers/business-summary.ts',
    permissions: ['table:read', 'table:write'],
  },
] as const satisfies readonly EventRule[];

/**
 * What republishes the public site: the site is static HTML built from the business facts, so a
 * staff save on /settings rebuilds it (decision 013). Its target is not a consumer function: the
 * CDK starts the site's CodeBuild project with this pattern, and `npm start`'s local stack
 * rebuilds dist/site in the background. The test stack does not rebuild.
 */
export const siteRepublishTrigger = {
  name: 'site-republish',
  description:
    'Rebuilds and republishes the static site when staff change the business facts, the blog, the photos on the pages and the press page, the content blocks, the FAQ or the approved guest reviews, or when another price version takes effect.',
  pattern: {
    source: [
      'cruises.settings',
      // The blog (issue 19, decision 030): its pages are static too.
      'cruises.blog',
      // The media library's page photos (issue 19, decision 031).
      'cruises.media',
      // Content blocks and the FAQ (issue 19, decision 032).
      'cruises.content',
      // The price version in effect (issue 18, decision 026).
      'cruises.pricing',
    ],
    'detail-type': [
      'BusinessFactsChanged',
      // The blog (issue 19, decision 030).
      'BlogPostPublished',
      'BlogPostUnpublished',
      'BlogTermChanged',
      // The media library's page photos (issue 19, decision 031).
      'PagePhotosChanged',
      // The press page's photos (issue 19, decision 031).
      'PublishedPhotosChanged',
      // Content blocks and the FAQ (issue 19, decision 032).
      'ContentBlocksChanged',
      'FaqChanged',
      // Guests' reviews approved or taken off the site (issue 29, decision 077).
      'GuestReviewsChanged',
      // The price version in effect (issue 18, decision 026): saved effective today, or its day came.
      'PriceVersionTookEffect',
    ],
  },
} as const satisfies Pick<EventRule, 'name' | 'description' | 'pattern'>;
