import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { CAPACITY_TIER_BANDS, boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_WEEKDAYS } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { DAY_TYPE_LABELS, WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { BIRTHDAY_PARTIES_BLOCKS as blocks } from '#domain/content/blocks/birthday-parties.ts';

// The birthday hub: every age from a family birthday to a big milestone, with the sub-pages for
// milestone birthdays, Sweet 16s and quinceañeras. Under-age parties are alcohol-free and
// chaperoned, and the disco cruise is only ever suggested for all-adult groups.

const HOURS = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(75);
const b25 = CAPACITY_TIER_BANDS[25];
const b30 = CAPACITY_TIER_BANDS[30];
const b50 = CAPACITY_TIER_BANDS[50];
const discoDayOr = DISCO_WEEKDAYS.map((d) => WEEKDAY_NAMES[d]).join(' or ');

function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

const smallUltimateWeekday = privateTotalsFor(sitePriceTable, 14, 'MON_THU', 'ultimate').total;
const smallUltimateSaturday = privateTotalsFor(sitePriceTable, 14, 'SATURDAY', 'ultimate').total;

export default {
  path: '/birthday-parties',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventBirthday',
  highlights: [
    { title: 'Every age welcome', text: 'Private charters suit kids, teens, grandparents and everyone in between.' },
    { title: `Up to ${big.capacity} guests`, text: `${small.name} for a small crew, ${big.name} for the whole family tree.` },
    { title: 'Decorated for you', text: `The ${PRIVATE_PACKAGE_NAMES.ultimate} brings a banner, balloons and table décor, set up before you board.` },
    { title: 'Cake and candles, lake view', text: 'Bring the cake; the swim stop is the moment to sing.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      `You book the boat for ${HOURS} hours and it is yours: no other guests, your music on the sound system, ` +
        `coolers with ice, and a captain and crew who do the driving. Everyone meets at ${businessFacts.location.marinaName}, ` +
        'the crew checks the group in, and you head out across the lake.',
      'The middle of the cruise is the swim stop in a cove. That is where the floats come out, the birthday guest ' +
        'gets the first jump off the back (or not, their call), and the cake comes out once everyone is back aboard and dried off. ' +
        'On the way back, the light is usually at its best for the group photo.',
      'A birthday cruise can be anything from a quiet family afternoon to a full party. The same boats do both; ' +
        'what changes is the guest list, the playlist and the package.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Family birthdays', text: 'Kids, parents and grandparents on one boat. Alcohol-free if you like, with life jackets aboard.' },
      {
        title: 'Sweet 16s and quinceañeras',
        text: `Private, alcohol-free and chaperoned, with parents aboard. Our Sweet 16 and quinceañera pages cover the details.`,
      },
      {
        title: `The ${ordinal(DISCO_MIN_AGE)}`,
        text: `The first birthday where the guest of honor can bring the drinks. An all-${DISCO_MIN_AGE}+ group of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} can also join the ATX Disco Cruise on a ${discoDayOr}.`,
      },
      { title: 'The big milestones', text: '30th, 40th, 50th and beyond: the whole circle of friends on one deck, with a sunset toast.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.pickABoatFor,
      intro:
        `Up to ${small.capacity} guests fit on ${small.name}, with a seat in the shade for everyone. ${mid.name} takes ` +
        `${b25.minGuests} to ${b30.maxGuests}, and ${big.name} ${b50.minGuests} and up. We feature the ` +
        `${PRIVATE_PACKAGE_NAMES.ultimate} because a birthday should look like one: décor, lily pad, disco ball and bubbles.`,
      tiers: [14, 25, 50],
      featuredPackage: 'ultimate',
    },
  ],
  sections: [
    {
      kind: 'steps',
      heading: blocks.planItInFour,
      steps: [
        { title: 'Who is coming', text: 'Count everyone, kids included. The headcount picks the boat, and the boat sets the price.' },
        {
          title: 'Which day',
          text: `Weekdays cost least. ${small.name} with the ${PRIVATE_PACKAGE_NAMES.ultimate} is ${formatMoney(smallUltimateWeekday)} on ${DAY_TYPE_LABELS.MON_THU} against ${formatMoney(smallUltimateSaturday)} on a ${DAY_TYPE_LABELS.SATURDAY}, all in.`,
        },
        {
          title: 'How much party',
          text: `${PRIVATE_PACKAGE_NAMES.standard} if you bring your own setup, ${PRIVATE_PACKAGE_NAMES.essentials} for supplies and floats, ${PRIVATE_PACKAGE_NAMES.ultimate} for décor, lights and the lily pad.`,
        },
        { title: 'Any extras', text: `${businessFacts.services.dj.description} ${businessFacts.services.photographer.description}` },
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.ideasThatMakeIt,
      ideas: [
        { title: 'The birthday playlist', text: 'Ask every guest for one song in advance. Play them through the cruise and make them guess who picked what.' },
        { title: 'Cake at anchor', text: 'Candles and wind do not mix. Serve the cake at the swim stop, in the shelter of the cove.' },
        {
          title: 'Lily pad photo',
          text: `The whole group on the giant lily pad (${formatMoney(sitePriceTable.lilyPad)} on its own, included with the ${PRIVATE_PACKAGE_NAMES.ultimate}) makes the shot of the day.`,
        },
        { title: 'A surprise boarding', text: 'Have the guests aboard before the birthday guest arrives. The crew will happily play along.' },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.birthdayPackingList,
      items: [
        'The cake, in a sturdy box that will survive a cooler bag',
        'A cake knife, candles and a lighter',
        'Swimsuits, towels and sunscreen for everyone',
        'Snacks and drinks in cans or plastic, no glass',
        'Gifts can wait at home: deck space is for people',
        'Decorations that will not blow away: skip loose confetti and glitter',
      ],
    },
    {
      kind: 'callout',
      tone: 'policy',
      heading: blocks.guestsUnder21,
      text:
        `Only guests ${DISCO_MIN_AGE} and over may drink on board. For teen birthdays, Sweet 16s and quinceañeras, the boat ` +
        `is alcohol-free and parents or chaperones come along. The ATX Disco Cruise is ${DISCO_MIN_AGE}+ only, so younger ` +
        'birthdays are always private charters.',
    },
  ],
  quickAnswers: [
    {
      id: 'birthday-cake-on-boat',
      question: 'Can we bring a birthday cake on the boat?',
      answer:
        'Yes: bring the cake, candles and anything else you need. Plates, cups and napkins come with the ' +
        `${PRIVATE_PACKAGE_NAMES.essentials} and the ${PRIVATE_PACKAGE_NAMES.ultimate}.`,
      keywords: ['cake', 'food', 'candles'],
    },
  ],
  faqs: [
    {
      id: 'kids-birthday',
      question: "Can we host a child's birthday on a boat?",
      answer:
        'Yes. Private charters welcome all ages and life jackets are on board. Tell us the ages when you book, and ' +
        'keep an adult with the little ones at the swim stop.',
    },
    {
      id: 'birthday-decorations',
      question: 'Can we decorate the boat?',
      answer:
        `The ${PRIVATE_PACKAGE_NAMES.ultimate} includes a banner, balloons and table decorations for your occasion, plus a ` +
        'disco ball, bubble machine and LED lights, all set up before you arrive. You are welcome to bring extra décor that stays put in the wind.',
    },
    {
      id: 'adult-birthday-disco',
      question: 'Is the disco cruise good for a birthday?',
      answer:
        `For an adult crew, yes: if everyone is ${DISCO_MIN_AGE}+ and you are ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} ` +
        `people, tickets on a ${discoDayOr} get you a DJ, a photographer and a shared party. ` +
        'For mixed ages or a boat to yourselves, charter privately.',
    },
    {
      id: 'birthday-guest-count',
      question: 'How many people can come to a birthday cruise?',
      answer:
        `From a handful of friends on ${small.name} (up to ${small.capacity}) to ${big.capacity} on ${big.name}. ` +
        'Everyone counts toward the headcount, including children.',
    },
    {
      id: 'birthday-surprise',
      question: 'Can we keep it a surprise?',
      answer:
        `Yes. Have the guests arrive ${businessFacts.arrival.minutesEarly} minutes early as usual and board first; bring the ` +
        'birthday guest a few minutes later. Let the crew know when you arrive.',
    },
  ],
  related: ['/milestone-birthday', '/sweet-16', '/quinceanera', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price a private boat', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'See the Ultimate package', params: { type: 'private-cruise', package: 'ultimate' } },
  },
} satisfies ExperiencePageContent;
