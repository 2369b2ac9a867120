import { SOCIAL_NETWORKS, WEEKDAYS, type SocialNetwork, type Weekday } from '#domain/site/business.ts';
import { e164From, editableBusinessFactsSchema, type EditableBusinessFacts } from '#domain/site/business-settings.ts';
import type { IsoDate } from '#domain/shared/dates.ts';

// The /settings form's state, apart from React: what the inputs hold (text, as typed), the facts
// they make for the API, and where each problem the schema or the API reports belongs. Every
// input's name is the path of its fact ('phone.e164', 'businessHours.monday.opens'), so an API
// field error such as `facts.phone.e164` finds its input by name.

export type HoursField = `businessHours.${Weekday}.${'opens' | 'closes'}`;
export type ClosedField = `businessHours.${Weekday}.closed`;
export type SocialField = `social.${SocialNetwork}.${'url' | 'handle'}`;
export type TextField =
  | 'phone.display'
  | 'phone.e164'
  | 'email.address'
  | HoursField
  | SocialField
  | 'foundedYear'
  | 'guestsServed'
  | 'rating.value'
  | 'rating.reviewCount'
  | 'googleReviewUrl';
/** An input's name, or 'businessHours' for a problem with the week as a whole. */
export type SettingsField = TextField | ClosedField | 'businessHours';

export interface SettingsFormValues {
  text: Record<TextField, string>;
  closed: Record<Weekday, boolean>;
}

export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The inputs in the order the form shows them: the error summary lists problems in this order. */
export const FIELD_ORDER: readonly SettingsField[] = [
  'phone.display',
  'phone.e164',
  'email.address',
  'businessHours',
  ...WEEKDAYS.flatMap((day) => [`businessHours.${day}.closed`, `businessHours.${day}.opens`, `businessHours.${day}.closes`] as const),
  ...SOCIAL_NETWORKS.flatMap((network) => [`social.${network}.url`, `social.${network}.handle`] as const),
  'foundedYear',
  'guestsServed',
  'rating.value',
  'rating.reviewCount',
  'googleReviewUrl',
];

const isField = (name: string): name is SettingsField => (FIELD_ORDER as readonly string[]).includes(name);

export function valuesFromFacts(facts: EditableBusinessFacts): SettingsFormValues {
  const text = {
    'phone.display': facts.phone.display,
    'phone.e164': facts.phone.e164,
    'email.address': facts.email.address,
    foundedYear: String(facts.foundedYear),
    guestsServed: String(facts.guestsServed),
    'rating.value': String(facts.rating.value),
    'rating.reviewCount': String(facts.rating.reviewCount),
    googleReviewUrl: facts.googleReviewUrl,
  } as Record<TextField, string>;
  const closed = {} as Record<Weekday, boolean>;
  for (const day of WEEKDAYS) {
    const hours = facts.businessHours[day];
    closed[day] = hours.closed;
    // A closed day keeps the usual times in its inputs, ready for when it opens again.
    text[`businessHours.${day}.opens`] = hours.closed ? '09:00' : hours.opens;
    text[`businessHours.${day}.closes`] = hours.closed ? '22:00' : hours.closes;
  }
  for (const network of SOCIAL_NETWORKS) {
    text[`social.${network}.url`] = facts.social[network].url;
    text[`social.${network}.handle`] = facts.social[network].handle;
  }
  return { text, closed };
}

/**
 * A number as staff type it ('125,000', ' 4.9 '), or the text itself when it is not one, so the
 * schema says what is wrong instead of the form guessing.
 */
export function numberFrom(text: string): number | string {
  const trimmed = text.trim();
  const plain = /^\d{1,3}(,\d{3})+$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : trimmed;
}

/** What the form sends as `facts` (the API checks it again with the same schema). */
export function factsFromValues(values: SettingsFormValues): unknown {
  const { text } = values;
  return {
    phone: { display: text['phone.display'].trim(), e164: text['phone.e164'].trim() },
    email: { address: text['email.address'].trim() },
    businessHours: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        values.closed[day] ? { closed: true } : { closed: false, opens: text[`businessHours.${day}.opens`], closes: text[`businessHours.${day}.closes`] },
      ]),
    ),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, { url: text[`social.${network}.url`].trim(), handle: text[`social.${network}.handle`].trim() }]),
    ),
    foundedYear: numberFrom(text.foundedYear),
    guestsServed: numberFrom(text.guestsServed),
    rating: { value: numberFrom(text['rating.value']), reviewCount: numberFrom(text['rating.reviewCount']) },
    googleReviewUrl: text.googleReviewUrl.trim(),
  };
}

/**
 * Problems keyed by input: `facts.` (the API's prefix) is dropped; a problem with a whole day
 * goes to its Closed box, one with the week to the hours group. Anything that fits no input is
 * returned apart, for the form to show as a whole.
 */
export function errorsFrom(fields: Record<string, string> | undefined): { errors: SettingsErrors; other: string[] } {
  const errors: SettingsErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name = path.replace(/^facts\./, '');
    const field = isField(name) ? name : /^businessHours\.[a-z]+$/.test(name) && isField(`${name}.closed`) ? (`${name}.closed` as SettingsField) : null;
    if (field) errors[field] ??= message;
    else other.push(message);
  }
  return { errors, other };
}

/** The form checked with the API's schema: the facts to send, or the problems by input. */
export function checkSettings(values: SettingsFormValues, today: IsoDate): { facts: EditableBusinessFacts } | { errors: SettingsErrors; other: string[] } {
  const result = editableBusinessFactsSchema(today).safeParse(factsFromValues(values));
  if (result.success) return { facts: result.data };
  return errorsFrom(Object.fromEntries(result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message])));
}

/** The problems in form order, for the summary. */
export function orderedErrors(errors: SettingsErrors): Array<[SettingsField, string]> {
  return FIELD_ORDER.flatMap((field) => (errors[field] ? [[field, errors[field]] as [SettingsField, string]] : []));
}

/**
 * Typing the phone number as shown keeps the number for dialling in step, as long as staff have
 * not made that one different by hand: nobody should have to type the same number twice.
 */
export function withPhoneDisplay(values: SettingsFormValues, display: string): SettingsFormValues {
  const following = values.text['phone.e164'].trim() === (e164From(values.text['phone.display']) ?? '');
  const text = { ...values.text, 'phone.display': display };
  if (following) text['phone.e164'] = e164From(display) ?? '';
  return { ...values, text };
}
