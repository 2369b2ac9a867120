import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { CAPACITY_TIER_BANDS, boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_PACKAGES, DISCO_REFUND_WINDOW_HOURS, DISCO_WEEKDAYS } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import {
  BALANCE_DUE_DAYS_BEFORE_EVENT,
  FREE_CANCELLATION_DAYS_BEFORE_EVENT,
  STANDARD_DEPOSIT_PERCENT,
  URGENT_BOOKING_THRESHOLD_DAYS,
} from '#domain/pricing/deposit.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { DISCO_DAYS_PLURAL, GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../labels.ts';
import { BACHELORETTE_PARTY_AUSTIN_BLOCKS as blocks } from '#domain/content/blocks/bachelorette-party-austin.ts';

// Bachelorettes: two real ways to do it (the shared disco cruise where the bride rides free on
// Disco Queen and Platinum, or a private boat dressed with the Ultimate package), plus a
// maid-of-honor planning timeline.

const HOURS = CRUISE_DURATION_HOURS;
const discoDayOr = DISCO_WEEKDAYS.map((d) => WEEKDAY_NAMES[d]).join(' or ');
const queen = DISCO_PACKAGES.disco_queen;
const platinum = DISCO_PACKAGES.platinum;
const basic = DISCO_PACKAGES.basic;
const small = boatForTier(14);
const mid = boatForTier(25);
const midBand = CAPACITY_TIER_BANDS[25];
const midFull = CAPACITY_TIER_BANDS[30];

export default {
  path: '/bachelorette-party-austin',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventBachelorette',
  highlights: [
    { title: 'The bride rides free', text: `Book ${queen.name} or ${platinum.name} on the disco cruise and her ticket is not charged.` },
    { title: 'Live DJ and photographer', text: 'Every disco cruise has a DJ on the decks and a photographer shooting the whole afternoon.' },
    { title: 'Or the whole boat', text: `A private charter for up to ${small.capacity} on ${small.name}, or up to ${midFull.maxGuests} on ${mid.name}.` },
    { title: `${HOURS} hours on the water`, text: 'Long enough to dance, swim, float and still make dinner reservations downtown.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      `The ATX Disco Cruise is the one you have seen on your feed: a shared boat on ${DISCO_DAYS_PLURAL}, a live ` +
        'DJ playing disco and throwbacks, sequins everywhere, and a swim stop in a party cove with giant ' +
        'lily pad floats. You buy tickets per person and share the deck with other celebrating groups, ' +
        'which is half the fun: there is always another bride to cheer for.',
      `A private charter is the other way. The boat, captain and crew are yours for ${HOURS} hours, the ` +
        'playlist is whatever the maid of honor says it is, and with the ' +
        `${PRIVATE_PACKAGE_NAMES.ultimate} the crew has the giant lily pad, the unicorn float, a disco ` +
        'ball with bubble machine and décor for the occasion set up before you arrive.',
      'Both leave from ' +
        `${businessFacts.location.marinaName}, both are run by a USCG-licensed captain, and both let ` +
        `guests ${DISCO_MIN_AGE} and over bring their own drinks in cans or plastic. The difference is ` +
        'whether you want a crowd to dance with or a boat that is only yours.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    intro: 'A quick way to choose before you look at dates.',
    items: [
      {
        title: 'Pick the disco cruise if...',
        text: `you are ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} women, everyone is ${DISCO_MIN_AGE}+, you want a DJ and a dance floor, and your date is a ${discoDayOr}.`,
      },
      {
        title: 'Pick a private boat if...',
        text: 'your group includes anyone under the disco age limit, you want a Sunday or weekday, or you want the deck, the music and the cove to yourselves.',
      },
      { title: 'Small and close', text: `Up to ${small.capacity} of you fit on ${small.name}, where every guest has a seat in the shade.` },
      {
        title: 'The big weekend',
        text: `${midBand.minGuests} or more? ${mid.name} takes up to ${midFull.maxGuests}, with an open front deck built for dancing.`,
      },
    ],
  },
  offers: [
    {
      kind: 'disco',
      heading: blocks.atxDiscoCruisePackages,
      intro:
        `${queen.name} is the bachelorette favorite: a reserved area for your group, your own cooler, a ` +
        'sash, tiara and disco-ball cup for the bride, and her ticket is free. ' +
        `${platinum.name} adds priority boarding, the prime spot on deck, a mimosa setup and a personal float for everyone.`,
      featuredPackage: 'disco_queen',
    },
    {
      kind: 'comparison',
      heading: blocks.discoTicketsOrA,
      intro:
        'Prices for a typical bachelorette group on the same date, worked out with tax and the recommended ' +
        'gratuity so you are comparing what you would actually pay.',
      groupSize: 12,
    },
    {
      kind: 'private',
      heading: blocks.privateBoatsForThe,
      intro:
        `${small.name} is made for smaller bachelorettes. ${mid.name} suits a bigger tribe and has the ` +
        `dance deck. We feature the ${PRIVATE_PACKAGE_NAMES.ultimate} because it is the one that looks ` +
        'like a bachelorette in the photos the moment you board.',
      tiers: [14, 25, 30],
      featuredPackage: 'ultimate',
    },
  ],
  sections: [
    {
      kind: 'steps',
      heading: blocks.theMaidOfHonor,
      intro: 'The planning that makes the day feel effortless, in the order that matters.',
      steps: [
        {
          title: 'Lock the date first',
          text: 'Weekend dates are the first to go in peak season, May through September. Get an instant quote and hold the date before you plan the rest of the weekend.',
        },
        {
          title: 'Pay the deposit',
          text: `Booked more than ${URGENT_BOOKING_THRESHOLD_DAYS} days ahead, a ${STANDARD_DEPOSIT_PERCENT}% deposit secures a private charter, with the balance due ${BALANCE_DUE_DAYS_BEFORE_EVENT} days before. Disco bookings can be refunded within ${DISCO_REFUND_WINDOW_HOURS} hours of booking, so confirm the headcount first.`,
        },
        {
          title: 'Collect from the girls',
          text: `Share the per-person figure from your quote. Tax (${TAX_PERCENT_LABEL}) and the ${GRATUITY_PERCENT_LABEL} recommended gratuity are already in it, so nobody gets a surprise later.`,
        },
        {
          title: 'Plan the drinks',
          text: `${businessFacts.services.alcoholDelivery.description} Bubbly for the mimosa setup, seltzers, water. Cans and plastic only.`,
        },
        { title: 'Coordinate the outfits', text: 'Pick a theme and tell everyone early. Swimsuit underneath, something fun on top.' },
        { title: 'Arrive early', text: businessFacts.arrival.guidance },
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.themeIdeasThatWork,
      ideas: [
        { title: 'Last disco', text: 'Sequins, metallics and mirror-ball earrings. Perfect for the disco cruise, where the DJ plays to it.' },
        { title: 'Coastal cowgirl', text: 'White hats, denim cut-offs and boots left in the car. Very Austin, very photogenic on the water.' },
        { title: 'Bride in white, tribe in color', text: 'The bride in a white swimsuit, everyone else in one bright color. It reads from across the cove.' },
        { title: "Let's go girls", text: 'Pink everything and a playlist of the classics. Works just as well on a private boat as on the dance deck.' },
      ],
    },
    {
      kind: 'callout',
      tone: 'policy',
      heading: blocks.theDiscoCruiseIs,
      text:
        `Everyone on the ATX Disco Cruise must be ${DISCO_MIN_AGE} or older, with no exceptions, and each ` +
        `booking is ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests. If a sister or cousin is under ` +
        'the age limit, book a private boat so nobody is left on the dock.',
    },
  ],
  faqs: [
    {
      id: 'bride-free-how',
      question: 'How does "the bride rides free" work?',
      answer:
        `When your booking on ${queen.name} or ${platinum.name} includes the bride, her ticket is taken ` +
        `off the total: a group of ${DISCO_MIN_GUESTS} pays for ${DISCO_MIN_GUESTS - 1} tickets. It does ` +
        `not apply to ${basic.name} or to private charters.`,
    },
    {
      id: 'disco-price-per-person',
      question: 'What do disco tickets cost?',
      answer:
        `${basic.name} is ${formatMoney(sitePriceTable.discoPerPerson[basic.key])}, ${queen.name} ${formatMoney(sitePriceTable.discoPerPerson[queen.key])} ` +
        `and ${platinum.name} ${formatMoney(sitePriceTable.discoPerPerson[platinum.key])} per person. Tax (${TAX_PERCENT_LABEL}) and ` +
        `the ${GRATUITY_PERCENT_LABEL} recommended gratuity are added on top, and your quote shows the total.`,
    },
    {
      id: 'decorate-private-boat',
      question: 'Can we decorate a private boat?',
      answer:
        `The ${PRIVATE_PACKAGE_NAMES.ultimate} includes décor for your occasion (banner, balloons and table ` +
        'decorations), a disco ball, bubble machine and LED lights, set up by the crew before you board. ' +
        'Skip confetti and glitter that can blow into the lake.',
    },
    {
      id: 'sharing-the-disco-boat',
      question: 'Who else is on the disco cruise?',
      answer:
        'Other groups celebrating the same day: often other bachelorettes, plus birthdays and friends out for ' +
        `the afternoon, all ${DISCO_MIN_AGE}+. ${queen.name} and ${platinum.name} give your group its own reserved area.`,
    },
    {
      id: 'cancel-bachelorette',
      question: 'What if our plans change?',
      answer:
        `Disco bookings can be refunded within ${DISCO_REFUND_WINDOW_HOURS} hours of booking. Private ` +
        `charters can be cancelled free of charge up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before the cruise.`,
    },
  ],
  related: ['/golden-ticket', '/atx-disco-cruise', '/combined-bachelor-bachelorette-austin', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Plan the bachelorette', params: { type: 'bachelorette' } },
    secondary: { label: 'Check disco dates', params: { type: 'disco-cruise', package: 'disco_queen' } },
  },
} satisfies ExperiencePageContent;
