import * as z from '../shared/zod.ts';
import { DISCO_PACKAGE_KEYS } from '../pricing/disco.ts';
import { EVENT_TYPE_KEYS, type EventTypeKey } from './event-types.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '../pricing/fleet.ts';
import { CRUISE_KINDS, type CruiseKind } from './inventory.ts';
import { packageKind, type PackageKey } from './quote-choices.ts';
import type { SelectedAddOn } from './quotes.ts';
import { PRIVATE_PACKAGE_TYPES } from '../pricing/rates.ts';
import { selectionExtrasSchema } from './schemas.ts';
import { lineField } from '../shared/text.ts';

// Saved quote presets (issue 18, decision 029): the staff quote form's choices under a name
// ("Bachelorette Saturday, Clever Girl, ultimate"), to start a phone quote in one click. A preset
// holds what repeats from quote to quote: never the guest's contact details, never the date (a
// preset outlives any one day). Its prices are not stored either: applying one prices it as of
// today, like any quote on the form.

/** The most presets kept: a short menu staff pick from, not a second quote list. */
export const QUOTE_PRESETS_MAX = 50;
export const QUOTE_PRESET_NAME_MAX = 80;

export const quotePresetNameSchema = lineField({
  max: QUOTE_PRESET_NAME_MAX,
  required: true,
  requiredMessage: 'Enter a name for the preset.',
  tooLongMessage: `Keep the name to ${QUOTE_PRESET_NAME_MAX} characters or fewer.`,
});

/** The key a name is unique by: case and spacing do not make two presets different. */
export function presetNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface QuotePresetChoices {
  eventType?: EventTypeKey | undefined;
  groupSize?: number | undefined;
  cruiseKind: CruiseKind;
  packageKey?: PackageKey | undefined;
  lilyPad: boolean;
  brideIncluded: boolean;
  addOns: SelectedAddOn[];
  promoCode?: string | undefined;
}

export const PRESET_PACKAGE_KEYS = [...PRIVATE_PACKAGE_TYPES, ...DISCO_PACKAGE_KEYS] as const;

/** The form's choices as a preset may hold them: any may be left open but the kind of cruise. */
export const quotePresetChoicesSchema = z
  .object({
    eventType: z.optional(z.enum(EVENT_TYPE_KEYS, { message: 'Choose an occasion from the list.' })),
    groupSize: z.optional(
      z
        .number({ message: 'Enter the number of guests.' })
        .check(
          z.int({ message: 'Enter a whole number of guests.' }),
          z.gte(PRIVATE_MIN_GUESTS, { message: `Our boats take ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS} guests.` }),
          z.lte(PRIVATE_MAX_GUESTS, { message: `Our boats take ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS} guests.` }),
        ),
    ),
    cruiseKind: z.enum(CRUISE_KINDS, { message: "Choose 'private' or 'disco'." }),
    packageKey: z.optional(z.enum(PRESET_PACKAGE_KEYS, { message: 'Choose a package from the list.' })),
    lilyPad: z._default(z.boolean({ message: 'Say yes or no to the lily pad.' }), false),
    brideIncluded: z._default(z.boolean({ message: 'Say yes or no to the bride riding free.' }), false),
    addOns: z._default(selectionExtrasSchema.addOns, []),
    promoCode: selectionExtrasSchema.promoCode,
  })
  .check(
    z.refine((choices) => choices.packageKey === undefined || packageKind(choices.packageKey) === choices.cruiseKind, {
      message: 'This package is not sold on that kind of cruise.',
      path: ['packageKey'],
    }),
  );

/** POST /api/admin/quote-presets: a new preset. */
export const newQuotePresetSchema = z.object({ name: quotePresetNameSchema, choices: quotePresetChoicesSchema });
export type NewQuotePresetRequest = z.input<typeof newQuotePresetSchema>;

/** PUT /api/admin/quote-presets/{id}: a new name (the choices are saved anew as another preset). */
export const renameQuotePresetSchema = z.object({ name: quotePresetNameSchema });
export type RenameQuotePresetRequest = z.input<typeof renameQuotePresetSchema>;

export interface QuotePreset {
  id: string;
  name: string;
  choices: QuotePresetChoices;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

export interface QuotePresetListResponse {
  presets: QuotePreset[];
  max: number;
}

export interface QuotePresetResponse {
  preset: QuotePreset;
}

/** A choice a preset names that cannot be sold today, left out when it is applied. */
export interface LeftOutChoice {
  field: 'addOns' | 'promoCode';
  /** The product id or the code. */
  value: string;
  message: string;
}

/** GET /api/admin/quote-presets/{id}/apply: the preset's choices that can be sold today, and what was left out. */
export interface AppliedQuotePresetResponse {
  preset: QuotePreset;
  choices: QuotePresetChoices;
  leftOut: LeftOutChoice[];
}

/** What a preset applies today: the add-ons still active and the code when it is switched on; the rest as saved. */
export function applicablePresetChoices(
  choices: QuotePresetChoices,
  catalogue: { activeProducts: ReadonlyMap<string, string>; knownProducts: ReadonlyMap<string, string>; promoActive: boolean | null },
): { choices: QuotePresetChoices; leftOut: LeftOutChoice[] } {
  const leftOut: LeftOutChoice[] = [];
  const addOns = choices.addOns.filter((choice) => {
    if (catalogue.activeProducts.has(choice.productId)) return true;
    const name = catalogue.knownProducts.get(choice.productId);
    leftOut.push({
      field: 'addOns',
      value: choice.productId,
      message: name
        ? `${name} is switched off in the add-on catalogue, so it was left out.`
        : `The add-on ${choice.productId} is no longer in the catalogue, so it was left out.`,
    });
    return false;
  });
  let promoCode = choices.promoCode;
  if (promoCode && catalogue.promoActive !== true) {
    leftOut.push({
      field: 'promoCode',
      value: promoCode,
      message:
        catalogue.promoActive === false
          ? `The promo code ${promoCode} is switched off, so it was left out.`
          : `The promo code ${promoCode} no longer exists, so it was left out.`,
    });
    promoCode = undefined;
  }
  const { promoCode: _saved, ...rest } = choices;
  return { choices: { ...rest, addOns, ...(promoCode ? { promoCode } : {}) }, leftOut };
}
