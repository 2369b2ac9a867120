import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import {
  DISCO_DURATION_HOURS,
  DISCO_MAX_GUESTS,
  DISCO_MIN_AGE,
  DISCO_MIN_GUESTS,
  DISCO_PACKAGES,
  DISCO_REFUND_WINDOW_HOURS,
  DISCO_WEEKDAYS,
} from '#domain/pricing/disco.ts';
import { totalsFor } from '#domain/pricing/rates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { boatForTier } from '#domain/pricing/fleet.ts';
import { startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { DISCO_DAYS, DISCO_DAYS_PLURAL, GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../labels.ts';
import { ATX_DISCO_CRUISE_BLOCKS as blocks } from '#domain/content/blocks/atx-disco-cruise.ts';

// The flagship shared cruise: what it is, the three packages, how the afternoon runs and the
// rules (age, days, group size, refunds), with a disco-vs-private comparison.

const HOURS = DISCO_DURATION_HOURS;
const _discoDayOr = DISCO_WEEKDAYS.map((d) => WEEKDAY_NAMES[d]).join(' or ');
const basic = DISCO_PACKAGES.basic;
const queen = DISCO_PACKAGES.disco_queen;
const platinum = DISCO_PACKAGES.platinum;
const basicTicketAllIn = totalsFor(sitePriceTable.discoPerPerson[basic.key]).total;
/** The example group the comparison block prices. */
const EXAMPLE_GROUP = 20;
const small = boatForTier(14);

export default {
  path: '/atx-disco-cruise',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'heroDisco',
  highlights: [
    { title: 'Live DJ, every sailing', text: 'Disco, throwbacks and party anthems from the moment you board.' },
    { title: 'Photographer on board', text: 'Dance, swim and toast; the photos are shared with you after the cruise.' },
    { title: 'Swim stop with lily pads', text: 'Anchor in a party cove and float on giant lily pad floats.' },
    {
      title: `From ${formatMoney(basicTicketAllIn)} per person, all in`,
      text: `Three packages. ${basic.name}'s ticket is ${formatMoney(sitePriceTable.discoPerPerson[basic.key])} before tax and the recommended gratuity.`,
    },
    { title: 'The bride rides free', text: `With ${queen.name} and ${platinum.name}, when she is part of your booking.` },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'The ATX Disco Cruise is our shared sailing. Instead of chartering a whole boat, you buy a ticket ' +
        'for each person in your group and join other groups on board. The DJ is already booked, the ' +
        'photographer is already there and the coolers are already full of ice. You bring your crew, ' +
        'your drinks and your best outfit.',
      'It is built for celebrations: bachelorette weekends above all, but also birthdays, bachelor ' +
        'parties and friends in town who want the full Lake Travis experience without planning a ' +
        `charter. Because the boat is shared, a group of ${DISCO_MIN_GUESTS} gets the same DJ, dance ` +
        `floor and swim stop as a group of ${EXAMPLE_GROUP}, at a per-person price.`,
      `It sails on ${DISCO_DAYS_PLURAL} only, and every guest must be ${DISCO_MIN_AGE} or older. Guests bring ` +
        'their own drinks in cans or plastic (no glass); the shared coolers are stocked with ice. ' +
        `${businessFacts.services.alcoholDelivery.description}`,
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Bachelorette groups', text: `${queen.name} was made for you: a reserved area, the bride's sash and tiara, and her ticket free.` },
      { title: `Groups of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS}`, text: 'Big enough to make a party of it, and you do not have to fill a whole boat.' },
      { title: 'Dancers over loungers', text: 'If your ideal afternoon has a DJ and a crowd, this beats a quiet charter.' },
      { title: 'Visitors to Austin', text: 'No boat to plan, no supplies to buy. Book tickets, bring drinks, show up.' },
    ],
  },
  offers: [
    {
      kind: 'disco',
      heading: blocks.chooseYourPackage,
      intro:
        `Every package includes the ${HOURS}-hour cruise, the live DJ, the photographer, the swim stop and ` +
        `shared coolers with ice. ${queen.name} adds a reserved area and your own cooler; ${platinum.name} ` +
        'adds priority boarding, the prime spot on deck, a mimosa setup and a personal float for everyone.',
    },
    {
      kind: 'comparison',
      heading: blocks.discoTicketsOrA,
      intro:
        'Depending on your group size and day, a private charter can cost less than tickets, or more. Here is the honest comparison for ' +
        `a group of ${EXAMPLE_GROUP}, with tax and gratuity included on both sides.`,
      groupSize: EXAMPLE_GROUP,
    },
  ],
  sections: [
    {
      kind: 'schedule',
      heading: blocks.howTheAfternoonGoes,
      rows: [
        { time: 'Check-in', text: `${businessFacts.arrival.guidance} ${platinum.name} groups board first.` },
        { time: 'Cast off', text: 'The DJ starts as the boat leaves the marina. Find your spot, open a drink, meet the group next to you.' },
        { time: 'On the open lake', text: 'Dancing on deck with the Hill Country going by. The photographer works the crowd.' },
        { time: 'Swim stop', text: 'The captain anchors in a party cove. Lily pads go in the water and so does everyone else.' },
        { time: 'Cruise home', text: 'Back aboard for the last set and the big singalong on the way to the dock.' },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.bringThisLeaveThat,
      items: [
        'Your drinks in cans or plastic: no glass bottles on board',
        'Swimsuit under your outfit, plus a towel',
        'Sunscreen and sunglasses',
        'Photo ID showing you are of age',
        'Something sparkly: it is a disco, after all',
        'Leave at home: glass, anything you would be sad to lose in the lake',
      ],
    },
    {
      kind: 'callout',
      tone: 'policy',
      heading: blocks.theRulesInOne,
      text:
        `${DISCO_DAYS} sailings only. ${HOURS} hours. ${DISCO_MIN_AGE}+ for every guest. Bookings of ` +
        `${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests. Tickets are refundable within ` +
        `${DISCO_REFUND_WINDOW_HOURS} hours of booking. The captain has the final say on safety and weather.`,
    },
  ],
  quickAnswers: [
    {
      id: 'disco-ticket-all-in',
      question: 'What does one disco ticket cost all in?',
      answer:
        `A ${basic.name} ticket is ${formatMoney(sitePriceTable.discoPerPerson[basic.key])}; with ${TAX_PERCENT_LABEL} tax and the ` +
        `${GRATUITY_PERCENT_LABEL} recommended gratuity it comes to ${formatMoney(basicTicketAllIn)} per person.`,
      keywords: ['disco price', 'ticket', 'cost', 'per person'],
      relatedLink: { label: 'Pricing breakdown', href: '/pricing-breakdown' },
    },
    {
      id: 'disco-days',
      question: 'When does the disco cruise sail?',
      answer: `${DISCO_DAYS_PLURAL} only, for ${HOURS} hours in the afternoon. Pick a date in the quote to see what is open.`,
      keywords: ['days', 'schedule', 'when', 'sunday'],
    },
  ],
  faqs: [
    {
      id: 'smaller-than-minimum',
      question: `We are fewer than ${DISCO_MIN_GUESTS}. Can we still come?`,
      answer:
        `Disco bookings start at ${DISCO_MIN_GUESTS} guests. For a smaller group, a private charter on ` +
        `${small.name} gives you the whole boat for up to ${small.capacity}, from ` +
        `${formatMoney(startingPrivatePrice(sitePriceTable, 14))} all in on a weekday.`,
    },
    {
      id: 'larger-than-maximum',
      question: `What if our group is more than ${DISCO_MAX_GUESTS}?`,
      answer:
        `Each booking takes up to ${DISCO_MAX_GUESTS}. Groups larger than that are usually better off with a ` +
        'private charter, where the whole boat is yours and the price is split across more people.',
    },
    {
      id: 'package-difference',
      question: `What is the difference between ${queen.name} and ${platinum.name}?`,
      answer:
        `${queen.name}: a reserved lounge area, a private cooler kept topped up with ice, a sash, tiara and ` +
        `disco-ball cup for the guest of honor, koozies for everyone, and the bride rides free. ${platinum.name} ` +
        'adds priority boarding, the prime reserved spot, a mimosa setup, a personal float per guest and a group photo session.',
    },
    {
      id: 'age-limit-strict',
      question: `Is the ${DISCO_MIN_AGE}+ rule strict?`,
      answer: `Yes. Every guest on the disco cruise must be ${DISCO_MIN_AGE} or older. Groups with younger guests should book a private charter.`,
    },
    {
      id: 'disco-refund',
      question: 'Can I get a refund?',
      answer: `Disco bookings can be refunded within ${DISCO_REFUND_WINDOW_HOURS} hours of booking. After that window, tickets are not refundable, so confirm your headcount before you book.`,
    },
    {
      id: 'what-drinks',
      question: 'Is alcohol included?',
      answer:
        'No, it is BYOB: bring what you like in cans or plastic, and the shared coolers keep it cold. ' +
        `${businessFacts.services.alcoholDelivery.description}`,
    },
  ],
  related: ['/golden-ticket', '/bachelorette-party-austin', '/bachelor-party-austin', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Check disco dates', params: { type: 'disco-cruise', package: 'disco_queen' } },
    secondary: { label: 'Price my group', params: { eventType: 'disco', groupSize: EXAMPLE_GROUP } },
  },
} satisfies ExperiencePageContent;
