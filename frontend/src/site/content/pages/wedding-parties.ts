import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, CAPACITY_TIER_BANDS, PRIVATE_MAX_GUESTS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { WEDDING_PARTIES_BLOCKS as blocks } from '#domain/content/blocks/wedding-parties.ts';

const hours = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(75);
const { policies } = businessFacts;

export default {
  path: '/wedding-parties',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventWedding',
  highlights: [
    { title: 'Three wedding-weekend cruises', text: 'Rehearsal dinner, welcome party and after-party, each planned on its own terms.' },
    { title: `Up to ${PRIVATE_MAX_GUESTS} guests`, text: `${big.name} takes the whole guest list, with lounge seating for ${big.seatingCapacity}.` },
    { title: 'Captain and crew included', text: 'A USCG-licensed captain runs the boat, so nobody in the wedding party is on duty.' },
    { title: `${hours} hours, just your people`, text: 'Every charter is private: no other groups aboard, your music, your pace.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'A wedding weekend in Austin has a rhythm: people fly in, families meet, the ceremony happens, and ' +
        'then everyone scatters. A cruise on Lake Travis gives one of those moments room to breathe, with ' +
        'nothing on the agenda but the people you invited and the hills turning gold around the water.',
      `Every wedding cruise is a private charter: the whole boat is yours for ${hours} hours, with a licensed ` +
        'captain and crew who handle the driving, the anchoring and the swim ladder. You choose the boat by ' +
        'guest count, choose a morning, afternoon or sunset slot when you book, and bring what makes it ' +
        "yours: your caterer's food, your playlist, your toasts.",
      `We have been putting celebrations on this lake since ${businessFacts.foundedYear}, for ` +
        `${businessFacts.guestsServedDisplay} guests, with a perfect safety record. Couples and planners use ` +
        'us for three parts of the weekend in particular, and each works differently, so each has its own ' +
        'page with the details.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Destination couples', text: 'Most of your guests are flying in and want to see the Hill Country, not another hotel ballroom.' },
      { title: 'Parents hosting the rehearsal dinner', text: "A dinner with a view and a built-in sunset, without booking a restaurant's private room." },
      { title: 'Wedding planners', text: 'One booking, one point of contact, a clear payment schedule and a crew that runs the boat on time.' },
      { title: 'The wedding party', text: 'Bridesmaids, groomsmen and partners who want a day together before or after the big one.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.boatsForEveryWedding,
      intro:
        `Wedding events run bigger than most parties, so most couples choose between ${mid.name} and ` +
        `${big.name}. ${mid.name} suits the wedding party and partners or an immediate-family rehearsal dinner, with seats ` +
        `for ${mid.seatingCapacity}. ${big.name} takes the full welcome-party crowd, up to ` +
        `${big.capacity} guests with seats for ${big.seatingCapacity}. For the couple and closest friends the ` +
        `day after, ${small.name} carries up to ${small.capacity}.`,
      tiers: [14, 25, 50, 75],
      featuredPackage: 'essentials',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.threeCruisesThreeDifferent,
      intro: 'The same lake does very different work depending on when in the weekend you sail.',
      ideas: [
        {
          title: 'Rehearsal dinner: the golden-hour dinner',
          text: 'Families and the wedding party dine on deck, anchor in a calm cove for the toasts and watch the sun go down on the way back. The most formal of the three, and the one where seats matter most.',
        },
        {
          title: 'Welcome party: the first night',
          text: 'Out-of-town guests arrive, get their bearings and meet each other before the ceremony. Loose, social and easy to drop into, with a swim stop for anyone who wants one.',
        },
        {
          title: 'After-party: the celebration that keeps going',
          text: 'A sunset cruise straight after a daytime ceremony, or a slow recovery cruise the day after with swim stops, floats and the last of the cake.',
        },
        {
          title: 'Wedding-party day',
          text: `A smaller cruise for the bridal party before the week gets busy. ${small.name} suits a crew of up to ${small.capacity}; bigger parties move up to ${mid.name}.`,
        },
      ],
    },
    {
      kind: 'schedule',
      heading: blocks.howAWeddingWeekend,
      intro: 'A common pattern for a Saturday wedding. Every slot is set when you book.',
      rows: [
        { time: 'Thursday', text: `Welcome party for the early arrivals. ${DAY_TYPE_LABELS.MON_THU} rates are the lowest of the week.` },
        { time: 'Friday afternoon', text: 'Rehearsal at the venue while the crew readies the boat.' },
        { time: 'Friday evening', text: 'Rehearsal dinner cruise in a sunset slot, with the toasts at golden hour.' },
        { time: 'Saturday', text: 'The wedding. The lake is not on the agenda today.' },
        { time: 'Sunday', text: "After-party recovery cruise: swim stops, floats and everyone's favorite stories from the night before." },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.whatWeWillAsk,
      intro: 'Have these ready and we can price your dates in one conversation.',
      items: [
        'Which events you want on the water, and on which days',
        'A rough headcount for each, including children and anyone who needs a seat throughout',
        'Who is hosting each event, so each booking and its payments go to the right person',
        'Any add-ons: a DJ, a professional photographer, or drinks iced and waiting from our sister delivery service',
        'How guests are getting to the marina, so we can share the right arrival details',
      ],
    },
    {
      kind: 'callout',
      heading: blocks.eachCruiseIsIts,
      tone: 'policy',
      text:
        `Every wedding-weekend cruise is booked and paid separately, which keeps each host's bill clear. ` +
        `Each takes a ${policies.standardDepositPercent}% deposit, or ${policies.urgentDepositPercent}% paid ` +
        `within ${policies.urgentPaymentWindowHours} hours if the cruise is ${policies.urgentBookingThresholdDays} ` +
        `days or fewer away. The balance is due ${policies.balanceDueDaysBeforeEvent} days before, and you can ` +
        `cancel free of charge up to ${policies.freeCancellationDaysBeforeEvent} days before.`,
    },
  ],
  quickAnswers: [
    {
      id: 'rehearsal-dinner-on-a-boat',
      question: 'Can we host our rehearsal dinner on the boat?',
      answer: `Yes. Bring your caterer's food aboard, choose a sunset slot and seat up to ${big.seatingCapacity} guests on ${big.name}.`,
      keywords: ['rehearsal', 'dinner', 'catering', 'toasts'],
      relatedLink: { label: 'Rehearsal dinner cruises', href: '/rehearsal-dinner' },
    },
    {
      id: 'welcome-party-for-guests',
      question: 'What is a welcome party cruise?',
      answer: 'A relaxed first-night cruise for out-of-town guests to meet each other before the wedding, with room to mingle and an optional swim stop.',
      keywords: ['welcome', 'out-of-town', 'first night', 'guests'],
      relatedLink: { label: 'Welcome party cruises', href: '/welcome-party' },
    },
    {
      id: 'after-party-or-recovery',
      question: 'Can we do an after-party the day after the wedding?',
      answer:
        'Yes, and it is one of our favorite cruises: a slow day-after cruise with swim stops and floats. A sunset cruise after a daytime ceremony works too.',
      keywords: ['after-party', 'recovery', 'day after', 'brunch'],
      relatedLink: { label: 'Wedding after-party cruises', href: '/after-party' },
    },
  ],
  faqs: [
    {
      id: 'book-several-wedding-cruises',
      question: 'Can we book more than one cruise for the same wedding weekend?',
      answer:
        'Yes. Many couples book a welcome party and an after-party, or a rehearsal dinner and an after-party. Each is a separate private charter with its own quote and payments, so different hosts can each pay for their own event.',
    },
    {
      id: 'how-big-a-wedding-group',
      question: 'How many wedding guests can you take?',
      answer: `Up to ${big.capacity} on ${big.name}, our largest boat, with lounge seating for ${big.seatingCapacity}. Groups of ${CAPACITY_TIER_BANDS[75].minGuests} or more sail with an extra deckhand, which adds a crew fee to the quote.`,
    },
    {
      id: 'wedding-cruise-price',
      question: 'What does a wedding cruise cost?',
      answer:
        `A ${hours}-hour private charter on ${big.name} starts at ${formatMoney(privateTotalsFor(sitePriceTable, 50, 'MON_THU', 'standard').total)} for up to ` +
        `${CAPACITY_TIER_BANDS[50].maxGuests} guests, including tax and the recommended gratuity, on a ` +
        `${DAY_TYPE_LABELS.MON_THU} date. Fridays, Saturdays and Sundays cost more; the chat shows the exact ` +
        'price for your date and headcount.',
    },
    {
      id: 'kids-and-grandparents',
      question: 'Can children and grandparents come along?',
      answer:
        `Private charters are for all ages. For older guests, check the seat count: ${big.name} seats ` +
        `${big.seatingCapacity} and ${mid.name} seats ${mid.seatingCapacity}, with shade over the seating on both.`,
    },
    {
      id: 'wedding-drinks',
      question: 'How do drinks work on a wedding cruise?',
      answer:
        'Guests of legal drinking age bring their own, in cans or plastic because no glass bottles are allowed on board. Our sister delivery service can have everything iced and waiting on the boat when you arrive.',
    },
  ],
  related: ['/rehearsal-dinner', '/welcome-party', '/after-party', '/bachelorette-party-austin'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price a wedding cruise', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'Ask us anything', params: { type: 'general' } },
  },
} satisfies ExperiencePageContent;
