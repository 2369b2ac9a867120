import { sitePriceTable } from '../site-pricing.ts';
import type { ArtKey, ChatAction, FaqEntry, TitledText } from './types.ts';
import { faqEntries } from './site-faq.ts';
import { businessFacts } from '#domain/site/business.ts';
import { builtContentBlock } from '#domain/content/content-block-text.ts';
import { HOME_BLOCKS } from '#domain/content/blocks/home.ts';
import { builtFaqs } from '#domain/content/faq-built.ts';
import { BOATS, bandGuestsLabel, CAPACITY_TIER_BANDS, PRIVATE_MAX_GUESTS, boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_PACKAGES, DISCO_PACKAGE_KEYS } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS, ticketTotals } from '#domain/pricing/rates.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { privateTotalsFor, startingDiscoTicketAllIn, startingPrivateHourlyRate, startingPrivatePrice, cheapestDayType } from '#domain/pricing/price-table.ts';
import { DAY_TYPES, DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { formatMoney, type Cents } from '#domain/shared/money.ts';
import { depositAmountFor } from '#domain/pricing/deposit.ts';
import { DISCO_DAYS, DISCO_DAYS_SHORT, GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from './labels.ts';

// The home page copy (spec section 2, "Home page"). Prices are computed from the rate table and
// the disco packages; nothing here types a business number.

const HOURS = CRUISE_DURATION_HOURS;
const P = businessFacts.policies;
const AGE = DISCO_MIN_AGE;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(75);
const band = CAPACITY_TIER_BANDS;
const disco = DISCO_PACKAGES;
const fleetSize = BOATS.length;
const rating = businessFacts.rating;
const ratingText = `${rating.value}/${rating.best} from ${rating.reviewCount.toLocaleString('en-US')} reviews`;

const startingPrivate = startingPrivatePrice(sitePriceTable);
const startingHourly = startingPrivateHourlyRate(sitePriceTable);
const startingDisco = startingDiscoTicketAllIn(sitePriceTable);

// ---------------------------------------------------------------------------------------------
// Hero

// The headline is a content block staff may change (decision 032): its default lives in the registry.
export const HOME_H1 = builtContentBlock(HOME_BLOCKS.title, sitePriceTable);

export const HOME_INTRO =
  `Private charters for up to ${PRIVATE_MAX_GUESTS} guests and the ${AGE}+ ATX Disco Cruise every ` +
  `${DISCO_DAYS}, from ${businessFacts.location.marinaName}, on the lake since ${businessFacts.foundedYear}. ` +
  'See your exact price, tax and gratuity included, before you talk to anyone.';

export interface HeroSlide {
  id: string;
  art: ArtKey;
  headline: string;
  subline: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'day-cruise',
    art: 'heroDayCruise',
    headline: 'Your boat, your crew, your playlist',
    subline: `${HOURS}-hour private charters with a licensed captain, from ${formatMoney(startingPrivate)} all in on a weekday.`,
  },
  {
    id: 'sunset',
    art: 'heroSunset',
    headline: 'Stay out for the sunset',
    subline: 'Book an evening slot and watch the sun drop behind the Hill Country from the water.',
  },
  {
    id: 'disco',
    art: 'heroDisco',
    headline: `The ATX Disco Cruise, every ${DISCO_DAYS}`,
    subline: `Live DJ, photographer and a party-cove swim stop. Tickets from ${formatMoney(startingDisco)} per person, tax and gratuity in.`,
  },
  {
    id: 'cove',
    art: 'heroCove',
    headline: 'Anchor up in a clear-water cove',
    subline: 'Every cruise includes a swim stop. Add the giant lily pad and float the afternoon away.',
  },
];

// ---------------------------------------------------------------------------------------------
// Service cards (spec entity "Service card")

export type ServiceCardId = 'private' | 'disco' | 'others';

export interface ServiceCard {
  id: ServiceCardId;
  title: string;
  subtitle: string;
  badge?: string;
  /** Two or three artwork ids for the detail dialog's gallery. */
  artKeys: readonly ArtKey[];
  detailedDescription: string;
  highlights: readonly string[];
  /** "Starting from", in cents, computed from domain/. */
  startingPrice: Cents;
  hourlyNote: string;
  priceNote: string;
  /** The page to read more. */
  href: string;
  /** Further pages the card covers (the "others" card spans several occasions). */
  relatedLinks?: readonly { label: string; href: string }[];
  /** The card's booking button (spec: 'BOOK PRIVATE CRUISE', 'BOOK DISCO CRUISE', 'GET QUOTE'). */
  cta: ChatAction;
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    id: 'private',
    title: 'Private party boats',
    subtitle: `The whole boat for your group of up to ${PRIVATE_MAX_GUESTS}, with captain and crew`,
    badge: 'Any day of the week',
    artKeys: ['boatDayTripper', 'boatMeSeeksTheIrony', 'boatCleverGirl'],
    detailedDescription:
      `Charter one of our ${fleetSize} boats for ${HOURS} hours with a USCG-licensed captain and crew ` +
      `and nobody else aboard. ${small.name} takes up to ${small.capacity}, ${mid.name} up to ` +
      `${mid.capacity} and ${big.name} up to ${big.capacity}. The captain picks a cove for your swim ` +
      'stop, you bring the drinks and the playlist, and the crew handles the rest.',
    highlights: [
      `${HOURS} hours on Lake Travis with captain and crew`,
      'Bluetooth sound system and coolers with ice',
      'Swim stop in a cove, with swim ladder',
      `${PRIVATE_PACKAGE_NAMES.essentials} and ${PRIVATE_PACKAGE_NAMES.ultimate} add-ons`,
      `Giant lily pad for ${formatMoney(sitePriceTable.lilyPad)}`,
      'Morning, afternoon or sunset departures',
    ],
    startingPrice: startingPrivate,
    hourlyNote: `All in for ${HOURS} hours (${formatMoney(startingHourly)} an hour before tax and gratuity)`,
    priceNote:
      `Total for up to ${small.capacity} guests on ${small.name}, ${DAY_TYPE_LABELS[cheapestDayType(sitePriceTable, 14)]}, ` +
      `with ${TAX_PERCENT_LABEL} tax and ${GRATUITY_PERCENT_LABEL} gratuity included.`,
    href: '/private-cruises',
    cta: { label: 'Book Private Cruise', params: { type: 'private-cruise', package: 'essentials' } },
  },
  {
    id: 'disco',
    title: 'ATX Disco Cruise',
    subtitle: `A shared ${AGE}+ party on the water with a live DJ, every ${DISCO_DAYS}`,
    badge: `${AGE}+ · ${DISCO_DAYS_SHORT}`,
    artKeys: ['heroDisco', 'eventDj', 'eventBachelorette'],
    detailedDescription:
      `Buy tickets for your group of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} and join other ` +
      `celebrating groups for ${HOURS} hours on the lake. A live DJ plays disco, throwbacks and party ` +
      'anthems, a photographer catches the whole thing, and the boat anchors in a party cove with ' +
      `giant lily pad floats. On ${disco.disco_queen.name} and ${disco.platinum.name} the bride rides free.`,
    highlights: [
      `${HOURS}-hour cruise, ${DISCO_DAYS} only`,
      'Live DJ and on-board photographer',
      'Swim stop with giant lily pad floats',
      `BYOB for guests ${AGE}+, cans and plastic only`,
      `The bride rides free on ${disco.disco_queen.name} and ${disco.platinum.name}`,
    ],
    startingPrice: startingDisco,
    hourlyNote: `Per person, ${HOURS}-hour cruise, tax and gratuity in`,
    priceNote:
      `${disco.basic.name} ticket per person, with ${TAX_PERCENT_LABEL} tax and ${GRATUITY_PERCENT_LABEL} gratuity included. ` +
      `Before tax and gratuity: ${DISCO_PACKAGE_KEYS.map((k) => `${disco[k].name} ${formatMoney(sitePriceTable.discoPerPerson[k])}`).join(', ')}.`,
    href: '/atx-disco-cruise',
    cta: { label: 'Book Disco Cruise', params: { type: 'disco-cruise', package: 'disco_queen' } },
  },
  {
    id: 'others',
    title: 'Weddings, corporate & celebrations',
    subtitle: 'Rehearsal dinners, team outings, birthdays, graduations and more',
    artKeys: ['eventWedding', 'eventCorporate', 'eventBirthday'],
    detailedDescription:
      'A private boat works for almost any occasion: a welcome party for out-of-town wedding guests, ' +
      'a team outing with room to talk, a milestone birthday, a Sweet 16 or quinceañera with family ' +
      `aboard, or a graduation cruise. Groups of up to ${PRIVATE_MAX_GUESTS}, alcohol-free or BYOB, ` +
      'with décor, a DJ or a photographer if you want them.',
    highlights: [
      `Boats for up to ${small.capacity}, ${mid.capacity} or ${big.capacity} guests`,
      'Guests of any age on private charters',
      'Bring your own caterer or snacks',
      `${PRIVATE_PACKAGE_NAMES.ultimate} with décor for your occasion`,
      'Live DJ and photographer add-ons',
    ],
    startingPrice: startingPrivate,
    hourlyNote: `All in for ${HOURS} hours (${formatMoney(startingHourly)} an hour before tax and gratuity)`,
    priceNote: `Smallest boat, ${DAY_TYPE_LABELS[cheapestDayType(sitePriceTable, 14)]}, tax and gratuity included. Bigger boats and weekends cost more.`,
    href: '/wedding-parties',
    relatedLinks: [
      { label: 'Wedding parties', href: '/wedding-parties' },
      { label: 'Corporate events', href: '/corporate-events' },
      { label: 'Birthday parties', href: '/birthday-parties' },
      { label: 'Graduation parties', href: '/graduation-party' },
    ],
    cta: { label: 'Get Quote', params: { type: 'general' } },
  },
];

/** The line under the service dialog's buttons (spec: 'Secure booking • Instant confirmation • Full refund protection'). */
export const SERVICE_DIALOG_NOTE = `Secure booking • Instant price • Free cancellation up to ${P.freeCancellationDaysBeforeEvent} days before`;

// ---------------------------------------------------------------------------------------------
// Reasons to choose us

export const REASONS: readonly TitledText[] = [
  {
    title: `On the lake since ${businessFacts.foundedYear}`,
    text: `${businessFacts.guestsServedDisplay} guests have partied with us, and they rate us ${ratingText}.`,
  },
  {
    title: 'Licensed captains, perfect safety record',
    text: 'Every cruise is run by a USCG-licensed captain and trained crew, with a Coast Guard-approved ' + 'life jacket aboard for every guest.',
  },
  {
    title: 'The real price, up front',
    text:
      `Quotes are computed live from our rate table and show ${TAX_PERCENT_LABEL} tax and the ${GRATUITY_PERCENT_LABEL} crew ` +
      'gratuity on their own lines. The number you see is the number you pay.',
  },
  {
    title: 'A boat for every group size',
    text:
      `${small.name} for up to ${small.capacity}, ${mid.name} for up to ${mid.capacity} and ` +
      `${big.name} for up to ${big.capacity}. You pay for the boat your group needs, not a bigger one.`,
  },
  {
    title: "Austin's disco party on the water",
    text:
      `The ATX Disco Cruise sails every ${DISCO_DAYS} with a live DJ and photographer, for groups of ` +
      `${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} who want the party ready-made.`,
  },
  {
    title: 'Booking that fits real plans',
    text:
      `Hold your date with a ${P.standardDepositPercent}% deposit, pay the balance ` +
      `${P.balanceDueDaysBeforeEvent} days out, and cancel a private charter free up to ` +
      `${P.freeCancellationDaysBeforeEvent} days before.`,
  },
];

// ---------------------------------------------------------------------------------------------
// Seasonal timeline

export interface SeasonPeriod {
  id: string;
  /** Month range, e.g. 'May – June'. */
  months: string;
  title: string;
  /** What the lake is like. */
  lake: string;
  demand: 'Peak' | 'Busy' | 'Steady' | 'Quiet';
  bookingAdvice: string;
  isPeakSeason: boolean;
}

export const SEASONAL_TIMELINE_INTRO =
  'Peak season on Lake Travis runs May through September. Dated quotes include any seasonal pricing ' +
  `for that date, and ${DAY_TYPE_LABELS.MON_THU} carries our lowest hourly rates all year.`;

export const SEASONAL_TIMELINE: readonly SeasonPeriod[] = [
  {
    id: 'spring',
    months: 'March – April',
    title: 'Spring warm-up',
    lake: 'Mild, sunny days and wildflowers on the hills. The water is still cool, so the swim stop is for the brave.',
    demand: 'Busy',
    bookingAdvice: 'Spring weekends fill with bachelorette groups and birthdays. Book a few weeks ahead for a Saturday.',
    isPeakSeason: false,
  },
  {
    id: 'early-summer',
    months: 'May – June',
    title: 'Peak season opens',
    lake: 'Warm water, long days and the coves come alive. The best all-round weather of the year.',
    demand: 'Peak',
    bookingAdvice:
      `Weekends book early. Reserve as soon as your date is set: more than ${P.urgentBookingThresholdDays} ` +
      `days out you only need a ${P.standardDepositPercent}% deposit.`,
    isPeakSeason: true,
  },
  {
    id: 'high-summer',
    months: 'July – August',
    title: 'High summer',
    lake: 'Hot afternoons and the warmest water of the year. Sunset departures are the coolest way to cruise.',
    demand: 'Peak',
    bookingAdvice:
      `Saturdays and the ${DISCO_DAYS} disco sailings go first. Book months ahead, or pick a ` +
      `${DAY_TYPE_LABELS.MON_THU} charter for the lowest rate and a quieter lake.`,
    isPeakSeason: true,
  },
  {
    id: 'late-summer',
    months: 'September',
    title: 'Late summer',
    lake: 'Still summer-warm on the water, with the holiday weekend at the start of the month.',
    demand: 'Peak',
    bookingAdvice: 'Labor Day weekend books like July. Later in the month, weekend dates open up again.',
    isPeakSeason: true,
  },
  {
    id: 'fall',
    months: 'October – November',
    title: 'Golden fall',
    lake: 'Warm days, cooler evenings and fewer boats. Early sunsets make afternoon cruises end in golden light.',
    demand: 'Steady',
    bookingAdvice: 'Popular for corporate outings and wedding weekends. A few weeks of notice is usually enough.',
    isPeakSeason: false,
  },
  {
    id: 'winter',
    months: 'December – February',
    title: 'Quiet season',
    lake: 'Crisp, clear days and a much quieter lake. Most guests stay dry and enjoy the views.',
    demand: 'Quiet',
    bookingAdvice: 'Good for holiday parties and small celebrations. Ask us about dates: the captain watches the forecast closely.',
    isPeakSeason: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Pricing guides

const satSmall = privateTotalsFor(sitePriceTable, 14, 'SATURDAY', 'standard');
const weekdaySmall = privateTotalsFor(sitePriceTable, 14, cheapestDayType(sitePriceTable, 14), 'standard');
const EXAMPLE_DISCO_GROUP = 12;
const exampleDisco = ticketTotals(sitePriceTable.discoPerPerson.disco_queen, EXAMPLE_DISCO_GROUP - 1);
const standardDeposit = depositAmountFor(startingPrivate, P.standardDepositPercent);
const urgentDeposit = depositAmountFor(startingPrivate, P.urgentDepositPercent);

export const PRICING_GUIDES: readonly TitledText[] = [
  {
    title: 'How private pricing works',
    text:
      `A private charter is the boat's hourly rate for your day times ${HOURS} hours. ${small.name} ` +
      `runs ${formatMoney(sitePriceTable.hourlyRates[14][cheapestDayType(sitePriceTable, 14)])} an hour ${DAY_TYPE_LABELS[cheapestDayType(sitePriceTable, 14)]} ` +
      `and ${formatMoney(sitePriceTable.hourlyRates[14].SATURDAY)} on Saturday, so ${HOURS} hours is ` +
      `${formatMoney(weekdaySmall.subtotal)} or ${formatMoney(satSmall.subtotal)} before tax and gratuity ` +
      `(${formatMoney(weekdaySmall.total)} or ${formatMoney(satSmall.total)} all in). Packages add a flat ` +
      `amount per cruise, and groups of ${band[30].minGuests}-${band[30].maxGuests} or ` +
      `${band[75].minGuests}-${band[75].maxGuests} add a crew fee of ${formatMoney(sitePriceTable.crewFeePerHour[30])} ` +
      `or ${formatMoney(sitePriceTable.crewFeePerHour[75])} an hour.`,
  },
  {
    title: 'How disco tickets work',
    text:
      `Disco tickets are per person: ${DISCO_PACKAGE_KEYS.map((k) => `${disco[k].name} ` + `${formatMoney(sitePriceTable.discoPerPerson[k])}`).join(
        ', ',
      )}, plus ${TAX_PERCENT_LABEL} tax and ${GRATUITY_PERCENT_LABEL} gratuity. ` +
      `With ${disco.disco_queen.name} or ${disco.platinum.name} the bride is free, so a group of ` +
      `${EXAMPLE_DISCO_GROUP} on ${disco.disco_queen.name} pays for ${EXAMPLE_DISCO_GROUP - 1}: ` +
      `${formatMoney(exampleDisco.total)} in total.`,
  },
  {
    title: 'What the deposit looks like',
    text:
      `On a ${formatMoney(startingPrivate)} charter booked more than ${P.urgentBookingThresholdDays} days ` +
      `ahead, the ${P.standardDepositPercent}% deposit is ${formatMoney(standardDeposit)} and the balance ` +
      `is due ${P.balanceDueDaysBeforeEvent} days before the cruise. Booking ${P.urgentBookingThresholdDays} ` +
      `days out or less, the deposit is ${P.urgentDepositPercent}% (${formatMoney(urgentDeposit)}), ` +
      `paid within ${P.urgentPaymentWindowHours} hours.`,
  },
];

// ---------------------------------------------------------------------------------------------
// Definitions

export interface Definition {
  term: string;
  definition: string;
}

export const DEFINITIONS: readonly Definition[] = [
  {
    term: 'Party cruise',
    definition:
      `A ${HOURS}-hour trip on a party boat with music, drinks you bring and a swim stop, run by a ` +
      'licensed captain and crew. It can be private or shared.',
  },
  {
    term: 'Private charter',
    definition: `The whole boat booked for one group, priced by the hour for ${HOURS} hours. Guests of any age, any day of the week.`,
  },
  {
    term: 'ATX Disco Cruise',
    definition:
      `Our shared, ticketed ${AGE}+ party cruise with a live DJ, sailing ${DISCO_DAYS}. Each booking is ` +
      `a group of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests.`,
  },
  {
    term: 'Day type',
    definition: `What sets a private charter's hourly rate: ${DAY_TYPES.map((d) => DAY_TYPE_LABELS[d]).join(', ')}.`,
  },
  {
    term: 'Crew fee',
    definition: 'An hourly charge for the extra deckhand a big group needs on our two larger boats, added only ' + 'to the top guest band of each.',
  },
  {
    term: 'Lily pad',
    definition:
      `A giant floating mat for the swim stop, big enough for a crowd: ${formatMoney(sitePriceTable.lilyPad)} ` +
      `as an add-on, included in the ${PRIVATE_PACKAGE_NAMES.ultimate}.`,
  },
];

// ---------------------------------------------------------------------------------------------
// FAQ (picked from the site FAQ, so an answer is written once and its votes are counted once)

export const HOME_FAQ_IDS = [
  'how-much-does-a-private-boat-cost',
  'disco-or-private',
  'which-boat-fits-our-group',
  'how-much-is-the-deposit',
  'can-we-bring-alcohol',
  'what-if-the-weather-is-bad',
] as const;

// Staff may edit, reorder, add and retire these on /admin/faq-review (decision 032).
export const HOME_FAQ: readonly FaqEntry[] = builtFaqs('/', faqEntries(HOME_FAQ_IDS));

// ---------------------------------------------------------------------------------------------
// Link cards

export interface LinkCard {
  href: string;
  title: string;
  text: string;
}

export const LINK_CARDS: readonly LinkCard[] = [
  {
    href: '/bachelor-party-austin',
    title: 'Bachelor parties',
    text: `A private boat for the groom's crew, or disco tickets for ${AGE}+ groups.`,
  },
  {
    href: '/bachelorette-party-austin',
    title: 'Bachelorette parties',
    text: `The disco cruise where the bride rides free on ${disco.disco_queen.name}, or a boat of your own.`,
  },
  {
    href: '/combined-bachelor-bachelorette-austin',
    title: 'Combined bach parties',
    text: `Both sides of the wedding party on one boat, up to ${big.capacity} guests.`,
  },
  {
    href: '/party-boat-lake-travis',
    title: 'Party boats on Lake Travis',
    text: 'Coves, swim stops and sunset cruises with a licensed captain.',
  },
  {
    href: '/private-cruises',
    title: 'Private cruises',
    text: `Compare the ${fleetSize} boats, every day type and every package, priced live.`,
  },
  {
    href: '/client-entertainment',
    title: 'Client entertainment',
    text: 'A calm, private boat to host clients, with the crew taking care of everything.',
  },
  {
    href: '/gallery',
    title: 'Gallery',
    text: 'The boats, the lake and the parties, in pictures.',
  },
  // The blog (issue 19, decision 030).
  {
    href: '/blogs',
    title: 'Blog',
    text: 'Planning tips, Lake Travis guides and party ideas from our captains and crew.',
  },
  {
    href: '/contact',
    title: 'Contact & free quote',
    text: `Call ${businessFacts.phone.display}, e-mail us or send the free-quote form.`,
  },
];

// ---------------------------------------------------------------------------------------------
// Pricing cards (spec entity "Pricing card")

export type PricingType = 'person' | 'package' | 'hour';

export interface PricingCard {
  id: string;
  name: string;
  /** Cents, computed from domain/. */
  basePrice: Cents;
  pricingType: PricingType;
  description: string;
  features: readonly string[];
  /** e.g. 'Groups of 8-30'. */
  capacity: string;
  /** e.g. '4 hours'. */
  duration: string;
  priceNote: string;
  ctaText: string;
  ctaHref: string;
  isPopular: boolean;
}

const bachelorTotal = privateTotalsFor(sitePriceTable, 14, cheapestDayType(sitePriceTable, 14), 'essentials').total;
const corporateTotal = privateTotalsFor(sitePriceTable, 50, cheapestDayType(sitePriceTable, 50), 'standard').total;

export const PRICING_CARDS: readonly PricingCard[] = [
  {
    id: 'disco',
    name: 'ATX Disco Cruise',
    basePrice: startingDisco,
    pricingType: 'person',
    description: `Shared ${AGE}+ party cruise with a live DJ, every ${DISCO_DAYS}.`,
    features: [
      'Live DJ and on-board photographer',
      'Swim stop with giant lily pad floats',
      'Shared coolers with ice, BYOB',
      `Bride rides free on ${disco.disco_queen.name} and ${disco.platinum.name}`,
    ],
    capacity: `Groups of ${DISCO_MIN_GUESTS}-${DISCO_MAX_GUESTS}, ${AGE}+`,
    duration: `${HOURS} hours`,
    priceNote: `Per person, ${disco.basic.name}, ${TAX_PERCENT_LABEL} tax and ${GRATUITY_PERCENT_LABEL} gratuity included`,
    ctaText: 'Check disco dates',
    ctaHref: '/atx-disco-cruise',
    isPopular: true,
  },
  {
    id: 'bachelor',
    name: 'Bachelor crew boat',
    basePrice: bachelorTotal,
    pricingType: 'package',
    description: `${small.name} with the ${PRIVATE_PACKAGE_NAMES.essentials}: the boat, the ice and the supplies, just bring the drinks.`,
    features: [
      'The whole boat, captain and crew',
      'Extra ice, cups, koozies and bottled water',
      'Floats for the swim stop',
      'Bluetooth sound system for your playlist',
    ],
    capacity: `Up to ${small.capacity} guests`,
    duration: `${HOURS} hours`,
    priceNote: `Total ${DAY_TYPE_LABELS[cheapestDayType(sitePriceTable, 14)]}, tax and gratuity included`,
    ctaText: 'Plan the bachelor party',
    ctaHref: '/bachelor-party-austin',
    isPopular: false,
  },
  {
    id: 'private',
    name: 'Private charter',
    basePrice: startingHourly,
    pricingType: 'hour',
    description: `Any of our ${fleetSize} boats, any day of the week, for groups of up to ${PRIVATE_MAX_GUESTS}.`,
    features: [
      'USCG-licensed captain and crew',
      'Coolers with ice and a sound system',
      'Swim stop in a cove',
      `Optional packages, lily pad (${formatMoney(sitePriceTable.lilyPad)}), DJ and photographer`,
    ],
    capacity: `Up to ${small.capacity}, ${mid.capacity} or ${big.capacity} guests`,
    duration: `${HOURS} hours`,
    priceNote: `Per hour on ${small.name}, ${DAY_TYPE_LABELS[cheapestDayType(sitePriceTable, 14)]}; from ${formatMoney(startingPrivate)} all in`,
    ctaText: 'Price a private boat',
    ctaHref: '/private-cruises',
    isPopular: false,
  },
  {
    id: 'corporate',
    name: 'Corporate outing',
    basePrice: corporateTotal,
    pricingType: 'package',
    description: `${boatForTier(50).name} for the whole team: room for up to ${band[50].maxGuests} without a crew fee.`,
    features: [
      `Lounge seating for ${boatForTier(50).seatingCapacity}`,
      'Room to mingle and a swim platform',
      'Bring your own caterer',
      `${PRIVATE_PACKAGE_NAMES.essentials} for ${formatMoney(sitePriceTable.packageAddOns[50].essentials)} more`,
    ],
    capacity: `${bandGuestsLabel(50)} (${bandGuestsLabel(75)} with extra crew)`,
    duration: `${HOURS} hours`,
    priceNote: `Total ${DAY_TYPE_LABELS[cheapestDayType(sitePriceTable, 50)]}, tax and gratuity included`,
    ctaText: 'Plan a team outing',
    ctaHref: '/corporate-events',
    isPopular: false,
  },
];
