import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, PRIVATE_MAX_GUESTS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { TEAM_BUILDING_BLOCKS as blocks } from '#domain/content/blocks/team-building.ts';

const hours = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(50);
const weekdayMid = formatMoney(privateTotalsFor(sitePriceTable, 25, 'MON_THU', 'essentials').total);
const saturdayMid = formatMoney(privateTotalsFor(sitePriceTable, 25, 'SATURDAY', 'essentials').total);

export default {
  path: '/team-building',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventTeamBuilding',
  highlights: [
    { title: 'Your agenda, our boat', text: 'Kickoff remarks, activities, lunch and recognition, in whatever order suits the day.' },
    { title: 'Fun for non-swimmers too', text: 'The swim stop is optional; the deck has shade, seats and plenty to do.' },
    { title: 'Weekday rates', text: `${DAY_TYPE_LABELS.MON_THU} charters are the best value of the week.` },
    { title: 'Nobody is on duty', text: 'A USCG-licensed captain and crew run the boat, so every teammate gets to take part.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'The best team days are not the ones with the most activities; they are the ones where people talk to ' +
        'colleagues they usually only see on a video call. A boat is good at that. Everyone is in one place, ' +
        'there is nowhere to sneak off to answer e-mail, and the lake gives people something to share from the ' +
        'moment they step aboard.',
      'A typical team cruise has a shape: a few words from the leader as the boat pulls out, an activity or two ' +
        'at anchor in a cove, lunch on deck, free time in the water and a wrap-up on the way home. It is a ' +
        `private ${hours}-hour charter, so you can keep it structured or let it run loose, and the crew works ` +
        'around your plan rather than the other way around.',
      'Because the captain and crew handle the boat, the swim ladder and the anchoring, the organizer is free to ' +
        'be a teammate. Bring your own facilitator or run it yourself; we bring the boat and the cove.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Remote and hybrid teams', text: 'People who met on screen finally spend a day together, away from desks and laptops.' },
      { title: 'New or merged teams', text: 'A shared day out builds the trust that onboarding decks cannot.' },
      { title: 'Teams after a big push', text: 'A release, an audit, a season: a reward that feels like a reward.' },
      { title: 'Offsites visiting Austin', text: 'Pair a strategy day in town with an afternoon on Lake Travis.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.aBoatSizedTo,
      intro:
        `${small.name} suits a leadership team or a small department, up to ${small.capacity}. ${mid.name} ` +
        `takes a full department with seating for ${mid.seatingCapacity}. ${big.name} carries a whole office ` +
        `with lounge seating for ${big.seatingCapacity} and a broad swim platform. The Essentials Package is the ` +
        'usual pick for teams: bottled water on ice, plates and cups for lunch, floats for the swim stop and ' +
        'clean-up by the crew.',
      tiers: [14, 25, 50],
      featuredPackage: 'essentials',
    },
  ],
  sections: [
    {
      kind: 'schedule',
      heading: blocks.aSampleTeamDay,
      intro: 'Adapt freely. The times depend on the slot you book; this is the order most teams use.',
      rows: [
        {
          time: 'Check-in',
          text: `Arrive ${businessFacts.arrival.minutesEarly} minutes early at ${businessFacts.location.marinaName}. Name tags if the team is new to each other.`,
        },
        { time: 'Cast off', text: 'A short kickoff from the team lead while the boat heads out: why today, and what you want people to take home.' },
        { time: 'First cove', text: 'Anchor and run an activity while energy is high. Mix departments on purpose.' },
        { time: 'Lunch on deck', text: 'Catering you bring aboard, eaten together under the shade.' },
        { time: 'Free time', text: 'Swim, float or stay on deck. This is where the unplanned conversations happen.' },
        { time: 'Cruise home', text: 'Recognition and thank-yous on the way back, with the whole team in one place to hear them.' },
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.activitiesThatWorkAt,
      intro: 'Pick one or two. Every idea below has a version for people who stay on deck.',
      ideas: [
        {
          title: 'Lily pad challenge',
          text: `Teams try to get everyone standing on the giant lily pad at once. Add one for ${formatMoney(sitePriceTable.lilyPad)}; deck-side teammates are the judges.`,
        },
        { title: 'Cove trivia', text: 'Company, team and Austin trivia, played in mixed teams on deck. Swimmers shout answers from the water.' },
        { title: 'Two truths and a lake', text: 'The classic icebreaker, in a circle of floats or on deck. Better with new teams.' },
        { title: 'Photo hunt', text: 'A list of shots to capture before the dock: a team jump, a captain selfie, the whole team in one frame.' },
        { title: 'Float relay', text: 'Pass the pool noodle down a line of floating teammates. Silly, and that is the point.' },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.makeItInclusiveFor,
      intro: 'A good team day works for the strongest swimmer and the person who would rather not get wet.',
      items: [
        'Say clearly in the invite that swimming is optional, and plan deck activities that are just as central',
        `Check seating: ${big.name} seats ${big.seatingCapacity}, ${mid.name} seats ${mid.seatingCapacity}, so everyone who wants a seat in the shade has one`,
        'Collect dietary needs with the RSVP and pass them to your caterer',
        'Bring plenty of non-alcoholic options; drinks are for guests of legal drinking age only, and no glass bottles are allowed',
        'Ask about mobility needs early so we can talk through boarding and moving around on deck',
        'Keep the program light: free time is team building too',
      ],
    },
    {
      kind: 'callout',
      heading: blocks.bookMidweek,
      tone: 'tip',
      text:
        `Teams can usually sail on a workday, which is when the lake is quietest and rates are lowest. ` +
        `${mid.name} with the Essentials Package is ${weekdayMid} on a ${DAY_TYPE_LABELS.MON_THU} date against ` +
        `${saturdayMid} on a ${DAY_TYPE_LABELS.SATURDAY}, including tax and the recommended gratuity.`,
    },
  ],
  quickAnswers: [
    {
      id: 'non-swimmers-on-team-day',
      question: 'What if some of the team do not swim?',
      answer: 'They do not have to. The swim stop is optional, the deck is shaded, and the activities on this page all have a deck-side version.',
      keywords: ['non-swimmers', 'swim', 'inclusive', 'accessibility'],
    },
  ],
  faqs: [
    {
      id: 'bring-a-facilitator',
      question: 'Can we bring our own facilitator or speaker?',
      answer:
        "Yes. It is your private charter, so bring a facilitator, a speaker or your own program. The captain can anchor in a calm cove whenever you need everyone's attention.",
    },
    {
      id: 'team-lunch',
      question: 'How do we handle lunch for the team?',
      answer:
        'Bring it aboard: boxed lunches or a catered spread that holds without a kitchen both work well. The Essentials Package includes plates, cups, napkins and a cooler of bottled water.',
    },
    {
      id: 'alcohol-at-team-events',
      question: 'Can we serve drinks at a team event?',
      answer:
        'Guests of legal drinking age can bring their own, in cans or plastic. Many teams keep it light or skip it entirely; our sister delivery service can stock the coolers with whatever you decide.',
    },
    {
      id: 'team-building-weather',
      question: 'What happens if the weather turns?',
      answer:
        'The captain has the final say on weather and safety calls on the day, and we will be in touch with the organizer directly if the forecast puts the cruise in doubt.',
    },
    {
      id: 'team-size-limit',
      question: 'How big a team can come?',
      answer: `Up to ${PRIVATE_MAX_GUESTS} guests on ${big.name}. For a team above its seated ${big.seatingCapacity}, expect some people standing at the rail, which most prefer on a sunny day anyway.`,
    },
  ],
  related: ['/corporate-events', '/client-entertainment', '/company-milestone', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Get my team quote', params: { type: 'corporate' } },
    secondary: { label: 'Price a boat for the team', params: { eventType: 'private', groupSize: 30 } },
  },
} satisfies ExperiencePageContent;
