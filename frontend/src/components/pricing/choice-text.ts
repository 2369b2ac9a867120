import { DISCO_PACKAGES, isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { eventTypeByKey } from '#domain/booking/event-types.ts';
import type { CruiseKind } from '#domain/booking/inventory.ts';
import { addOnChosen, addOnKind, type PackageKey, type QuoteChoices } from '#domain/booking/quote-choices.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { formatWrittenDate } from '../../lib/dates.ts';

// A quote's choices in words, the same wherever they are shown: the guest's chat transcript, and
// the price panel beside the chat and beside the staff quote form.

export const CRUISE_KIND_LABELS: Readonly<Record<CruiseKind, string>> = {
  private: 'Private charter',
  disco: 'Disco cruise',
};

export function packageName(key: PackageKey): string {
  return isDiscoPackageKey(key) ? DISCO_PACKAGES[key].name : PRIVATE_PACKAGE_NAMES[key];
}

export function guestsText(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}

/** The choices that make up a cruise, in the order they are asked. `addOn` is the lily pad or the bride. */
export const CHOICE_STEPS = ['eventType', 'eventDate', 'groupSize', 'cruiseKind', 'package', 'addOn'] as const;
export type ChoiceStep = (typeof CHOICE_STEPS)[number];

/** True once the choice is made (the add-on: once the question that applies is answered). */
export function hasChoice(step: ChoiceStep, choices: QuoteChoices): boolean {
  switch (step) {
    case 'eventType':
      return choices.eventType !== undefined;
    case 'eventDate':
      return choices.eventDate !== undefined;
    case 'groupSize':
      return choices.groupSize !== undefined;
    case 'cruiseKind':
      return choices.cruiseKind !== undefined;
    case 'package':
      return choices.packageKey !== undefined;
    case 'addOn':
      return addOnChosen(choices);
  }
}

/** The choice in words ('Bachelorette Party', 'Saturday, June 14, 2025', '14 guests'); '' while it is open. */
export function choiceText(step: ChoiceStep, choices: QuoteChoices): string {
  const c = choices;
  switch (step) {
    case 'eventType':
      return c.eventType ? eventTypeByKey(c.eventType).label : '';
    case 'eventDate':
      return c.eventDate ? formatWrittenDate(c.eventDate) : '';
    case 'groupSize':
      return c.groupSize !== undefined ? guestsText(c.groupSize) : '';
    case 'cruiseKind':
      return c.cruiseKind ? CRUISE_KIND_LABELS[c.cruiseKind] : '';
    case 'package':
      return c.packageKey ? packageName(c.packageKey) : '';
    case 'addOn':
      if (addOnKind(c) === 'bride') return c.brideIncluded ? 'Yes, the bride is one of us' : 'No, she is not in our group';
      return c.lilyPad ? 'Yes, add the lily pad' : 'No lily pad, thanks';
  }
}
