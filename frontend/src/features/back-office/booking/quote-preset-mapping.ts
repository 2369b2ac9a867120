import type { IsoDate } from '#domain/shared/dates.ts';
import type { QuotePresetChoices } from '#domain/booking/quote-presets.ts';
import { isGroupSize, packageKind } from '#domain/booking/quote-choices.ts';
import { brideApplies, guestCount, withChange, type QuoteFormValues } from './quote-form-state.ts';

// Between the staff quote form and a saved preset (decision 029): what a preset keeps of the form
// (the choices that repeat from quote to quote) and how a preset fills a form. The guest's
// contact, the date and the crew notes belong to one quote and are never read or overwritten.

/** The form's current choices as a preset holds them: what is typed but not yet usable is left open. */
export function presetChoicesFromForm(values: QuoteFormValues): QuotePresetChoices {
  const groupSize = guestCount(values.groupSize);
  const packageKey = values.packageKey && packageKind(values.packageKey) === values.cruiseKind ? values.packageKey : undefined;
  const code = values.promoCode.trim().toUpperCase();
  return {
    ...(values.eventType ? { eventType: values.eventType } : {}),
    ...(isGroupSize(groupSize) ? { groupSize } : {}),
    cruiseKind: values.cruiseKind,
    ...(packageKey ? { packageKey } : {}),
    lilyPad: values.cruiseKind === 'private' && values.lilyPad && packageKey !== 'ultimate',
    brideIncluded: brideApplies(values) && values.brideIncluded,
    addOns: values.addOns.map((addOn) => ({ ...addOn })),
    ...(code ? { promoCode: code } : {}),
  };
}

/**
 * The form with a preset's choices in place of its own, contact, date and notes kept. The form's
 * rules then hold as for any change (a disco preset on a day the disco does not sail becomes a
 * private charter with no package), so the price shown is one the engine can give today.
 */
export function formValuesWithPreset(current: QuoteFormValues, choices: QuotePresetChoices, today: IsoDate): QuoteFormValues {
  const filled: QuoteFormValues = {
    ...current,
    eventType: choices.eventType ?? '',
    groupSize: choices.groupSize === undefined ? '' : String(choices.groupSize),
    cruiseKind: choices.cruiseKind,
    packageKey: choices.packageKey ?? '',
    lilyPad: choices.lilyPad,
    brideIncluded: choices.brideIncluded,
    addOns: choices.addOns.map((addOn) => ({ ...addOn })),
    promoCode: choices.promoCode ?? '',
  };
  return withChange(filled, 'cruiseKind', filled.cruiseKind, today);
}
