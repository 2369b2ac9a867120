import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { CAPACITY_TIER_BANDS, boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { formatMoney, perPersonCost } from '#domain/shared/money.ts';
import { COMBINED_BACHELOR_BACHELORETTE_AUSTIN_BLOCKS as blocks } from '#domain/content/blocks/combined-bachelor-bachelorette-austin.ts';

// Combined bach parties: both sides of the wedding on one boat, so bigger headcounts, the mid and
// big boats, splitting the cost per head, and keeping two crowds happy on one deck.

const HOURS = CRUISE_DURATION_HOURS;
const mid = boatForTier(25);
const big = boatForTier(75);
const b25 = CAPACITY_TIER_BANDS[25];
const b30 = CAPACITY_TIER_BANDS[30];
const b50 = CAPACITY_TIER_BANDS[50];
const b75 = CAPACITY_TIER_BANDS[75];

function perHead(total: number, guests: number): string {
  return formatMoney(perPersonCost(total, guests));
}

const satMidFull = privateTotalsFor(sitePriceTable, 25, 'SATURDAY', 'essentials').total;
const satBigFull = privateTotalsFor(sitePriceTable, 50, 'SATURDAY', 'essentials').total;
const satBiggest = privateTotalsFor(sitePriceTable, 75, 'SATURDAY', 'essentials').total;
const sunBigFull = privateTotalsFor(sitePriceTable, 50, 'SUNDAY', 'essentials').total;

export default {
  path: '/combined-bachelor-bachelorette-austin',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventCombined',
  highlights: [
    { title: `Up to ${big.capacity} guests`, text: `${big.name} takes the whole combined guest list, with lounge seating for ${big.seatingCapacity}.` },
    { title: 'One price, split evenly', text: 'A private charter is a flat price for the boat, so the bigger the group, the less each person pays.' },
    { title: 'Room for both crowds', text: 'Shade and seats for the talkers, open deck for the dancers, the swim platform for everyone else.' },
    { title: 'Captain and crew aboard', text: 'USCG-licensed and used to big, loud, happy groups.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Plenty of couples share one friend group, and a lot of them would rather spend one great ' +
        'weekend together than split the wedding party in two. A combined cruise gives everybody the ' +
        'same story to tell at the reception, and it means the couple actually gets to celebrate with each other.',
      `It also changes the math. A private charter is priced for the boat, not per person, so ` +
        `${b50.maxGuests} friends on ${big.name} on a Saturday with the ${PRIVATE_PACKAGE_NAMES.essentials} ` +
        `come to ${perHead(satBigFull, b50.maxGuests)} each, tax and the recommended gratuity included. ` +
        'A bigger guest list is not a bigger bill per head; it is a smaller one.',
      `On the water it works the same as any private cruise: you board at ${businessFacts.location.marinaName}, ` +
        `the captain takes you out across the lake for ${HOURS} hours, anchors in a cove for the swim stop, and ` +
        'the party runs to your playlist. You just have two guests of honor instead of one.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      {
        title: 'Couples with one friend group',
        text: 'College friends, the same workplace, the same hometown: when everyone knows everyone, one party beats two.',
      },
      {
        title: 'Destination weekends',
        text: 'When the whole crew is flying into Austin anyway, one shared lake day is simpler to organize and cheaper to split.',
      },
      {
        title: 'Mixed groups with a few under-age guests',
        text: `The disco cruise is ${DISCO_MIN_AGE}+. A private boat lets a younger sibling come along, with an alcohol-free rule for anyone under age.`,
      },
      {
        title: 'Smaller joint parties',
        text: `A combined group of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} adults can also take tickets on the ATX Disco Cruise.`,
      },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.boatsSizedForBoth,
      intro:
        `Combined guest lists run bigger than a single bach party. ${mid.name} covers ` +
        `${b25.minGuests} to ${b30.maxGuests} (an extra deckhand joins from ${b30.minGuests}). ${big.name} ` +
        `takes ${b50.minGuests} to ${b50.maxGuests} at the standard rate and up to ${b75.maxGuests} with extra crew.`,
      tiers: [25, 30, 50, 75],
      featuredPackage: 'essentials',
    },
    {
      kind: 'comparison',
      heading: blocks.smallerCombinedGroupCompare,
      intro:
        `If your joint party is ${DISCO_MAX_GUESTS} or fewer and everyone is ${DISCO_MIN_AGE}+, shared disco ` +
        'tickets may cost less than a private boat. Here is the comparison for a mid-size combined group.',
      groupSize: 24,
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.whatItCostsPer,
      intro:
        `Saturday with the ${PRIVATE_PACKAGE_NAMES.essentials}, everything in (tax and the recommended ` +
        'gratuity), divided by a full boat. Weekdays, Fridays and Sundays cost less.',
      ideas: [
        { title: `${b25.maxGuests} guests on ${mid.name}`, text: `${formatMoney(satMidFull)} for the boat, about ${perHead(satMidFull, b25.maxGuests)} each.` },
        { title: `${b50.maxGuests} guests on ${big.name}`, text: `${formatMoney(satBigFull)} for the boat, about ${perHead(satBigFull, b50.maxGuests)} each.` },
        {
          title: `${b75.maxGuests} guests on ${big.name}`,
          text: `${formatMoney(satBiggest)} including the extra crew, about ${perHead(satBiggest, b75.maxGuests)} each.`,
        },
        {
          title: `Or ${b50.maxGuests} guests on a Sunday`,
          text: `${formatMoney(sunBigFull)} for the boat, about ${perHead(sunBigFull, b50.maxGuests)} each: a good recovery-day option.`,
        },
      ],
    },
    {
      kind: 'steps',
      heading: blocks.coordinatingTwoGuestLists,
      steps: [
        { title: 'Pick one organizer', text: 'Best man and maid of honor can co-plan, but one person should hold the booking, the deposit and the headcount.' },
        {
          title: 'Count both sides honestly',
          text: `The headcount picks the boat, and an extra deckhand joins at ${b30.minGuests} and ${b75.minGuests} guests (${formatMoney(sitePriceTable.crewFeePerHour[30])} and ${formatMoney(sitePriceTable.crewFeePerHour[75])} an hour). Know your real number before you book.`,
        },
        { title: 'Split the playlist', text: 'Alternate: one hour each side picks, then a shared hour of songs everyone knows the words to.' },
        {
          title: 'Stock one bar',
          text: `${businessFacts.services.alcoholDelivery.description} One order, one set of coolers, no debate about whose cooler is whose.`,
        },
        {
          title: 'Plan the meet-up moment',
          text: 'If the two sides have had separate nights out, the swim stop is where the groups come together. Save the toasts for then.',
        },
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.gamesForABride,
      ideas: [
        { title: 'Team colors', text: "Bride's side in one color, groom's side in another. Instant teams and better photos." },
        { title: 'The couple quiz', text: 'Questions about the couple, asked at the swim stop, points to whichever side gets more right.' },
        {
          title: 'Lily pad standoff',
          text: `The ${PRIVATE_PACKAGE_NAMES.ultimate} brings the giant lily pad (or add it alone for ${formatMoney(sitePriceTable.lilyPad)}). Last team standing on it wins.`,
        },
        { title: 'Best toast', text: 'One speech from each side. The crowd votes by cheering.' },
      ],
    },
  ],
  faqs: [
    {
      id: 'biggest-combined-group',
      question: 'How big a combined group can you take?',
      answer:
        `Up to ${big.capacity} on ${big.name}, our biggest boat. From ${b75.minGuests} guests an extra ` +
        `deckhand comes aboard, which adds ${formatMoney(sitePriceTable.crewFeePerHour[75] * HOURS)} to the ${HOURS}-hour charter.`,
    },
    {
      id: 'split-cost-combined',
      question: 'How do we split the cost?',
      answer:
        'Your quote gives the total and the per-person figure for your headcount, with tax and the ' +
        'recommended gratuity already in it. The simplest way: the organizer pays the deposit and collects shares from there.',
    },
    {
      id: 'under-age-guests-combined',
      question: `Some of our guests are under ${DISCO_MIN_AGE}. Can they come?`,
      answer:
        `On a private charter, yes: only guests ${DISCO_MIN_AGE} and over may drink, and the crew will ` +
        `hold you to it. The ATX Disco Cruise is ${DISCO_MIN_AGE}+ only, so a mixed-age group needs a private boat.`,
    },
    {
      id: 'two-boats',
      question: 'Can the two sides start on separate boats?',
      answer:
        'You can book two charters on the same day, subject to availability. In our experience one boat makes ' +
        'the better party: the point of combining is being together.',
    },
    {
      id: 'combined-dj',
      question: 'Can we bring a DJ for a group this size?',
      answer: `${businessFacts.services.dj.description} On ${big.name}, the big sound system carries across the cove either way.`,
    },
  ],
  related: ['/bachelor-party-austin', '/bachelorette-party-austin', '/wedding-parties', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price a private boat', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'Ask us anything', params: { type: 'general' } },
  },
} satisfies ExperiencePageContent;
