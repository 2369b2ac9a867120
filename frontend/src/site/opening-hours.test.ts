import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type OpeningHours } from '#domain/site/business.ts';
import { clockLabel, openingHoursText } from './opening-hours.ts';

const daily = (opens: string, closes: string): OpeningHours[] => WEEKDAYS.map((day) => ({ day, opens, closes }));

describe('opening hours as the site writes them', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:00', '9:00 AM'],
    ['12:30', '12:30 PM'],
    ['22:00', '10:00 PM'],
  ])('%s is %s', (hhmm, label) => {
    expect(clockLabel(hhmm)).toBe(label);
  });

  it('says "Every day" only when all seven days share their hours', () => {
    expect(openingHoursText(daily('09:00', '22:00'))).toBe('Every day, 9:00 AM to 10:00 PM');
    // Six days alike and one closed is not every day.
    expect(openingHoursText(daily('09:00', '22:00').filter((h) => h.day !== 'sunday'))).toBe('Monday–Saturday 9:00 AM–10:00 PM; Sunday closed');
  });

  it('groups runs of days with the same hours, closed days included', () => {
    const week: OpeningHours[] = [
      ...(['monday', 'tuesday', 'wednesday', 'thursday'] as const).map((day) => ({ day, opens: '10:00', closes: '20:00' })),
      { day: 'friday', opens: '09:00', closes: '23:00' },
      { day: 'saturday', opens: '09:00', closes: '23:00' },
    ];
    expect(openingHoursText(week)).toBe('Monday–Thursday 10:00 AM–8:00 PM; Friday–Saturday 9:00 AM–11:00 PM; Sunday closed');
    expect(openingHoursText([{ day: 'wednesday', opens: '12:00', closes: '13:00' }])).toBe(
      'Monday–Tuesday closed; Wednesday 12:00 PM–1:00 PM; Thursday–Sunday closed',
    );
  });
});
