import type { StoredBooking } from '../booking/booking-record.ts';
import { sharesByAddress } from '../payments/booking-money.ts';
import type { Cents } from '../shared/money.ts';
import type { ManifestInvitation, WaiverSignature } from './manifest.ts';

// Who of the group, beside the lead guest, the product can write to when the trip changes
// (issue 31): the guests the organiser invited by e-mail, and the friends who paid a share and left
// an address. A guest who signed the waiver through the group's link without an invitation is not
// among them: the manifest keeps only a fingerprint of their address (decision 023).

export interface GroupMember {
  /** As the invitation or the share's checkout gave it; one entry per address, whatever its case. */
  email: string;
  /** The name a share was paid under; an invitation has none. */
  name?: string;
  /** Invited to sign the waiver. */
  invited: boolean;
  /** Invited and has signed the waiver (any version). */
  signed: boolean;
  /** What their shares paid toward the booking. */
  sharePaid: Cents;
  /** What has been refunded from those shares so far. */
  shareRefunded: Cents;
}

const addressKey = (email: string) => email.trim().toLowerCase();

/**
 * The group to tell of a change: each invited guest and each share payer with an address, once
 * per address, the lead guest left out (their own e-mail says it). In the order they joined.
 */
export function groupMembers(
  booking: Pick<StoredBooking, 'leadGuest' | 'payments' | 'refunds'>,
  manifest: { invitations: readonly ManifestInvitation[]; signatures: readonly WaiverSignature[] },
): GroupMember[] {
  const lead = addressKey(booking.leadGuest.email);
  const signedBy = new Set(manifest.signatures.map((signature) => signature.emailSha256));
  const members = new Map<string, GroupMember>();
  const memberFor = (email: string) => {
    const key = addressKey(email);
    if (key === lead) return null;
    const member = members.get(key) ?? { email: email.trim(), invited: false, signed: false, sharePaid: 0, shareRefunded: 0 };
    members.set(key, member);
    return member;
  };
  for (const invitation of manifest.invitations) {
    const member = memberFor(invitation.email);
    if (!member) continue;
    member.invited = true;
    member.signed ||= signedBy.has(invitation.emailSha256);
  }
  // What each paid and had refunded is the ledger module's (sharesByAddress).
  for (const share of sharesByAddress(booking.payments, booking.refunds).values()) {
    const member = memberFor(share.email);
    if (!member) continue;
    member.name ??= share.name;
    member.sharePaid = share.paid;
    member.shareRefunded = share.refunded;
  }
  return [...members.values()];
}
