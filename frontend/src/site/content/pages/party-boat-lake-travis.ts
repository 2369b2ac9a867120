import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MIN_AGE } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { PARTY_BOAT_LAKE_TRAVIS_BLOCKS as blocks } from '#domain/content/blocks/party-boat-lake-travis.ts';

// About the lake itself: clear water, limestone cliffs, coves, swim stops and sunsets, and how
// a charter uses them. The boats are the way onto it.

const HOURS = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(50);

export default {
  path: '/party-boat-lake-travis',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'heroCove',
  highlights: [
    { title: 'Clear-water coves', text: 'Anchor up somewhere sheltered and swim straight off the back of the boat.' },
    { title: 'Limestone cliffs', text: 'The Hill Country rises straight out of the water along much of the shore.' },
    { title: 'Sunset charters', text: 'Book a late slot and watch the sun go down over the hills from the deck.' },
    { title: 'A captain who knows the lake', text: businessFacts.safety.claim },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Lake Travis is a reservoir on the Colorado River, winding through the Texas Hill Country west of Austin. ' +
        'Its shoreline folds into dozens of coves, and its water is some of the clearest in Central Texas. That combination of open water for cruising and ' +
        'sheltered coves for swimming is what makes it a party lake.',
      'A charter uses both. The first part is the cruise: music up, wind in your face, cliffs and hillside ' +
        'homes going by. Then the captain picks a cove that suits the day (sheltered from the wind, not too ' +
        'crowded, deep enough to swim) and drops anchor. The swim stop is where most groups spend the heart of ' +
        'the afternoon: floating, talking, and climbing back aboard for a drink.',
      'The lake also changes with the seasons and the rain. Water levels rise and fall, and the coves that are ' +
        'best one summer are not always the best the next. That is one reason a licensed local captain matters: ' +
        `ours have been reading this lake since we started in ${businessFacts.foundedYear}.`,
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Swimmers and floaters', text: 'If the best part of your day is being in the water, not near it, this is your trip.' },
      { title: 'Sunset chasers', text: 'Couples, anniversaries, toasts and proposals: the light over the hills does the work.' },
      { title: 'Photo-first groups', text: 'Cliffs, clear water and golden hour are a better backdrop than any venue wall.' },
      { title: 'Families', text: 'A private boat, a captain and a calm cove are an easy day out for every age.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.boatsForEveryCove,
      intro:
        `${small.name} is nimble and first into the quiet coves, with a swim ladder and a seat for every guest. ` +
        `${mid.name} has a swim platform off the back and room for up to ${mid.capacity}. ` +
        `${big.name} brings a broad swim platform for the biggest parties. We feature the ` +
        `${PRIVATE_PACKAGE_NAMES.ultimate} here because it brings the giant lily pad and a unicorn float to the swim stop.`,
      tiers: [14, 25, 50],
      featuredPackage: 'ultimate',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.whatALakeTravis,
      intro: `The slot is set when you book: a ${HOURS}-hour charter can run in the morning, the afternoon or into sunset.`,
      ideas: [
        { title: 'The morning cruise', text: 'Calmer water and quieter coves. Good for families, early risers and groups with plans that evening.' },
        { title: 'The afternoon swim', text: 'Peak sun and warm water. The classic party cruise: longest swim stop, most floats in the water.' },
        { title: 'The sunset charter', text: 'Swim while it is warm, then cruise open water as the sky turns orange over the hills.' },
        {
          title: 'The lily pad day',
          text: `Add the giant lily pad for ${formatMoney(sitePriceTable.lilyPad)} (it comes with the ${PRIVATE_PACKAGE_NAMES.ultimate}) and the swim stop becomes a floating island.`,
        },
      ],
    },
    {
      kind: 'schedule',
      heading: blocks.aSunsetCharterStart,
      rows: [
        { time: 'Boarding', text: `${businessFacts.arrival.guidance} The crew loads coolers while you find a seat.` },
        { time: 'Out on the main lake', text: 'A cruise along the cliffs with the music on, while the sun is still high.' },
        { time: 'Cove and swim', text: 'Anchor in a sheltered cove for the swim stop. Floats out, everyone in.' },
        { time: 'Golden hour', text: 'Back aboard and dried off as the light turns warm. This is the photo you came for.' },
        { time: 'Sunset and the ride home', text: 'Glasses up as the sun drops behind the hills, then an easy cruise back to the marina.' },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.forTheSwimStop,
      items: [
        'Swimsuits on under your clothes, so nobody has to change on deck',
        'A towel each, and a dry layer for the ride back',
        'Water shoes, if you like something on your feet in the water',
        'Sunscreen that stays on in the water',
        'Drinks in cans or plastic: glass and lakes do not mix',
        'Life jackets are on board; ask the crew if anyone wants one in the water',
      ],
    },
    {
      kind: 'callout',
      tone: 'policy',
      heading: blocks.theCaptainReadsThe,
      text:
        'Wind, water level, weather and how busy the coves are change every day. The captain chooses where to ' +
        'anchor and has the final say on safety and weather calls, including when it is time to head in.',
    },
  ],
  quickAnswers: [
    {
      id: 'can-you-swim-lake-travis',
      question: 'Can you swim in Lake Travis on a party boat?',
      answer:
        `Yes. Every private charter includes a swim stop in a cove, and the boats have a swim ladder or platform. ` +
        `Floats come with the ${PRIVATE_PACKAGE_NAMES.essentials} and up.`,
      keywords: ['swim', 'swimming', 'cove', 'water'],
    },
  ],
  faqs: [
    {
      id: 'which-cove',
      question: 'Which cove will we go to?',
      answer:
        'The captain chooses on the day, based on the wind, the water level and how busy each cove is. If your ' +
        'group wants a lively party cove or a quiet one, tell the captain when you board.',
    },
    {
      id: 'water-clarity',
      question: 'How clear is the water?',
      answer:
        'Lake Travis is one of the clearest lakes in Central Texas, especially in the coves on a calm day. After ' +
        'heavy rain it can be murkier for a while, and it clears again.',
    },
    {
      id: 'lake-levels',
      question: 'Does the water level affect our cruise?',
      answer:
        'Levels change with rain and drought, which changes which coves and shorelines are best. Our captains adjust ' +
        'the route and the swim stop to the lake as it is that week.',
    },
    {
      id: 'sunset-timing',
      question: 'How do we book a sunset cruise?',
      answer:
        `Ask for a sunset slot when you book. The charter runs ${HOURS} hours, so it starts in the afternoon and ` +
        'ends around dusk; the exact time is set with your booking, since sunset moves through the year.',
    },
    {
      id: 'drinking-and-swimming',
      question: 'Can we drink on the boat and swim?',
      answer:
        `Guests ${DISCO_MIN_AGE} and over can bring drinks, in cans or plastic. The crew keeps an eye on swimmers, ` +
        'and the captain may keep anyone who has had too much out of the water.',
    },
  ],
  related: ['/party-boat-austin', '/private-cruises', '/atx-disco-cruise', '/gallery'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price a private boat', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'See the packages', params: { type: 'private-cruise', package: 'essentials' } },
  },
} satisfies ExperiencePageContent;
