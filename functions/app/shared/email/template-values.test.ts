import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { cancellationTerms, type BookingSlot } from '#domain/booking/booking.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import { calculateDepositSchedule } from '#domain/pricing/deposit.ts';
import { EMAIL_TEMPLATE_KIND_INFO, type EmailTemplateKind } from '#domain/content/email-templates.ts';
import { FIRST_PRICING } from '#domain/pricing/pricing-context.ts';
import { priceQuoteSelection, quoteExpiresOn, type QuoteSelection } from '#domain/booking/quotes.ts';
import type { StoredQuote } from '#domain/booking/quote-record.ts';
import {
  bookingTemplateValues,
  teamInviteTemplateValues,
  thankYouTemplateValues,
  NO_EXTRAS,
  paymentTemplateValues,
  portalCodeTemplateValues,
  quoteTemplateValues,
  type TemplateValues,
} from './template-values.ts';

// Every placeholder a kind offers staff must have a value when that kind is sent: an offered
// placeholder that printed nothing would be a blank in a guest's e-mail.

const TODAY = '2026-06-01';
const selection: QuoteSelection = { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate: '2026-08-07', packageType: 'essentials', lilyPad: true };
const slot: BookingSlot = { kind: 'private', date: '2026-08-07', start: '13:30', end: '17:30', boatId: 'boat_me_seeks_the_irony', seats: 20 };
const price = priceQuoteSelection(selection, TODAY, FIRST_PRICING);
const link = 'https://www.laketravispartycruises.example/quote/aB3_-xYz';

const quote: StoredQuote = {
  id: '8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01',
  token: 'aB3_-xYz',
  selection,
  price,
  contact: { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '(512) 555-0142' },
  source: 'chat',
  issuedOn: TODAY,
  expiresOn: quoteExpiresOn(TODAY),
  createdAt: '2026-06-01T18:00:00.000Z',
  eventId: '0b7e1d7c-3f55-4e0e-9d55-0d2f6a1c8b11',
};

const booking: StoredBooking = {
  id: '3f9a2c1b-0000-4000-8000-000000000000',
  quoteId: quote.id,
  quoteToken: quote.token,
  selection,
  price,
  deposit: calculateDepositSchedule({ totalPrice: price.totalPrice, eventDate: selection.eventDate, today: TODAY }),
  slot,
  leadGuest: quote.contact,
  status: 'confirmed',
  payments: [
    { id: 'p1', kind: 'deposit', amount: 50_000, method: 'cash', receivedOn: TODAY, recordedBy: 'ana@example.com', recordedAt: '2026-06-01T18:05:00.000Z' },
  ],
  cancellation: cancellationTerms('private', selection.eventDate, new Date('2026-06-01T18:00:00.000Z')),
  createdAt: '2026-06-01T18:00:00.000Z',
  moves: [],
  events: [],
  revision: 2,
};

const VALUES: Record<EmailTemplateKind, TemplateValues> = {
  quote: quoteTemplateValues(quote, link, businessFacts),
  'booking-requested': bookingTemplateValues(booking, link, businessFacts),
  'booking-confirmed': bookingTemplateValues(booking, link, businessFacts),
  'payment-receipt': { ...bookingTemplateValues(booking, link, businessFacts), ...paymentTemplateValues({ amount: 50_000, method: 'Visa ending 4242' }) },
  'balance-reminder': bookingTemplateValues(booking, link, businessFacts),
  'thank-you': thankYouTemplateValues(booking, { review: `${link}/review`, rebook: `${link}/book` }, businessFacts),
  'portal-code': portalCodeTemplateValues('048213', `${link}?x=1`, businessFacts),
  'team-invitation': teamInviteTemplateValues(
    { role: 'office', invitedBy: 'owner@example.com', expiresAt: '2026-06-08T18:00:00.000Z' },
    `${link}/join`,
    businessFacts,
  ),
};

describe('the values a template is filled with', () => {
  it.each(EMAIL_TEMPLATE_KIND_INFO.map((info) => [info.kind, info] as const))('gives every placeholder %s offers a value', (kind, info) => {
    for (const placeholder of info.placeholders) expect(VALUES[kind][placeholder.name], placeholder.name).toMatch(/\S/);
  });

  it('formats money from cents and dates written out', () => {
    const values = VALUES['payment-receipt'];
    expect(values['payment.amount']).toBe('$500.00');
    expect(values['booking.paid']).toBe('$500.00');
    expect(values['cruise.date']).toBe('Friday, August 7, 2026');
    expect(values['booking.reference']).toBe('B-3F9A2C1B');
  });
});

describe('add-ons and the discount in a template (decision 027)', () => {
  it('print each add-on with its price and the code with what it took off, or None', () => {
    const extras = priceQuoteSelection(selection, TODAY, FIRST_PRICING, {
      addOns: [{ productId: 'coolers-on-ice', name: 'Coolers on ice', per: 'cruise', unitAmount: 2500, quantity: 2 }],
      promo: { code: 'TAKE50', kind: 'amount', value: 5000 },
    });
    const values = bookingTemplateValues({ ...booking, price: extras }, link, businessFacts);
    expect(values['cruise.addOns']).toBe('Coolers on ice (2 × $25.00) $50.00');
    expect(values['cruise.discount']).toBe('Promo code TAKE50 −$50.00');
    expect(quoteTemplateValues(quote, link, businessFacts)['cruise.addOns']).toBe(NO_EXTRAS);
    expect(quoteTemplateValues(quote, link, businessFacts)['cruise.discount']).toBe(NO_EXTRAS);
  });
});
