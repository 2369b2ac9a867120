import { sitePricing } from '../../../site/site-pricing.ts';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import type { PublicAddOn } from '#domain/pricing/products.ts';
import { priceQuoteSelection } from '#domain/booking/quotes.ts';
import {
  EMPTY_QUOTE_FORM,
  checkQuoteForm,
  discoUnavailableReason,
  fieldForPath,
  formErrorsFrom,
  formValuesFromQuote,
  livePrice,
  selectionFor,
  withChange,
  type QuoteFormValues,
} from './quote-form-state.ts';

const today: IsoDate = '2026-06-10'; // a Wednesday

function next(weekday: number, from = addDays(today, 40)): IsoDate {
  let date = from;
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

const saturday = next(6);
const tuesday = next(2);

const filled: QuoteFormValues = {
  ...EMPTY_QUOTE_FORM,
  eventType: 'birthday',
  eventDate: saturday,
  groupSize: '20',
  cruiseKind: 'private',
  packageKey: 'essentials',
  lilyPad: true,
  name: 'Jordan Rivera',
  email: 'jordan@x.example',
  phone: '512-555-0142',
};

describe('the staff quote form', () => {
  it('prices the choices with the engine, exactly as the server will', () => {
    const selection = selectionFor(filled);
    expect(selection).toEqual({ kind: 'private', eventType: 'birthday', eventDate: saturday, groupSize: 20, packageType: 'essentials', lilyPad: true });
    expect(livePrice(filled, today)).toEqual({ price: priceQuoteSelection(selection!, today, sitePricing), problems: {} });
  });

  it('has no price until every choice is made', () => {
    expect(livePrice({ ...filled, packageKey: '' }, today)).toEqual({ price: null, problems: {} });
    expect(livePrice({ ...filled, groupSize: '20 people' }, today)).toEqual({ price: null, problems: {} });
  });

  it('says at once when a date has passed or no boat takes the group, before the rest is chosen', () => {
    expect(livePrice({ ...EMPTY_QUOTE_FORM, eventDate: addDays(today, -1), groupSize: '80' }, today)).toEqual({
      price: null,
      problems: { eventDate: 'That date has passed. Pick a date from today on.', groupSize: 'Our boats take 1 to 75 guests.' },
    });
    expect(checkQuoteForm({ ...filled, packageKey: '', eventDate: addDays(today, -1) }, today)).toEqual({
      ok: false,
      errors: { packageKey: 'Choose a package.', eventDate: 'That date has passed. Pick a date from today on.' },
    });
  });

  it('puts what the engine refuses beside the field it concerns', () => {
    const past = livePrice({ ...filled, eventDate: addDays(today, -1) }, today);
    expect(past.price).toBeNull();
    expect(Object.keys(past.problems)).toEqual(['eventDate']);
    const tooMany = livePrice({ ...filled, groupSize: '80' }, today);
    expect(Object.keys(tooMany.problems)).toEqual(['groupSize']);
  });

  it('offers the disco only where it sails, and says why not', () => {
    expect(discoUnavailableReason({ ...filled, eventDate: saturday, groupSize: '12' }, today)).toBeNull();
    expect(discoUnavailableReason({ ...filled, eventDate: tuesday }, today)).toMatch(/Fridays and Saturdays only/);
    expect(discoUnavailableReason({ ...filled, groupSize: '40' }, today)).toMatch(/groups of 8 to 30/);
  });

  it('keeps the choices consistent as they change', () => {
    const disco = withChange({ ...filled, groupSize: '12' }, 'packageKey', 'disco_queen', today);
    expect(disco).toMatchObject({ cruiseKind: 'disco', packageKey: 'disco_queen' });
    // A Tuesday rules the disco out: back to a private charter, the disco package goes.
    expect(withChange(disco, 'eventDate', tuesday, today)).toMatchObject({ cruiseKind: 'private', packageKey: '' });
    // The bride rides free on Disco Queen, not on Basic.
    expect(withChange({ ...disco, brideIncluded: true }, 'packageKey', 'basic', today).brideIncluded).toBe(false);
    // Ultimate comes with a lily pad.
    expect(withChange(filled, 'packageKey', 'ultimate', today).lilyPad).toBe(false);
  });

  it('reads an existing quote back into the form', () => {
    const values = formValuesFromQuote({
      selection: selectionFor(filled)!,
      contact: { name: 'Jordan Rivera', email: 'jordan@x.example', phone: '512-555-0142' },
      notes: 'Cake',
    });
    expect(values).toEqual({ ...filled, notes: 'Cake' });
  });

  it('checks the form with the API schema and the engine before sending', () => {
    expect(checkQuoteForm(EMPTY_QUOTE_FORM, today)).toEqual({
      ok: false,
      errors: expect.objectContaining({
        eventType: 'Choose the occasion.',
        packageKey: 'Choose a package.',
        eventDate: expect.any(String),
        groupSize: expect.any(String),
        name: expect.any(String),
        email: expect.any(String),
        phone: expect.any(String),
      }),
    });
    expect(checkQuoteForm({ ...filled, email: 'not-an-address' }, today)).toEqual({ ok: false, errors: { email: 'Enter a valid e-mail address.' } });
    expect(checkQuoteForm({ ...filled, groupSize: '12.5' }, today)).toEqual({ ok: false, errors: { groupSize: 'Enter a whole number of guests.' } });
    const ok = checkQuoteForm({ ...filled, notes: '  Cake  ' }, today, '8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01');
    expect(ok).toEqual({
      ok: true,
      request: {
        selection: selectionFor(filled),
        contact: { name: 'Jordan Rivera', email: 'jordan@x.example', phone: '512-555-0142' },
        notes: 'Cake',
        revises: '8d1c6e52-4f0b-4c1e-9b9a-6c2d7e8f9a01',
      },
    });
  });

  it('maps API error paths to the form fields', () => {
    expect(fieldForPath('selection.groupSize')).toBe('groupSize');
    expect(fieldForPath('discoPackage')).toBe('packageKey');
    expect(fieldForPath('contact.email')).toBe('email');
    expect(fieldForPath('revises')).toBeNull();
    expect(formErrorsFrom({ 'selection.eventDate': 'Pick a Friday.', revises: 'Amend the latest version.' })).toEqual({
      errors: { eventDate: 'Pick a Friday.' },
      other: ['Amend the latest version.'],
    });
  });
});

describe('add-ons and a promo code on a staff quote (decision 027)', () => {
  const favours: PublicAddOn = {
    id: 'favours',
    name: 'Favours',
    description: '',
    per: 'guest',
    unitAmount: 500,
    cruiseKinds: ['private'],
    boats: ['boat_day_tripper', 'boat_me_seeks_the_irony', 'boat_clever_girl'],
  };
  const withExtras: QuoteFormValues = { ...filled, addOns: [{ productId: 'favours', quantity: 1 }], promoCode: ' spring10 ' };

  it('sends the chosen add-ons and the trimmed code; none of either sends neither', () => {
    const check = checkQuoteForm(withExtras, today, undefined, [favours]);
    expect(check.ok && check.request.selection).toMatchObject({ addOns: [{ productId: 'favours', quantity: 1 }], promoCode: 'SPRING10' });
    const plain = checkQuoteForm(filled, today);
    expect(plain.ok && 'addOns' in plain.request.selection).toBe(false);
    expect(plain.ok && 'promoCode' in plain.request.selection).toBe(false);
  });

  it('itemises the add-ons the catalogue offers in the live price, as the engine does', () => {
    const selection = selectionFor(filled)!;
    const groupSize = selection.groupSize;
    const { price } = livePrice(withExtras, today, [favours]);
    expect(price?.breakdown.lineItems.at(-1)).toEqual({
      code: 'ADD_ON',
      label: 'Favours (per guest)',
      amount: 500 * groupSize,
      quantity: groupSize,
      unitAmount: 500,
    });
    expect(price?.totalPrice).toBeGreaterThan(priceQuoteSelection(selection, today, sitePricing).totalPrice);
  });

  it('puts the API refusals of a code or an add-on beside their fields, and amends with what the quote had', () => {
    expect(fieldForPath('selection.promoCode')).toBe('promoCode');
    expect(fieldForPath('selection.addOns.0.productId')).toBe('addOns');
    const values = formValuesFromQuote({
      selection: { ...selectionFor(filled)!, addOns: [{ productId: 'favours', quantity: 2 }], promoCode: 'SPRING10' },
      contact: { name: 'A B', email: 'a@b.example', phone: '(512) 555-0142' },
    });
    expect(values).toMatchObject({ addOns: [{ productId: 'favours', quantity: 2 }], promoCode: 'SPRING10' });
  });
});
