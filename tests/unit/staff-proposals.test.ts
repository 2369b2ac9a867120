import { describe, expect, it } from 'vitest';
import { bookingStaffRoutes } from '#contracts/routes/booking-staff.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { paymentsStaffRoutes } from '#contracts/routes/payments-staff.ts';
import { peopleStaffRoutes } from '#contracts/routes/people-staff.ts';
import { pricingStaffRoutes } from '#contracts/routes/pricing-staff.ts';
import { STAFF_TOOL_ROLES } from '#domain/assistant/staff-assistant.ts';
import {
  describeProposal,
  draftSlug,
  leadReplySubject,
  leadReplyText,
  PROPOSAL_TOOL_KINDS,
  proposedPromoCode,
  type StaffProposal,
} from '#domain/assistant/staff-proposals.ts';
import { callerBookingSchema } from '#domain/booking/booking-schemas.ts';
import { newPromoCodeSchema } from '#domain/pricing/promo-codes.ts';

// Decision 080: a proposal tool is offered to the roles of the route its card calls, no more and
// no fewer (a card the route would refuse is never shown as doable), and a card says exactly what
// the route will do.

// A lead's reply is sent by nothing: its roles are the leads screen's, where staff read the enquiry.
const ROUTE_OF_TOOL = {
  propose_pay_link: paymentsStaffRoutes.resendAdminPayLink,
  propose_promo_code: pricingStaffRoutes.createAdminPromoCode,
  propose_hold: bookingStaffRoutes.bookAdminQuote,
  propose_blog_draft: contentStaffRoutes.postAdminBlog,
  draft_lead_reply: peopleStaffRoutes.listAdminLeads,
} as const;

describe("the staff assistant's proposals", () => {
  it("offers each proposal tool to the roles of the screen's route that does it", () => {
    expect(Object.keys(ROUTE_OF_TOOL).sort()).toEqual(Object.keys(PROPOSAL_TOOL_KINDS).sort());
    for (const [tool, route] of Object.entries(ROUTE_OF_TOOL))
      expect([tool, STAFF_TOOL_ROLES[tool as keyof typeof ROUTE_OF_TOOL]]).toEqual([tool, route.roles]);
  });

  it("names the pay link's booking, address and amount, and the balance's due day", () => {
    const proposal: StaffProposal = {
      kind: 'resend_pay_link',
      bookingId: 'b1',
      reference: 'B-1234ABCD',
      leadGuest: 'Rory Vance',
      sentTo: 'rory@test.example',
      what: 'balance',
      amount: 123_450,
      dueBy: '2036-07-17',
      cruiseDate: '2036-08-16',
    };
    expect(describeProposal(proposal)).toEqual({
      title: 'Send the pay link for B-1234ABCD again',
      lines: [
        { label: 'Booking', value: 'B-1234ABCD, Rory Vance, cruise on Saturday, August 16, 2036' },
        { label: 'E-mailed to', value: 'rory@test.example' },
        { label: 'It asks for', value: 'The balance of $1,234.50, due Thursday, July 17, 2036, by card' },
      ],
      confirm: 'Send the pay link',
      confirmTo: 'rory@test.example',
    });
    expect(describeProposal({ ...proposal, what: 'deposit', amount: 50_000, dueBy: null }).lines[2]).toEqual({
      label: 'It asks for',
      value: 'The deposit of $500.00, by card',
    });
  });

  it("names the code, the percentage and the days guests may enter it; the code is the partner's and the percent, free of others", () => {
    const request = {
      code: proposedPromoCode('Lake-side', 10, 0),
      description: '10% off for guests of Lakeside Bridal',
      kind: 'percent' as const,
      value: 10,
      validFrom: '2031-12-02',
      validTo: '2032-03-01',
      minGroupSize: 1,
      cruiseKinds: ['private' as const, 'disco' as const],
      totalLimit: null,
      perCustomerLimit: null,
      stackable: false,
      allowsFree: false,
      active: true,
    };
    expect(request.code).toBe('LAKESIDE10');
    expect(proposedPromoCode('LAKESIDE', 15, 1)).toBe('LAKESIDE15-2');
    expect(newPromoCodeSchema.safeParse(request).success).toBe(true);
    const card = describeProposal({ kind: 'create_promo_code', partner: { name: 'Lakeside Bridal', code: 'Lake-side' }, request });
    expect(card.title).toBe('Make the promo code LAKESIDE10 for Lakeside Bridal');
    expect(card.lines.slice(0, 4)).toEqual([
      { label: 'Code', value: 'LAKESIDE10' },
      { label: 'Discount', value: '10% off' },
      { label: 'Guests may enter it', value: 'From Tuesday, December 2, 2031 to Monday, March 1, 2032' },
      { label: 'For', value: 'private and disco cruises; any group size; no limit on uses; does not combine with off-peak prices' },
    ]);
    expect(card.confirm).toBe('Create the code LAKESIDE10');
  });

  it('names the quote, the party, the day and time, the total, the deposit, where the pay link goes and how long the time is held (decision 089)', () => {
    const request = {
      start: '13:30',
      leadGuest: { name: 'Taylor Jones', email: 'taylor@test.example', phone: '(512) 555-0190' },
      payment: { method: 'pay_link' as const },
    };
    // The card's body is one the route takes as it is.
    expect(callerBookingSchema.parse(request)).toEqual(request);
    const proposal: StaffProposal = {
      kind: 'hold_slot',
      quoteId: '1a2b3c4d-0000-4000-8000-000000000000',
      reference: 'Q-1A2B3C4D',
      leadGuest: 'Taylor Jones',
      cruise: { kind: 'private', groupSize: 20 },
      date: '2031-12-06',
      start: '13:30',
      end: '17:30',
      total: 189_000,
      deposit: 47_250,
      sentTo: 'taylor@test.example',
      holdMinutes: 20,
      request,
    };
    expect(describeProposal(proposal)).toEqual({
      title: 'Book Q-1A2B3C4D for Taylor Jones on Saturday, December 6, 2031 at 1:30 PM',
      lines: [
        { label: 'Quote', value: 'Q-1A2B3C4D, Taylor Jones: a private cruise for 20 guests' },
        { label: 'When', value: 'Saturday, December 6, 2031, 1:30 PM to 5:30 PM' },
        { label: 'Total', value: '$1,890.00' },
        { label: 'Deposit', value: '$472.50, by card through the pay link' },
        { label: 'Pay link e-mailed to', value: 'taylor@test.example' },
        { label: 'The time is held', value: 'For 20 minutes while they pay the deposit; released if it is not paid by then' },
      ],
      confirm: 'Book it and e-mail the pay link',
      confirmTo: 'taylor@test.example',
    });
    // A code that made the cruise free: the route confirms it as it books, and sends no pay link.
    const free = describeProposal({ ...proposal, cruise: { kind: 'disco', groupSize: 12 }, total: 0, deposit: 0, holdMinutes: null });
    expect(free.lines).toEqual([
      { label: 'Quote', value: 'Q-1A2B3C4D, Taylor Jones: a disco cruise, 12 tickets' },
      { label: 'When', value: 'Saturday, December 6, 2031, 1:30 PM to 5:30 PM' },
      { label: 'Total', value: '$0.00' },
      { label: 'Deposit', value: 'None: a code made the cruise free, so it is confirmed as it is booked and no pay link is sent' },
    ]);
    expect(free.confirm).toBe('Book it');
  });

  it("drafts a lead's reply from what they gave, with a place for the answer, and a post's address from its title", () => {
    const lead = { name: 'Jamie Lee', eventType: 'Bachelorette', groupSize: '14', eventDate: '2032-05-15', message: 'Can we bring a speaker?' };
    expect(leadReplySubject(lead)).toBe('Re: your bachelorette cruise on Lake Travis on Saturday, May 15, 2032');
    expect(leadReplyText(lead, { name: 'Lake Travis Party Cruises', phone: '(512) 555-0100', quoteUrl: 'https://example.com/chat' })).toBe(
      [
        'Hi Jamie,',
        '',
        'Thank you for getting in touch with Lake Travis Party Cruises about your bachelorette for 14 guests on Saturday, May 15, 2032.',
        '',
        'You asked: "Can we bring a speaker?"',
        '[Your answer to their question]',
        '',
        'You can see the prices for your group and hold a date at https://example.com/chat, or reply to this e-mail and we will put a quote together for you.',
        '',
        'If it is easier to talk, call us on (512) 555-0100.',
        '',
        'Best wishes,',
        '[Your name], Lake Travis Party Cruises',
      ].join('\n'),
    );
    expect(draftSlug('Sunset cruises on Lake Travis!', 0)).toBe('sunset-cruises-on-lake-travis');
    expect(draftSlug('Café  life', 1)).toBe('cafe-life-2');
  });
});
