import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, CAPACITY_TIER_BANDS, PRIVATE_MAX_GUESTS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { WELCOME_PARTY_BLOCKS as blocks } from '#domain/content/blocks/welcome-party.ts';

const hours = CRUISE_DURATION_HOURS;
const mid = boatForTier(30);
const big = boatForTier(75);
const bigBand = CAPACITY_TIER_BANDS[50];
const fullBand = CAPACITY_TIER_BANDS[75];
const weekdayBig = formatMoney(privateTotalsFor(sitePriceTable, 50, 'MON_THU', 'standard').total);
const fridayBig = formatMoney(privateTotalsFor(sitePriceTable, 50, 'FRIDAY', 'standard').total);
const { arrival, location } = businessFacts;

export default {
  path: '/welcome-party',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'heroCove',
  highlights: [
    { title: 'The whole guest list', text: `Up to ${PRIVATE_MAX_GUESTS} guests on ${big.name}, our largest boat.` },
    { title: 'Built for mingling', text: 'Open decks, no seating chart and no speeches unless you want one.' },
    { title: 'A swim for the brave', text: 'A stop in a cove for anyone who packed a swimsuit, and shade for everyone who did not.' },
    { title: 'Low-key by design', text: 'Come as you are from the airport. The boat does the entertaining.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'At most weddings the guests meet for the first time at the reception, and half the night is spent ' +
        'working out who is who. A welcome party fixes that. By the time the ceremony starts, the college ' +
        'roommates know the cousins, the grandparents have met the groomsmen, and the whole crowd feels like ' +
        'one party.',
      'A cruise does it better than a hotel bar because it is a shared adventure with a built-in start and ' +
        'finish. Everyone boards together, the boat heads out across the lake, and conversation starts on its ' +
        'own: the view, the boat, who came the furthest. Halfway through the captain finds a cove, the bold ' +
        'ones jump in, and the rest watch from the shade with a drink.',
      `It is a private ${hours}-hour charter with a licensed captain and crew, so the couple is a guest at ` +
        'their own party. Keep it casual: no seating chart, no program, maybe one short welcome from the ' +
        'couple once the boat is under way.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Destination weddings', text: 'When most of the guest list is from out of state, the lake is the Austin they came to see.' },
      { title: 'Two families meeting', text: 'Cousins, in-laws and old friends who will spend the weekend together, starting tonight.' },
      { title: 'Couples who skip the formal rehearsal dinner', text: 'Invite everyone to something relaxed instead of a smaller, formal meal.' },
      { title: 'Long wedding weekends', text: 'Give early arrivals something to do on the first night, before the schedule fills up.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.boatsForAFirst,
      intro:
        `Welcome parties tend to invite everyone, so they sail on our bigger boats. ${mid.name} takes up to ` +
        `${mid.capacity} for a smaller wedding. ${big.name} takes ${bigBand.minGuests} to ${bigBand.maxGuests} ` +
        `guests at its standard rate and up to ${fullBand.maxGuests} with an extra deckhand. The Ultimate Party ` +
        'Package adds the giant lily pad, a unicorn float, party lights and décor for your occasion, a nice ' +
        'first impression as guests step aboard.',
      tiers: [30, 50, 75],
      featuredPackage: 'ultimate',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.icebreakersThatDoNot,
      intro: 'The boat does most of the work, but a few touches get the two sides talking sooner.',
      ideas: [
        {
          title: 'Welcome bags at the gangway',
          text: 'Hand out the bags you would have left at the hotel: sunscreen, a koozie, a local snack, the weekend schedule.',
        },
        { title: 'A crowd-sourced playlist', text: 'Ask for one song with every RSVP and play them all. Guests find each other through the songs.' },
        {
          title: 'An Austin spread',
          text: 'Tacos, barbecue or a Tex-Mex platter from your favorite spot in town. Out-of-towners will ask where it came from.',
        },
        { title: 'Name tags with a twist', text: 'Name plus how they know the couple. It turns every introduction into a story.' },
        {
          title: 'The group photo in the cove',
          text: 'Everyone at the rail, the water behind them. Add our professional photographer and it is the first photo of the weekend.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: blocks.gettingOutOfTown,
      intro: 'The one real challenge of a welcome party is logistics. Sort it once and share it widely.',
      steps: [
        {
          title: 'Send the address early',
          text: `Put ${location.marinaName} in the wedding website and the welcome e-mail. Visitors will not know the lake roads.`,
        },
        {
          title: 'Solve the ride',
          text: 'Lake Travis is a drive from downtown Austin. A shuttle from the hotel block means nobody has to drive back after a drink.',
        },
        {
          title: 'Set the arrival time',
          text: `Ask everyone to arrive ${arrival.minutesEarly} minutes before departure. The boat leaves on schedule, so a shuttle takes the guesswork out.`,
        },
        {
          title: 'Tell them what to wear',
          text: 'Resort casual, flat shoes for the deck, a swimsuit underneath for anyone who wants the swim stop, and a layer for after sunset.',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.putThisInThe,
      items: [
        'Marina name and address, with a map link',
        `Arrival time, ${arrival.minutesEarly} minutes before departure`,
        'Shuttle pickup times from the hotel, if you arrange one',
        'Swimsuit optional, sunscreen recommended, flat shoes please',
        'Drinks: bring your own in cans or plastic if you are of legal drinking age, or note that the hosts have it covered',
        'No glass bottles on board',
      ],
    },
    {
      kind: 'callout',
      heading: blocks.thursdayNightsCostLess,
      tone: 'tip',
      text:
        `If your wedding is on a Saturday, a Thursday welcome party falls on ${DAY_TYPE_LABELS.MON_THU} rates. ` +
        `${big.name} for up to ${bigBand.maxGuests} guests is ${weekdayBig} on a weekday against ${fridayBig} on ` +
        'a Friday, including tax and the recommended gratuity, and early arrivals get their bearings a day ahead.',
    },
  ],
  faqs: [
    {
      id: 'guests-arrive-at-different-times',
      question: 'Our guests land at different times. Can latecomers join the boat?',
      answer:
        'The boat casts off at the booked time and spends the cruise out on the lake, so pick a departure that most flights can make and tell late arrivals where to meet everyone afterward.',
    },
    {
      id: 'whole-guest-list',
      question: 'We are inviting the whole guest list. How many can come?',
      answer: `Up to ${fullBand.maxGuests} on ${big.name}. Groups of ${fullBand.minGuests} or more sail with an extra deckhand, which adds ${formatMoney(sitePriceTable.crewFeePerHour[75])} an hour to the charter.`,
    },
    {
      id: 'do-guests-have-to-swim',
      question: 'Do guests have to swim?',
      answer: `Not at all. The swim stop is for whoever wants it. Everyone else stays dry under the shade, and ${big.name} has lounge seating for ${big.seatingCapacity}.`,
    },
    {
      id: 'lily-pad-for-guests',
      question: 'Can we add the giant lily pad without the Ultimate package?',
      answer: `Yes. The giant lily pad float is a ${formatMoney(sitePriceTable.lilyPad)} add-on on any private cruise, and it comes included with the Ultimate Party Package.`,
    },
    {
      id: 'welcome-party-kids',
      question: 'Can families bring their children?',
      answer:
        'Yes, private charters are open to all ages. Ask parents to keep an eye on younger children on deck and at the swim stop, and remember that drinks are for guests of legal drinking age only.',
    },
  ],
  related: ['/wedding-parties', '/rehearsal-dinner', '/after-party', '/party-boat-lake-travis'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price a welcome party', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'Ask about the day', params: { type: 'general' } },
  },
} satisfies ExperiencePageContent;
