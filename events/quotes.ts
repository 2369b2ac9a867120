import * as z from '#domain/shared/zod.ts';
import { QUOTE_SOURCES } from '#domain/booking/quote-identity.ts';
import { affiliateCodeSchema, eventTypeKeySchema, isoDateSchema, quoteContactSchema } from '#domain/booking/schemas.ts';
import { defineEvent } from './envelope.ts';

/**
 * A guest (or staff, for a guest) saved a quote. Carries what staff and downstream services need
 * to act on it; not the quote's link token, which is a secret that opens the quote (consumers
 * that must send the link read it from the table by `quoteId`).
 */
export const QuoteSubmitted = defineEvent({
  source: 'cruises.quotes',
  detailType: 'QuoteSubmitted',
  version: 1,
  data: () =>
    z.object({
      quoteId: z.string().check(z.minLength(1)),
      reference: z.string().check(z.minLength(1)),
      source: z.enum(QUOTE_SOURCES),
      affiliateCode: z.optional(affiliateCodeSchema),
      /** The active partner the code belongs to (decision 028); absent for an unknown or inactive code. Optional, so version 1's events read. */
      partnerId: z.optional(z.string().check(z.minLength(1))),
      leadId: z.optional(z.string().check(z.minLength(1))),
      contact: quoteContactSchema,
      eventType: eventTypeKeySchema,
      cruise: z.object({
        kind: z.enum(['private', 'disco']),
        packageKey: z.string().check(z.minLength(1)),
        packageName: z.string().check(z.minLength(1)),
        groupSize: z.number().check(z.int(), z.positive()),
        eventDate: isoDateSchema,
      }),
      /** Cents. */
      totalPrice: z.number().check(z.int(), z.nonnegative()),
      depositAmount: z.number().check(z.int(), z.nonnegative()),
      expiresOn: isoDateSchema,
    }),
  sample: {
    quoteId: '8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01',
    reference: 'Q-8D1C6E52',
    source: 'chat',
    contact: { name: 'Jordan Rivera', email: 'jordan.rivera@example.com', phone: '(512) 555-0142' },
    eventType: 'bachelorette',
    cruise: { kind: 'disco', packageKey: 'disco_queen', packageName: 'Disco Queen', groupSize: 12, eventDate: '2027-05-15' },
    totalPrice: 134_021,
    depositAmount: 33_505,
    expiresOn: '2026-12-06',
  },
});
