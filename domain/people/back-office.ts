import * as z from '../shared/zod.ts';
import { addDays, dayOfWeek, type IsoDate } from '../shared/dates.ts';
import type { AdminBookingSummary, BookingStatus } from '../booking/booking.ts';
import type { BusinessSettingPart, EditableBusinessFacts } from '../site/business-settings.ts';
import type { Customer, CustomerNote, TimelineEntry } from './customers.ts';
import type { EventTypeKey } from '../booking/event-types.ts';
import type { Lead } from './leads.ts';
import type { Cents } from '../shared/money.ts';
import type { BalanceDue, MoneyTaken } from '../payments/money-figures.ts';
import type { PublicQuote, QuoteStatus } from '../booking/quotes.ts';
import type { QuoteSource } from '../booking/quote-identity.ts';
import type { SeoMeta } from '../content/seo-defaults.ts';
import type { PageKind } from '../site/site-pages.ts';
import { emailSchema, eventTypeKeySchema, isoDateSchema, quoteRequestSchema } from '../booking/schemas.ts';
import { lineField, paragraphField } from '../shared/text.ts';

// The back office's API: what its screens send (zod, checked by the handlers and the forms alike)
// and what the handlers answer. Staff see everything a guest gave (e-mail, phone, the link's
// token); these shapes never leave the admin routes, which refuse anyone but an admin.

// ---- periods -------------------------------------------------------------------------------

/** The Monday of the business week `today` is in (weeks run Monday to Sunday, America/Chicago dates). */
export function weekStartOf(today: IsoDate): IsoDate {
  return addDays(today, -((dayOfWeek(today) + 6) % 7));
}

/** The first day of `today`'s month. */
export function monthStartOf(today: IsoDate): IsoDate {
  return `${today.slice(0, 8)}01`;
}

// ---- requests --------------------------------------------------------------------------------

// Query strings arrive as text and forms send '' for a field left blank: blank is "not given".
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** A query or form parameter that may be left out or blank. */
export const optionalParam = <T extends z.ZodMiniType>(schema: T) => z.optional(z.pipe(z.transform(blankToUndefined), z.optional(schema)));

/** How many rows a back-office list answers at most. */
export const ADMIN_LIST_MAX = 200;
/** `limit`: how many rows a list answers, 1 to ADMIN_LIST_MAX, 100 when not given. */
export const limitParam = z.pipe(
  z.transform(blankToUndefined),
  z._default(
    z.coerce
      .number({ message: 'Give the number of rows as a number.' })
      .check(z.int(), z.gte(1), z.lte(ADMIN_LIST_MAX, { message: `Ask for at most ${ADMIN_LIST_MAX} rows.` })),
    100,
  ),
);

/** `q`: what staff search for (a name, an address, a phone number or a reference). */
const searchText = lineField({ max: 200, tooLongMessage: 'Keep the search under 200 characters.' });

export const QUOTE_SORTS = ['newest', 'oldest', 'total', 'eventDate'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export const QUOTE_SORT_LABELS: Readonly<Record<QuoteSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total: 'Highest total',
  eventDate: 'Cruise date (soonest)',
};

export const QUOTE_STATUS_FILTERS = ['active', 'expired'] as const satisfies readonly QuoteStatus[];

/** GET /api/admin/quotes: search (name, e-mail, phone, reference), filters and order. */
export const adminQuoteListQuerySchema = z
  .object({
    q: optionalParam(searchText),
    status: optionalParam(z.enum(QUOTE_STATUS_FILTERS, { message: 'Choose active or expired.' })),
    eventType: optionalParam(eventTypeKeySchema),
    /** Issued on or after (YYYY-MM-DD). */
    from: optionalParam(isoDateSchema),
    /** Issued on or before (YYYY-MM-DD). */
    to: optionalParam(isoDateSchema),
    sort: z.pipe(z.transform(blankToUndefined), z._default(z.enum(QUOTE_SORTS), 'newest')),
    limit: limitParam,
  })
  .check(z.refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'The end date must not be before the start date.' }));
export type AdminQuoteListQuery = z.output<typeof adminQuoteListQuerySchema>;
/** What a client puts in the query string (every parameter optional; the schema's defaults apply). */
export type AdminQuoteListParams = Partial<AdminQuoteListQuery>;

/**
 * POST /api/admin/quotes: staff build a quote for a guest (a phone call) with the same selection,
 * contact and notes a guest sends, or amend one (`revises`: the id of the version it replaces).
 * The server prices it; the source is always 'staff'.
 */
export const adminQuoteRequestSchema = z.extend(z.pick(quoteRequestSchema, { selection: true, contact: true, notes: true }), {
  revises: optionalParam(z.uuid({ message: 'This is not a quote id.' })),
});
export type AdminQuoteRequestInput = z.input<typeof adminQuoteRequestSchema>;
export type AdminQuoteRequest = z.output<typeof adminQuoteRequestSchema>;

/** GET /api/admin/customers: recent first, optionally searched. */
export const adminCustomerListQuerySchema = z.object({
  q: optionalParam(searchText),
  limit: limitParam,
});
export type AdminCustomerListParams = Partial<z.output<typeof adminCustomerListQuerySchema>>;

export const CUSTOMER_NOTE_MAX = 2000;

/** POST /api/admin/customers/{email}/notes. */
export const customerNoteRequestSchema = z.object({
  text: paragraphField({
    max: CUSTOMER_NOTE_MAX,
    required: true,
    requiredMessage: 'Write the note first.',
    tooLongMessage: `Keep the note under ${CUSTOMER_NOTE_MAX} characters.`,
  }),
});
export type CustomerNoteRequest = z.input<typeof customerNoteRequestSchema>;

/** A customer is keyed by their e-mail address (normalised); a path that is not one names no customer. */
export const customerEmailParamSchema = emailSchema;

// ---- responses -------------------------------------------------------------------------------

export interface AdminContact {
  name: string;
  email: string;
  phone: string;
}

/** A quote as the staff list shows it. */
/** The live booking (pending deposit or confirmed) a quote was turned into, as its lists show it. */
export interface QuoteBookingState {
  id: string;
  reference: string;
  status: BookingStatus;
}

export interface AdminQuoteSummary {
  id: string;
  reference: string;
  status: QuoteStatus;
  source: QuoteSource;
  issuedOn: IsoDate;
  expiresOn: IsoDate;
  createdAt: string;
  contact: AdminContact;
  eventType: EventTypeKey;
  eventDate: IsoDate;
  groupSize: number;
  kind: 'private' | 'disco';
  packageName: string;
  totalPrice: Cents;
  /** 1 for a first quote, one more per amendment. */
  version: number;
  revises?: string;
  /** Set once staff amended this quote: the id of the newer version. */
  supersededBy?: string;
  /** The live booking made from it; null when it was never booked or its booking ended. */
  booking: QuoteBookingState | null;
}

/** One quote in full, for staff: what its link shows plus who asked, the link itself and its versions. */
export interface AdminQuote extends PublicQuote {
  contact: AdminContact;
  /** The link's secret; staff may resend the link (decision 008). */
  token: string;
  /** `/quote/<token>`. */
  path: string;
  createdAt: string;
  version: number;
  revises?: string;
  supersededBy?: string;
  supersededAt?: string;
  /** The staff member who built it, for staff quotes. */
  createdBy?: string;
  affiliateCode?: string;
  leadId?: string;
}

/** One version in a quote's chain of amendments, oldest first. */
export interface AdminQuoteVersion {
  id: string;
  reference: string;
  version: number;
  issuedOn: IsoDate;
  createdAt: string;
  totalPrice: Cents;
  superseded: boolean;
}

/** A customer, their timeline and the staff's notes, as stored (domain/people/customers.ts). */
export type AdminCustomer = Customer;
export type AdminTimelineEntry = TimelineEntry;
export type AdminCustomerNote = CustomerNote;

/**
 * Where an e-mail stands in the outbox: 'pending' (written), 'sending' (a delivery is handing it
 * to SES), 'sent' (SES took it) or 'local' (kept for /dev/outbox, never sent).
 */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'local'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** An e-mail the site wrote to the person (outbox). */
export interface AdminEmail {
  eventId: string;
  /** 'guest': a member of the organiser's group told of a change to the trip. */
  role: 'customer' | 'staff' | 'payer' | 'guest';
  detailType: string;
  to: string;
  subject: string;
  status: EmailStatus;
  createdAt: string;
  sentAt?: string;
}

/** A lead as staff see it: the lead as stored, less the event bookkeeping, and whether it converted. */
export interface AdminLead extends Omit<Lead, 'eventId'> {
  /** The person's first quote saved after this lead, when there is one: the lead converted. */
  convertedQuote: { id: string; reference: string; createdAt: string } | null;
}

/** GET /api/admin/summary. */
export interface AdminSummaryResponse {
  today: IsoDate;
  /** Monday of this week. */
  weekStart: IsoDate;
  monthStart: IsoDate;
  /** New quotes (first versions; amendments are not new quotes) issued in the period. */
  newQuotes: { today: number; thisWeek: number; thisMonth: number };
  leads: { today: number; thisWeek: number };
  /** Sum of the totals of quotes issued in the period, counting only each quote's latest version. */
  revenueQuoted: { thisWeek: Cents; thisMonth: Cents };
  latestQuotes: AdminQuoteSummary[];
  latestLeads: AdminLead[];
  /** Live cruises (pending deposit or confirmed) today, and from tomorrow through `cruises.to`. */
  cruises: { today: AdminBookingSummary[]; upcoming: AdminBookingSummary[]; to: IsoDate };
  /** Every booking still waiting for its deposit, the hold that ends first first. */
  pendingDeposits: AdminBookingSummary[];
  conversion: QuoteConversion;
  /** Accounts under attack: refused sign-ins from several addresses in the last SIGN_IN_ALERT_DAYS days, the latest first. */
  signInAlerts: SignInAlert[];
  /** Money taken (the ledger's charges less its refunds) this week and this month (decision 020). */
  moneyTaken: { thisWeek: MoneyTaken; thisMonth: MoneyTaken };
  /** Confirmed bookings whose balance falls due by `to` (or is overdue), the earliest first. */
  balancesDue: { to: IsoDate; bookings: BalanceDue[] };
  /** Live bookings whose last card payment failed, the latest failure first. */
  failedCharges: { booking: AdminBookingSummary; message: string; at: string }[];
  /** Card payments a booking had no room for, refunded at once (decision 037), this month, the latest first. */
  returnedPayments: { booking: AdminBookingSummary; amount: Cents; reason: string; at: string }[];
}

/**
 * A run of refused sign-ins on one account (decision 016): wrong passwords and attempts the
 * throttle turned away, from several addresses, with no pause of a day or more between them.
 */
export interface SignInAlert {
  /** The e-mail tried, normalised; it may belong to no account. */
  email: string;
  /** ISO times of the run's first and latest attempts. */
  since: string;
  lastAttemptAt: string;
  /** Attempts Cognito refused: a wrong password (or an e-mail with no account). */
  failures: number;
  /** Attempts the throttle refused without asking Cognito. */
  refused: number;
  /** Distinct client addresses (an IPv6 /64 counts as one) the run came from. */
  addresses: number;
}

/** The dashboard shows runs of refused sign-ins with an attempt in this many days (a weekend's attack is still there on Monday). */
export const SIGN_IN_ALERT_DAYS = 3;
/** At most this many of them, the latest first. */
export const SIGN_IN_ALERT_LIMIT = 20;

/** How many days ahead of today the dashboard lists upcoming cruises. */
export const UPCOMING_CRUISE_DAYS = 7;
/** The period quote-to-booking conversion is measured over, today included. */
export const CONVERSION_PERIOD_DAYS = 30;

/**
 * Quote-to-booking conversion: of the quotes issued from `since` through today (each quote counted
 * once, as its latest version: an amendment stands in for the version it replaced), how many hold
 * a live booking (pending deposit or confirmed), and how many of those are confirmed.
 */
export interface QuoteConversion {
  since: IsoDate;
  quotes: number;
  booked: number;
  confirmed: number;
}

/** GET /api/admin/quotes. */
export interface AdminQuoteListResponse {
  quotes: AdminQuoteSummary[];
  /** How many quotes matched (the list shows at most `limit` of them). */
  matched: number;
  /** False when there were more quotes than one listing reads, so older ones were not searched. */
  complete: boolean;
}

/** GET /api/admin/quotes/{id}. */
export interface AdminQuoteDetailResponse {
  quote: AdminQuote;
  /** The live booking made from it, if any. */
  booking: QuoteBookingState | null;
  /** The chain of amendments this quote is part of, oldest first (just this quote when never amended). */
  versions: AdminQuoteVersion[];
  /** The person the quote is for (null until the timeline consumer has recorded them). */
  customer: AdminCustomer | null;
  timeline: AdminTimelineEntry[];
}

/** POST /api/admin/quotes (201). */
export interface AdminQuoteCreatedResponse {
  quote: AdminQuote;
  token: string;
  path: string;
}

/** GET /api/admin/customers. */
export interface AdminCustomerListResponse {
  customers: AdminCustomer[];
  matched: number;
  complete: boolean;
}

/** GET /api/admin/customers/{email}. */
export interface AdminCustomerDetailResponse {
  /** The normalised address the customer is keyed by. */
  email: string;
  customer: AdminCustomer | null;
  timeline: AdminTimelineEntry[];
  quotes: AdminQuoteSummary[];
  leads: AdminLead[];
  emails: AdminEmail[];
  notes: AdminCustomerNote[];
  /** Every booking made for this address, newest first, whatever its status. */
  bookings: AdminBookingSummary[];
  /** The record's version, which a staff edit is saved over; null without a record. */
  version: number | null;
  /** Set when staff moved the customer from this address: the address the record is at now. */
  movedTo?: string;
}

/** PUT /api/admin/customers/{email}: the customer as saved, keyed by its (maybe new) address. */
export interface AdminCustomerEditResponse {
  customer: AdminCustomer;
  version: number;
}

/** POST /api/admin/customers/{email}/notes (201). */
export interface AdminCustomerNoteCreatedResponse {
  note: AdminCustomerNote;
}

/** GET /api/admin/leads. */
export interface AdminLeadListResponse {
  leads: AdminLead[];
}

// ---- SEO editor ------------------------------------------------------------------------------

/** One catalogue page in the SEO editor: its defaults, what staff stored, and what is served. */
export interface AdminSeoPage {
  route: string;
  label: string;
  kind: PageKind;
  defaults: SeoMeta;
  /** The stored overrides (only the fields staff changed); null when the page uses its defaults. */
  overrides: Partial<SeoMeta> | null;
  /** What GET /api/seo/meta/{route} serves: the overrides merged over the defaults. */
  meta: SeoMeta;
  updatedAt: string | null;
}

/** GET /api/admin/seo: every catalogue page, in catalogue order. */
export interface AdminSeoListResponse {
  pages: AdminSeoPage[];
}

/** PUT and DELETE /api/admin/seo/{route+}: the page as it now stands. */
export interface AdminSeoPageResponse {
  page: AdminSeoPage;
}

// ---- business settings -----------------------------------------------------------------------

/** The business facts staff may change (/settings), as GET and PUT /api/admin/settings answer them. */
export interface AdminBusinessSettings {
  /** What the site and the e-mails use now: the defaults with the stored changes. */
  facts: EditableBusinessFacts;
  defaults: EditableBusinessFacts;
  /** The parts that differ from their defaults. */
  customised: BusinessSettingPart[];
  /** Send it back with a save; 0 when staff never saved. A save from an older version is a 409. */
  version: number;
  updatedAt: string | null;
  /** The staff member who saved last (their sign-in e-mail). */
  updatedBy: string | null;
}

/** GET and PUT /api/admin/settings. */
export interface AdminBusinessSettingsResponse {
  settings: AdminBusinessSettings;
}
