import { isValidIsoDate, type IsoDate } from '../shared/dates.ts';
import type { CruiseKind } from '../booking/inventory.ts';

// The group's waiver (issue 17, decision 023): the text every guest signs before boarding, kept
// by version. A published version is never edited: a change is a new version appended to the list,
// so a signature, which names its version, always shows the words that were signed.

export interface WaiverSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface WaiverText {
  /** Stored with every signature: never reused, never changed once published. */
  version: string;
  title: string;
  /** The first day the version was shown to guests (America/Chicago). */
  effectiveOn: IsoDate;
  sections: readonly WaiverSection[];
}

const VERSION_2026_11: WaiverText = {
  version: '2026-11-1',
  title: 'Release, assumption of risk and cruise rules',
  effectiveOn: '2026-11-27',
  sections: [
    {
      heading: 'Who this is between',
      paragraphs: [
        'This agreement is between you, the guest named below, and Lake Travis Party Cruises, its owners, captains and crew ("we", "us"). Read it before you sign. By signing you agree to it for your cruise with the group named on this page.',
        "If the guest is under 18, a parent or legal guardian must fill in this form for them: enter the guest's name and type your own full name as the signature, which means you agree to all of this on the guest's behalf.",
      ],
    },
    {
      heading: 'Risks you accept',
      paragraphs: [
        'A boat on an open lake moves. Decks get wet and slippery, the boat can rock with wakes and wind, and steps, ladders and railings can cause falls. Sun, heat and dehydration are real on Lake Travis in summer. Weather can change quickly.',
        'You take part voluntarily, you understand these risks, and you accept them. You agree to release us from claims for injury, illness, loss or damage arising from the ordinary risks of a cruise, except where it is caused by our gross negligence or wilful misconduct, or where the law does not allow such a release.',
      ],
    },
    {
      heading: 'Swimming and the lily pad',
      paragraphs: [
        'Swimming is allowed only when the boat is anchored and the captain says the water is open. The lake is deep, cold below the surface and has no lifeguard. Life jackets are on board in every size: wear one if you are not a strong swimmer, and always if you have been drinking.',
        'The floating lily pad is used only while the boat is anchored, only with the crew watching, and never for diving or running. No swimming after dark, near the propellers, or after the captain has called everyone back on board.',
      ],
    },
    {
      heading: "The captain's authority",
      paragraphs: [
        "The captain is responsible for everyone on board and has the final word on safety. You agree to follow the captain's and crew's instructions at all times.",
        'The captain may end swimming, change the route, return to the marina early, or remove anyone from the cruise who endangers themselves or others, is abusive to the crew or guests, or breaks these rules. A cruise ended for that reason is not refunded.',
      ],
    },
    {
      heading: 'Alcohol',
      paragraphs: [
        'Cruises are bring-your-own. Only guests aged 21 or over may bring or drink alcohol, and we may ask for photo ID at boarding. Every ATX Disco Cruise is for guests 21 and over; a private cruise with alcohol on board is too.',
        "No glass bottles on board (cans and plastic only). Nobody who is visibly intoxicated may board, swim or use the lily pad. The crew may stop serving, take away alcohol, or end a guest's cruise if drinking puts anyone at risk. Illegal drugs are never allowed.",
      ],
    },
    {
      heading: 'Your belongings and the boat',
      paragraphs: [
        'Bring what you can afford to lose to the lake: we are not responsible for phones, jewellery, sunglasses or other items lost overboard or damaged. You agree to pay for damage you cause to the boat or its equipment beyond normal wear.',
      ],
    },
    {
      heading: 'Photos',
      paragraphs: [
        'Our crew or photographer may take photos during the cruise. We use them on our website and social media only if you tick the photo box below. Not ticking it does not affect your cruise in any way.',
      ],
    },
    {
      heading: 'Health',
      paragraphs: [
        'You confirm you are fit to take part, and you will tell the captain before departure about any condition (such as pregnancy, a heart condition or seizures) that the crew should know about in an emergency.',
      ],
    },
    {
      heading: 'Signing',
      paragraphs: [
        "Typing your full name below is your signature and has the same effect as signing on paper. We record the time you signed, this waiver's version and a fingerprint of your e-mail address with your signature. This agreement is governed by the laws of Texas; if any part of it is unenforceable, the rest still applies.",
      ],
    },
  ],
};

/** Every version ever shown to guests, oldest first; append, never edit or remove. */
export const WAIVER_VERSIONS: readonly WaiverText[] = [VERSION_2026_11];

/** The version guests sign today: the newest. */
export const CURRENT_WAIVER: WaiverText = WAIVER_VERSIONS[WAIVER_VERSIONS.length - 1]!;

/** The words a signature's version stood for, or null for a version this code never had. */
export function waiverVersion(version: string): WaiverText | null {
  return WAIVER_VERSIONS.find((text) => text.version === version) ?? null;
}

export const DRINKING_AGE = 21;

/**
 * Whole years of age on `on` (both America/Chicago calendar dates): the birthday itself counts. A
 * 29 February birthday comes of age on 1 March in a common year, the later of the two readings,
 * so the rule never lets anyone on a day early.
 */
export function ageOn(dateOfBirth: IsoDate, on: IsoDate): number {
  if (!isValidIsoDate(dateOfBirth) || !isValidIsoDate(on)) throw new RangeError('ageOn takes two calendar dates (YYYY-MM-DD)');
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/**
 * Whether a cruise takes only guests 21 and over: every disco cruise (21+ by the spec), and a
 * private cruise whose organiser says alcohol is on board.
 */
export function requiresTwentyOne(kind: CruiseKind, alcoholOnBoard: boolean): boolean {
  return kind === 'disco' || alcoholOnBoard;
}

/**
 * What a new manifest assumes: cruises are bring-your-own, so alcohol is on board unless the
 * organiser of a private cruise says otherwise (a Sweet 16, a school group). A disco cruise has
 * it always.
 */
export function defaultAlcoholOnBoard(_kind: CruiseKind): boolean {
  return true;
}

/** The organiser may say "no alcohol" only for a private cruise: a disco sailing is shared and 21+. */
export function alcoholIsOrganisersChoice(kind: CruiseKind): boolean {
  return kind === 'private';
}

export type AgeCheck = { outcome: 'not-asked' } | { outcome: 'old-enough' } | { outcome: 'under-age' } | { outcome: 'missing' } | { outcome: 'implausible' };

/** The oldest age a date of birth may give before it is taken for a typing mistake. */
const OLDEST_GUEST = 110;

/**
 * The age rule at signing: on a 21+ cruise the date of birth is required and must make the guest
 * 21 by the cruise date; on another cruise it is not asked. A date of birth after the day of
 * signing or over 110 years back is a typing mistake, not an age.
 */
export function checkAge(options: { requiresTwentyOne: boolean; dateOfBirth: IsoDate | undefined; cruiseDate: IsoDate; today: IsoDate }): AgeCheck {
  if (!options.requiresTwentyOne) return { outcome: 'not-asked' };
  if (!options.dateOfBirth) return { outcome: 'missing' };
  if (options.dateOfBirth > options.today || ageOn(options.dateOfBirth, options.today) > OLDEST_GUEST) return { outcome: 'implausible' };
  return ageOn(options.dateOfBirth, options.cruiseDate) >= DRINKING_AGE ? { outcome: 'old-enough' } : { outcome: 'under-age' };
}

/** What a guest under 21 is told, plainly, and nothing is stored. */
export function underAgeMessage(kind: CruiseKind): string {
  return kind === 'disco'
    ? 'The ATX Disco Cruise is for guests 21 and over, so we cannot take your signature for this cruise. Please let the organiser know.'
    : 'This cruise has alcohol on board, so it is for guests 21 and over and we cannot take your signature. Please let the organiser know.';
}

/** 32 random bytes as base64url, as the share-payment link's token. */
export const MANIFEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
