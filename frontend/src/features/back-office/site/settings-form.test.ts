import { describe, expect, it } from 'vitest';
import { businessFactEditableDefaults } from '#domain/site/business-settings.ts';
import { checkSettings, errorsFrom, factsFromValues, numberFrom, orderedErrors, valuesFromFacts, withPhoneDisplay } from './settings-form.ts';

const TODAY = '2026-11-22';
const defaults = valuesFromFacts(businessFactEditableDefaults);

describe('the settings form', () => {
  it('sends back exactly the facts it was loaded with', () => {
    expect(checkSettings(defaults, TODAY)).toEqual({ facts: businessFactEditableDefaults });
  });

  it.each([
    ['2009', 2009],
    [' 4.9 ', 4.9],
    ['125,000', 125_000],
    ['1,250', 1250],
    ['12,50', '12,50'],
    ['', ''],
    ['about 20', 'about 20'],
  ])('reads %j as %j', (text, value) => {
    expect(numberFrom(text)).toBe(value);
  });

  it('keeps the times of a closed day in its inputs, and sends the day as closed', () => {
    const values = { ...defaults, closed: { ...defaults.closed, sunday: true } };
    expect(values.text['businessHours.sunday.opens']).toBe('09:00');
    expect((factsFromValues(values) as { businessHours: Record<string, unknown> }).businessHours['sunday']).toEqual({ closed: true });
    const reloaded = valuesFromFacts({
      ...businessFactEditableDefaults,
      businessHours: { ...businessFactEditableDefaults.businessHours, sunday: { closed: true } },
    });
    expect(reloaded.closed.sunday).toBe(true);
    expect(reloaded.text['businessHours.sunday.closes']).toBe('22:00');
  });

  it('puts each problem beside its input, in the order the form reads', () => {
    const values = {
      ...defaults,
      text: { ...defaults.text, 'rating.value': 'five', 'businessHours.friday.closes': '08:00', 'phone.e164': '12345', foundedYear: '2030' },
    };
    const checked = checkSettings(values, TODAY);
    expect('errors' in checked && orderedErrors(checked.errors)).toEqual([
      ['phone.e164', 'Enter a US number for dialling as +1 and ten digits, e.g. +15125550142.'],
      ['businessHours.friday.closes', 'The closing time must be after the opening time.'],
      ['foundedYear', 'Enter a year no later than 2026.'],
      ['rating.value', 'Enter the rating as a number from 1 to 5, e.g. 4.9.'],
    ]);
  });

  it("places the API's field errors by input, a whole day on its Closed box, and keeps what fits nowhere", () => {
    expect(
      errorsFrom({
        'facts.email.address': 'Enter a valid e-mail address, e.g. hello@example.com.',
        'facts.businessHours.monday': 'Say whether the business is open or closed that day.',
        'facts.businessHours': 'Open on at least one day of the week.',
        version: 'Send the version of the settings you loaded.',
      }),
    ).toEqual({
      errors: {
        'email.address': 'Enter a valid e-mail address, e.g. hello@example.com.',
        'businessHours.monday.closed': 'Say whether the business is open or closed that day.',
        businessHours: 'Open on at least one day of the week.',
      },
      other: ['Send the version of the settings you loaded.'],
    });
  });

  it('keeps the number for dialling in step with the number shown, until staff change it by hand', () => {
    let values = withPhoneDisplay(defaults, '(737) 555-01');
    expect(values.text['phone.e164']).toBe('');
    values = withPhoneDisplay(values, '(737) 555-0199');
    expect(values.text['phone.e164']).toBe('+17375550199');
    const byHand = { ...values, text: { ...values.text, 'phone.e164': '+17375550100' } };
    expect(withPhoneDisplay(byHand, '(737) 555-0111').text['phone.e164']).toBe('+17375550100');
  });
});
