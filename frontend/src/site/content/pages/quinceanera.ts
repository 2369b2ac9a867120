import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, CAPACITY_TIER_BANDS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { QUINCEANERA_BLOCKS as blocks } from '#domain/content/blocks/quinceanera.ts';

const hours = CRUISE_DURATION_HOURS;
const mid = boatForTier(30);
const big = boatForTier(75);
const band50 = CAPACITY_TIER_BANDS[50];
const band75 = CAPACITY_TIER_BANDS[75];
const sundayBig = formatMoney(privateTotalsFor(sitePriceTable, 50, 'SUNDAY', 'ultimate').total);
const sundayFull = formatMoney(privateTotalsFor(sitePriceTable, 75, 'SUNDAY', 'ultimate').total);

export default {
  path: '/quinceanera',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventQuinceanera',
  highlights: [
    { title: 'Family-sized', text: `Up to ${big.capacity} guests on ${big.name}, with lounge seating for ${big.seatingCapacity}.` },
    { title: 'Portraits on the water', text: 'The dress, the court and the Hill Country at golden hour. Add a professional photographer.' },
    { title: 'Alcohol-free and supervised', text: 'Parents and chaperones aboard, a USCG-licensed captain at the helm.' },
    { title: 'Your music, your traditions', text: 'Your playlist, or a live DJ for the dances. Cumbia, pop and everything in between.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'A quinceañera belongs to everyone: the girl at the center of it, her parents and padrinos, the damas and ' +
        'chambelanes who practiced the waltz for weeks, and the grandparents who have been waiting fifteen years ' +
        'for this day. A cruise on Lake Travis gives all of them something new to remember it by.',
      'Families use the boat in different ways. Some make it the main celebration, with the whole family on ' +
        `${big.name} for an afternoon of music, food and a swim stop. Some book a shorter list for the ` +
        'quinceañera and her court, for portraits on the water before the evening reception. And some make it the ' +
        'day-after celebration, the recalentado, when the relatives who traveled are still in town.',
      `Every quinceañera cruise is a private ${hours}-hour charter with a USCG-licensed captain and crew. It runs ` +
        'alcohol-free with parents and chaperones aboard, so the party can focus on family, music and her.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'The main celebration', text: `Family and friends together on ${big.name}: music, a meal brought aboard, a swim stop and the toast.` },
      { title: "The court's portrait cruise", text: `The quinceañera, her damas and chambelanes on ${mid.name}, timed for golden-hour photos.` },
      { title: 'The recalentado cruise', text: 'The day after the reception: leftovers, a swim and one more afternoon with the relatives who traveled.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.boatsForTheFamily,
      intro:
        `${mid.name} suits the court and close family, up to ${mid.capacity} guests. ${big.name} takes ` +
        `${band50.minGuests} to ${band50.maxGuests} guests at its standard rate and up to ${band75.maxGuests} with an ` +
        'extra deckhand, so grandparents through little cousins all fit. The Ultimate Party Package brings décor ' +
        'for the occasion: a banner, balloons and table decorations, plus party lights and a bubble machine.',
      tiers: [30, 50, 75],
      featuredPackage: 'ultimate',
    },
  ],
  sections: [
    {
      kind: 'prose',
      heading: blocks.theDressTheDeck,
      paragraphs: [
        'A ball gown can absolutely come aboard, and the photos of a full skirt against the water are worth the ' +
          'effort. Plan for it: flat shoes or sandals for boarding and the deck, a shawl for the breeze, and a ' +
          'second, lighter outfit if she wants to join the swim stop or dance without the train.',
        'The best light comes in the last hour before sunset, so choose a sunset slot when you book if portraits ' +
          'matter most. Add a professional photographer and the court portraits, the family photo at the rail and ' +
          'the candid moments on deck all come home with you, with nobody in the family stuck behind a phone.',
      ],
    },
    {
      kind: 'schedule',
      heading: blocks.aSunsetQuinceaneraCruise,
      intro: 'One way to run the main celebration. Your departure time is set when you book.',
      rows: [
        {
          time: 'Arrival',
          text: `Family arrives at ${businessFacts.location.marinaName} ${businessFacts.arrival.minutesEarly} minutes before departure. The quinceañera boards last, to applause.`,
        },
        { time: 'Cruise out', text: 'Music on, food out, and the relatives catch up while the boat heads up the lake.' },
        { time: 'The brindis', text: 'Anchor in a calm cove for the toast from her parents and padrinos, raised with sparkling cider or juice.' },
        { time: 'Swim and dance', text: 'The cousins head for the swim platform; the front deck becomes the dance floor.' },
        { time: 'Golden hour', text: 'Portraits of the quinceañera and her court with the sun low over the hills.' },
        { time: 'Sunset return', text: 'The whole family at the rail as the sky changes color on the way home.' },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.familyLogistics,
      intro: 'Big families mean a few extra details. Settle these before the day.',
      items: [
        'The cruise is alcohol-free: the toast is sparkling cider or juice for everyone',
        'Chaperones for the court and the younger cousins, with an adult watching the water at the swim stop',
        `Seats for the grandparents: ${big.name} seats ${big.seatingCapacity}, so tell us about anyone who needs a seat all afternoon`,
        'A playlist in Spanish and English, or a live DJ for the dances',
        'Food that travels: platters, tamales, pan dulce and a cake sturdy enough for the ride',
        'Rides to the marina, so nobody is left waiting in a ball gown',
      ],
    },
  ],
  faqs: [
    {
      id: 'dress-on-the-boat',
      question: 'Can she wear her quinceañera dress on the boat?',
      answer: 'Yes. Pair it with flat shoes for boarding, and bring a lighter outfit if she wants to swim or dance more freely. The crew will help her aboard.',
    },
    {
      id: 'quince-alcohol-policy',
      question: 'Is alcohol allowed?',
      answer:
        'No. With so many guests under drinking age, quinceañera cruises run alcohol-free for everyone. Bring sodas, aguas frescas, sparkling cider and water; the Essentials Package adds a cooler of bottled water on ice.',
    },
    {
      id: 'quince-big-family',
      question: 'Our family is big. How many can come?',
      answer: `Up to ${band75.maxGuests} on ${big.name}. Groups of ${band75.minGuests} or more sail with an extra deckhand, which adds ${formatMoney(sitePriceTable.crewFeePerHour[75])} an hour.`,
    },
    {
      id: 'quince-cost',
      question: 'What does a quinceañera cruise cost?',
      answer: `On a ${DAY_TYPE_LABELS.SUNDAY}, ${big.name} with the Ultimate Party Package is ${sundayBig} for up to ${band50.maxGuests} guests and ${sundayFull} for up to ${band75.maxGuests}, including tax and the recommended gratuity. ${DAY_TYPE_LABELS.MON_THU} dates cost less.`,
    },
    {
      id: 'quince-dj',
      question: 'Can we have a DJ for the dances?',
      answer: "Yes. A live DJ can be added to any private cruise, or play your own playlist through the boat's sound system.",
    },
  ],
  related: ['/birthday-parties', '/sweet-16', '/private-cruises', '/gallery'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Get my instant quote', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'See the Ultimate package', params: { type: 'private-cruise', package: 'ultimate' } },
  },
} satisfies ExperiencePageContent;
