import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, CAPACITY_TIER_BANDS, PRIVATE_MAX_GUESTS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { COMPANY_MILESTONE_BLOCKS as blocks } from '#domain/content/blocks/company-milestone.ts';

const hours = CRUISE_DURATION_HOURS;
const mid = boatForTier(30);
const big = boatForTier(75);
const band50 = CAPACITY_TIER_BANDS[50];
const band75 = CAPACITY_TIER_BANDS[75];
const crewFeeBig = formatMoney(sitePriceTable.crewFeePerHour[75]);
const crewFeeBigTotal = formatMoney(sitePriceTable.crewFeePerHour[75] * hours);
const fullBoatWeekday = formatMoney(privateTotalsFor(sitePriceTable, 75, 'MON_THU', 'ultimate').total);
const fullBoatSaturday = formatMoney(privateTotalsFor(sitePriceTable, 75, 'SATURDAY', 'ultimate').total);

export default {
  path: '/company-milestone',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'boatCleverGirl',
  highlights: [
    { title: 'Everyone on one deck', text: `Up to ${big.capacity} guests, with lounge seating for ${big.seatingCapacity}.` },
    { title: 'A stage for the moment', text: 'Anchor in a cove for the announcement, the toast or the awards.' },
    { title: 'Production on request', text: 'Add a live DJ and a professional photographer to any private cruise.' },
    { title: 'Decorated before you board', text: 'The Ultimate Party Package brings lights, floats and décor for your occasion.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Milestones are the rare moments when everyone in a company shares the same good news. The engineers who ' +
        'shipped it, the sales team who closed it, the operations people who kept the lights on: they all made it ' +
        'happen, and they should all be in the same place when you say thank you.',
      `${big.name} is built for that. A wide shaded deck with room to dance, lounge seating for ` +
        `${big.seatingCapacity}, a sound system that carries across the cove and a broad swim platform. With up ` +
        `to ${big.capacity} aboard, it holds a whole startup or a large department, and it turns an ` +
        'announcement into an event.',
      `It is a private ${hours}-hour charter with a USCG-licensed captain and crew. You set the program; the crew ` +
        'handles the boat, the anchor and the swim ladder, so the leadership team can spend the afternoon with ' +
        'their people instead of running logistics.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Product launches', text: 'Ship it on Friday, celebrate on the lake. The team that built it deserves the afternoon.' },
      { title: 'Funding rounds and acquisitions', text: 'Tell everyone together, then let the news sink in at anchor.' },
      { title: 'Company anniversaries', text: 'Five years, ten, twenty-five: gather the founders and the newest hires on one deck.' },
      { title: 'Record quarters and big wins', text: 'Reward the whole team rather than a few, with the afternoon off to do it.' },
      { title: 'New office openings', text: 'Welcome a new Austin team with a day on the lake before the first all-hands.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.theFlagshipAndThe,
      intro:
        `${big.name} takes ${band50.minGuests} to ${band50.maxGuests} guests at its standard rate and ` +
        `${band75.minGuests} to ${band75.maxGuests} with an extra deckhand. For a company of up to ` +
        `${mid.capacity}, ${mid.name} gives you the same private party on a smaller deck. The Ultimate Party ` +
        'Package sets the scene: disco ball, bubble machine, LED lights, décor and the giant lily pad.',
      tiers: [30, 50, 75],
      featuredPackage: 'ultimate',
    },
  ],
  sections: [
    {
      kind: 'schedule',
      heading: blocks.runOfShowFor,
      intro: 'One way to shape the afternoon. Your slot is set when you book.',
      rows: [
        {
          time: 'Boarding',
          text: `Everyone arrives ${businessFacts.arrival.minutesEarly} minutes early at ${businessFacts.location.marinaName}. The DJ is already playing and the drinks are on ice.`,
        },
        { time: 'Cast off', text: 'A short welcome from the founder or CEO as the boat leaves the marina. Keep it brief; the big words come later.' },
        { time: 'Cruise and mingle', text: 'The boat runs up the main lake while teams mix. Food comes out early.' },
        { time: 'The moment', text: 'Anchor in a cove. Engines off, music down: the announcement, the awards or the anniversary toast.' },
        { time: 'Cove party', text: 'Swim platform down, lily pad out, DJ back up. This is the part people post about.' },
        { time: 'Company photo', text: 'Everyone at the bow on the way home, with the photographer catching the whole company in one frame.' },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.productionDetailsForA,
      intro: 'A whole-company cruise runs smoothly when these are settled a few weeks out.',
      items: [
        'Final headcount, because it decides the boat and whether an extra deckhand is needed',
        'Transport: a chartered bus from the office keeps everyone together and off the roads afterward',
        'Catering that serves a crowd without a kitchen: stations or platters, not plated courses',
        'A DJ for the party and the speeches, and a professional photographer for the company photo',
        'Drinks for guests of legal drinking age from our sister delivery service, iced and waiting, with plenty of non-alcoholic options',
        'A short, agreed running order for speeches and awards, so the moment lands at anchor',
      ],
    },
    {
      kind: 'prose',
      heading: blocks.pricingAWholeCompany,
      paragraphs: [
        `A full ${big.name} with the Ultimate Party Package comes to ${fullBoatWeekday} on a ` +
          `${DAY_TYPE_LABELS.MON_THU} date and ${fullBoatSaturday} on a ${DAY_TYPE_LABELS.SATURDAY}, including the ` +
          `crew fee, tax and the recommended gratuity. Celebrating midweek, when you would be at work anyway, is ` +
          'the best value on the lake.',
        `The crew fee applies only to groups of ${band75.minGuests} to ${band75.maxGuests}: ${crewFeeBig} an hour, ` +
          `${crewFeeBigTotal} for the cruise, for the extra deckhand a group that size needs. Up to ` +
          `${band50.maxGuests} guests, there is no crew fee on ${big.name}.`,
      ],
    },
  ],
  faqs: [
    {
      id: 'company-bigger-than-boat',
      question: `What if we have more than ${PRIVATE_MAX_GUESTS} people?`,
      answer: `${big.name} carries up to ${big.capacity}, our largest private group. For a bigger company, talk to us about booking more than one boat, or about a separate cruise for each office or shift.`,
    },
    {
      id: 'seats-for-everyone',
      question: 'Will everyone have a seat?',
      answer: `${big.name} has lounge seating for ${big.seatingCapacity}. With a full boat, the rest stand at the rail or dance on deck, which is where most of a party ends up anyway.`,
    },
    {
      id: 'speeches-on-board',
      question: 'Can we do speeches and awards on board?',
      answer:
        'Yes. Ask the captain to anchor in a calm cove and turn the music down for the program. A DJ add-on makes the handover between the speeches and the party easy.',
    },
    {
      id: 'milestone-decor',
      question: 'Can the boat be decorated for our milestone?',
      answer:
        'The Ultimate Party Package includes décor for your occasion: a banner, balloons and table decorations, plus party lights and a bubble machine. The crew sets it up before your team arrives.',
    },
    {
      id: 'milestone-deposit',
      question: 'How much do we pay to reserve?',
      answer: `A ${businessFacts.policies.standardDepositPercent}% deposit holds the boat, with the balance due ${businessFacts.policies.balanceDueDaysBeforeEvent} days before the cruise. Booking ${businessFacts.policies.urgentBookingThresholdDays} days or fewer ahead, the deposit is ${businessFacts.policies.urgentDepositPercent}%, paid within ${businessFacts.policies.urgentPaymentWindowHours} hours.`,
    },
  ],
  related: ['/corporate-events', '/team-building', '/client-entertainment', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Get my corporate quote', params: { type: 'corporate' } },
    secondary: { label: 'Price a private boat', params: { eventType: 'private', groupSize: 30 } },
  },
} satisfies ExperiencePageContent;
