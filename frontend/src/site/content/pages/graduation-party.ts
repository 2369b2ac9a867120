import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, CAPACITY_TIER_BANDS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS } from '#domain/pricing/disco.ts';
import { privateTotalsFor, startingDiscoTicketAllIn, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { GRADUATION_PARTY_BLOCKS as blocks } from '#domain/content/blocks/graduation-party.ts';

const hours = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(50);
const band25 = CAPACITY_TIER_BANDS[25];
const band50 = CAPACITY_TIER_BANDS[50];
const discoAge = `${DISCO_MIN_AGE}+`;
const jointParty = privateTotalsFor(sitePriceTable, 50, 'SATURDAY', 'essentials').total;
const { policies } = businessFacts;

export default {
  path: '/graduation-party',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventGraduation',
  highlights: [
    { title: 'High-school grads', text: 'Alcohol-free cruises with parents and chaperones aboard and a licensed captain at the helm.' },
    { title: 'College grads', text: `All-${discoAge} groups can bring their own drinks, or join the ATX Disco Cruise.` },
    { title: 'Split it between families', text: 'Joint grad parties share one boat and one bill, divided however you like.' },
    {
      title: 'From the small boat up',
      text: `From ${formatMoney(startingPrivatePrice(sitePriceTable, 14))} for up to ${small.capacity}, tax and gratuity included.`,
    },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Graduation is a strange, wonderful moment: the end of something everyone worked hard for, and the last ' +
        'summer before the friend group heads in different directions. A day on the lake gives it the send-off ' +
        'it deserves, with everyone on one boat and no one checking the time.',
      `Every graduation cruise is a private ${hours}-hour charter with a USCG-licensed captain and crew, a swim ` +
        "stop in a cove, coolers of ice and a sound system for the grad's playlist. The boat is yours alone, so " +
        'the party can be a class reunion, a family celebration, or both at once.',
      'What changes is the guest list. A high-school party, or any party where guests are under drinking age, ' +
        `runs alcohol-free with parents or chaperones aboard. A college party where every guest is ${DISCO_MIN_AGE} ` +
        'or older can bring its own drinks, and has a second option: tickets on the ATX Disco Cruise.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    intro: 'Same lake, different rules. Pick the one that matches your guest list.',
    items: [
      {
        title: 'High-school graduation',
        text: 'An alcohol-free private cruise for the grad and their friends, with parents or chaperones aboard. Often a joint party for several families.',
      },
      {
        title: 'College graduation',
        text: `A private boat for friends and family, or, if every guest is ${discoAge}, the ATX Disco Cruise for groups of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS}.`,
      },
      {
        title: 'Family celebration',
        text: `Grandparents to little siblings, all on one boat. ${big.name} seats ${big.seatingCapacity} in the shade.`,
      },
      {
        title: 'Graduate programs',
        text: 'Law, medical and MBA classes marking the end of a long road, with the whole cohort aboard.',
      },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.privateBoatsForEvery,
      intro:
        `${small.name} carries a close friend group of up to ${small.capacity}. ${mid.name} takes ` +
        `${band25.minGuests} to ${band25.maxGuests} with seating for ${mid.seatingCapacity}, the usual size for a ` +
        `grad party. ${big.name} fits a joint party of up to ${band50.maxGuests} at its standard rate. The ` +
        'Essentials Package takes care of cups, plates, bottled water and floats for the swim stop.',
      tiers: [14, 25, 50],
      featuredPackage: 'essentials',
    },
    {
      kind: 'disco',
      heading: blocks.collegeGradsAll21,
      intro:
        `For college graduation groups only, where every guest is ${discoAge}. Per-person tickets from ` +
        `${formatMoney(startingDiscoTicketAllIn(sitePriceTable))} with tax and gratuity, for groups of ${DISCO_MIN_GUESTS} ` +
        `to ${DISCO_MAX_GUESTS}, ${DAY_TYPE_LABELS.FRIDAY}s and ${DAY_TYPE_LABELS.SATURDAY}s, with a live DJ and a ` +
        'photographer aboard. High-school parties and mixed-age groups book a private boat.',
      featuredPackage: 'basic',
    },
  ],
  sections: [
    {
      kind: 'steps',
      heading: blocks.throwingAJointGrad,
      intro: 'Several families, one boat: a popular way to throw a high-school grad cruise.',
      steps: [
        { title: 'Gather the families', text: 'Agree on a date early; graduation weekends fill up fast across every venue in town.' },
        { title: 'Count heads', text: "Grads, friends and the chaperones all count toward the boat's guest total." },
        {
          title: 'Get one quote',
          text: `For example, ${big.name} on a ${DAY_TYPE_LABELS.SATURDAY} with the Essentials Package is ${formatMoney(jointParty)} for up to ${band50.maxGuests}, including tax and the recommended gratuity. Divide it between the families however you agree.`,
        },
        {
          title: 'One family books',
          text: `One parent holds the boat with a ${policies.standardDepositPercent}% deposit and collects shares from the others before the balance is due ${policies.balanceDueDaysBeforeEvent} days out.`,
        },
        {
          title: 'Share the details',
          text: `Send every family the marina, ${businessFacts.location.marinaName}, and the arrival time: ${businessFacts.arrival.minutesEarly} minutes before departure.`,
        },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.rulesOfTheBoat,
      intro: 'Clear expectations make the day easy for grads and parents alike. Share these with every family.',
      items: [
        'The cruise is alcohol-free for every guest, and nothing comes aboard that breaks that rule',
        'Parents or chaperones aboard, with an adult always watching the water at the swim stop',
        'Swimming only when and where the captain says; the captain has the final say on safety',
        'No glass on board: cans and plastic only, for sodas as much as anything else',
        'A guest list with a parent contact for every grad and friend',
        'A set pickup time at the marina, shared with every family',
      ],
    },
    {
      kind: 'callout',
      heading: blocks.graduationSeasonIsPeak,
      tone: 'tip',
      text:
        'Graduations land in late spring and early summer, right at the start of our May-to-September peak ' +
        `season. Book as soon as the date is set. A ${policies.standardDepositPercent}% deposit holds the boat, and ` +
        `you can cancel free of charge up to ${policies.freeCancellationDaysBeforeEvent} days before.`,
    },
  ],
  faqs: [
    {
      id: 'grad-party-alcohol',
      question: 'Can there be alcohol at a graduation cruise?',
      answer: `Only if every guest is ${DISCO_MIN_AGE} or older. Any grad party with younger guests, which includes every high-school party, runs alcohol-free for everyone aboard.`,
    },
    {
      id: 'high-school-disco',
      question: 'Can high-school grads join the disco cruise?',
      answer: `No. The ATX Disco Cruise is strictly ${discoAge}, so it is only an option for college groups where every guest is of age. High-school parties book a private boat.`,
    },
    {
      id: 'grad-parents-on-board',
      question: 'Do parents have to come?',
      answer:
        'For high-school and other under-age parties, yes: we ask for parents or chaperones aboard. Many families make it a joint celebration and bring the grandparents too.',
    },
    {
      id: 'grad-party-timing',
      question: 'When should we book?',
      answer: `As early as you can. Graduation weekends are in peak season. If you book ${policies.urgentBookingThresholdDays} days or fewer before the cruise, the deposit is ${policies.urgentDepositPercent}%, paid within ${policies.urgentPaymentWindowHours} hours.`,
    },
    {
      id: 'grad-party-food',
      question: 'What food should we bring?',
      answer:
        'Whatever the grad loves and travels well: tacos, sandwiches, pizza or a platter spread, plus a sheet cake in school colors. Bring plenty of water; the Essentials Package includes a cooler of bottled water.',
    },
  ],
  related: ['/birthday-parties', '/private-cruises', '/sweet-16', '/party-boat-lake-travis'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price a grad party boat', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'Ask about a joint party', params: { type: 'general' } },
  },
} satisfies ExperiencePageContent;
