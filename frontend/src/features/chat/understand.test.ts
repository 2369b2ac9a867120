import { describe, expect, it } from 'vitest';
import { dayOfWeek } from '#domain/shared/dates.ts';
import { PRIVATE_MAX_GUESTS } from '#domain/pricing/fleet.ts';
import { findGroupSize, reaskMessage, understandText, understood, wordsToDigits } from './understand.ts';

const TODAY = '2026-06-01'; // a Monday

describe('understandText: event types', () => {
  it.each([
    ['bachelorette', 'bachelorette'],
    ['Bachelorette Party', 'bachelorette'],
    ['a bach party for my sister', 'bachelorette'],
    ['hen do', 'bachelorette'],
    ['bride to be weekend', 'bachelorette'],
    ['bachelor party', 'bachelor'],
    ['stag do', 'bachelor'],
    ['bday', 'birthday'],
    ["my husband's 40th birthday", 'birthday'],
    ['sweet 16', 'birthday'],
    ['work party', 'corporate'],
    ['team outing', 'corporate'],
    ['Corporate Event', 'corporate'],
    ['wedding rehearsal', 'wedding'],
    ['welcome party for the wedding', 'wedding'],
    ['grad party', 'graduation'],
    ['our anniversary', 'anniversary'],
    ['family reunion', 'reunion'],
    ['other', 'other'],
    ['just for fun', 'other'],
  ])('%s -> %s', (text, key) => {
    expect(understandText('eventType', text, TODAY).values.eventType).toBe(key);
  });

  it('lets the stronger occasion win in a sentence naming two', () => {
    expect(understandText('eventType', 'a bachelorette before the wedding', TODAY).values.eventType).toBe('bachelorette');
    expect(understandText('eventType', "the team's bachelor party", TODAY).values.eventType).toBe('bachelor');
  });

  it('does not understand gibberish, and re-asks kindly', () => {
    const result = understandText('eventType', 'asdf qwerty', TODAY);
    expect(understood(result)).toBe(false);
    expect(reaskMessage('eventType')).toMatch(/birthday/);
  });
});

describe('understandText: group sizes', () => {
  it.each([
    ['20 of us', 20],
    ['about 18', 18],
    ['twenty five', 25],
    ['twenty-five people', 25],
    ['20-25 people', 25],
    ['20 to 25 guests', 25],
    ['between 12 and 15', 15],
    ['party of 12', 12],
    ["we're 9", 9],
    ['a dozen', 12],
    ['14', 14],
    ['just 2', 2],
    ['maybe 30', 30],
    ['40+ people', 40],
  ])('%s -> %i', (text, size) => {
    expect(understandText('groupSize', text, TODAY).values.groupSize).toBe(size);
  });

  it('reads a bare number as a group size only when the question was the group size', () => {
    expect(understandText('eventType', '14', TODAY).values.groupSize).toBeUndefined();
    expect(understandText('eventDate', '14', TODAY).values.groupSize).toBeUndefined();
  });

  it('does not take an ordinal birthday for a head count', () => {
    const result = understandText('eventType', 'my 30th birthday with 12 friends', TODAY);
    expect(result.values).toMatchObject({ eventType: 'birthday', groupSize: 12 });
  });

  it('refuses sizes out of range with the domain limits', () => {
    const tooMany = understandText('groupSize', '90 people', TODAY);
    expect(tooMany.values.groupSize).toBeUndefined();
    expect(tooMany.refusals[0]).toContain(String(PRIVATE_MAX_GUESTS));
    expect(understandText('groupSize', '0', TODAY).refusals[0]).toMatch(/at least 1/);
    expect(findGroupSize('20-100 people')?.refusal).toContain(String(PRIVATE_MAX_GUESTS));
  });

  it('turns number words into digits', () => {
    expect(wordsToDigits('thirty two girls and a dozen guys')).toBe('32 girls and 12 guys');
    expect(wordsToDigits('one hundred')).toBe('100');
  });
});

describe('understandText: dates', () => {
  it.each([
    ['June 14th', '2026-06-14'],
    ['jun 14', '2026-06-14'],
    ['14th of June', '2026-06-14'],
    ['6/14', '2026-06-14'],
    ['6/14/2027', '2027-06-14'],
    ['6/14/27', '2027-06-14'],
    ['2027-06-14', '2027-06-14'],
    ['June 14, 2027', '2027-06-14'],
    ['tomorrow', '2026-06-02'],
    ['today', '2026-06-01'],
    ['this Friday', '2026-06-05'],
    ['saturday', '2026-06-06'],
    ['next Saturday', '2026-06-06'],
    ['the 14th', '2026-06-14'],
  ])('%s -> %s', (text, date) => {
    expect(understandText('eventDate', text, TODAY).values.eventDate).toBe(date);
  });

  it('takes a month and day without a year as the next such date on or after today', () => {
    expect(understandText('eventDate', 'May 30', TODAY).values.eventDate).toBe('2027-05-30');
    expect(understandText('eventDate', 'June 1', TODAY).values.eventDate).toBe('2026-06-01');
    expect(understandText('eventDate', 'Feb 29', TODAY).values.eventDate).toBe('2028-02-29');
    expect(understandText('eventDate', 'the 1st', '2026-06-02').values.eventDate).toBe('2026-07-01');
  });

  it('reads a weekday in a named month as a day of that month, and asks which day for a month alone', () => {
    expect(understandText('eventDate', 'a Saturday in June', '2026-11-29').values.eventDate).toBe('2027-06-05');
    expect(understandText('eventDate', 'the last Sunday in May', '2026-11-29').values.eventDate).toBe('2027-05-30');
    expect(understandText('eventDate', 'second Friday of July 2027', '2026-11-29').values.eventDate).toBe('2027-07-09');
    // With no place said, the first one still ahead this month; "first" means the month's first.
    expect(understandText('eventDate', 'a Saturday in November', '2026-11-10').values.eventDate).toBe('2026-11-14');
    expect(understandText('eventDate', 'first Saturday in November', '2026-11-10').values.eventDate).toBe('2027-11-06');
    expect(understandText('eventDate', 'a Saturday in November 2026', '2026-11-29').refusals).toEqual([
      'That day of November 2026 has already passed. Pick a date from today onward.',
    ]);
    const monthAlone = understandText('eventType', '20 of us in June', '2026-11-29');
    expect(monthAlone.values).toEqual({ groupSize: 20 });
    expect(monthAlone.refusals).toEqual(['Which day in June? Say it like "June 14", or pick it on the calendar.']);
  });

  it('"next" skips today when today is that weekday', () => {
    const saturday = '2026-06-06';
    expect(dayOfWeek(saturday)).toBe(6);
    expect(understandText('eventDate', 'this saturday', saturday).values.eventDate).toBe(saturday);
    expect(understandText('eventDate', 'next saturday', saturday).values.eventDate).toBe('2026-06-13');
  });

  it('refuses a past date with a clear message', () => {
    const result = understandText('eventDate', '6/14/2025', TODAY);
    expect(result.values.eventDate).toBeUndefined();
    expect(result.refusals).toEqual(['06/14/2025 has already passed. Pick a date from today onward.']);
  });

  it('refuses days that do not exist', () => {
    expect(understandText('eventDate', 'Feb 30', TODAY).refusals[0]).toBe('February 30 is not a date. Which day did you mean?');
    expect(understandText('eventDate', '2/30/2027', TODAY).refusals[0]).toMatch(/February 30 is not a date/);
    expect(understandText('eventDate', '13/6', TODAY).refusals[0]).toMatch(/month\/day/);
    expect(understandText('eventDate', 'the 32nd', TODAY).refusals[0]).toMatch(/No month has a 32nd/);
  });

  it('does not read "may" as a month without a day', () => {
    expect(understandText('groupSize', 'we may be 20', TODAY).values).toEqual({ groupSize: 20 });
  });
});

describe('understandText: a free sentence fills every slot it mentions', () => {
  it('at any cruise step', () => {
    for (const step of ['eventType', 'eventDate', 'groupSize', 'cruiseKind', 'package'] as const) {
      expect(understandText(step, '20 of us on June 14th for a bachelorette', TODAY).values, step).toEqual({
        eventType: 'bachelorette',
        groupSize: 20,
        eventDate: '2026-06-14',
      });
    }
  });

  it('reads cruises and packages', () => {
    expect(understandText('eventType', 'disco cruise for a bachelorette', TODAY).values).toEqual({ eventType: 'bachelorette', cruiseKind: 'disco' });
    expect(understandText('cruiseKind', 'private please', TODAY).values).toEqual({ cruiseKind: 'private' });
    expect(understandText('cruiseKind', 'private or disco?', TODAY).values).toEqual({});
    expect(understandText('package', 'the ultimate', TODAY).values).toEqual({ package: 'ultimate' });
    expect(understandText('package', 'Disco Queen', TODAY).values).toEqual({ package: 'disco_queen' });
    expect(understandText('package', 'platinum', TODAY).values).toEqual({ package: 'platinum' });
    expect(understandText('package', 'essentials', TODAY).values).toEqual({ package: 'essentials' });
  });

  it('reads yes and no at the add-on step only', () => {
    expect(understandText('addOn', 'yes please', TODAY).values).toEqual({ addOn: true });
    expect(understandText('addOn', 'no thanks', TODAY).values).toEqual({ addOn: false });
    expect(understandText('addOn', 'not sure', TODAY).values).toEqual({});
    expect(understandText('eventType', 'yes', TODAY).values).toEqual({});
  });
});

describe('understandText: contact details', () => {
  it('takes the whole text as the detail, validated by the domain schemas', () => {
    expect(understandText('name', 'My name is Avery Stone.', TODAY).values).toEqual({ name: 'Avery Stone' });
    expect(understandText('name', 'June Saturday', TODAY).values).toEqual({ name: 'June Saturday' });
    expect(understandText('email', 'it is Avery@Example.com', TODAY).values).toEqual({ email: 'Avery@Example.com' });
    expect(understandText('phone', 'call me on (512) 555-0142', TODAY).values).toEqual({ phone: '(512) 555-0142' });
  });

  it('explains what is wrong', () => {
    expect(understandText('email', 'avery at example', TODAY).refusals).toEqual(['Enter a valid e-mail address: it cannot contain spaces.']);
    expect(understandText('email', 'avery@example', TODAY).refusals).toEqual(['Enter a valid e-mail address.']);
    expect(understandText('phone', '555', TODAY).refusals).toEqual(['Enter a valid phone number.']);
    expect(understandText('name', '   ', TODAY).refusals).toEqual(['Enter your full name.']);
  });

  it('refuses an address with a space inside instead of keeping the part after it', () => {
    expect(understandText('email', ' jess rivera@example.com ', TODAY)).toEqual({
      values: {},
      refusals: ['Enter a valid e-mail address: it cannot contain spaces.'],
    });
    expect(understandText('email', 'my email is jess@example.com.', TODAY).values).toEqual({ email: 'jess@example.com' });
  });
});
