import { sitePricing } from '../../site/site-pricing.ts';
import { compareCruiseOptions, type CruiseComparison } from '#domain/pricing/comparison.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { unlessRefused } from '#domain/shared/errors.ts';
import type { CruiseKind } from '#domain/booking/inventory.ts';
import { discoBlock } from '#domain/booking/quote-choices.ts';
import type { ConversationState } from './conversation.ts';

// The choice the cruise step offers, priced by the domain engine for this group and date, so what
// a card says is what the quote will say. (The package step's options are domain/booking/quote-choices.ts'
// packageOptions.)

export interface CruiseChoice {
  kind: CruiseKind;
  total: number;
  perPerson: number;
  recommended: boolean;
}

export interface CruiseChoices {
  comparison: CruiseComparison;
  choices: CruiseChoice[];
}

/**
 * Private or disco, from compareCruiseOptions: the engine's recommendation, its reason and the
 * savings. The disco is offered only where it can sail for this date and group.
 */
export function cruiseChoices(state: ConversationState, today: IsoDate): CruiseChoices | null {
  const { eventDate, groupSize, packageKey, brideIncluded } = state.answers;
  if (eventDate === undefined || groupSize === undefined) return null;
  const comparison = unlessRefused(() =>
    compareCruiseOptions({
      pricing: sitePricing,
      groupSize,
      eventDate,
      today,
      ...(packageKey && isDiscoPackageKey(packageKey) ? { discoPackage: packageKey } : {}),
      brideIncluded: brideIncluded === true,
    }),
  );
  if (!comparison) return null;
  const choices: CruiseChoice[] = [
    {
      kind: 'private',
      total: comparison.private.totalPrice,
      perPerson: comparison.private.perPersonCost,
      recommended: comparison.recommendation !== 'disco',
    },
  ];
  if (comparison.disco && discoBlock(state.answers) === null) {
    choices.push({
      kind: 'disco',
      total: comparison.disco.totalPrice,
      perPerson: comparison.disco.perPersonCost,
      recommended: comparison.recommendation === 'disco',
    });
  }
  return { comparison, choices };
}
