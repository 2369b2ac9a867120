import { sitePriceTable } from '../../site-pricing.ts';
import type { ExperiencePageContent } from '../types.ts';
import { businessFacts } from '#domain/site/business.ts';
import { boatForTier, CAPACITY_TIER_BANDS } from '#domain/pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { privateTotalsFor } from '#domain/pricing/price-table.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { SWEET_16_BLOCKS as blocks } from '#domain/content/blocks/sweet-16.ts';

const hours = CRUISE_DURATION_HOURS;
const mid = boatForTier(25);
const big = boatForTier(50);
const band25 = CAPACITY_TIER_BANDS[25];
const band30 = CAPACITY_TIER_BANDS[30];
const sundayMid = formatMoney(privateTotalsFor(sitePriceTable, 25, 'SUNDAY', 'ultimate').total);
const { policies } = businessFacts;

export default {
  path: '/sweet-16',
  eyebrow: blocks.eyebrow,
  h1: blocks.title,
  intro: blocks.intro,
  heroArt: 'eventSweet16',
  highlights: [
    { title: 'Alcohol-free, start to finish', text: 'A party boat built for teens, with parents and chaperones aboard.' },
    { title: 'Licensed captain and crew', text: `A USCG-licensed captain runs every cruise, with a perfect safety record since ${businessFacts.foundedYear}.` },
    {
      title: 'Floats and a swim stop',
      text: `A cove to swim in, and the giant lily pad for ${formatMoney(sitePriceTable.lilyPad)} or with the Ultimate package.`,
    },
    { title: 'Made for photos', text: 'Décor, lights and a bubble machine with the Ultimate Party Package, plus an optional pro photographer.' },
  ],
  experience: {
    heading: blocks.experienceHeading,
    paragraphs: [
      'Turning sixteen is a big deal, and most teenagers have outgrown the backyard party. A boat is different: ' +
        'it feels grown-up and a little bit glamorous, it photographs beautifully, and it comes with something ' +
        'parents love, which is that everyone is in one place for the whole party with nowhere to wander off to.',
      `Every Sweet 16 cruise is a private ${hours}-hour charter. The boat is yours alone, run by a USCG-licensed ` +
        'captain and crew who handle the driving, the anchoring and the swim ladder. The party runs alcohol-free, ' +
        'and we ask for parents or chaperones aboard, so you can relax and enjoy watching the birthday happen.',
      'The rest is theirs to design: the playlist, the theme, the outfits, the cake. The boat cruises the lake, ' +
        'anchors in a cove for swimming and floats, and brings everyone back to the dock tanned, happy and ' +
        'with a camera roll full of pictures.',
    ],
  },
  suits: {
    heading: blocks.suitsHeading,
    items: [
      { title: 'Teens who love the lake', text: 'Swimmers, floaters and sun-seekers who want the birthday outdoors.' },
      { title: 'A big friend group', text: `Up to ${band25.maxGuests} on ${mid.name}, or a whole grade on ${big.name}.` },
      { title: 'Summer birthdays', text: 'Lake Travis is at its best in the warm months, and the water is the only place to be.' },
      { title: 'Parents who want it handled', text: 'One booking, a professional crew and a party with a clear start and finish.' },
    ],
  },
  offers: [
    {
      kind: 'private',
      heading: blocks.boatsForTheFriend,
      intro:
        `Most Sweet 16s fit ${mid.name}: up to ${band25.maxGuests} guests at its standard rate, ` +
        `or ${band30.minGuests} to ${band30.maxGuests} with an extra deckhand aboard, a welcome extra pair of eyes ` +
        `with teens in the water. ${big.name} takes a bigger crowd with family. The Ultimate Party Package is the ` +
        'birthday favorite: décor, a disco ball and bubble machine, LED lights, the giant lily pad and a unicorn float.',
      tiers: [25, 30, 50],
      featuredPackage: 'ultimate',
    },
  ],
  sections: [
    {
      kind: 'checklist',
      heading: blocks.thePeaceOfMind,
      intro: 'What makes a teen party on the water safe and easy, in one place.',
      items: [
        'A USCG-licensed captain and trained crew run the boat; the captain has the final say on safety and weather',
        'The cruise is alcohol-free: no alcohol comes aboard for a party with guests under drinking age',
        'Bring enough parents or chaperones that an adult is always watching the swim ladder and the water',
        "Collect a swim permission from every guest's parent, and ask which guests are confident swimmers",
        `Share a pickup time with every parent, and ask drop-offs to arrive ${businessFacts.arrival.minutesEarly} minutes before departure`,
        'Keep a guest list with a parent phone number for each teen, and check names as they board',
      ],
    },
    {
      kind: 'ideas',
      heading: blocks.makeItTheirParty,
      intro: 'A few ideas the birthday teen can run with.',
      ideas: [
        {
          title: 'Pick a theme',
          text: 'Neon, all-white, tropical or pastel. The Ultimate package décor and a matching dress code turn the boat into the set.',
        },
        {
          title: 'A mocktail bar',
          text: "Sparkling juice, fruit and fancy straws. The Ultimate package's flutes and juice make the birthday toast feel grown-up.",
        },
        { title: 'The lily pad photo', text: 'Everyone on the giant lily pad at once, shot from the deck. It will be the post of the summer.' },
        { title: 'The birthday playlist', text: 'Each guest adds songs to a shared playlist in advance, and it plays all afternoon.' },
        { title: 'A DJ on deck', text: 'Add a DJ to the private cruise and the front deck becomes the dance floor.' },
      ],
    },
    {
      kind: 'steps',
      heading: blocks.planningTimeline,
      intro: 'Summer weekends go first, so start early.',
      steps: [
        { title: 'A few months out', text: 'Pick a date and a rough headcount, and get an instant quote in the chat.' },
        {
          title: 'Reserve',
          text: `Hold the boat with a ${policies.standardDepositPercent}% deposit. You can cancel free of charge up to ${policies.freeCancellationDaysBeforeEvent} days before.`,
        },
        { title: 'Send invitations', text: 'Include the marina, the pickup time, swimwear and the swim permission form.' },
        { title: 'Final details', text: `Pay the balance ${policies.balanceDueDaysBeforeEvent} days before and confirm the chaperones and any add-ons.` },
        { title: 'Party day', text: 'Bring the cake, snacks and the birthday teen. The crew has everything else ready.' },
      ],
    },
    {
      kind: 'callout',
      heading: blocks.whatASweet16,
      tone: 'tip',
      text:
        `${mid.name} for up to ${band25.maxGuests} guests with the Ultimate Party Package is ${sundayMid} on a ` +
        `${DAY_TYPE_LABELS.SUNDAY}, including tax and the recommended gratuity. Groups of ${band30.minGuests} to ` +
        `${band30.maxGuests} add a crew fee of ${formatMoney(sitePriceTable.crewFeePerHour[30])} an hour for the extra deckhand.`,
    },
  ],
  faqs: [
    {
      id: 'sweet-16-alcohol',
      question: 'Is the party really alcohol-free?',
      answer:
        'Yes. A Sweet 16 cruise runs alcohol-free for everyone aboard, adults included, so the rules are simple for every family. Bring sodas, sparkling juice and plenty of water.',
    },
    {
      id: 'how-many-chaperones',
      question: 'How many adults should come?',
      answer:
        "Enough that someone is always watching the water during the swim stop, with others free to supervise the deck. Adults count toward the boat's guest total, so include them in your headcount.",
    },
    {
      id: 'teens-swimming',
      question: 'Can the teens swim?',
      answer:
        'Yes, at the swim stop in a cove, off the swim platform. The captain decides where and when it is safe to swim, and we recommend a parent permission for every guest.',
    },
    {
      id: 'sweet-16-food',
      question: 'What about food and the cake?',
      answer:
        'Bring whatever the birthday teen loves: pizza, tacos, snacks and a cake that travels well. The Essentials Package adds plates, cups, napkins and a cooler of bottled water. No glass on board.',
    },
    {
      id: 'sweet-16-weekday',
      question: 'Is it cheaper on a weekday?',
      answer: `Yes. ${DAY_TYPE_LABELS.MON_THU} rates are the lowest of the week, which makes a summer-vacation weekday a smart choice. ${DAY_TYPE_LABELS.SATURDAY} is the most expensive day.`,
    },
  ],
  related: ['/birthday-parties', '/quinceanera', '/graduation-party', '/private-cruises'],
  cta: {
    heading: blocks.ctaHeading,
    text: blocks.ctaText,
    primary: { label: 'Price the party boat', params: { eventType: 'private', groupSize: 25 } },
    secondary: { label: 'Ask a question', params: { type: 'general' } },
  },
} satisfies ExperiencePageContent;
