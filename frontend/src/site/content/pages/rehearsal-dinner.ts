import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, CAPACITY_TIER_BANDS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { REHEARSAL_DINNER_BLOCKS as blocks } from '#domain/content/blocks/rehearsal-dinner.ts';

const hours = CRUISE_DURATION_HOURS;
const mid = boatForTier(25);
const big = boatForTier(50);
const fridayOnBig = formatMoney(privateTotalsFor(sitePriceTable, 50, 'FRIDAY', 'essentials').total);
const fridayOnMid = formatMoney(privateTotalsFor(sitePriceTable, 25, 'FRIDAY', 'essentials').total);

export default {
  path: '/rehearsal-dinner',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventSunsetToast',
  highlights: [
    { title: 'Timed for golden hour', text: 'Book a sunset slot and the best light of the day lands right on the toasts.' },
    { title: `Seats for ${big.seatingCapacity}`, text: `${big.name} seats a full rehearsal dinner; ${mid.name} seats ${mid.seatingCapacity}.` },
    { title: 'Your caterer, our deck', text: 'Bring the dinner you already love aboard, and the crew helps you get it on the boat.' },
    { title: 'A captain, not a chore', text: 'A USCG-licensed captain and crew run the boat so the families can just sit down.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'The rehearsal dinner is where the two families really meet, and where the best stories about the couple ' +
        'get told. On the water that happens without a waiter hovering or a restaurant closing around you. Guests ' +
        'board from the rehearsal, the boat slips out of the marina, and dinner is served on deck while the ' +
        'limestone bluffs catch the evening sun.',
      'Partway through, the captain anchors in a calm cove. The engines go quiet, the music comes down, and ' +
        'that is when the toasts happen: the best man, the maid of honor, a parent or two, with the water still ' +
        'and everyone able to hear. Then the boat turns for home with the sky doing the rest.',
      `It is a private ${hours}-hour charter, so the boat is yours alone: your caterer, your playlist, your pace. ` +
        'You book the slot when you reserve, and for a rehearsal dinner nearly everyone chooses the one that ends ' +
        'around sunset.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      {
        title: 'Your guest list is families plus the wedding party',
        text: `That is the group ${mid.name} and ${big.name} are sized for, with a seat for everyone.`,
      },
      { title: 'Most guests are from out of town', text: 'A sunset on Lake Travis is the Texas welcome they will remember more than any restaurant.' },
      {
        title: 'You would rather toast than be toasted over',
        text: 'No neighboring tables and no noise from the kitchen: the toasts get the boat to themselves.',
      },
      { title: 'The hosts want something different', text: 'Parents hosting the dinner get a memorable evening without running a venue search.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.chooseYourBoatBy,
      intro:
        `For a sit-down dinner, count chairs. ${mid.name} carries up to ${mid.capacity} but seats ` +
        `${mid.seatingCapacity}, so it suits a rehearsal dinner of up to ${mid.seatingCapacity}. ${big.name} ` +
        `seats ${big.seatingCapacity}, which covers most rehearsal dinners with room to move. The Essentials ` +
        'Package adds the cups, plates, napkins and bottled water a dinner needs.',
      tiers: [25, 50],
      featuredPackage: 'essentials',
    },
  ],
  sections: [
    {
      kind: 'schedule',
      heading: blocks.howTheEveningRuns,
      intro: 'A typical flow for a rehearsal dinner cruise. Your departure time is set when you book.',
      rows: [
        { time: 'Rehearsal wraps', text: 'Leave a real buffer between the last run-through and boarding; rehearsals always run long.' },
        { time: 'Caterer loads', text: 'Food arrives at the marina ahead of guests so the crew can help stow it before anyone boards.' },
        {
          time: 'Boarding',
          text: `Guests arrive ${businessFacts.arrival.minutesEarly} minutes before departure at ${businessFacts.location.marinaName} and find drinks on ice.`,
        },
        { time: 'Cocktail cruise', text: 'The boat heads up the lake while guests mingle and the two families find each other.' },
        { time: 'Dinner on deck', text: 'Serve as soon as you are under way, while the light is warm and everyone is hungry.' },
        { time: 'Toasts in the cove', text: 'The captain anchors somewhere calm and quiet. Golden hour, still water, every word heard.' },
        { time: 'Sunset return', text: 'The sky goes orange on the way back. Dessert now, photos at the rail, and everyone home early for the big day.' },
      ],
    },
    {
      kind: 'checklist',
      heading: blocks.cateringThatWorksOn,
      intro: 'Any caterer can do a boat dinner well if the menu is built for it. Share these with yours.',
      items: [
        'Choose food that holds at room temperature or in insulated carriers: the boat is not a kitchen',
        'Go buffet or family style rather than plated courses, and keep it to one pass down the line',
        'Skip anything that needs carving or assembly on deck, and anything that melts in Texas heat',
        'Pack disposable or sturdy serveware; no glass on board, including bottles and glassware',
        'Ask the caterer to label dishes for dietary needs so guests can serve themselves confidently',
        'Plan dessert that travels: cupcakes, cookies or a sturdy sheet cake rather than a tiered showpiece',
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.makeTheToastsThe,
      ideas: [
        { title: 'Agree the running order', text: 'Tell the toasters their order before boarding, so nobody is caught off guard in the cove.' },
        { title: 'Keep each one short', text: 'A few minutes apiece keeps the light on your side; golden hour does not wait for a long speech.' },
        { title: 'Fill glasses first', text: 'Have drinks poured before the first toast. Plastic flutes look the part and follow the no-glass rule.' },
        { title: 'Hire the photographer', text: 'Add a professional photographer and the toasts, the sunset and the families together come home with you.' },
      ],
    },
    {
      kind: 'callout',
      heading: blocks.rehearsalDinnersFallOn,
      tone: 'tip',
      text:
        `Most weddings are on Saturday, which puts the rehearsal dinner on a ${DAY_TYPE_LABELS.FRIDAY}. For ` +
        `example, ${big.name} on a ${DAY_TYPE_LABELS.FRIDAY} with the Essentials Package comes to ${fridayOnBig} ` +
        `for up to ${CAPACITY_TIER_BANDS[50].maxGuests} guests, and ${mid.name} to ${fridayOnMid} for up to ` +
        `${CAPACITY_TIER_BANDS[25].maxGuests}, including tax and the recommended gratuity.`,
    },
  ],
  faqs: [
    {
      id: 'bring-our-own-caterer',
      question: 'Can our caterer bring dinner aboard?',
      answer:
        'Yes. Bring the caterer you already trust, have the food delivered to the marina before your guests arrive, and the crew will help load it. Choose dishes that hold well without a kitchen and pack them without glass.',
    },
    {
      id: 'how-many-seated',
      question: 'How many guests can sit down to dinner?',
      answer: `${big.name} seats ${big.seatingCapacity} and ${mid.name} seats ${mid.seatingCapacity}. Both boats carry more standing guests, but for a dinner we recommend planning on a seat for everyone.`,
    },
    {
      id: 'rehearsal-runs-late',
      question: 'What if the rehearsal runs late?',
      answer: `The boat leaves at the time you booked, so build in a buffer between the rehearsal and boarding and ask guests to arrive ${businessFacts.arrival.minutesEarly} minutes early. If the venue is a drive from the marina, allow for traffic on the way out to the lake.`,
    },
    {
      id: 'sunset-slot',
      question: 'Can we guarantee a sunset?',
      answer:
        'We cannot promise the sky, but we can time it: choose the slot that ends around sunset when you book. The captain has the final say on weather and safety calls on the day.',
    },
    {
      id: 'wine-for-the-toast',
      question: 'Can we bring wine and champagne for the toasts?',
      answer:
        'Guests of legal drinking age can bring their own drinks, but no glass bottles are allowed on board, so choose canned wine or bubbly, or boxed wine. Our sister delivery service can have it iced and waiting on the boat.',
    },
  ],
  related: ['/wedding-parties', '/welcome-party', '/after-party', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price my rehearsal dinner', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'See the Essentials Package', params: { type: 'private-cruise', package: 'essentials' } },
  },
} satisfies ExperiencePageContent;
