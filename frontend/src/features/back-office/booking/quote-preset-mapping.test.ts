import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { applicablePresetChoices, quotePresetChoicesSchema, type QuotePresetChoices } from '#domain/booking/quote-presets.ts';
import * as z from '#domain/shared/zod.ts';
import { formValuesWithPreset, presetChoicesFromForm } from './quote-preset-mapping.ts';
import { EMPTY_QUOTE_FORM, type QuoteFormValues } from './quote-form-state.ts';

const today: IsoDate = '2026-06-10'; // a Wednesday

function next(weekday: number, from = addDays(today, 40)): IsoDate {
  let date = from;
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

const guestContact = { name: 'Jordan Rivera', email: 'jordan@x.example', phone: '512-555-0142', notes: 'Cake on board' };

const bachelorette: QuoteFormValues = {
  ...EMPTY_QUOTE_FORM,
  ...guestContact,
  eventType: 'bachelorette',
  eventDate: next(6),
  groupSize: '22',
  cruiseKind: 'private',
  packageKey: 'ultimate',
  lilyPad: true,
  addOns: [{ productId: 'coolers', quantity: 2 }],
  promoCode: ' summer10 ',
};

describe('presetChoicesFromForm', () => {
  it('keeps the choices and never the guest, the date or the notes', () => {
    const choices = presetChoicesFromForm(bachelorette);
    expect(choices).toEqual({
      eventType: 'bachelorette',
      groupSize: 22,
      cruiseKind: 'private',
      packageKey: 'ultimate',
      // Ultimate brings its own lily pad: the preset does not charge for a second one.
      lilyPad: false,
      brideIncluded: false,
      addOns: [{ productId: 'coolers', quantity: 2 }],
      promoCode: 'SUMMER10',
    });
    expect(JSON.stringify(choices)).not.toMatch(/Jordan|jordan@|555|Cake|eventDate/);
    // What the form saves is what the API accepts.
    expect(z.safeParse(quotePresetChoicesSchema, choices).success).toBe(true);
  });

  it('leaves open what is typed but not usable yet', () => {
    const choices = presetChoicesFromForm({ ...EMPTY_QUOTE_FORM, groupSize: '12 people', cruiseKind: 'disco', packageKey: 'ultimate', promoCode: '   ' });
    expect(choices).toEqual({ cruiseKind: 'disco', lilyPad: false, brideIncluded: false, addOns: [] });
  });
});

describe('formValuesWithPreset', () => {
  const preset: QuotePresetChoices = {
    eventType: 'birthday',
    groupSize: 14,
    cruiseKind: 'private',
    packageKey: 'essentials',
    lilyPad: true,
    brideIncluded: false,
    addOns: [],
    promoCode: 'VIP5',
  };

  it("fills the choices and keeps the guest's contact, date and notes", () => {
    const values = formValuesWithPreset(bachelorette, preset, today);
    expect(values).toEqual({ ...bachelorette, eventType: 'birthday', groupSize: '14', packageKey: 'essentials', lilyPad: true, addOns: [], promoCode: 'VIP5' });
  });

  it('round-trips: a preset saved from a form fills an empty form with the same choices', () => {
    const saved = presetChoicesFromForm(bachelorette);
    const values = formValuesWithPreset(EMPTY_QUOTE_FORM, saved, today);
    expect(presetChoicesFromForm(values)).toEqual(saved);
    expect(values.eventDate).toBe('');
    expect(values.name).toBe('');
  });

  it("turns a disco preset into a private charter on a day the disco does not sail, as the form's rules do", () => {
    const disco: QuotePresetChoices = {
      eventType: 'bachelorette',
      groupSize: 12,
      cruiseKind: 'disco',
      packageKey: 'disco_queen',
      lilyPad: false,
      brideIncluded: true,
      addOns: [],
    };
    const onTuesday = formValuesWithPreset({ ...EMPTY_QUOTE_FORM, eventDate: next(2) }, disco, today);
    expect(onTuesday.cruiseKind).toBe('private');
    expect(onTuesday.packageKey).toBe('');
    expect(onTuesday.brideIncluded).toBe(false);
    const onSaturday = formValuesWithPreset({ ...EMPTY_QUOTE_FORM, eventDate: next(6) }, disco, today);
    expect(onSaturday).toMatchObject({ cruiseKind: 'disco', packageKey: 'disco_queen' });
  });
});

describe('applicablePresetChoices', () => {
  const choices: QuotePresetChoices = {
    cruiseKind: 'private',
    lilyPad: false,
    brideIncluded: false,
    addOns: [
      { productId: 'coolers', quantity: 1 },
      { productId: 'photographer', quantity: 1 },
    ],
    promoCode: 'OLD',
  };

  it('leaves out a switched-off add-on and code, keeps the rest and says what it left out', () => {
    const applied = applicablePresetChoices(choices, {
      activeProducts: new Map([['coolers', 'Coolers']]),
      knownProducts: new Map([
        ['coolers', 'Coolers'],
        ['photographer', 'Photographer'],
      ]),
      promoActive: false,
    });
    expect(applied.choices).toEqual({ cruiseKind: 'private', lilyPad: false, brideIncluded: false, addOns: [{ productId: 'coolers', quantity: 1 }] });
    expect(applied.leftOut).toEqual([
      { field: 'addOns', value: 'photographer', message: 'Photographer is switched off in the add-on catalogue, so it was left out.' },
      { field: 'promoCode', value: 'OLD', message: 'The promo code OLD is switched off, so it was left out.' },
    ]);
  });

  it('leaves nothing out when all is still sold', () => {
    const all = new Map([
      ['coolers', 'Coolers'],
      ['photographer', 'Photographer'],
    ]);
    expect(applicablePresetChoices(choices, { activeProducts: all, knownProducts: all, promoActive: true })).toEqual({ choices, leftOut: [] });
  });
});
