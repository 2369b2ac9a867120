import { describe, expect, it } from 'vitest';
import { instantAt } from '../shared/dates.ts';
import { rebookPath, reviewFormPath, thankYouCruiseDates, thankYouDue } from './thank-you.ts';

const TODAY = '2027-06-13';
const morning = instantAt(TODAY, '10:00');
const cruise = (date: string, status = 'confirmed', thankYouSentAt?: string) => ({ status, slot: { date }, ...(thankYouSentAt ? { thankYouSentAt } : {}) });

describe('the thank-you the day after the cruise', () => {
  it('is due from 10 AM Austin time the day after a confirmed cruise, or the day after that', () => {
    expect(thankYouCruiseDates(TODAY)).toEqual({ from: '2027-06-11', to: '2027-06-12' });
    expect(thankYouDue(cruise('2027-06-12'), TODAY, morning)).toBe(true);
    expect(thankYouDue(cruise('2027-06-11'), TODAY, morning)).toBe(true);
    // 9:59 in Austin (CDT, UTC-5) is 14:59 UTC: still too early.
    expect(thankYouDue(cruise('2027-06-12'), TODAY, new Date('2027-06-13T14:59:00Z'))).toBe(false);
    expect(thankYouDue(cruise('2027-06-12'), TODAY, new Date('2027-06-13T15:00:00Z'))).toBe(true);
  });

  it('is not due for a cruise today, one three days gone, one that did not sail, or a guest already thanked', () => {
    expect(thankYouDue(cruise(TODAY), TODAY, morning)).toBe(false);
    expect(thankYouDue(cruise('2027-06-10'), TODAY, morning)).toBe(false);
    for (const status of ['cancelled', 'released', 'pending_deposit']) expect(thankYouDue(cruise('2027-06-12', status), TODAY, morning), status).toBe(false);
    expect(thankYouDue(cruise('2027-06-12', 'confirmed', '2027-06-13T15:00:00.000Z'), TODAY, morning)).toBe(false);
  });

  it("links the review form with the booking, and /book with the group's choices and no contact details", () => {
    expect(reviewFormPath('B-3F9A2C1B')).toBe('/testimonials-faq?booking=B-3F9A2C1B#leave-a-review');
    const selection = { kind: 'private', eventType: 'bachelorette', groupSize: 24, eventDate: '2027-06-12', packageType: 'ultimate', lilyPad: false } as const;
    expect(rebookPath(selection)).toBe('/book?package=ultimate&groupSize=24&eventType=bachelorette');
    expect(rebookPath({ kind: 'disco', eventType: 'birthday', groupSize: 6, eventDate: '2027-06-12', discoPackage: 'disco_queen', brideIncluded: false })).toBe(
      '/book?package=disco_queen&groupSize=6&eventType=birthday',
    );
  });
});
