import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { BOATS, CAPACITY_TIER_BANDS, boatForTier } from '#domain/pricing/fleet.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_WEEKDAYS } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { startingDiscoTicketAllIn, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { DISCO_DAYS_PLURAL } from '../labels.ts';
import { PARTY_BOAT_AUSTIN_BLOCKS as blocks } from '#domain/content/blocks/party-boat-austin.ts';

// For people searching from Austin itself: how the lake fits a city weekend, getting from
// downtown to the marina and back, and the two ways aboard.

const HOURS = CRUISE_DURATION_HOURS;
const loc = businessFacts.location;
const discoDayOr = DISCO_WEEKDAYS.map((d) => WEEKDAY_NAMES[d]).join(' or ');
const small = boatForTier(14);
const big = boatForTier(75);
const fleetNames = BOATS.map((b) => b.name);
const fleetList = `${fleetNames.slice(0, -1).join(', ')} and ${fleetNames[fleetNames.length - 1] ?? ''}`;
const DRIVE = "about 30-40 minutes' drive from downtown Austin";

export default {
  path: '/party-boat-austin',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'heroDayCruise',
  highlights: [
    { title: 'Close to town', text: `Our marina is ${DRIVE}.` },
    { title: `${HOURS}-hour cruises`, text: 'Out in the afternoon, back in time to shower and hit the town.' },
    { title: `${BOATS.length} boats`, text: `${fleetList}: from ${small.capacity} guests to ${big.capacity}.` },
    { title: 'Drinks delivered', text: 'Our sister delivery service can have your drinks iced and waiting on the boat.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Austin is a great city for a night out and a hot one for a day out. In summer the best place to be ' +
        'is on the water, and the best water near town is Lake Travis: wide, clear, ringed with limestone ' +
        'cliffs and full of coves where a boat can anchor and everyone can swim.',
      `We have been taking Austin groups out on the lake since ${businessFacts.foundedYear}: bachelor and ` +
        'bachelorette weekends, birthdays, office outings and families in from out of town. We run two kinds ' +
        `of cruise. A private charter gives your group a whole boat, captain and crew for ${HOURS} hours. The ` +
        `ATX Disco Cruise is a shared party on ${DISCO_DAYS_PLURAL}, with a live DJ, where you buy a ticket per person.`,
      `Every cruise leaves from ${loc.marinaName}, ${loc.streetAddress}, ${loc.locality}, ${loc.region} ` +
        `${loc.postalCode}, ${DRIVE}. Plan the ride there and back the same way you would plan a night ` +
        'out: one less thing to think about once the party starts.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Weekend visitors', text: 'In town for a bachelor, bachelorette or birthday weekend and want the lake day everyone talks about.' },
      { title: 'Locals with an occasion', text: 'Birthdays, promotions, a friend moving away: a lake day beats another bar tab.' },
      { title: 'Austin offices', text: 'A team afternoon on the water, close enough to leave after lunch and be home for dinner.' },
      { title: 'Families hosting guests', text: 'Show out-of-town family the Hill Country from the water, with a captain doing the driving.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.privateBoatsForAustin,
      intro:
        `A boat for every size of group: ${small.name} for up to ${small.capacity}, ${boatForTier(25).name} for ` +
        `${CAPACITY_TIER_BANDS[25].minGuests} to ${CAPACITY_TIER_BANDS[30].maxGuests}, and ${big.name} for ` +
        `${CAPACITY_TIER_BANDS[50].minGuests} and up. Every charter includes the captain, crew, sound system and coolers.`,
      tiers: [14, 25, 50],
    },
    {
      kind: 'disco',
      heading: blocks.orJustBuyTickets,
      intro:
        `If your group is ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} people, all ${DISCO_MIN_AGE}+, and your ` +
        `date is a ${discoDayOr}, the disco cruise is the easiest way onto the lake: ` +
        'DJ, photographer and swim stop included.',
    },
  ],
  sections: [
    {
      kind: 'steps',
      heading: blocks.fromDowntownToThe,
      intro: 'The logistics that make a lake day from Austin painless.',
      steps: [
        { title: 'Book the boat and the date', text: 'Get an instant quote, pick the boat your headcount needs and pay the deposit to hold it.' },
        {
          title: 'Stock it before you leave town',
          text: `${businessFacts.services.alcoholDelivery.description} No stopping at a store with a car full of people.`,
        },
        {
          title: 'Book your ride both ways',
          text: `The marina is ${DRIVE}. Rideshares, a hired van or a sober driver: arrange the trip home before the trip out.`,
        },
        { title: 'Leave extra time', text: `Summer weekend traffic toward the lake builds up. ${businessFacts.arrival.guidance}` },
        { title: 'Back in Austin by evening', text: `A ${HOURS}-hour cruise leaves time to get back to the hotel, change and head out for dinner.` },
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.whereTheLakeFits,
      ideas: [
        { title: 'Friday arrival', text: 'Land, check in, dinner and drinks in town. Keep it reasonable: the boat is tomorrow.' },
        { title: 'Saturday on the lake', text: 'The centerpiece. Cruise, swim, float, toast. The photos everyone posts come from this part.' },
        { title: 'Saturday night downtown', text: 'Back to town, showered and sun-kissed, for barbecue, live music and whatever comes next.' },
        { title: 'Sunday slow start', text: `Brunch and a recovery day. Or, if the group can't get enough of the water, a Sunday charter.` },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.packingForVisitorsFlying,
      items: [
        'Swimsuit and a cover-up you can wear back into town',
        'Water-resistant sunscreen: the Texas sun off the water is strong',
        'Sunglasses with a strap, and a hat',
        'A small bag rather than a suitcase: space on deck is for people',
        'Phone in a waterproof pouch',
        `Photo ID if you are bringing drinks (BYOB is for guests ${DISCO_MIN_AGE}+)`,
      ],
    },
  ],
  quickAnswers: [
    {
      id: 'how-far-from-austin',
      question: 'How far is the party boat from downtown Austin?',
      answer: `Our marina on Lake Travis is ${DRIVE}. Cruises leave from ${loc.marinaName}.`,
      keywords: ['distance', 'how far', 'downtown', 'drive'],
      relatedLink: { label: 'Contact and directions', href: '/contact' },
    },
  ],
  faqs: [
    {
      id: 'meeting-point',
      question: 'Where do we meet the boat?',
      answer:
        `At ${loc.marinaName}, ${loc.streetAddress}, ${loc.locality}, ${loc.region} ${loc.postalCode}. ` +
        `Arrive ${businessFacts.arrival.minutesEarly} minutes before your departure so the crew can check everyone in.`,
    },
    {
      id: 'need-a-car',
      question: 'Do we need a car to get there?',
      answer:
        'No, and we would rather the party did not drive home. Most groups coming from Austin use rideshares or ' +
        'hire a driver or van for the round trip; book the return before you set out.',
    },
    {
      id: 'cost-from-austin',
      question: 'How much does a party boat in Austin cost?',
      answer:
        `Private charters start at ${formatMoney(startingPrivatePrice(sitePriceTable))} for ${HOURS} hours and up to ${small.capacity} ` +
        `guests on a weekday, tax and recommended gratuity included. Disco cruise tickets start at ` +
        `${formatMoney(startingDiscoTicketAllIn(sitePriceTable))} per person, tax and gratuity in.`,
    },
    {
      id: 'private-or-disco-austin',
      question: 'Should we charter a boat or join the disco cruise?',
      answer:
        `Charter if you want the boat to yourselves, a day other than a ${discoDayOr}, or if anyone in your group is ` +
        `under ${DISCO_MIN_AGE}. Join the disco cruise if you are ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} adults ` +
        'who want a DJ and a crowd without planning a charter.',
    },
    {
      id: 'weather-austin',
      question: 'What happens if there is a storm?',
      answer:
        'Central Texas storms can build quickly in summer. The captain watches the weather and has the final ' +
        'say on whether it is safe to go out or to head back early. Keep your phone handy on the day of the cruise.',
    },
  ],
  related: ['/party-boat-lake-travis', '/private-cruises', '/atx-disco-cruise', '/bachelor-party-austin'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Get my instant quote', params: { type: 'general' } },
    secondary: { label: 'Price a private boat', params: { eventType: 'private', groupSize: 25 } },
  },
} satisfies ExperiencePageContent;
