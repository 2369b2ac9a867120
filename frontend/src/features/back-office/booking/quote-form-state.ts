import { sitePricing } from '../../../site/site-pricing.ts';
import { adminQuoteRequestSchema, type AdminQuote, type AdminQuoteRequest, type AdminQuoteRequestInput } from '#domain/people/back-office.ts';
import { daysBetween, isValidIsoDate, type IsoDate } from '#domain/shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS, DISCO_PACKAGES, isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import { isDomainError } from '#domain/shared/errors.ts';
import type { EventTypeKey } from '#domain/booking/event-types.ts';
import type { CruiseKind } from '#domain/booking/inventory.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { chosenAddOnCharges, type PublicAddOn } from '#domain/pricing/products.ts';
import { discoBlock, isGroupSize, packageKind, type PackageKey, type QuoteChoices } from '#domain/booking/quote-choices.ts';
import { priceQuoteSelection, type QuoteSelection, type SelectedAddOn } from '#domain/booking/quotes.ts';
import { isPrivatePackageType } from '#domain/pricing/rates.ts';
import { DISCO_DAYS_PLURAL } from '../../../site/content/labels.ts';

// The staff quote form's state and rules, free of React: the values as typed, what they mean to
// the price engine (domain/, the same calculators the server runs on save), and the messages for
// the fields. What the values mean as choices (`choicesFor`) is what the package options
// (domain/booking/quote-choices.ts) and the shared price panel take, as the guest's chat does.

export interface QuoteFormValues {
  eventType: EventTypeKey | '';
  eventDate: string;
  /** As typed into the number field. */
  groupSize: string;
  cruiseKind: CruiseKind;
  packageKey: PackageKey | '';
  lilyPad: boolean;
  brideIncluded: boolean;
  /** Add-ons from the catalogue (decision 027); the server prices them from the stored catalogue. */
  addOns: SelectedAddOn[];
  /** As typed; the server judges and prices it on save. */
  promoCode: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
}

export type QuoteFormField = keyof QuoteFormValues;
export type QuoteFormErrors = Partial<Record<QuoteFormField, string>>;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  eventType: '',
  eventDate: '',
  groupSize: '',
  cruiseKind: 'private',
  packageKey: '',
  lilyPad: false,
  brideIncluded: false,
  addOns: [],
  promoCode: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
};

/** The form for amending a quote: its choices, contact and notes as they were. */
export function formValuesFromQuote(quote: Pick<AdminQuote, 'selection' | 'contact' | 'notes'>): QuoteFormValues {
  const { selection, contact } = quote;
  return {
    eventType: selection.eventType,
    eventDate: selection.eventDate,
    groupSize: String(selection.groupSize),
    cruiseKind: selection.kind,
    packageKey: selection.kind === 'private' ? selection.packageType : selection.discoPackage,
    lilyPad: selection.kind === 'private' ? selection.lilyPad : false,
    brideIncluded: selection.kind === 'disco' ? selection.brideIncluded : false,
    addOns: selection.addOns ?? [],
    promoCode: selection.promoCode ?? '',
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    notes: quote.notes ?? '',
  };
}

/** A whole number typed as one ('12', not '12.5' or '12 people'); undefined otherwise. */
export function guestCount(text: string): number | undefined {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
}

/** The values the engine can use, as quote choices (a date from today on, a group size our boats take). */
export function choicesFor(values: QuoteFormValues, today: IsoDate): QuoteChoices {
  const groupSize = guestCount(values.groupSize);
  const date = isValidIsoDate(values.eventDate) && daysBetween(today, values.eventDate) >= 0 ? values.eventDate : undefined;
  return {
    ...(values.eventType ? { eventType: values.eventType } : {}),
    ...(date ? { eventDate: date } : {}),
    ...(isGroupSize(groupSize) ? { groupSize } : {}),
    cruiseKind: values.cruiseKind,
    ...(values.packageKey && packageKind(values.packageKey) === values.cruiseKind ? { packageKey: values.packageKey } : {}),
    ...(values.cruiseKind === 'private' ? { lilyPad: values.lilyPad && values.packageKey !== 'ultimate' } : {}),
    ...(values.cruiseKind === 'disco' && brideApplies(values) ? { brideIncluded: values.brideIncluded } : {}),
  };
}

/** The bride question applies to disco packages on which she rides free. */
export function brideApplies(values: Pick<QuoteFormValues, 'cruiseKind' | 'packageKey'>): boolean {
  return values.cruiseKind === 'disco' && isDiscoPackageKey(values.packageKey) && DISCO_PACKAGES[values.packageKey].brideFree;
}

/** Why the disco cruise cannot take this date or group, in words for the form, or null while it can. */
export function discoUnavailableReason(values: QuoteFormValues, today: IsoDate): string | null {
  const block = discoBlock(choicesFor(values, today));
  if (block === 'DISCO_NOT_AVAILABLE_ON_DAY') return `The disco cruise sails on ${DISCO_DAYS_PLURAL} only.`;
  if (block === 'DISCO_GROUP_SIZE_OUT_OF_RANGE') return `The disco cruise takes groups of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS}.`;
  return null;
}

/**
 * The values after one change, keeping them consistent: a package belongs to one kind of
 * cruise; the disco is switched off (to a private charter) when the date or group rules it out;
 * Ultimate brings its own lily pad.
 */
export function withChange<F extends QuoteFormField>(values: QuoteFormValues, field: F, value: QuoteFormValues[F], today: IsoDate): QuoteFormValues {
  const next: QuoteFormValues = { ...values, [field]: value };
  if (field === 'packageKey' && next.packageKey) next.cruiseKind = packageKind(next.packageKey);
  if (next.cruiseKind === 'disco' && discoUnavailableReason(next, today)) next.cruiseKind = 'private';
  if (next.packageKey && packageKind(next.packageKey) !== next.cruiseKind) next.packageKey = '';
  if (next.packageKey === 'ultimate') next.lilyPad = false;
  if (!brideApplies(next)) next.brideIncluded = false;
  return next;
}

/** The selection the form describes, once every choice is made and well formed; null before. */
export function selectionFor(values: QuoteFormValues): QuoteSelection | null {
  const groupSize = guestCount(values.groupSize);
  const { eventType, eventDate, packageKey } = values;
  if (!eventType || !isValidIsoDate(eventDate) || groupSize === undefined || !packageKey) return null;
  if (values.cruiseKind === 'private' && isPrivatePackageType(packageKey)) {
    return {
      kind: 'private',
      eventType,
      eventDate,
      groupSize,
      packageType: packageKey,
      lilyPad: values.lilyPad && packageKey !== 'ultimate',
      ...extrasFor(values),
    };
  }
  if (values.cruiseKind === 'disco' && isDiscoPackageKey(packageKey)) {
    return {
      kind: 'disco',
      eventType,
      eventDate,
      groupSize,
      discoPackage: packageKey,
      brideIncluded: brideApplies(values) && values.brideIncluded,
      ...extrasFor(values),
    };
  }
  return null;
}

/** The add-ons and the code as the selection carries them: absent when there are none. */
function extrasFor(values: Pick<QuoteFormValues, 'addOns' | 'promoCode'>): { addOns?: SelectedAddOn[]; promoCode?: string } {
  const code = values.promoCode.trim();
  return { ...(values.addOns.length > 0 ? { addOns: values.addOns } : {}), ...(code ? { promoCode: code } : {}) };
}

/** The field an API or engine error path names ('selection.groupSize', 'discoPackage', 'contact.email'), or null. */
export function fieldForPath(path: string): QuoteFormField | null {
  const last = path.split('.').at(-1) ?? '';
  switch (last) {
    case 'eventType':
    case 'eventDate':
    case 'groupSize':
    case 'lilyPad':
    case 'brideIncluded':
    case 'name':
    case 'email':
    case 'phone':
    case 'notes':
      return last;
    case 'packageType':
    case 'discoPackage':
      return 'packageKey';
    case 'promoCode':
      return 'promoCode';
    case 'addOns':
    case 'productId':
    case 'quantity':
      return 'addOns';
    case 'kind':
      return 'cruiseKind';
    default:
      return null;
  }
}

/** Error fields (from the API or the engine) as the form's fields; what names no field is returned apart. */
export function formErrorsFrom(fields: Readonly<Record<string, string>>): { errors: QuoteFormErrors; other: string[] } {
  const errors: QuoteFormErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldForPath(path);
    if (field) errors[field] ??= message;
    else other.push(message);
  }
  return { errors, other };
}

export interface LivePrice {
  price: PriceCalculationResult | null;
  /** What the engine refused about the choices as they stand (a past date, too many guests for the disco). */
  problems: QuoteFormErrors;
}

/**
 * What is wrong with a value on its own, before every choice is made: a date that has passed, a
 * group no boat takes. (The engine says the same once it can price; this says it sooner.)
 */
function earlyProblems(values: QuoteFormValues, today: IsoDate): QuoteFormErrors {
  const problems: QuoteFormErrors = {};
  if (isValidIsoDate(values.eventDate) && daysBetween(today, values.eventDate) < 0) problems.eventDate = 'That date has passed. Pick a date from today on.';
  const groupSize = guestCount(values.groupSize);
  if (groupSize !== undefined && !isGroupSize(groupSize)) problems.groupSize = `Our boats take ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS} guests.`;
  return problems;
}

/**
 * The itemised price for the choices so far, from the same engine the server prices with on save,
 * with the chosen add-ons the catalogue offers; a promo code is judged and priced by the server.
 */
export function livePrice(values: QuoteFormValues, today: IsoDate, catalogue: readonly PublicAddOn[] = []): LivePrice {
  const early = earlyProblems(values, today);
  const selection = selectionFor(values);
  if (!selection || Object.keys(early).length) return { price: null, problems: early };
  const addOns = chosenAddOnCharges(catalogue, values.addOns, { kind: selection.kind, groupSize: selection.groupSize });
  try {
    return { price: priceQuoteSelection(selection, today, sitePricing, addOns.length > 0 ? { addOns } : undefined), problems: {} };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const { errors, other } = formErrorsFrom(error.fields ?? {});
    // A refusal that names no field of the form is shown with the package choice.
    return { price: null, problems: other.length || !Object.keys(errors).length ? { ...errors, packageKey: errors.packageKey ?? error.message } : errors };
  }
}

/** What POST /api/admin/quotes is sent, as typed (the schema then checks it). */
export function requestFor(values: QuoteFormValues, revises?: string): AdminQuoteRequestInput {
  const groupSize = values.groupSize.trim() === '' ? undefined : Number(values.groupSize);
  const common = { eventType: values.eventType, eventDate: values.eventDate, groupSize, ...extrasFor(values) };
  const selection =
    values.cruiseKind === 'disco'
      ? { kind: 'disco' as const, ...common, discoPackage: values.packageKey || undefined, brideIncluded: brideApplies(values) && values.brideIncluded }
      : { kind: 'private' as const, ...common, packageType: values.packageKey || undefined, lilyPad: values.lilyPad && values.packageKey !== 'ultimate' };
  return {
    selection: selection as AdminQuoteRequestInput['selection'],
    contact: { name: values.name, email: values.email, phone: values.phone },
    ...(values.notes.trim() ? { notes: values.notes } : {}),
    ...(revises ? { revises } : {}),
  };
}

export type QuoteFormCheck = { ok: true; request: AdminQuoteRequest } | { ok: false; errors: QuoteFormErrors };

/**
 * Checks the form with the API's own schema, then with the price engine, so what the server
 * would refuse is shown beside its field before anything is sent.
 */
export function checkQuoteForm(values: QuoteFormValues, today: IsoDate, revises?: string, catalogue: readonly PublicAddOn[] = []): QuoteFormCheck {
  const errors: QuoteFormErrors = {};
  if (!values.eventType) errors.eventType = 'Choose the occasion.';
  if (!values.packageKey) errors.packageKey = 'Choose a package.';
  const parsed = adminQuoteRequestSchema.safeParse(requestFor(values, revises));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldForPath(issue.path.map(String).join('.'));
      if (field) errors[field] ??= issue.message;
    }
  }
  const { problems } = livePrice(values, today, catalogue);
  for (const [field, message] of Object.entries(problems) as [QuoteFormField, string][]) errors[field] ??= message;
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}
