import { randomBytes } from 'node:crypto';

// A quote's link token is its only secret: whoever holds the link sees the quote. 48 random
// bytes are 384 bits, written as 64 base64url characters: unguessable, URL-safe, and longer
// than any legacy quote id (domain/booking/quote-id.ts), so /quote/{x} tells the two apart by length.
// The token never goes on the event bus; consumers that need the link read the quote by id.

const QUOTE_TOKEN_BYTES = 48;

export function newQuoteToken(): string {
  return randomBytes(QUOTE_TOKEN_BYTES).toString('base64url');
}
