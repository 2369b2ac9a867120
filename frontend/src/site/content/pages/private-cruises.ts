import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { BOAT_ART } from '../../art.ts';
import { boatSlotKey } from '#domain/content/page-slots.ts';
import { businessFacts } from '#domain/site/business.ts';
import { BOATS, CAPACITY_TIER_BANDS, boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MIN_AGE } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS, privateCharterParts, totalsFor } from '#domain/pricing/rates.ts';
import { startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import {
  BALANCE_DUE_DAYS_BEFORE_EVENT,
  FREE_CANCELLATION_DAYS_BEFORE_EVENT,
  STANDARD_DEPOSIT_PERCENT,
  URGENT_BOOKING_THRESHOLD_DAYS,
  URGENT_DEPOSIT_PERCENT,
  URGENT_PAYMENT_WINDOW_HOURS,
} from '#domain/pricing/deposit.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { eventTypeByKey } from '#domain/booking/event-types.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../labels.ts';
import { PRIVATE_CRUISES_BLOCKS as blocks } from '#domain/content/blocks/private-cruises.ts';

// The hub for every private charter: the whole fleet, every capacity band, how a price is built,
// and how booking works. Occasion pages (weddings, corporate, birthdays) hang off it.

const HOURS = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(75);
const b25 = CAPACITY_TIER_BANDS[25];
const b30 = CAPACITY_TIER_BANDS[30];
const b50 = CAPACITY_TIER_BANDS[50];
const b75 = CAPACITY_TIER_BANDS[75];

// A worked example: the mid boat on a Friday with the Essentials package.
const example = privateCharterParts(sitePriceTable, 25, 'FRIDAY', 'essentials');
const exampleTotals = totalsFor(example.subtotal);

// Each boat's card shows the staff's photo of it, or its illustration (issue 19, decision 031).
const fleetIdeas = BOATS.map((boat) => ({
  image: { slot: boatSlotKey(boat.id), art: BOAT_ART[boat.id] },
  title: `${boat.displayName}: up to ${boat.capacity} guests`,
  text: boat.seatingCapacity < boat.capacity ? `${boat.description} Seats ${boat.seatingCapacity}, with deck room for the rest.` : boat.description,
}));

const occasionIdeas = (['wedding', 'corporate', 'birthday', 'graduation', 'reunion', 'anniversary'] as const).map((key) => {
  const type = eventTypeByKey(key);
  return { title: type.label, text: type.description };
});

export default {
  path: '/private-cruises',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'boatCleverGirl',
  highlights: [
    { title: `From ${formatMoney(startingPrivatePrice(sitePriceTable))}`, text: `${HOURS} hours on ${small.name}, tax and recommended gratuity included.` },
    { title: `Up to ${big.capacity} guests`, text: `${BOATS.length} boats, priced in bands so you only pay for the boat your group needs.` },
    { title: 'Captain and crew included', text: 'They drive, anchor and look after the boat; you look after the party.' },
    { title: 'Swim stop every time', text: 'Every charter anchors in a cove so everyone can get in the water.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      `A private charter puts the whole boat at your group's disposal for ${HOURS} hours, with no other guests ` +
        'aboard. Every Standard Cruise comes with a licensed captain and crew, a Bluetooth sound system for your ' +
        'playlist, coolers loaded with ice when you board, shaded seating and a swim stop in a Lake Travis cove.',
      `You bring the rest: drinks for guests ${DISCO_MIN_AGE} and over (cans and plastic, no glass), food, ` +
        `sunscreen and your people. ${businessFacts.services.alcoholDelivery.description} ` +
        `${businessFacts.services.dj.description} ${businessFacts.services.photographer.description}`,
      `The slot is set when you book: a ${HOURS}-hour charter can run in the morning, the afternoon or into ` +
        `sunset. Every cruise leaves from ${businessFacts.location.marinaName}.`,
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: `Up to ${small.capacity}`, text: `${small.name}: a seat in the shade for every guest, and the first boat into the quiet coves.` },
      { title: `${b25.minGuests} to ${b25.maxGuests}`, text: `${mid.name} at the standard rate, with an open front deck for dancing.` },
      { title: `${b30.minGuests} to ${b30.maxGuests}`, text: `${mid.name} at full strength, with an extra deckhand aboard.` },
      { title: `${b50.minGuests} to ${b50.maxGuests}`, text: `${big.name}, our flagship, with lounge seating for ${big.seatingCapacity}.` },
      { title: `${b75.minGuests} to ${b75.maxGuests}`, text: `${big.name} filled to the rails, with extra crew for a group this size.` },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.everyBoatEveryBand,
      intro:
        'Pick the band your headcount falls in and switch between weekday and weekend rates. Each boat comes as ' +
        `a ${PRIVATE_PACKAGE_NAMES.standard}, or with the ${PRIVATE_PACKAGE_NAMES.essentials} (party supplies, extra ` +
        `ice, water and floats) or the ${PRIVATE_PACKAGE_NAMES.ultimate} (lily pad, décor, lights and a mimosa setup).`,
      tiers: [14, 25, 30, 50, 75],
      featuredPackage: 'essentials',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.meetTheFleet,
      ideas: fleetIdeas,
    },
    {
      kind: 'prose',
      heading: blocks.howACharterIs,
      paragraphs: [
        `Every price is the boat's hourly rate for the day type (${DAY_TYPE_LABELS.MON_THU}, ${DAY_TYPE_LABELS.FRIDAY}, ` +
          `${DAY_TYPE_LABELS.SATURDAY} or ${DAY_TYPE_LABELS.SUNDAY}) times ${HOURS} hours, plus the package add-on if ` +
          `you choose one. The top band on each of the two bigger boats carries a crew fee for the extra deckhand ` +
          `(${formatMoney(sitePriceTable.crewFeePerHour[30])} an hour from ${b30.minGuests} guests on ${mid.name}, ` +
          `${formatMoney(sitePriceTable.crewFeePerHour[75])} an hour from ${b75.minGuests} on ${big.name}). The giant lily pad is ` +
          `${formatMoney(sitePriceTable.lilyPad)} on its own. Then ${TAX_PERCENT_LABEL} tax and a ${GRATUITY_PERCENT_LABEL} recommended gratuity.`,
        `For example, ${b25.maxGuests} guests on ${mid.name} on a ${DAY_TYPE_LABELS.FRIDAY} with the ` +
          `${PRIVATE_PACKAGE_NAMES.essentials}: ${formatMoney(example.baseHourlyRate)} an hour for ${HOURS} hours is ` +
          `${formatMoney(example.base)}, plus ${formatMoney(example.addOnCost)} for the package makes ` +
          `${formatMoney(exampleTotals.subtotal)}. Tax adds ${formatMoney(exampleTotals.tax)} and the gratuity ` +
          `${formatMoney(exampleTotals.gratuity)}, for ${formatMoney(exampleTotals.total)} in all.`,
      ],
    },
    {
      kind: 'steps',
      heading: blocks.fromQuoteToCast,
      steps: [
        { title: 'Get an instant quote', text: 'Enter your date and headcount. The quote shows the boat, the package options and the full price, itemized.' },
        {
          title: 'Pay the deposit',
          text: `${STANDARD_DEPOSIT_PERCENT}% holds the boat. If the cruise is ${URGENT_BOOKING_THRESHOLD_DAYS} days away or less, it is ${URGENT_DEPOSIT_PERCENT}%, paid within ${URGENT_PAYMENT_WINDOW_HOURS} hours.`,
        },
        { title: 'Add the extras', text: 'A DJ, a photographer or drinks delivered to the boat: tell us and we will line them up.' },
        { title: 'Pay the balance', text: `The rest is due ${BALANCE_DUE_DAYS_BEFORE_EVENT} days before the cruise.` },
        { title: 'Show up and sail', text: businessFacts.arrival.guidance },
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.occasionsWeHost,
      intro: 'Private charters host every kind of celebration. A few of the favorites:',
      ideas: occasionIdeas,
    },
    {
      kind: 'callout',
      tone: 'policy',
      heading: blocks.cancellation,
      text:
        `Cancel free of charge up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before your cruise. The captain has the final ` +
        'say on safety and weather calls on the day.',
    },
  ],
  quickAnswers: [
    {
      id: 'private-charter-price',
      question: 'How much is a private party boat on Lake Travis?',
      answer:
        `From ${formatMoney(startingPrivatePrice(sitePriceTable))} for ${HOURS} hours on ${small.name} (up to ${small.capacity} guests) ` +
        `on a weekday, tax and recommended gratuity included. Bigger boats and weekends cost more; the quote shows your exact price.`,
      keywords: ['price', 'cost', 'rent', 'charter'],
      relatedLink: { label: 'Every price, worked out', href: '/pricing-breakdown' },
    },
  ],
  faqs: [
    {
      id: 'whats-included-private',
      question: 'What is included in a private charter?',
      answer:
        `The whole boat for ${HOURS} hours, a USCG-licensed captain and crew, a Bluetooth sound system, coolers with ice, ` +
        'shaded seating and a swim stop. Packages add supplies, floats, décor and more.',
    },
    {
      id: 'all-ages-private',
      question: 'Can children come on a private charter?',
      answer:
        `Yes, private charters welcome all ages; life jackets are on board. Only guests ${DISCO_MIN_AGE} and over may ` +
        'drink, and for events with younger guests we recommend keeping the boat alcohol-free.',
    },
    {
      id: 'bring-food',
      question: 'Can we bring food?',
      answer:
        'Yes. Bring snacks, a picnic or trays from a favorite spot in town. Plates, cups and napkins come with the ' +
        `${PRIVATE_PACKAGE_NAMES.essentials} and up.`,
    },
    {
      id: 'crew-fee-explained',
      question: 'What is the crew fee?',
      answer:
        `Groups of ${b30.minGuests} to ${b30.maxGuests} on ${mid.name} and ${b75.minGuests} to ${b75.maxGuests} on ${big.name} ` +
        `need an extra deckhand: ${formatMoney(sitePriceTable.crewFeePerHour[30])} and ${formatMoney(sitePriceTable.crewFeePerHour[75])} an hour respectively. ` +
        'It is shown as its own line in your quote.',
    },
    {
      id: 'departure-time',
      question: 'What time do private charters leave?',
      answer: `You choose the slot when you book. A ${HOURS}-hour charter can run in the morning, the afternoon or into sunset, depending on what is open on your date.`,
    },
  ],
  related: ['/wedding-parties', '/corporate-events', '/birthday-parties', '/pricing-breakdown'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price a private boat', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'See the Essentials package', params: { type: 'private-cruise', package: 'essentials' } },
  },
} satisfies ExperiencePageContent;
