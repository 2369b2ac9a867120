import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { CAPACITY_TIER_BANDS, CAPACITY_TIERS, boatForTier, type CapacityTier } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS, PRIVATE_PACKAGE_TYPES } from '#domain/pricing/rates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS } from '#domain/pricing/disco.ts';
import { privateTotalsFor, startingPrivatePrice, cheapestDayType } from '#domain/pricing/price-table.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import {
  BALANCE_DUE_DAYS_BEFORE_EVENT,
  FREE_CANCELLATION_DAYS_BEFORE_EVENT,
  STANDARD_DEPOSIT_PERCENT,
  URGENT_BOOKING_THRESHOLD_DAYS,
  URGENT_DEPOSIT_PERCENT,
  URGENT_PAYMENT_WINDOW_HOURS,
} from '#domain/pricing/deposit.ts';
import { DAY_TYPES, DAY_TYPE_LABELS, type DayType } from '#domain/shared/dates.ts';
import { formatMoney, perPersonCost } from '#domain/shared/money.ts';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../labels.ts';
import { GOLDEN_TICKET_PRIVATE_BLOCKS as blocks } from '#domain/content/blocks/golden-ticket-private.ts';

// The best-value private charter, worked out from the rate table: the cheapest day, the right
// boat for the headcount and what each package adds. No discounts are promised: every saving is
// the difference between two prices the quote engine would charge.

const HOURS = CRUISE_DURATION_HOURS;

function standardTotal(tier: CapacityTier, day: DayType): number {
  return privateTotalsFor(sitePriceTable, tier, day, 'standard').total;
}

function dearestDay(tier: CapacityTier): DayType {
  return DAY_TYPES.reduce((best, d) => (sitePriceTable.hourlyRates[tier][d] > sitePriceTable.hourlyRates[tier][best] ? d : best));
}

function perHead(total: number, guests: number): string {
  return formatMoney(perPersonCost(total, guests));
}

// Weekday vs weekend, one line per boat (the crew-fee tiers share a boat with the tier below).
const BOAT_TIERS: readonly CapacityTier[] = [14, 25, 50];
const dayLines = BOAT_TIERS.map((tier) => {
  const boat = boatForTier(tier);
  const band = CAPACITY_TIER_BANDS[tier];
  const low = cheapestDayType(sitePriceTable, tier);
  const high = dearestDay(tier);
  const lowTotal = standardTotal(tier, low);
  const highTotal = standardTotal(tier, high);
  return {
    title: `${boat.name}, up to ${band.maxGuests} guests`,
    text:
      `${DAY_TYPE_LABELS[low]}: ${formatMoney(lowTotal)}. ${DAY_TYPE_LABELS[high]}: ${formatMoney(highTotal)}. ` +
      `Sailing on the cheaper day saves ${formatMoney(highTotal - lowTotal)} for the same boat, crew and ${HOURS} hours.`,
  };
});

// The cheapest day overall and how Friday and Sunday compare with Saturday on the small boat.
const smallSat = standardTotal(14, 'SATURDAY');
const smallFri = standardTotal(14, 'FRIDAY');
const smallSun = standardTotal(14, 'SUNDAY');
const fridayBeatsSunday = smallFri < smallSun;

// Per person with a full boat on the cheapest day, to show why filling the boat pays.
const fullBoatLines = CAPACITY_TIERS.map((tier) => {
  const band = CAPACITY_TIER_BANDS[tier];
  const total = standardTotal(tier, cheapestDayType(sitePriceTable, tier));
  return `${band.maxGuests} guests on ${boatForTier(tier).name}: ${perHead(total, band.maxGuests)} each (${formatMoney(total)} for the boat)`;
});

// Where the price steps as a guest list grows.
const b14 = CAPACITY_TIER_BANDS[14];
const b25 = CAPACITY_TIER_BANDS[25];
const b30 = CAPACITY_TIER_BANDS[30];
const b50 = CAPACITY_TIER_BANDS[50];
const b75 = CAPACITY_TIER_BANDS[75];
const stepTo25 = standardTotal(25, 'MON_THU') - standardTotal(14, 'MON_THU');
const stepTo30 = standardTotal(30, 'MON_THU') - standardTotal(25, 'MON_THU');
const mid = boatForTier(25);
const big = boatForTier(50);

// The mid boat's extra-crew band can cost more than the big boat's standard band; say so only if true.
const bigBeatsMidFull = DAY_TYPES.every((d) =>
  PRIVATE_PACKAGE_TYPES.every((p) => privateTotalsFor(sitePriceTable, 50, d, p).total < privateTotalsFor(sitePriceTable, 30, d, p).total),
);
const midFullVsBig = standardTotal(30, 'MON_THU') - standardTotal(50, 'MON_THU');
const bigBandText = bigBeatsMidFull
  ? `Here is one that surprises people: because ${mid.name} needs an extra deckhand from ${b30.minGuests} ` +
    `guests, a group of ${b30.minGuests} to ${b30.maxGuests} pays more than a group of ${b50.minGuests} to ` +
    `${b50.maxGuests} on ${big.name}, on every day of the week (${formatMoney(midFullVsBig)} more on a ` +
    `${DAY_TYPE_LABELS.MON_THU} charter). If you are just over ${b25.maxGuests}, inviting a few more friends ` +
    'can lower the price.'
  : `From ${b30.minGuests} guests ${mid.name} carries an extra deckhand, and from ${b50.minGuests} the group moves to ${big.name}.`;

// Packages: what the add-ons cost, and the lily pad on its own versus the Ultimate step.
const ultimateOverEssentials = (tier: CapacityTier) => sitePriceTable.packageAddOns[tier].ultimate - sitePriceTable.packageAddOns[tier].essentials;
// The band with the lowest cost per head when full, on the cheapest day (for the biggest band's copy).
const perHeadFull = (tier: CapacityTier) => standardTotal(tier, cheapestDayType(sitePriceTable, tier)) / CAPACITY_TIER_BANDS[tier].maxGuests;
const biggestIsCheapestPerHead = CAPACITY_TIERS.every((t) => t === 75 || perHeadFull(75) < perHeadFull(t));

const lilyPadCheaperAlone = CAPACITY_TIERS.every((t) => sitePriceTable.lilyPad < ultimateOverEssentials(t));

export default {
  path: '/golden-ticket-private',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'boatDayTripper',
  highlights: [
    {
      title: `From ${formatMoney(startingPrivatePrice(sitePriceTable))}`,
      text: `The lowest ${HOURS}-hour private charter on the table, tax and gratuity included.`,
    },
    { title: 'Weekdays cost least', text: `${DAY_TYPE_LABELS[cheapestDayType(sitePriceTable, 14)]} is the cheapest time to sail on every boat.` },
    { title: 'Fill the boat', text: 'The price is for the boat, so every extra friend lowers the cost per head.' },
    {
      title: 'Book early',
      text: `More than ${URGENT_BOOKING_THRESHOLD_DAYS} days out, you pay a ${STANDARD_DEPOSIT_PERCENT}% deposit now and the rest later.`,
    },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      `Every private charter is ${HOURS} hours. The price is the hourly rate for your boat and day type, times ` +
        `${HOURS}, plus any package add-on and, for the top band on the two bigger boats, a crew fee for the extra ` +
        `deckhand. Then ${TAX_PERCENT_LABEL} tax and a ${GRATUITY_PERCENT_LABEL} recommended gratuity for the crew. That is ` +
        'all of it: the figures on this page are the same ones your quote will show.',
      'One honest caveat: these are the standard rates. In peak season, May through September, and on ' +
        'holidays, staff may apply seasonal pricing, and a quote for a specific date always shows it.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Flexible dates', text: 'If the celebration can move to a weekday or a Friday, that is the biggest single saving.' },
      {
        title: 'Groups near a boundary',
        text: `Guest lists around ${b14.maxGuests}, ${b25.maxGuests}, ${b30.maxGuests} or ${b50.maxGuests} people, where one name changes the price.`,
      },
      { title: 'Budget-minded organizers', text: 'Anyone splitting the bill who wants to know the per-person figure before sending the group chat.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.everyBoatAndBand,
      intro:
        'Switch the day type to see the difference for yourself. The Standard Cruise is the lowest price on each ' +
        'boat; the packages are flat add-ons on top.',
      tiers: [14, 25, 30, 50, 75],
      featuredPackage: 'standard',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.leverOneTheDay,
      intro: `Standard Cruise, ${HOURS} hours, tax and gratuity included. Cheapest day against dearest, per boat.`,
      ideas: dayLines,
    },
    {
      kind: 'prose',
      heading: blocks.fridayAndSundayThe,
      paragraphs: [
        `If a weekday will not work, do not assume the weekend is all one price. On ${boatForTier(14).name}, ` +
          `a Friday charter is ${formatMoney(smallFri)} and a Sunday ${formatMoney(smallSun)}, against ` +
          `${formatMoney(smallSat)} on a Saturday.` +
          (fridayBeatsSunday ? ' Friday is the cheaper of the two, and an afternoon or sunset Friday cruise starts the weekend well.' : ''),
        'Saturday carries the top rate of the week. If your group is set on a ' + 'Saturday, the next two levers matter more.',
      ],
    },
    {
      kind: 'steps',
      heading: blocks.leverTwoTheBoat,
      intro: 'The price steps where the guest count crosses into the next boat or crew band. Count carefully before you book.',
      steps: [
        {
          title: `${b14.maxGuests} or fewer`,
          text: `${boatForTier(14).name}, the lowest price on the fleet. Guest number ${b25.minGuests} moves you up, adding ${formatMoney(stepTo25)} on a ${DAY_TYPE_LABELS.MON_THU} Standard Cruise.`,
        },
        { title: `${b25.minGuests} to ${b25.maxGuests}`, text: `${mid.name} at the standard rate, with seats for ${mid.seatingCapacity}.` },
        {
          title: `${b30.minGuests} to ${b30.maxGuests}`,
          text: `Same boat plus an extra deckhand at ${formatMoney(sitePriceTable.crewFeePerHour[30])} an hour: ${formatMoney(stepTo30)} more, all in, than the band below on a ${DAY_TYPE_LABELS.MON_THU} Standard Cruise.`,
        },
        { title: `${b50.minGuests} to ${b50.maxGuests}`, text: `${big.name} at the standard rate. ${bigBandText}` },
        {
          title: `${b75.minGuests} to ${b75.maxGuests}`,
          text: `${big.name} with extra crew at ${formatMoney(sitePriceTable.crewFeePerHour[75])} an hour${biggestIsCheapestPerHead ? ': the lowest price per head on the fleet when the boat is full.' : '.'}`,
        },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.whatAFullBoat,
      intro: `Standard Cruise on the cheapest day, ${HOURS} hours, all in.`,
      items: fullBoatLines,
    },
    {
      kind: 'ideas',
      heading: blocks.leverThreeWhatThe,
      intro: 'Packages are a flat amount per cruise, so on a full boat they cost little per head.',
      ideas: [
        {
          title: PRIVATE_PACKAGE_NAMES.standard,
          text: 'Boat, captain and crew, sound system, coolers with ice, a swim stop. You bring everything else. The cheapest way on the water.',
        },
        {
          title: PRIVATE_PACKAGE_NAMES.essentials,
          text: `From ${formatMoney(sitePriceTable.packageAddOns[14].essentials)} on the small boat to ${formatMoney(sitePriceTable.packageAddOns[75].essentials)} on the big one: extra ice all cruise, cups, plates, napkins and koozies, bottled water and floats. Worth it if someone would otherwise make a supply run.`,
        },
        {
          title: PRIVATE_PACKAGE_NAMES.ultimate,
          text: `From ${formatMoney(sitePriceTable.packageAddOns[14].ultimate)} to ${formatMoney(sitePriceTable.packageAddOns[75].ultimate)}: everything in Essentials plus the giant lily pad, a unicorn float, a disco ball, bubble machine and LED lights, décor and a mimosa setup.`,
        },
      ],
    },
    {
      kind: 'callout',
      tone: 'tip',
      heading: blocks.onlyWantTheLily,
      text: lilyPadCheaperAlone
        ? `Add the giant lily pad to a Standard or Essentials cruise for ${formatMoney(sitePriceTable.lilyPad)}. Moving from Essentials to Ultimate costs ` +
          `${formatMoney(ultimateOverEssentials(14))} or more, so go for Ultimate when you want the décor, lights and mimosa setup too, not just the float.`
        : `The giant lily pad is ${formatMoney(sitePriceTable.lilyPad)} on its own and comes included with the ${PRIVATE_PACKAGE_NAMES.ultimate}.`,
    },
    {
      kind: 'callout',
      tone: 'policy',
      heading: blocks.bookEarlyPayLess,
      text:
        `Book more than ${URGENT_BOOKING_THRESHOLD_DAYS} days ahead and the deposit is ${STANDARD_DEPOSIT_PERCENT}%, with the ` +
        `balance due ${BALANCE_DUE_DAYS_BEFORE_EVENT} days before the cruise; cancellation is free up to ` +
        `${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before. Closer in, the deposit is ${URGENT_DEPOSIT_PERCENT}%, ` +
        `paid within ${URGENT_PAYMENT_WINDOW_HOURS} hours. The price is the same; only the timing changes.`,
    },
  ],
  quickAnswers: [
    {
      id: 'cheapest-private-charter',
      question: 'What is the cheapest private party boat?',
      answer:
        `${boatForTier(14).name}, Standard Cruise, booked ${DAY_TYPE_LABELS[cheapestDayType(sitePriceTable, 14)]}: ` +
        `${formatMoney(startingPrivatePrice(sitePriceTable))} for ${HOURS} hours and up to ${b14.maxGuests} guests, tax and gratuity included.`,
      keywords: ['cheap', 'cheapest', 'budget', 'lowest price'],
      relatedLink: { label: 'Full pricing breakdown', href: '/pricing-breakdown' },
    },
  ],
  faqs: [
    {
      id: 'shorter-charter',
      question: 'Can we book a shorter cruise to save money?',
      answer:
        `Every private charter is ${HOURS} hours; it is the length that leaves time to cruise, anchor and swim ` +
        'without rushing. To lower the price, move the day or right-size the boat instead.',
    },
    {
      id: 'why-crew-band-costs-more',
      question: `Why does a group of ${b30.minGuests} cost more than ${b25.maxGuests}?`,
      answer:
        `From ${b30.minGuests} guests ${mid.name} needs an extra deckhand, at ${formatMoney(sitePriceTable.crewFeePerHour[30])} ` +
        `an hour (${formatMoney(sitePriceTable.crewFeePerHour[30] * HOURS)} for the cruise, before tax and gratuity). It keeps a full boat safe and well looked after.`,
    },
    {
      id: 'seasonal-prices',
      question: 'Are prices different in summer?',
      answer:
        'The figures here are the standard rate table. In peak season and on holidays staff may apply seasonal ' +
        'pricing; pick your date in the quote and you will see the exact price for that day.',
    },
    {
      id: 'gratuity-included',
      question: 'Is the gratuity already in these prices?',
      answer:
        `Yes. Every total on this page includes ${TAX_PERCENT_LABEL} tax and the ${GRATUITY_PERCENT_LABEL} recommended gratuity ` +
        'for the crew, so the per-person figures are what your group actually splits.',
    },
    {
      id: 'disco-cheaper',
      question: 'Would the disco cruise be cheaper for us?',
      answer:
        `For some groups, yes: it is priced per ticket on a shared boat, for bookings of ${DISCO_MIN_GUESTS} to ` +
        `${DISCO_MAX_GUESTS} guests who are all ${DISCO_MIN_AGE}+. The side-by-side comparison in the quote shows ` +
        'which option costs less for your group and date.',
    },
  ],
  related: ['/private-cruises', '/pricing-breakdown', '/golden-ticket', '/party-boat-austin'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price a private boat', params: { type: 'private-cruise', package: 'standard' } },
    secondary: { label: 'Get my instant quote', params: { eventType: 'private', groupSize: 25 } },
  },
} satisfies ExperiencePageContent;
