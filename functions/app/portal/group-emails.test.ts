import { describe, expect, it } from 'vitest';
import { BookingCancelled, BookingMoved } from '#events/bookings.ts';
import { businessFacts } from '#domain/site/business.ts';
import type { GroupMember } from '#domain/portal/group-members.ts';
import { groupTripEmail } from './group-emails.ts';

const member = (overrides: Partial<GroupMember>): GroupMember => ({
  email: 'sam@friends.example',
  invited: false,
  signed: false,
  sharePaid: 0,
  shareRefunded: 0,
  ...overrides,
});
const share = 'https://www.laketravispartycruises.example/pay/abc';
const waiver = 'https://www.laketravispartycruises.example/waiver/xyz';

describe("the group's e-mail when the trip changes", () => {
  it('tells a friend whose cancellation falls outside the refund window that their share is not refunded by itself, and whom to call', () => {
    const email = groupTripEmail(
      'cancelled',
      { ...BookingCancelled.sample, refundDue: false },
      member({ name: 'Sam Lee', sharePaid: 12_500 }),
      { share },
      businessFacts,
    );
    expect(email.subject).toContain("Jordan's cruise on Saturday, May 15, 2027 is cancelled");
    expect(email.text).toContain('You paid $125.00 toward it. The cancellation falls outside the refund window');
    expect(email.text).toContain(businessFacts.phone.display);
    expect(email.text).toContain(`Open your share page: ${share}`);
  });

  it('says nothing of money to an invited guest who paid none, and nothing of the organiser but their first name', () => {
    const email = groupTripEmail('cancelled', BookingCancelled.sample, member({ invited: true }), { waiver }, businessFacts);
    expect(email.text).toMatch(/^Hi there,/);
    expect(email.text).not.toContain('$');
    expect(email.text).toContain(`Open the trip: ${waiver}`);
    for (const secret of ['Rivera', BookingCancelled.sample.leadGuest.email]) expect(`${email.text}${email.html}`).not.toContain(secret);
  });

  it('on a move, keeps what a friend paid less what was refunded of it', () => {
    const email = groupTripEmail('moved', BookingMoved.sample, member({ sharePaid: 20_000, shareRefunded: 5_000 }), { share }, businessFacts);
    expect(email.text).toContain('The $150.00 you paid toward it stays on the booking.');
    expect(email.text).not.toContain('waiver');
  });
});
