import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { CAPACITY_TIER_BANDS, boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_WEEKDAYS } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor, startingDiscoTicketAllIn, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import {
  BALANCE_DUE_DAYS_BEFORE_EVENT,
  FREE_CANCELLATION_DAYS_BEFORE_EVENT,
  STANDARD_DEPOSIT_PERCENT,
  URGENT_BOOKING_THRESHOLD_DAYS,
  URGENT_DEPOSIT_PERCENT,
} from '#domain/pricing/deposit.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { DISCO_DAYS_PLURAL, GRATUITY_PERCENT_LABEL } from '../labels.ts';
import { BACHELOR_PARTY_AUSTIN_BLOCKS as blocks } from '#domain/content/blocks/bachelor-party-austin.ts';

// Bachelor parties: the groom's crew, a private boat as the centrepiece of an Austin weekend,
// with the shared disco cruise as the ticketed alternative for adult groups.

const HOURS = CRUISE_DURATION_HOURS;
const small = boatForTier(14);
const mid = boatForTier(25);
const midBand = CAPACITY_TIER_BANDS[25];
const midFullBand = CAPACITY_TIER_BANDS[30];
const discoDayOr = DISCO_WEEKDAYS.map((d) => WEEKDAY_NAMES[d]).join(' or ');

const smallSat = privateTotalsFor(sitePriceTable, 14, 'SATURDAY', 'essentials').total;
const smallThu = privateTotalsFor(sitePriceTable, 14, 'MON_THU', 'essentials').total;
const smallFri = privateTotalsFor(sitePriceTable, 14, 'FRIDAY', 'essentials').total;
const crewFeeCruise = sitePriceTable.crewFeePerHour[30] * HOURS;

export default {
  path: '/bachelor-party-austin',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventBachelor',
  highlights: [
    { title: 'The whole boat is yours', text: `Private charters for up to ${small.capacity} on ${small.name}, or up to ${mid.capacity} on ${mid.name}.` },
    {
      title: 'Captain and crew included',
      text: 'A USCG-licensed captain drives, anchors and handles the lines, so nobody in your group has to stay sober to steer.',
    },
    {
      title: 'Bring your own drinks',
      text: `BYOB for guests ${DISCO_MIN_AGE} and over, cans and plastic only. Our sister delivery service can have it iced on the boat.`,
    },
    { title: 'Swim stop in a cove', text: 'Anchor up, jump in, float. The best hour of most bachelor weekends.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      `You and the guys meet the boat at ${businessFacts.location.marinaName}, load the coolers and ` +
        'push off. The captain runs you out across the main body of the lake, finds a cove with ' +
        'clear, deep water and drops anchor. From there the afternoon is yours: swim, float, play ' +
        'your playlist as loud as the crew will stand for, and give the groom the speech he deserves.',
      `Every private charter runs ${HOURS} hours. That is long enough to cruise, swim and eat without ` +
        'anyone watching the clock, and short enough to be showered and out for dinner in Austin the ' +
        'same night. Most bachelor groups treat the boat as the daytime anchor of the weekend: a ' +
        'lake day Saturday, steaks and downtown after.',
      `We have run party cruises on Lake Travis since ${businessFacts.foundedYear}, for ` +
        `${businessFacts.guestsServedDisplay} guests, with a perfect safety record. A rowdy group ` +
        'of groomsmen will not surprise our crew.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      {
        title: 'The tight crew',
        text: `Best man, brothers, a couple of college friends: up to ${small.capacity} guys fit on ${small.name}, with a seat for everyone.`,
      },
      {
        title: 'The full wedding party and then some',
        text: `${midBand.minGuests} to ${midBand.maxGuests} guests take ${mid.name}, with an open front deck and a swim platform off the back.`,
      },
      {
        title: 'Groups that want a crowd',
        text: `If you are ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guys, all ${DISCO_MIN_AGE}+, the ATX Disco Cruise puts you on a shared boat with a live DJ and other parties.`,
      },
      {
        title: 'Out-of-town groups',
        text: 'Flying in for the weekend? The Essentials package means ice, cups, water and floats are on board, so there is no supply run from the hotel.',
      },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.privateBoatsForThe,
      intro:
        `A crew of up to ${small.capacity} is exactly what ${small.name} is built for. Bigger groups move ` +
        `up to ${mid.name}: up to ${midBand.maxGuests} at the standard rate, or ${midFullBand.minGuests} to ` +
        `${midFullBand.maxGuests} with an extra deckhand aboard. We feature Essentials because it takes the ` +
        'supply run off the list.',
      tiers: [14, 25, 30],
      featuredPackage: 'essentials',
    },
    {
      kind: 'comparison',
      heading: blocks.privateBoatOrDisco,
      intro:
        `For a group of ${DISCO_MIN_AGE}+ guys, a shared disco cruise on a ${discoDayOr} can cost less ` +
        'than chartering a whole boat. Here is the side-by-side for a typical bachelor group, priced ' +
        'the same way your quote will be.',
      groupSize: 15,
    },
  ],
  sections: [
    {
      kind: 'schedule',
      heading: blocks.howTheDayRuns,
      intro: 'Every charter is different, but a good bachelor cruise tends to follow the same rhythm.',
      rows: [
        {
          time: 'Before you leave the hotel',
          text: 'Sunscreen, towels, the groom in whatever outfit you have chosen for him. Book rides both ways so nobody has to drive back.',
        },
        {
          time: `${businessFacts.arrival.minutesEarly} minutes before`,
          text: `Arrive at ${businessFacts.location.marinaName}. The crew checks the group in, helps load coolers and runs through the safety briefing.`,
        },
        { time: 'First hour', text: 'Cruise the open water with the music up. This is the photo window: the light is good and nobody is soaked yet.' },
        {
          time: 'Middle of the charter',
          text: 'Anchor in a cove for the swim stop. Floats out, drinks in the water, the best man gives the speech while everyone is still paying attention.',
        },
        { time: 'Last stretch', text: 'A slow cruise back toward the marina. Save a cold one and a toast for the groom for this part.' },
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.makeItTheGroom,
      ideas: [
        {
          title: "The captain's hat",
          text: "Bring a cheap captain's hat for the groom. The real captain keeps the wheel; he keeps the title for the afternoon.",
        },
        { title: 'Toast from the bow', text: 'Plan the speeches for the swim stop when the engine is off and the boat is quiet enough to hear them.' },
        { title: 'Add a DJ or a photographer', text: `${businessFacts.services.dj.description} ${businessFacts.services.photographer.description}` },
      ],
    },
    {
      kind: 'callout',
      tone: 'tip',
      heading: blocks.saturdayIsTheMost,
      text:
        `${small.name} with Essentials costs ${formatMoney(smallSat)} on a Saturday, all in with tax and ` +
        `the recommended gratuity. The same boat and package is ${formatMoney(smallFri)} on a Friday and ` +
        `${formatMoney(smallThu)} Monday to Thursday. If the weekend plan has a Friday lake day, that is ` +
        `${formatMoney(smallSat - smallFri)} back in the bar fund.`,
    },
    {
      kind: 'checklist',
      heading: blocks.whatToBring,
      items: [
        `Drinks in cans or plastic (no glass), for guests ${DISCO_MIN_AGE} and over`,
        'Food: sandwiches, wings, a tray from your favorite barbecue spot',
        'Sunscreen, sunglasses and a hat: there is shade on board, but not on the water',
        'Swim trunks and a towel each',
        'A phone with the playlist downloaded, in case the signal drops in a cove',
        'Photo ID for everyone bringing alcohol, to show they are of age',
      ],
    },
  ],
  quickAnswers: [
    {
      id: 'bachelor-party-boat-cost',
      question: 'How much is a bachelor party boat in Austin?',
      answer:
        `A private ${HOURS}-hour charter starts at ${formatMoney(startingPrivatePrice(sitePriceTable))} for up to ` +
        `${small.capacity} guests on a weekday, tax and ${GRATUITY_PERCENT_LABEL} recommended gratuity included. ` +
        `Disco cruise tickets start at ${formatMoney(startingDiscoTicketAllIn(sitePriceTable))} per person, tax and gratuity in.`,
      keywords: ['price', 'cost', 'how much', 'bachelor'],
      relatedLink: { label: 'See every price', href: '/pricing-breakdown' },
    },
  ],
  faqs: [
    {
      id: 'bring-own-beer',
      question: 'Can we bring our own beer and liquor?',
      answer:
        `Yes. Guests ${DISCO_MIN_AGE} and over can bring their own drinks, in cans or plastic only, no glass. ` +
        `${businessFacts.services.alcoholDelivery.description}`,
    },
    {
      id: 'how-many-guys-fit',
      question: 'How many guys fit on a bachelor boat?',
      answer:
        `${small.name} takes up to ${small.capacity}. ${mid.name} takes up to ${midBand.maxGuests} at the ` +
        `standard rate and up to ${midFullBand.maxGuests} with an extra deckhand, which adds ` +
        `${formatMoney(crewFeeCruise)} to the charter. Bigger groups go on ${boatForTier(75).name}.`,
    },
    {
      id: 'disco-cruise-for-guys',
      question: 'Is the ATX Disco Cruise only for bachelorettes?',
      answer:
        `No. Any group of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests who are all ${DISCO_MIN_AGE}+ can ` +
        `book it, on ${DISCO_DAYS_PLURAL}. It is a shared boat with a live DJ and other celebrating groups, ` +
        'so pick a private charter if you want the deck to yourselves.',
    },
    {
      id: 'groom-behaviour',
      question: 'How rowdy can we get?',
      answer:
        'Loud music, swimming and a good time are the point. The captain has the final say on safety, ' +
        'so anyone too far gone to swim safely stays on the boat. Keep it fun for the whole group and the crew will too.',
    },
    {
      id: 'booking-deposit',
      question: 'How do we hold the date?',
      answer:
        `A ${STANDARD_DEPOSIT_PERCENT}% deposit books the boat (${URGENT_DEPOSIT_PERCENT}% if the cruise is ` +
        `${URGENT_BOOKING_THRESHOLD_DAYS} days away or less). The balance is due ` +
        `${BALANCE_DUE_DAYS_BEFORE_EVENT} days before the cruise, and cancellation is free up to ` +
        `${FREE_CANCELLATION_DAYS_BEFORE_EVENT} days before, which helps while the guest list is still moving.`,
    },
  ],
  related: ['/atx-disco-cruise', '/combined-bachelor-bachelorette-austin', '/party-boat-austin', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Get my instant quote', params: { eventType: 'private', groupSize: 15 } },
    secondary: { label: 'Check disco dates', params: { type: 'disco-cruise', package: 'basic' } },
  },
} satisfies ExperiencePageContent;
