import { createHash } from 'node:crypto';
import * as z from '#domain/shared/zod.ts';
import type { IdempotencyClaim, IdempotentCreateResult } from '../../adapters/dynamodb/idempotent-create.ts';
import { ConflictError } from './errors.ts';

// A retried request (flaky mobile network, double click) within a day is the same request.
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

const idempotencyKey = z
  .string({ message: 'Send an Idempotency-Key header (one per attempt, reused on retries).' })
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(100, { message: 'Keep the Idempotency-Key under 100 characters.' }),
    z.regex(/^[\x21-\x7E]+$/, { message: 'Use visible ASCII characters only in the Idempotency-Key.' }),
  );

/** The optional Idempotency-Key header of a create route (names arrive lower-cased). */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.optional(idempotencyKey) });

/** For a create that must never happen twice (a booking takes a boat): the key is required. */
export const requiredIdempotencyHeaders = z.object({ 'idempotency-key': idempotencyKey });

/**
 * The claim a create request makes on its key, or undefined without one. Same key, same request
 * is judged on the validated body, so whitespace, key order and ignored keys do not matter.
 */
export function idempotencyClaim(key: string, validatedBody: unknown, now: Date): IdempotencyClaim;
export function idempotencyClaim(key: string | undefined, validatedBody: unknown, now: Date): IdempotencyClaim | undefined;
export function idempotencyClaim(key: string | undefined, validatedBody: unknown, now: Date): IdempotencyClaim | undefined {
  if (!key) return undefined;
  return {
    key,
    requestHash: createHash('sha256').update(JSON.stringify(validatedBody)).digest('hex'),
    expiresAt: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS,
  };
}

/** The stored record and whether this request created it; a refused key becomes a 409. */
export function createdOrReplayed<T>(result: IdempotentCreateResult<T>): { record: T; created: boolean } {
  if (result.outcome === 'key-reused') {
    throw new ConflictError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.');
  }
  if (result.outcome === 'in-progress') {
    throw new ConflictError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed. Please retry.');
  }
  return { record: result.record, created: result.outcome === 'created' };
}
