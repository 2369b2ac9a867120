import { describe, expect, it, vi } from 'vitest';
import * as z from '#domain/shared/zod.ts';
import { defineEvent } from './envelope.ts';

// Decision 060: an event's schemas are built when first read, so a function that publishes or
// consumes one event does not build, while it loads, the schemas of every event its module defines.

describe('an event definition', () => {
  it('builds its data schema when it is first read, once, and its detail on it', () => {
    const build = vi.fn(() => z.object({ bookingId: z.string().check(z.minLength(1)) }));
    const BookingNoted = defineEvent({ source: 'cruises.bookings', detailType: 'BookingNoted', version: 2, data: build, sample: { bookingId: 'b1' } });
    expect(build).not.toHaveBeenCalled();
    expect(BookingNoted).toMatchObject({ source: 'cruises.bookings', detailType: 'BookingNoted', version: 2, sample: { bookingId: 'b1' } });
    expect(build).not.toHaveBeenCalled();

    expect(BookingNoted.data.safeParse({ bookingId: '' }).success).toBe(false);
    const detail = { id: '3b9e1f0a-2c4d-4e5f-8a6b-7c8d9e0f1a2b', version: 2, occurredAt: '2026-11-28T12:00:00.000Z', data: { bookingId: 'b1' } };
    expect(BookingNoted.detail.parse(detail)).toEqual(detail);
    expect(BookingNoted.detail.safeParse({ ...detail, version: 1 }).success).toBe(false);
    expect(BookingNoted.detail.safeParse({ ...detail, data: { bookingId: '' } }).success).toBe(false);
    expect(BookingNoted.detail).toBe(BookingNoted.detail);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
