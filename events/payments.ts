import * as z from '#domain/shared/zod.ts';
import { BALANCE_REMINDERS } from '#domain/payments/balance.ts';
import { BOOKING_STATUSES, PAYMENT_KINDS } from '#domain/booking/booking.ts';
import { isoDateSchema } from '#domain/booking/schemas.ts';
import { defineEvent } from './envelope.ts';

// Payment events (source `cruises.payments`), written with the ledger entry they announce in one
// transaction (decision 017). Each carries what the receipt, the timeline and the audit log need:
// the booking, the amount, the card, what is paid and what remains, and when it is due.

const cents = z.number().check(z.int(), z.nonnegative());

/** Which booking an event is about, and whose: every payment event starts with these (built with the event's schema, envelope.ts). */
const bookingIdentity = () => ({
  bookingId: z.string().check(z.minLength(1)),
  reference: z.string().check(z.minLength(1)),
  quoteId: z.string().check(z.minLength(1)),
  leadGuest: z.object({ name: z.string().check(z.minLength(1)), email: z.email() }),
  cruiseDate: isoDateSchema,
});

/** Stripe's PaymentIntent: the dashboard link and the refund go through it. */
const paymentIntentId = () => z.string().check(z.regex(/^pi_[A-Za-z0-9_]+$/));
/** Stripe's event that told us, for tracing a payment from the dashboard to our logs. */
const stripeEventId = () => z.string().check(z.regex(/^evt_[A-Za-z0-9_]+$/));

const paymentBooking = () => ({ ...bookingIdentity(), paymentIntentId: paymentIntentId(), stripeEventId: stripeEventId() });

const sampleIdentity = {
  bookingId: '3b9e1f0a-2c4d-4e5f-8a6b-7c8d9e0f1a2b',
  reference: 'B-3B9E1F0A',
  quoteId: '8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01',
  leadGuest: { name: 'Jordan Rivera', email: 'jordan.rivera@example.com' },
  cruiseDate: '2027-05-15',
};

const sampleBooking = {
  ...sampleIdentity,
  paymentIntentId: 'pi_3QxY2bLkdIwHu7ix0abcdEFG',
  stripeEventId: 'evt_1QxY2cLkdIwHu7ixAbCdEfGh',
};

/**
 * How a payment was made: a card the guest paid online through Stripe (with the card), or money
 * staff took by hand and recorded (cash, a check, a bank transfer, a card on staff's own terminal
 * or by phone: `card_by_staff`, as RefundIssued names it), which Stripe never saw.
 */
const paymentMethod = () =>
  z.union([
    z.object({ type: z.literal('card'), brand: z.string().check(z.minLength(1)), last4: z.string().check(z.regex(/^\d{4}$/)) }),
    z.object({ type: z.enum(['cash', 'check', 'bank_transfer', 'other', 'card_by_staff']) }),
  ]);

/**
 * A payment was taken and entered in the ledger: a card payment Stripe reported, or (since issue
 * 25) a payment staff recorded by hand, so every view of the money counts both. Still version 1:
 * the by-hand methods and `recordedBy`/`receivedOn` were added, and the Stripe ids are required of
 * card payments only, so every version 1 event written before still reads.
 */
export const PaymentSucceeded = defineEvent({
  source: 'cruises.payments',
  detailType: 'PaymentSucceeded',
  version: 1,
  data: () =>
    z
      .object({
        ...bookingIdentity(),
        /** Stripe's PaymentIntent, and the event that told us: set for a card payment taken online, absent for one staff recorded. */
        paymentIntentId: z.optional(paymentIntentId()),
        stripeEventId: z.optional(stripeEventId()),
        paymentId: z.string().check(z.minLength(1)),
        kind: z.enum(PAYMENT_KINDS),
        amount: z.number().check(z.int(), z.positive()),
        method: paymentMethod(),
        chargeId: z.optional(z.string().check(z.regex(/^ch_[A-Za-z0-9_]+$/))),
        /** A payment staff recorded by hand: who recorded it, and the day they say the money came in. */
        recordedBy: z.optional(z.string().check(z.minLength(1))),
        receivedOn: z.optional(isoDateSchema),
        totalPrice: cents,
        /** What the ledger holds for the booking after this payment. */
        paid: cents,
        remaining: cents,
        /** When what remains is due (the balance date); absent when nothing remains. */
        remainingDueOn: z.optional(isoDateSchema),
        /** The booking as the payment left it: 'confirmed' when this payment covered the deposit. */
        bookingStatus: z.enum(BOOKING_STATUSES),
        /**
         * A friend's share (decision 021): who paid, and their e-mail for their own receipt (shares
         * started before the e-mail was asked have none). Optional, so version 1's events read.
         */
        paidBy: z.optional(z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)), email: z.optional(z.email()) })),
      })
      .check(
        // An online card payment is traced through Stripe's ids; a by-hand one has none to give.
        z.refine(
          (payment) =>
            (payment.method.type === 'card') ===
            (payment.paymentIntentId !== undefined && payment.chargeId !== undefined && payment.stripeEventId !== undefined),
          {
            message: 'A card payment taken online carries its PaymentIntent, charge and Stripe event; a payment staff recorded carries none.',
            path: ['method'],
          },
        ),
        z.refine((payment) => payment.method.type === 'card' || payment.recordedBy !== undefined, {
          message: 'A payment staff recorded names who recorded it.',
          path: ['recordedBy'],
        }),
      ),
  sample: {
    ...sampleBooking,
    paymentId: 'c1f0e7a4-1b2c-4d3e-8f90-1a2b3c4d5e6f',
    kind: 'deposit' as const,
    amount: 62_900,
    method: { type: 'card' as const, brand: 'visa', last4: '4242' },
    chargeId: 'ch_3QxY2bLkdIwHu7ix0hIjKlMn',
    totalPrice: 251_600,
    paid: 62_900,
    remaining: 188_700,
    remainingDueOn: '2027-04-15',
    bookingStatus: 'confirmed' as const,
  },
});

/** A payment staff recorded by hand (cash at the dock), as PaymentSucceeded carries it: consumers' tests run on it too. */
export const staffPaymentSample: z.infer<(typeof PaymentSucceeded)['data']> = {
  ...sampleIdentity,
  paymentId: '5d2a9c1e-7b3f-4e6a-9c0d-2e4f6a8b0c1d',
  kind: 'balance',
  amount: 188_700,
  method: { type: 'cash' },
  recordedBy: 'alex@laketravispartycruises.example',
  receivedOn: '2027-04-10',
  totalPrice: 251_600,
  paid: 251_600,
  remaining: 0,
  bookingStatus: 'confirmed',
};

/** A card payment was refused (declined, or the bank's authentication failed); the booking keeps its hold. */
export const PaymentFailed = defineEvent({
  source: 'cruises.payments',
  detailType: 'PaymentFailed',
  version: 1,
  data: () =>
    z.object({
      ...paymentBooking(),
      amount: z.number().check(z.int(), z.positive()),
      /** Stripe's codes, and the words the guest was shown. */
      code: z.string().check(z.minLength(1), z.maxLength(100)),
      declineCode: z.optional(z.string().check(z.maxLength(100))),
      message: z.string().check(z.minLength(1), z.maxLength(500)),
      bookingStatus: z.enum(BOOKING_STATUSES),
      /**
       * Set when this was the automatic charge of the balance on the saved card (decision 019): the
       * guest and staff are e-mailed and the booking says so. Optional, so version 1's events read.
       */
      automatic: z.optional(z.boolean()),
      /** The due date of the balance the automatic charge was for. */
      balanceDueOn: z.optional(isoDateSchema),
    }),
  sample: {
    ...sampleBooking,
    amount: 62_900,
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined by your bank. Try another card, or call your bank and try again.',
    bookingStatus: 'pending_deposit' as const,
  },
});

/**
 * A reminder that the balance falls due (decision 019): 7 days and 1 day before the due date, once
 * each per booking and due date. The e-mail gives the pay link, or, with a saved card, says the
 * card will be charged that day.
 */
export const BalanceDue = defineEvent({
  source: 'cruises.payments',
  detailType: 'BalanceDue',
  version: 1,
  data: () =>
    z.object({
      ...bookingIdentity(),
      reminder: z.enum(BALANCE_REMINDERS),
      dueOn: isoDateSchema,
      /** What the balance still lacks, in cents, and the booking's figures. */
      amount: z.number().check(z.int(), z.positive()),
      totalPrice: cents,
      paid: cents,
      /** The card to be charged automatically on the due date, when the guest saved one. */
      savedCard: z.optional(z.object({ brand: z.string().check(z.minLength(1)), last4: z.string().check(z.regex(/^\d{4}$/)) })),
    }),
  sample: {
    ...sampleIdentity,
    reminder: 'seven_days' as const,
    dueOn: '2027-04-15',
    amount: 188_700,
    totalPrice: 251_600,
    paid: 62_900,
    savedCard: { brand: 'visa', last4: '4242' },
  },
});

/**
 * Money was given back and entered in the ledger (decision 020): a card refund Stripe made to the
 * card that paid, or a cash or check payment refunded by hand.
 */
export const RefundIssued = defineEvent({
  source: 'cruises.payments',
  detailType: 'RefundIssued',
  version: 1,
  data: () =>
    z.object({
      ...bookingIdentity(),
      refundId: z.string().check(z.minLength(1)),
      /** The payment refunded from. */
      paymentId: z.string().check(z.minLength(1)),
      amount: z.number().check(z.int(), z.positive()),
      method: z.union([
        z.object({
          type: z.literal('card'),
          brand: z.string().check(z.minLength(1)),
          last4: z.string().check(z.regex(/^\d{4}$/)),
          paymentIntentId: paymentIntentId(),
          stripeRefundId: z.string().check(z.regex(/^re_[A-Za-z0-9_]+$/)),
        }),
        z.object({ type: z.enum(['cash', 'check', 'bank_transfer', 'other', 'card_by_staff']) }),
      ]),
      reason: z.string().check(z.minLength(1), z.maxLength(500)),
      /** Who gave it: a staff member's e-mail, or 'Stripe' for a refund made in Stripe's dashboard. */
      refundedBy: z.string().check(z.minLength(1)),
      totalPrice: cents,
      /** What the ledger holds for the booking after this refund. */
      paid: cents,
      bookingStatus: z.enum(BOOKING_STATUSES),
      /**
       * Goodwill lowered the booking's price by the refund (decision 037), so what is owed did not
       * rise; absent for money paid by mistake and on events from before it was asked.
       */
      goodwill: z.optional(z.boolean()),
      /** What is still owed after this refund (absent on events from before it was told). */
      remaining: z.optional(cents),
    }),
  sample: {
    ...sampleIdentity,
    refundId: 're_3QxY2bLkdIwHu7ix0rEfUnDs',
    paymentId: 'c1f0e7a4-1b2c-4d3e-8f90-1a2b3c4d5e6f',
    amount: 62_900,
    method: {
      type: 'card' as const,
      brand: 'visa',
      last4: '4242',
      paymentIntentId: sampleBooking.paymentIntentId,
      stripeRefundId: 're_3QxY2bLkdIwHu7ix0rEfUnDs',
    },
    reason: 'Cancelled more than 30 days before the cruise: the deposit is refunded in full.',
    refundedBy: 'alex@laketravispartycruises.example',
    totalPrice: 251_600,
    paid: 0,
    bookingStatus: 'cancelled' as const,
  },
});

/**
 * A card payment arrived that the booking had no room for (decision 037): it would have taken what
 * is paid past the price (two checkouts paid at once), or the booking had ended. It was refunded
 * in full through Stripe at once, and the charge and its refund are both in the ledger, so what is
 * paid is unchanged. The payer is told; the money is counted as taken and given back.
 */
export const PaymentReturned = defineEvent({
  source: 'cruises.payments',
  detailType: 'PaymentReturned',
  version: 1,
  data: () =>
    z.object({
      ...paymentBooking(),
      paymentId: z.string().check(z.minLength(1)),
      amount: z.number().check(z.int(), z.positive()),
      method: z.object({ type: z.literal('card'), brand: z.string().check(z.minLength(1)), last4: z.string().check(z.regex(/^\d{4}$/)) }),
      chargeId: z.string().check(z.regex(/^ch_[A-Za-z0-9_]+$/)),
      stripeRefundId: z.string().check(z.regex(/^re_[A-Za-z0-9_]+$/)),
      /** Why it could not be kept, in the payer's words. */
      reason: z.string().check(z.minLength(1), z.maxLength(500)),
      /** Who paid: a friend's share names them; otherwise the lead guest paid. */
      paidBy: z.optional(z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)), email: z.optional(z.email()) })),
      totalPrice: cents,
      /** What the ledger holds for the booking after the charge and its refund (unchanged by them). */
      paid: cents,
      remaining: cents,
      bookingStatus: z.enum(BOOKING_STATUSES),
    }),
  sample: {
    ...sampleBooking,
    paymentId: 'c1f0e7a4-1b2c-4d3e-8f90-1a2b3c4d5e70',
    amount: 158_709,
    method: { type: 'card' as const, brand: 'visa', last4: '4242' },
    chargeId: 'ch_3QxY2bLkdIwHu7ix0hIjKlMo',
    stripeRefundId: 're_3QxY2bLkdIwHu7ix0rEfUnDt',
    reason: 'Your booking was already paid in full when this payment arrived, so it was not needed.',
    totalPrice: 251_600,
    paid: 251_600,
    remaining: 0,
    bookingStatus: 'confirmed' as const,
  },
});

/**
 * Staff lowered what a booking costs (decision 037): a discount or a credit, with why. No money
 * moved; the ledger holds the adjustment, and what is owed falls by its amount.
 */
export const BookingPriceAdjusted = defineEvent({
  source: 'cruises.payments',
  detailType: 'BookingPriceAdjusted',
  version: 1,
  data: () =>
    z.object({
      ...bookingIdentity(),
      adjustmentId: z.string().check(z.minLength(1)),
      kind: z.enum(['discount', 'credit']),
      amount: z.number().check(z.int(), z.positive()),
      reason: z.string().check(z.minLength(1), z.maxLength(500)),
      adjustedBy: z.string().check(z.minLength(1)),
      /** The booking's figures after it. */
      totalPrice: cents,
      paid: cents,
      remaining: cents,
      bookingStatus: z.enum(BOOKING_STATUSES),
    }),
  sample: {
    ...sampleIdentity,
    adjustmentId: '5b0c2a9e-7d41-4c8e-9f3a-2e6d1b7c8a90',
    kind: 'discount' as const,
    amount: 10_000,
    reason: 'The lily pad was not on board.',
    adjustedBy: 'alex@laketravispartycruises.example',
    totalPrice: 241_600,
    paid: 62_900,
    remaining: 178_700,
    bookingStatus: 'confirmed' as const,
  },
});

/**
 * Staff asked for the guest's pay link to be sent again (decision 020): what is due now (the
 * deposit while the booking waits for it, else the balance) and by when. Its consumer e-mails it.
 */
export const PayLinkRequested = defineEvent({
  source: 'cruises.payments',
  detailType: 'PayLinkRequested',
  version: 1,
  data: () =>
    z.object({
      ...bookingIdentity(),
      due: z.object({ what: z.enum(['deposit', 'balance']), amount: z.number().check(z.int(), z.positive()), by: z.optional(isoDateSchema) }),
      totalPrice: cents,
      paid: cents,
      requestedBy: z.string().check(z.minLength(1)),
    }),
  sample: {
    ...sampleIdentity,
    due: { what: 'balance' as const, amount: 188_700, by: '2027-04-15' },
    totalPrice: 251_600,
    paid: 62_900,
    requestedBy: 'alex@laketravispartycruises.example',
  },
});
