import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { CAPACITY_TIER_BANDS, boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MIN_AGE } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { BALANCE_DUE_DAYS_BEFORE_EVENT, FREE_CANCELLATION_DAYS_BEFORE_EVENT, STANDARD_DEPOSIT_PERCENT } from '#domain/pricing/deposit.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { formatMoney, perPersonCost } from '#domain/shared/money.ts';
import { GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from '../labels.ts';
import { CORPORATE_EVENTS_BLOCKS as blocks } from '#domain/content/blocks/corporate-events.ts';

// Corporate events at a high level: team outings and client events, written for the person who
// has to organize it and get it approved. Sub-pages cover team building, clients and milestones.

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

const bigWeekday = privateTotalsFor(sitePriceTable, 50, 'MON_THU', 'essentials').total;
const bigSaturday = privateTotalsFor(sitePriceTable, 50, 'SATURDAY', 'essentials').total;
const midWeekday = privateTotalsFor(sitePriceTable, 25, 'MON_THU', 'essentials').total;
const fullWeekday = privateTotalsFor(sitePriceTable, 75, 'MON_THU', 'essentials').total;

export default {
  path: '/corporate-events',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventCorporate',
  highlights: [
    { title: `Up to ${big.capacity} guests`, text: `From a ${b25.maxGuests}-person department on ${mid.name} to the whole company on ${big.name}.` },
    { title: 'An itemized quote', text: `Boat, package, crew fee, ${TAX_PERCENT_LABEL} tax and gratuity on separate lines, ready for sign-off.` },
    { title: 'Weekday rates', text: `${DAY_TYPE_LABELS.MON_THU} is the lowest rate on every boat, and the lake is quieter too.` },
    { title: 'Licensed captain and crew', text: businessFacts.safety.claim },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Most company events happen in a room. This one happens on the water: the whole group on one private boat, ' +
        'nobody checking email, and the Hill Country going by. People who sit three desks apart and never talk end ' +
        'up on the same float at the swim stop. It is a low-effort way to get a team to relax together.',
      'It works just as well for clients. A private charter is calm, personal and easy to host: the captain and ' +
        'crew run the boat, you spend the afternoon with your guests, and nobody leaves without a story. A sunset ' +
        'slot is hard to beat for a thank-you to your best accounts.',
      `We keep it simple for the organizer. You get one quote with every line itemized, a ${STANDARD_DEPOSIT_PERCENT}% ` +
        `deposit to hold the date, and free cancellation up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before. ` +
        `We have been running cruises on Lake Travis since ${businessFacts.foundedYear}.`,
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Team leads and managers', text: 'A quarterly outing, an offsite afternoon or a welcome for new hires.' },
      { title: 'Sales and account teams', text: 'Client entertainment that stands out from another steakhouse dinner.' },
      { title: 'Founders and HR', text: 'Launches, funding rounds, anniversaries: the moments the whole company should celebrate together.' },
      { title: 'Visiting teams', text: 'In Austin for a conference or an offsite? A lake afternoon is the part everyone remembers.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.boatsSizedForTeams,
      intro:
        `Departments and client groups of ${b25.minGuests} to ${b30.maxGuests} fit on ${mid.name}. Larger teams take ` +
        `${big.name}: ${b50.minGuests} to ${b50.maxGuests} at the standard rate, up to ${b75.maxGuests} with extra crew. ` +
        `We feature the ${PRIVATE_PACKAGE_NAMES.essentials} for companies: cups, plates, water and ice are aboard, so nobody runs errands.`,
      tiers: [25, 30, 50, 75],
      featuredPackage: 'essentials',
    },
  ],
  sections: [
    {
      kind: 'ideas',
      heading: blocks.threeKindsOfCompany,
      ideas: [
        {
          title: 'The team outing',
          text: 'An afternoon off-site for a department or the whole company: cruise, swim stop, a few words from the boss, home by dinner.',
        },
        {
          title: 'Client entertainment',
          text: 'A smaller group, a calmer pace and a sunset toast. Room to talk, and a setting your clients will mention afterwards.',
        },
        { title: 'The company milestone', text: 'A product launch, a funding round, an anniversary. Bigger boat, the Ultimate package, everyone invited.' },
      ],
    },
    {
      kind: 'schedule',
      heading: blocks.aWeekdayAfternoonOuting,
      intro: 'One way it can run; the slot is set when you book.',
      rows: [
        { time: 'After lunch', text: 'Close the laptops and head for the lake. Carpools or a hired bus keep everyone together.' },
        { time: 'Boarding', text: `${businessFacts.arrival.guidance} The crew gives a short safety briefing.` },
        { time: 'First stretch', text: 'Cruise the main lake. A good moment for a short welcome or a thank-you while everyone is fresh.' },
        { time: 'Cove stop', text: 'Anchor for swimming, floating or just sitting in the shade. Nobody has to get wet.' },
        { time: 'Heading in', text: `Back at the dock ${HOURS} hours after you left, with the evening free.` },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.theOrganizerSChecklist,
      items: [
        'Confirm a headcount range: it decides the boat, so count before you book',
        'Get the itemized quote and send it for approval',
        `Decide the drinks policy: BYOB is for guests ${DISCO_MIN_AGE} and over, or keep it alcohol-free`,
        'Arrange food: bring trays or boxed lunches aboard, and note dietary needs',
        'Send guests the marina, the arrival time and a what-to-wear note (swimwear optional)',
        'Book transport both ways if people will be drinking',
        'Consider a photographer for the company feed or the recruiting page',
      ],
    },
    {
      kind: 'callout',
      tone: 'tip',
      heading: blocks.theWeekdayAdvantage,
      text:
        `${big.name} with the ${PRIVATE_PACKAGE_NAMES.essentials} is ${formatMoney(bigWeekday)} on ${DAY_TYPE_LABELS.MON_THU} ` +
        `and ${formatMoney(bigSaturday)} on a ${DAY_TYPE_LABELS.SATURDAY}, all in. A weekday outing saves ` +
        `${formatMoney(bigSaturday - bigWeekday)}, gives people a break from the office instead of taking their weekend, ` +
        'and the lake is quieter.',
    },
  ],
  quickAnswers: [
    {
      id: 'corporate-cost-per-head',
      question: 'What does a company boat outing cost per person?',
      answer:
        `On a ${DAY_TYPE_LABELS.MON_THU} with the ${PRIVATE_PACKAGE_NAMES.essentials}: ${b25.maxGuests} people on ${mid.name} ` +
        `come to about ${perHead(midWeekday, b25.maxGuests)} each, ${b50.maxGuests} on ${big.name} about ` +
        `${perHead(bigWeekday, b50.maxGuests)}, and ${b75.maxGuests} about ${perHead(fullWeekday, b75.maxGuests)}, ` +
        `tax and ${GRATUITY_PERCENT_LABEL} gratuity included.`,
      keywords: ['per person', 'budget', 'cost', 'company'],
      relatedLink: { label: 'Pricing breakdown', href: '/pricing-breakdown' },
    },
  ],
  faqs: [
    {
      id: 'quote-for-approval',
      question: 'Can I get a quote to send for approval?',
      answer:
        'Yes. The instant quote lists the boat, the package, any crew fee, tax and gratuity on separate lines, and ' +
        'gives you a link you can forward to whoever signs off.',
    },
    {
      id: 'corporate-payment',
      question: 'How does a company pay? Can we get an invoice?',
      answer:
        `The deposit (${STANDARD_DEPOSIT_PERCENT}% of the total) is paid by card when you book online, and a company card ` +
        'works like any other. Each payment is followed by an e-mailed receipt with the booking reference, the amount, ' +
        `the card and what remains; the balance is due ${BALANCE_DUE_DAYS_BEFORE_EVENT} days before the cruise, by card ` +
        `from the booking's link, or charged on its due date to the card you saved with the deposit. Paying the balance by company check? Call us at ${businessFacts.phone.display} and we ` +
        'record it against the booking. We do not issue invoices on payment terms: the itemized quote is the document to send for approval.',
    },
    {
      id: 'non-swimmers',
      question: 'Not everyone on the team swims. Is that a problem?',
      answer:
        'Not at all. The swim stop is optional: plenty of guests stay aboard in the shade. Life jackets are on board ' +
        'for anyone who wants to get in the water without swimming.',
    },
    {
      id: 'corporate-alcohol',
      question: 'Can we serve alcohol at a company event?',
      answer:
        `Guests ${DISCO_MIN_AGE} and over may bring drinks in cans or plastic (no glass). ` +
        `${businessFacts.services.alcoholDelivery.description} Many companies keep it light or alcohol-free, which is entirely up to you.`,
    },
    {
      id: 'corporate-group-size-change',
      question: 'Our headcount is not final. What should we book?',
      answer:
        'Book for your best estimate. The price depends on the band your headcount falls in, so tell us as soon as ' +
        `the number moves. Cancellation is free up to ${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before the cruise.`,
    },
    {
      id: 'speeches-on-board',
      question: 'Can we give a short talk or presentation on board?',
      answer:
        'A few words from the deck work well, ideally while the boat is anchored and the engine is quiet. The Bluetooth ' +
        'sound system plays whatever you connect to it; slides and screens are best left for the office.',
    },
  ],
  related: ['/team-building', '/client-entertainment', '/company-milestone', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Get a corporate quote', params: { type: 'corporate' } },
    secondary: { label: 'Price a boat for my team', params: { eventType: 'private', groupSize: 30 } },
  },
} satisfies ExperiencePageContent;
