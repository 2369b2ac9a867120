import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedPayment, RecordedRefund } from '../booking/booking.ts';
import { groupMembers } from './group-members.ts';
import type { ManifestInvitation, WaiverSignature } from './manifest.ts';

const sha = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const invitation = (email: string): ManifestInvitation => ({
  bookingId: 'b1',
  email,
  emailSha256: sha(email),
  invitedAt: '2027-05-01T12:00:00Z',
  reminders: [],
});
const signature = (email: string): WaiverSignature => ({
  bookingId: 'b1',
  name: 'Signer',
  typedSignature: 'Signer',
  twentyOneChecked: false,
  photoConsent: true,
  waiverVersion: '2026-01',
  emailSha256: sha(email),
  signedAt: '2027-05-02T12:00:00Z',
});
const payment = (id: string, amount: number, share?: { name: string; email?: string }): RecordedPayment => ({
  id,
  kind: 'deposit',
  amount,
  method: 'card',
  receivedOn: '2027-05-01',
  recordedBy: 'Stripe',
  recordedAt: '2027-05-01T12:00:00Z',
  ...(share ? { share: { reservationId: `r-${id}`, ...share } } : {}),
});
const refund = (paymentId: string, amount: number): RecordedRefund => ({
  id: `re-${paymentId}`,
  paymentId,
  amount,
  method: 'card',
  reason: 'Cancelled',
  refundedBy: 'staff@example.com',
  refundedAt: '2027-05-03T12:00:00Z',
});
const leadGuest = { name: 'Jess Rivera', email: 'Jess@Example.com', phone: '512-555-0100' };

describe('the group told of a change to the trip', () => {
  it('is each invited guest and each share payer with an address, once per address, without the lead guest', () => {
    const members = groupMembers(
      {
        leadGuest,
        payments: [
          payment('p1', 50_000),
          payment('p2', 12_000, { name: 'Sam Lee', email: 'sam@example.com' }),
          payment('p3', 12_000, { name: 'Sam Lee', email: 'SAM@example.com ' }),
          payment('p4', 12_000, { name: 'No Address' }),
          payment('p5', 12_000, { name: 'Jess again', email: 'jess@example.com' }),
        ],
        refunds: [refund('p3', 2_000)],
      },
      {
        invitations: [invitation('ana@example.com'), invitation('sam@example.com'), invitation('JESS@example.com')],
        signatures: [signature('Sam@Example.com')],
      },
    );
    expect(members).toEqual([
      { email: 'ana@example.com', invited: true, signed: false, sharePaid: 0, shareRefunded: 0 },
      { email: 'sam@example.com', name: 'Sam Lee', invited: true, signed: true, sharePaid: 24_000, shareRefunded: 2_000 },
    ]);
  });

  it('is empty for a booking with no invitations and no shares', () => {
    expect(groupMembers({ leadGuest, payments: [payment('p1', 50_000)], refunds: undefined }, { invitations: [], signatures: [] })).toEqual([]);
  });

  it('counts a share payer who was never invited (their signature alone is no invitation), and what was refunded of their share', () => {
    const members = groupMembers(
      { leadGuest, payments: [payment('p2', 12_000, { name: 'Kim Park', email: 'kim@example.com' })], refunds: [refund('p2', 12_000)] },
      { invitations: [], signatures: [signature('kim@example.com')] },
    );
    expect(members).toEqual([{ email: 'kim@example.com', name: 'Kim Park', invited: false, signed: false, sharePaid: 12_000, shareRefunded: 12_000 }]);
  });
});
