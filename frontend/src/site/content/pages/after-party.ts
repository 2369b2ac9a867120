import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { AFTER_PARTY_BLOCKS as blocks } from '#domain/content/blocks/after-party.ts';

const hours = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(50);
const sundayMid = formatMoney(privateTotalsFor(sitePriceTable, 25, 'SUNDAY', 'ultimate').total);
const saturdayMid = formatMoney(privateTotalsFor(sitePriceTable, 25, 'SATURDAY', 'ultimate').total);

export default {
  path: '/after-party',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventAfterParty',
  highlights: [
    { title: 'Two ways to do it', text: 'A sunset cruise after a daytime ceremony, or a lazy recovery cruise the day after.' },
    { title: 'Swim stops and floats', text: `Anchor in a cove, float it off, and add the giant lily pad for ${formatMoney(sitePriceTable.lilyPad)}.` },
    { title: 'The couple, off duty', text: 'No timeline, no vendors, no photos to pose for unless you want them.' },
    { title: 'Any size crew', text: `From the wedding party on ${small.name} to the whole dance floor on ${big.name}.` },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Ask couples about their wedding weekend and many will tell you the moment they relaxed was the day after: ' +
        'the pressure off, the dress hung up, their favorite people still in town. An after-party cruise is that ' +
        'moment on purpose. No schedule to keep, no photographer calling names, just the lake and the stories ' +
        'from last night.',
      'There are two ways to run it. If your ceremony is in the morning or early afternoon, the party can roll ' +
        'from the reception to the marina for a sunset cruise while everyone is still dressed up. If the ' +
        'reception runs late into the night, which most do, book the day after instead: a slow recovery cruise ' +
        'with long swim stops, floats and breakfast tacos for the ones who need them.',
      `Either way it is a private ${hours}-hour charter with a USCG-licensed captain and crew. The captain ` +
        'picks the calmest cove of the day, the crew puts out the swim ladder, and all you have to decide is ' +
        'whether to get in the water.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'The wedding party', text: 'The people who stood up with you, finally off duty and ready to celebrate properly.' },
      { title: 'Friends who flew in', text: 'Guests staying the extra night who would otherwise be killing time before their flights.' },
      { title: 'Couples who loved the lake', text: 'If you met, got engaged or spent every summer on Lake Travis, end the weekend there.' },
      { title: 'The last ones on the dance floor', text: 'The crowd that was not ready to go home when the band stopped.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.boatsForTheCrew,
      intro:
        `After-parties shrink to the people who matter most. ${small.name} is right for the couple and the ` +
        `wedding party, up to ${small.capacity}. ${mid.name} takes the close friends, and ${big.name} the whole ` +
        'crowd. The Ultimate Party Package is made for this cruise: the giant lily pad, a unicorn float, floating ' +
        'lounge chairs and a mimosa setup for the morning after.',
      tiers: [14, 25, 50],
      featuredPackage: 'ultimate',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.pickYourAfterParty,
      ideas: [
        {
          title: 'Straight from the reception',
          text: 'After a morning or early-afternoon ceremony, book a sunset slot and let the reception spill onto the boat. Change into something you can sit on a deck in, or do not.',
        },
        {
          title: 'The recovery cruise',
          text: 'The day after, with a late start. Water, tacos, long swims and not much talking until the second stop.',
        },
        {
          title: 'The send-off',
          text: "The couple's last afternoon with everyone before the honeymoon. Guests cheer them off the dock at the end.",
        },
        {
          title: 'Wedding party only',
          text: `A thank-you from the couple to the people who stood up with them, on ${small.name} or ${mid.name}.`,
        },
      ],
    },
    {
      kind: 'schedule',
      heading: blocks.theRecoveryCruiseStart,
      intro: 'A day-after cruise has its own rhythm. Here is how most of them go.',
      rows: [
        { time: 'Late morning', text: 'Pick a slot that lets everyone sleep in. Check-out can wait; the lake cannot.' },
        {
          time: 'Boarding',
          text: `Arrive ${businessFacts.arrival.minutesEarly} minutes early at ${businessFacts.location.marinaName}. Drinks are already iced if you used our sister delivery service.`,
        },
        { time: 'Slow cruise out', text: 'Sunglasses on, music low, water in every hand. Nobody has to say anything yet.' },
        { time: 'First swim stop', text: 'The captain anchors in a cove. The lake does more for a long night than any brunch.' },
        { time: 'Floats and stories', text: 'Lily pad out, unicorn float in the water, and everyone pieces together the best moments of last night.' },
        { time: 'Cruise home', text: 'One last toast to the couple before the dock, then everyone heads for the airport.' },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.packTheRecoveryKit,
      items: [
        'Water, and more water: the Essentials Package puts a cooler of bottled water on ice for you',
        'Breakfast tacos or a brunch spread that travels well',
        'Electrolyte drinks and something salty',
        'Swimsuits, towels, sunglasses and plenty of sunscreen',
        'The leftover wedding cake, boxed up: it never tastes better',
        'Leftover drinks moved into plastic bottles, or swapped for cans, since no glass bottles are allowed on board',
      ],
    },
    {
      kind: 'callout',
      heading: blocks.sundayIsTheAfter,
      tone: 'tip',
      text:
        `After a Saturday wedding, the day-after cruise falls on ${DAY_TYPE_LABELS.SUNDAY} rates. ${mid.name} with ` +
        `the Ultimate Party Package is ${sundayMid} on a ${DAY_TYPE_LABELS.SUNDAY} against ${saturdayMid} on a ` +
        `${DAY_TYPE_LABELS.SATURDAY}, including tax and the recommended gratuity.`,
    },
  ],
  faqs: [
    {
      id: 'after-party-same-night',
      question: 'Can the after-party start right after our reception?',
      answer:
        'Yes, if the timing works. Charters run morning, afternoon or sunset slots, set when you book, so a same-day after-party suits a morning or early-afternoon wedding. For an evening reception, the day-after cruise is the better plan.',
    },
    {
      id: 'leftover-champagne',
      question: 'Can we bring the leftover champagne from the wedding?',
      answer:
        'Guests of legal drinking age can bring their own drinks, but no glass bottles are allowed on board. Pour leftovers into plastic or bring canned bubbly instead, and our sister delivery service can restock the coolers.',
    },
    {
      id: 'how-long-is-the-swim-stop',
      question: 'How long do we get to swim?',
      answer: `As long as you like within the ${hours}-hour charter. Many recovery cruises spend most of the time anchored, and the captain may move to a quieter cove if the first one fills up.`,
    },
    {
      id: 'wedding-dress-on-board',
      question: 'Can the couple come aboard in wedding clothes?',
      answer:
        'Of course, and it makes for great photos. Bring a change of clothes and flat shoes for the deck, especially if anyone plans to swim. Add a professional photographer to capture it.',
    },
  ],
  related: ['/wedding-parties', '/welcome-party', '/rehearsal-dinner', '/party-boat-lake-travis'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price an after-party', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'See what Essentials adds', params: { type: 'private-cruise', package: 'essentials' } },
  },
} satisfies ExperiencePageContent;
