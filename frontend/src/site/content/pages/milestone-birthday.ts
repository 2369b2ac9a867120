import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, capacityTierFor, CAPACITY_TIER_BANDS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_PACKAGES } from '#domain/pricing/disco.ts';
import { privateTotalsFor, startingDiscoTicketAllIn, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { DISCO_DAYS_PLURAL } from '../labels.ts';
import { MILESTONE_BIRTHDAY_BLOCKS as blocks } from '#domain/content/blocks/milestone-birthday.ts';

const hours = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(50);
const discoAge = `${DISCO_MIN_AGE}+`;
const discoGroup = `${DISCO_MIN_GUESTS}-${DISCO_MAX_GUESTS}`;
/** The example group the comparison and the price FAQ use (not a business fact). */
const EXAMPLE_GROUP = 20;
const exampleBoat = boatForTier(capacityTierFor(EXAMPLE_GROUP));
const saturdayExample = privateTotalsFor(sitePriceTable, capacityTierFor(EXAMPLE_GROUP), 'SATURDAY', 'ultimate').total;

export default {
  path: '/milestone-birthday',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventBirthday',
  highlights: [
    {
      title: 'The whole boat is yours',
      text: `From ${formatMoney(startingPrivatePrice(sitePriceTable, 14))} for up to ${small.capacity} guests, tax and gratuity included.`,
    },
    { title: 'Decorated for the day', text: 'The Ultimate Party Package brings a banner, balloons, lights and the giant lily pad.' },
    { title: `The disco option, ${discoAge}`, text: `All-adult groups of ${discoGroup} can join the ATX Disco Cruise instead.` },
    { title: 'Every age welcome', text: 'Private charters suit a family birthday just as well as a night out with friends.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'A milestone birthday is the one time it is fine to make the day entirely about yourself, or about someone ' +
        'you love. A private cruise gives it a shape: everyone arrives together, the boat leaves the noise of the ' +
        'city behind, and for a few hours the guest of honor is surrounded by the people who showed up for them.',
      `The day is yours to design. A private ${hours}-hour charter comes with a USCG-licensed captain and crew, ` +
        'a Bluetooth sound system for your playlist, coolers of ice and a swim stop in a cove. Bring the cake, ' +
        'the decorations and the stories; book a morning, afternoon or sunset slot when you reserve.',
      `If the birthday crowd is all adults and between ${DISCO_MIN_GUESTS} and ${DISCO_MAX_GUESTS} people, there ` +
        'is a second way to do it: tickets on the ATX Disco Cruise, a shared party boat with a live DJ and a ' +
        `photographer on ${DISCO_DAYS_PLURAL}. Every guest has to be ${DISCO_MIN_AGE} or older, so it suits the 30th and ` +
        'beyond, and a 21st only when every friend in the group is old enough too.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      {
        title: '21st',
        text: 'The first legal toast. If every guest is of age, the disco cruise is a rite of passage; if not, a private boat keeps the whole friend group together.',
      },
      { title: '30th', text: 'The friend group at its peak: a Saturday on the lake, a big playlist, the lily pad and a sunset toast.' },
      { title: '40th', text: 'Old friends flying in from everywhere. A private boat gives them a reason to come and room to catch up.' },
      { title: '50th', text: 'Partners, kids and the friends from every chapter, with seats in the shade and a cake in the cove.' },
      {
        title: '60th and beyond',
        text: `A family celebration across generations. ${big.name} seats ${big.seatingCapacity}, so the guest of honor is never left standing.`,
      },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.privateBoatsForThe,
      intro:
        `${small.name} suits a close circle of up to ${small.capacity}. ${mid.name} takes the friend group, ` +
        `seating ${mid.seatingCapacity}. ${big.name} is for the party where everybody is invited, up to ` +
        `${CAPACITY_TIER_BANDS[50].maxGuests} at its standard rate. Most milestone birthdays pick the Ultimate ` +
        'Party Package for the décor, the lights and the giant lily pad.',
      tiers: [14, 25, 50],
      featuredPackage: 'ultimate',
    },
    {
      kind: 'disco',
      heading: blocks.theAtxDiscoCruise,
      intro:
        `Per-person tickets from ${formatMoney(startingDiscoTicketAllIn(sitePriceTable))} with tax and gratuity, ${DISCO_DAYS_PLURAL} only, every guest ` +
        `${discoAge}. The ${DISCO_PACKAGES.disco_queen.name} package adds a reserved area, your own cooler and a ` +
        'sash, tiara and disco-ball cup for the guest of honor.',
      featuredPackage: 'disco_queen',
    },
    {
      kind: 'comparison',
      heading: blocks.discoTicketsOrA,
      intro:
        `For a group of ${EXAMPLE_GROUP} adults, here is what each option costs. The disco is a shared party with a DJ ` +
        'built in; the private boat is just your people, on the day of your choice.',
      groupSize: EXAMPLE_GROUP,
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.detailsPeopleRemember,
      intro: 'The boat and the lake do the heavy lifting. These small touches make it personal.',
      ideas: [
        { title: 'A playlist by decade', text: 'Ask each guest for a song from the year the birthday person was born, or from each decade of their life.' },
        { title: 'The cove toast', text: 'Anchor, turn the music down and let one or two people say what the guest of honor means to them.' },
        { title: 'Cake at anchor', text: 'A sturdy cake or cupcakes come out in the cove. Skip the candles if it is windy and sing anyway.' },
        { title: 'A surprise at the dock', text: 'Guests board first and the guest of honor walks down the dock to the whole boat cheering.' },
        { title: 'Photos worth framing', text: 'Add a professional photographer, and the milestone comes home in pictures nobody had to take on a phone.' },
      ],
    },
    {
      kind: 'callout',
      heading: blocks.a21stWithFriends,
      tone: 'policy',
      text:
        `The ATX Disco Cruise is strictly ${discoAge} for every guest, with no exceptions for the birthday group. ` +
        'If anyone in the crowd is younger, book a private boat instead: all ages can come, and only guests of ' +
        'legal drinking age drink.',
    },
    {
      kind: 'steps',
      heading: blocks.planningTheMilestoneIn,
      steps: [
        {
          title: 'Count the people who matter',
          text: 'The headcount picks the boat, and for all-adult groups it decides whether the disco cruise is an option.',
        },
        {
          title: 'Pick the day',
          text: `${DAY_TYPE_LABELS.MON_THU} charters cost least, ${DAY_TYPE_LABELS.SATURDAY}s most. The disco sails ${DISCO_DAYS_PLURAL} only.`,
        },
        {
          title: 'Choose the package',
          text: 'Standard if you are bringing everything, Essentials for supplies and floats, Ultimate for décor and the full show.',
        },
        {
          title: 'Hold the date',
          text: `A ${businessFacts.policies.standardDepositPercent}% deposit secures it, and you can cancel free of charge up to ${businessFacts.policies.freeCancellationDaysBeforeEvent} days before.`,
        },
      ],
    },
  ],
  faqs: [
    {
      id: 'disco-for-a-21st',
      question: 'Can we do the ATX Disco Cruise for a 21st birthday?',
      answer: `Yes, if every guest in the group is ${DISCO_MIN_AGE} or older on the day and the group is ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} people. It sails ${DISCO_DAYS_PLURAL}. If anyone is younger, choose a private boat.`,
    },
    {
      id: 'milestone-birthday-cost',
      question: `What does a birthday cruise for ${EXAMPLE_GROUP} cost on a Saturday?`,
      answer: `${exampleBoat.name} with the Ultimate Party Package is ${formatMoney(saturdayExample)} on a ${DAY_TYPE_LABELS.SATURDAY}, including tax and the recommended gratuity. The chat prices any other day or package in a minute.`,
    },
    {
      id: 'birthday-cake-on-board',
      question: 'Can we bring a cake and decorations?',
      answer:
        'Yes. Bring a cake that travels well and any decorations you like, or let the Ultimate Party Package handle the banner, balloons and table decorations. Remember that no glass is allowed on board.',
    },
    {
      id: 'surprise-party-boat',
      question: 'Can it be a surprise?',
      answer: `Absolutely. Ask guests to arrive ${businessFacts.arrival.minutesEarly} minutes early as usual, get everyone aboard, then have someone bring the guest of honor down the dock at departure time.`,
    },
    {
      id: 'mixed-age-birthday',
      question: 'Our party mixes kids, parents and grandparents. Which cruise?',
      answer: `A private charter. It is open to all ages, and ${big.name} seats ${big.seatingCapacity} in the shade. The disco cruise is for all-adult groups only.`,
    },
  ],
  related: ['/birthday-parties', '/atx-disco-cruise', '/private-cruises', '/golden-ticket-private'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price my birthday boat', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'Check disco dates', params: { eventType: 'disco', groupSize: 20 } },
  },
} satisfies ExperiencePageContent;
