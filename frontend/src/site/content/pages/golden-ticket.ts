import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import {
  DISCO_DURATION_HOURS,
  DISCO_MAX_GUESTS,
  DISCO_MIN_AGE,
  DISCO_MIN_GUESTS,
  DISCO_PACKAGES,
  DISCO_REFUND_WINDOW_HOURS,
  DISCO_WEEKDAYS,
  type DiscoPackage,
} from '#domain/pricing/disco.ts';
import { ticketTotals } from '#domain/pricing/rates.ts';
import { formatMoney, perPersonCost } from '#domain/shared/money.ts';
import { WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { DISCO_DAYS, GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../labels.ts';
import { GOLDEN_TICKET_BLOCKS as blocks } from '#domain/content/blocks/golden-ticket.ts';

// The golden ticket is the real disco offer and nothing more: on Disco Queen and Platinum the
// bride's ticket is not charged. Every figure below is worked out the way the quote engine does
// it (one ticket's total, tax and gratuity in, times the chargeable guests).

const HOURS = DISCO_DURATION_HOURS;
const discoDayOr = DISCO_WEEKDAYS.map((d) => WEEKDAY_NAMES[d]).join(' or ');
const basic = DISCO_PACKAGES.basic;
const queen = DISCO_PACKAGES.disco_queen;
const platinum = DISCO_PACKAGES.platinum;

/** What a booking of `guests` (bride included) pays on a package, all in. */
function bookingTotal(pkg: DiscoPackage, guests: number): number {
  const chargeable = guests - (pkg.brideFree ? 1 : 0);
  return ticketTotals(sitePriceTable.discoPerPerson[pkg.key], chargeable).total;
}

function perHead(total: number, guests: number): string {
  return formatMoney(perPersonCost(total, guests));
}

/** The example group: a typical bachelorette crew, inside the disco booking range. */
const GROUP = 12;
const SMALL_GROUP = DISCO_MIN_GUESTS;

const basicTotal = bookingTotal(basic, GROUP);
const queenTotal = bookingTotal(queen, GROUP);
const platinumTotal = bookingTotal(platinum, GROUP);
const queenFullPrice = ticketTotals(sitePriceTable.discoPerPerson[queen.key], GROUP).total;
const brideSaving = queenFullPrice - queenTotal;
const platinumFullPrice = ticketTotals(sitePriceTable.discoPerPerson[platinum.key], GROUP).total;

// The group sizes for which Disco Queen with the bride free costs no more than Basic for everyone.
const groupSizes = Array.from({ length: DISCO_MAX_GUESTS - DISCO_MIN_GUESTS + 1 }, (_, i) => DISCO_MIN_GUESTS + i);
const queenNoDearer = groupSizes.filter((n) => bookingTotal(queen, n) <= bookingTotal(basic, n));
const largestQueenNoDearer = queenNoDearer.length > 0 ? Math.max(...queenNoDearer) : undefined;
const smallBasic = bookingTotal(basic, SMALL_GROUP);
const smallQueen = bookingTotal(queen, SMALL_GROUP);

function sizeRange(from: number, to: number): string {
  if (to === from) return `a group of ${from}`;
  return to === from + 1 ? `groups of ${from} or ${to}` : `groups of ${from} to ${to}`;
}

const breakEvenText =
  largestQueenNoDearer === undefined
    ? `At every group size, ${queen.name} costs a little more in total than ${basic.name}, even with the ` +
      "bride free; what you pay the difference for is the reserved area, your own cooler and the bride's kit."
    : `For ${sizeRange(DISCO_MIN_GUESTS, largestQueenNoDearer)}, ${queen.name} with the bride free costs ` +
      `no more in total than ${basic.name} for everyone: at ${SMALL_GROUP} guests it is ` +
      `${formatMoney(smallQueen)} against ${formatMoney(smallBasic)}. From ` +
      `${largestQueenNoDearer + 1} guests up, ${queen.name} costs somewhat more in total, and what the ` +
      "difference buys is the reserved area, your own cooler and the bride's kit.";

export default {
  path: '/golden-ticket',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventBachelorette',
  highlights: [
    { title: 'One free ticket', text: 'The bride is in your group, and she is not on the bill.' },
    {
      title: 'Two packages qualify',
      text: `${queen.name} at ${formatMoney(sitePriceTable.discoPerPerson[queen.key])} and ${platinum.name} at ${formatMoney(sitePriceTable.discoPerPerson[platinum.key])} per person.`,
    },
    {
      title: `Worth ${formatMoney(brideSaving)}`,
      text: `For a group of ${GROUP} on ${queen.name}, counting the tax and gratuity her ticket would have carried.`,
    },
    { title: `${DISCO_DAYS} sailings`, text: `${HOURS} hours, live DJ, photographer, swim stop. Every guest ${DISCO_MIN_AGE}+.` },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'The golden ticket is our name for one simple rule on the ATX Disco Cruise: when your booking on ' +
        `${queen.name} or ${platinum.name} includes the bride, she cruises free. Your quote lists every ` +
        'ticket, then takes hers off before tax and gratuity are worked out, so the group does not pay tax ' +
        'or gratuity on her ticket either.',
      'There is no code to enter and no minimum spend beyond the usual booking size. It is not a ' +
        `discount on ${basic.name} tickets or on private charters, and it is one free ticket per booking. ` +
        'Everything else about the cruise is the same for her as for everyone: the DJ, the dance deck, the ' +
        'swim stop and the photos.',
      `What she does get, on both packages, is a sash, a tiara and a disco-ball cup, plus the reserved ` +
        `area for your group. ${platinum.name} adds priority boarding and the prime spot on deck, so the ` +
        'bride is first aboard and front and center.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Bachelorette groups', text: `${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests, the bride included, all ${DISCO_MIN_AGE}+.` },
      { title: 'Maids of honor doing the math', text: "If you are splitting the cost, the bride's share no longer has to be spread across everyone." },
      {
        title: 'Groups who wanted the upgrade anyway',
        text: `If a reserved area and your own cooler appeal, ${queen.name} is the package to pick, and her ticket comes off it.`,
      },
    ],
  },
  offers: [
    {
      kind: 'disco',
      heading: blocks.thePackagesWhereThe,
      intro:
        `${queen.name} and ${platinum.name} both carry the golden ticket. ${basic.name} does not, but it is ` +
        'the lowest price per ticket. The figures below are per person, before tax and gratuity.',
      featuredPackage: 'disco_queen',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: `The arithmetic for a group of ${GROUP}, bride included`,
      intro:
        `All in: tickets, then ${TAX_PERCENT_LABEL} tax and the ${GRATUITY_PERCENT_LABEL} recommended gratuity on the ` +
        'tickets you pay for. Per-person figures divide the total across everyone, the bride included. ' +
        'These are standard ticket prices; a quote for your date shows any seasonal pricing.',
      ideas: [
        {
          title: basic.name,
          text:
            `${GROUP} paid tickets at ${formatMoney(sitePriceTable.discoPerPerson[basic.key])}: ${formatMoney(basicTotal)} in total, ` +
            `${perHead(basicTotal, GROUP)} each. The bride pays like everyone else.`,
        },
        {
          title: queen.name,
          text:
            `${GROUP - 1} paid tickets at ${formatMoney(sitePriceTable.discoPerPerson[queen.key])}, the bride free: ` +
            `${formatMoney(queenTotal)} in total, ${perHead(queenTotal, GROUP)} each. Without the golden ticket ` +
            `it would be ${formatMoney(queenFullPrice)}.`,
        },
        {
          title: platinum.name,
          text:
            `${GROUP - 1} paid tickets at ${formatMoney(sitePriceTable.discoPerPerson[platinum.key])}, the bride free: ` +
            `${formatMoney(platinumTotal)} in total, ${perHead(platinumTotal, GROUP)} each. Without the golden ` +
            `ticket it would be ${formatMoney(platinumFullPrice)}.`,
        },
      ],
    },
    {
      kind: 'callout',
      tone: 'tip',
      heading: blocks.discoQueenOrBasic,
      text: breakEvenText,
    },
    {
      kind: 'steps',
      heading: blocks.howToClaimIt,
      steps: [
        { title: `Pick a ${discoDayOr}`, text: 'The disco cruise sails on those days only. Popular weekends in peak season go early.' },
        { title: `Choose ${queen.name} or ${platinum.name}`, text: `The golden ticket is built into both packages; ${basic.name} does not include it.` },
        {
          title: 'Count the bride in your group size',
          text: `Your booking is ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests including her, and tell us she is coming so her ticket comes off.`,
        },
        { title: 'Check the quote', text: 'You will see her ticket listed and then taken off, with tax and gratuity worked out on the rest.' },
        {
          title: 'Book and pay',
          text: `Disco bookings can be refunded within ${DISCO_REFUND_WINDOW_HOURS} hours of booking, so finalize the headcount first.`,
        },
      ],
    },
  ],
  faqs: [
    {
      id: 'bride-counts-toward-group',
      question: 'Does the bride count toward the group size?',
      answer:
        `Yes. A booking of ${DISCO_MIN_GUESTS} guests including the bride is a valid booking, and you pay for ` +
        `${DISCO_MIN_GUESTS - 1} tickets. She also has to meet the ${DISCO_MIN_AGE}+ rule like everyone else.`,
    },
    {
      id: 'two-brides',
      question: 'We are celebrating two brides. Do both ride free?',
      answer: 'The golden ticket is one free ticket per booking. Congratulations to both of you, and one of you is on us.',
    },
    {
      id: 'basic-package-bride',
      question: `Does the bride ride free on ${basic.name}?`,
      answer:
        `No, only on ${queen.name} and ${platinum.name}. ${basic.name} is the lowest ticket price, and the ` +
        'arithmetic above shows which works out better for your group size.',
    },
    {
      id: 'private-charter-golden-ticket',
      question: 'Does the golden ticket apply to private charters?',
      answer:
        'No. A private charter is priced for the whole boat, not per guest, so there is no ticket to take off. ' +
        'If you want a private boat, our best-value charter guide shows how to get the most for your budget.',
    },
    {
      id: 'tax-on-free-ticket',
      question: "Do we pay tax or gratuity on the bride's ticket?",
      answer:
        `No. Her ticket comes off before the ${TAX_PERCENT_LABEL} tax and the ${GRATUITY_PERCENT_LABEL} recommended ` +
        'gratuity are worked out, so both are calculated on the paid tickets only.',
    },
  ],
  related: ['/bachelorette-party-austin', '/atx-disco-cruise', '/golden-ticket-private', '/pricing-breakdown'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Check disco dates', params: { type: 'disco-cruise', package: 'disco_queen' } },
    secondary: { label: 'Plan the bachelorette', params: { type: 'bachelorette' } },
  },
} satisfies ExperiencePageContent;
