import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../labels.ts';
import { CLIENT_ENTERTAINMENT_BLOCKS as blocks } from '#domain/content/blocks/client-entertainment.ts';

const hours = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(50);
const { policies, rating } = businessFacts;
const example = privateTotalsFor(sitePriceTable, 14, 'FRIDAY', 'essentials');

export default {
  path: '/client-entertainment',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'heroSunset',
  highlights: [
    { title: 'Room to talk', text: 'You control the music and the pace. Conversation, not shouting over a band.' },
    { title: 'You host, we crew', text: 'A USCG-licensed captain and crew run the boat while you look after your guests.' },
    { title: 'A clear bill', text: `Rate, package, ${TAX_PERCENT_LABEL} tax and gratuity itemized on one quote.` },
    { title: `Rated ${rating.value} of ${rating.best}`, text: `From ${rating.reviewCount.toLocaleString('en-US')} reviews, with a perfect safety record.` },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Dinner at a steakhouse is expected. An afternoon on Lake Travis is remembered. When you invite a client ' +
        'onto a private boat, you are giving them something they would not book for themselves, and a few hours ' +
        'of your undivided attention in a setting where nobody is checking a phone under the table.',
      'A client cruise is not a party boat in the usual sense. The sound system plays what you choose, at the ' +
        'volume you choose. The boat cruises the main lake for the views and anchors in a quiet cove when you ' +
        'want to talk. Guests who want to swim can; guests in a polo and loafers never need to get wet.',
      `Every charter is private and runs ${hours} hours with a licensed captain and crew. You can book a ` +
        'morning, afternoon or sunset slot; for clients, the sunset slot is hard to beat.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Key account appreciation', text: `Your most important client and their team on ${small.name}, up to ${small.capacity} guests.` },
      { title: 'Visiting clients in Austin', text: 'Give out-of-town decision makers the Texas afternoon they will tell their colleagues about.' },
      { title: 'Partner and vendor days', text: 'Thank the people who make your business run, with the whole group on one boat.' },
      { title: 'Customer events', text: `A customer appreciation cruise for up to ${big.capacity} on ${big.name}, our flagship.` },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.matchTheBoatTo,
      intro:
        `${small.name} makes an intimate setting for a key account, with a seat for every one of its ` +
        `${small.seatingCapacity} guests. ${mid.name} suits a client team plus yours. ${big.name} is for a full ` +
        'customer event. The Essentials Package means nothing is forgotten: bottled water on ice, cups, plates ' +
        'and napkins aboard, and clean-up by the crew.',
      tiers: [14, 25, 50],
      featuredPackage: 'essentials',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.hostingMovesThatLand,
      intro: 'Small touches separate a nice outing from the one your client brings up a year later.',
      ideas: [
        { title: 'Meet them at the dock', text: 'Be there before your guests. Greeting clients as they step aboard sets the tone for the afternoon.' },
        { title: 'Stock their drinks', text: 'Find out what your clients drink and have our sister delivery service ice it on the boat before they arrive.' },
        { title: 'Keep the music in the background', text: 'Build a relaxed playlist, or add a DJ for a customer event that should feel like a party.' },
        { title: 'Time the big conversation', text: 'Ask the captain to anchor somewhere quiet when you want to talk business. Save the swim for after.' },
        {
          title: 'Send them home with a photo',
          text: 'Add a professional photographer and follow up with the group shot. It lands better than a thank-you note.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: blocks.fromApprovalToThe,
      intro: 'Booking through a company should be simple. Here is exactly how payments work.',
      steps: [
        {
          title: 'Get the quote',
          text: `The chat prices your date, boat and package in a minute: the charter, any add-ons, ${TAX_PERCENT_LABEL} tax and the recommended ${GRATUITY_PERCENT_LABEL} gratuity, itemized. Forward it for approval.`,
        },
        {
          title: 'Hold the date with a deposit',
          text: `A ${policies.standardDepositPercent}% deposit secures the boat. If the cruise is ${policies.urgentBookingThresholdDays} days or fewer away, the deposit is ${policies.urgentDepositPercent}%, paid within ${policies.urgentPaymentWindowHours} hours.`,
        },
        {
          title: 'Pay the balance',
          text: `The balance is due ${policies.balanceDueDaysBeforeEvent} days before the cruise, so it can go through your normal payment cycle.`,
        },
        {
          title: 'Change of plans',
          text: `Cancel free of charge up to ${policies.freeCancellationDaysBeforeEvent} days before the cruise if the client visit moves.`,
        },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.beforeYourGuestsArrive,
      items: [
        `Send clients the marina name, ${businessFacts.location.marinaName}, and ask them to arrive ${businessFacts.arrival.minutesEarly} minutes early`,
        'Arrange a car or shuttle from their hotel: nobody wants to drive back from the lake',
        'Suggest what to wear: smart casual, flat shoes and sunglasses, swimsuit optional',
        'Plan food that suits the crowd, from a grazing board to a full catered spread',
        'Have non-alcoholic options alongside the bar, and remember no glass bottles are allowed on board',
        'Decide who from your team hosts which guests, so nobody is left at the rail alone',
      ],
    },
    {
      kind: 'callout',
      heading: blocks.whatASmallClient,
      tone: 'tip',
      text:
        `For a key-account afternoon on ${small.name} on a ${DAY_TYPE_LABELS.FRIDAY} with the Essentials Package, ` +
        `the quote comes to ${formatMoney(example.subtotal)} before tax and gratuity, ${formatMoney(example.total)} ` +
        `in all. ${DAY_TYPE_LABELS.MON_THU} dates cost less, and Saturdays more.`,
    },
  ],
  faqs: [
    {
      id: 'is-it-quiet-enough-to-talk',
      question: 'Is a party boat really the place to talk business?',
      answer:
        'On a private charter, yes. There are no other groups aboard, the music is yours to turn down, and the captain can anchor in a quiet cove. Many hosts keep the business to the first hour and let the rest be pure hospitality.',
    },
    {
      id: 'what-the-quote-includes',
      question: 'What does the quote include?',
      answer: `The ${hours}-hour charter with captain and crew, any package and add-ons, the crew fee if your group is large enough to need an extra deckhand, ${TAX_PERCENT_LABEL} sales tax and the recommended ${GRATUITY_PERCENT_LABEL} gratuity, each on its own line.`,
    },
    {
      id: 'client-cancels',
      question: 'What if our client has to cancel?',
      answer: `You can cancel free of charge up to ${policies.freeCancellationDaysBeforeEvent} days before the cruise. Inside that window the booking terms apply, so confirm the visit with your client before then.`,
    },
    {
      id: 'dress-code-for-clients',
      question: 'What should we tell clients to wear?',
      answer:
        'Smart casual works: breathable shirts, shorts or light trousers, flat shoes with grip for the deck and sunglasses. Bring a swimsuit only if you plan to swim.',
    },
    {
      id: 'entertain-clients-with-dj',
      question: 'Can we add a DJ or photographer?',
      answer:
        'Yes. A DJ and a professional photographer can both be added to any private cruise. A DJ suits a larger customer event; for a small client group, most hosts prefer their own playlist.',
    },
  ],
  related: ['/corporate-events', '/team-building', '/company-milestone', '/pricing-breakdown'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Get my corporate quote', params: { type: 'corporate' } },
    secondary: { label: 'Price a private boat', params: { type: 'private-cruise', package: 'essentials' } },
  },
} satisfies ExperiencePageContent;
