import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { QUOTE_TOKEN_MIN_LENGTH } from '#domain/quotes.ts';

// A quote's link token is its only secret: whoever holds the link sees the quote. 48 random
// bytes are 384 bits, written as 64 base64url characters: unguessable, URL-safe, and longer
// than any legacy quote id (domain/quote-id.ts), so /quote/{x} tells the two apart by length.
// The token never goes on the event bus; consumers that need the link read the quote by id.

const QUOTE_TOKEN_BYTES = 48;
export const QUOTE_TOKEN_MAX_LENGTH = 200;

export function newQuoteToken(): string {
  return randomBytes(QUOTE_TOKEN_BYTES).toString('base64url');
}

/** What a token can look like; anything else cannot open a quote (tokens issued later may be longer). */
export const quoteTokenSchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_-]{${QUOTE_TOKEN_MIN_LENGTH},${QUOTE_TOKEN_MAX_LENGTH}}$`), { message: 'This is not a quote link.' });
