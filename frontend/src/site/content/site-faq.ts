import { sitePriceTable } from '../site-pricing.ts';
import type { FaqEntry } from './types.ts';
import { businessFacts, WHAT_TO_BRING } from '#domain/site/business.ts';
import { QUOTE_PRICE_HOLD_DAYS } from '#domain/booking/quote-identity.ts';
import { BOATS, CAPACITY_TIERS, CAPACITY_TIER_BANDS, PRIVATE_MAX_GUESTS, boatForTier, type CapacityTier } from '#domain/pricing/fleet.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_PACKAGES, DISCO_PACKAGE_KEYS } from '#domain/pricing/disco.ts';
import { CRUISE_DURATION_HOURS, type PrivatePackageType } from '#domain/pricing/rates.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { privateTotalsFor, startingDiscoTicketAllIn, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { DAY_TYPES, DAY_TYPE_LABELS } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { DISCO_DAYS, DISCO_DAYS_OR, GRATUITY_PERCENT_LABEL, TAX_PERCENT_LABEL } from './labels.ts';

// The site-wide FAQ: the /faq page renders all of it by category, the Reviews & FAQ page shows
// REVIEW_FAQ_IDS, and the home page picks its own few. Every figure is read from domain/.

export const FAQ_CATEGORIES = [
  'Booking & payment',
  'Prices',
  'The ATX Disco Cruise',
  'Private charters',
  'On the day',
  'Drinks & food',
  'Safety & weather',
  'Accessibility & kids',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** A site FAQ entry always carries its category. */
export interface SiteFaqEntry extends FaqEntry {
  category: FaqCategory;
}

const HOURS = CRUISE_DURATION_HOURS;
const P = businessFacts.policies;
const AGE = DISCO_MIN_AGE;
const band = CAPACITY_TIER_BANDS;
const small = boatForTier(14);
const mid = boatForTier(25);
const big = boatForTier(75);
const disco = DISCO_PACKAGES;
const marina = businessFacts.location.marinaName;
const address = `${businessFacts.location.streetAddress}, ${businessFacts.location.locality}, ${businessFacts.location.region} ${businessFacts.location.postalCode}`;

function addOnRange(pkg: PrivatePackageType): string {
  const amounts = CAPACITY_TIERS.map((t) => sitePriceTable.packageAddOns[t][pkg]);
  return `${formatMoney(Math.min(...amounts))} to ${formatMoney(Math.max(...amounts))}`;
}

function rateRange(tier: CapacityTier): string {
  const rates = DAY_TYPES.map((d) => sitePriceTable.hourlyRates[tier][d]);
  return `${formatMoney(Math.min(...rates))} to ${formatMoney(Math.max(...rates))} an hour`;
}

const boatLines = BOATS.map((b) => `${b.name}: up to ${b.capacity} guests, seats ${b.seatingCapacity}`).join('; ');
const discoPrices = DISCO_PACKAGE_KEYS.map((k) => `${disco[k].name} ${formatMoney(sitePriceTable.discoPerPerson[k])}`).join(', ');
const startingTotal = formatMoney(startingPrivatePrice(sitePriceTable));
const smallSaturday = formatMoney(privateTotalsFor(sitePriceTable, 14, 'SATURDAY', 'standard').total);

export const SITE_FAQ: readonly SiteFaqEntry[] = [
  // Booking & payment
  {
    id: 'how-do-i-book',
    category: 'Booking & payment',
    question: 'How do I book a cruise?',
    answer:
      'Open the instant quote, choose a private boat or the ATX Disco Cruise, and enter your date and ' +
      'group size. You see the full price at once, with tax and gratuity, and we e-mail you a link to ' +
      'your quote.\n\n' +
      `Pay the deposit to secure the date. Prefer to talk it through? Call ${businessFacts.phone.display} ` +
      `or e-mail ${businessFacts.email.address}.`,
  },
  {
    id: 'how-much-is-the-deposit',
    category: 'Booking & payment',
    question: 'How much is the deposit?',
    answer:
      `If your cruise is more than ${P.urgentBookingThresholdDays} days away, the deposit is ` +
      `${P.standardDepositPercent}% of the total. If it is ${P.urgentBookingThresholdDays} days away or ` +
      `less, the deposit is ${P.urgentDepositPercent}% and must be paid within ` +
      `${P.urgentPaymentWindowHours} hours of booking to hold the date.`,
  },
  {
    id: 'when-is-the-balance-due',
    category: 'Booking & payment',
    question: 'When is the balance due?',
    answer:
      `The balance is due ${P.balanceDueDaysBeforeEvent} days before your cruise, and your quote shows ` +
      'the exact date. If you book closer in than that, the balance date has already passed, so the ' +
      'rest is due right away.',
  },
  {
    id: 'what-is-the-cancellation-policy',
    category: 'Booking & payment',
    question: 'What is your cancellation policy?',
    answer:
      `Private charters can be cancelled for a full refund up to ${P.freeCancellationDaysBeforeEvent} ` +
      'days before the cruise. ATX Disco Cruise tickets can be cancelled for a full refund within ' +
      `${P.discoRefundWindowHours} hours of booking.\n\n` +
      'If the captain calls off a cruise for weather or safety, we offer another available date or a refund.',
  },
  {
    id: 'how-long-is-a-quote-good-for',
    category: 'Booking & payment',
    question: 'How long is my quote good for?',
    answer:
      `The prices on your quote are held for ${QUOTE_PRICE_HOLD_DAYS} days. The quote does not reserve ` +
      'the boat, though: your date is yours once the deposit is paid, so book early for busy weekends.',
  },
  {
    id: 'can-we-change-group-size',
    category: 'Booking & payment',
    question: 'Can we change our group size after booking?',
    answer:
      'Yes, tell us as soon as you know. Private prices are set by boat and guest band, so a count ' +
      'that moves you into another band changes the price, and a bigger group may need a bigger boat ' +
      'if one is free on your date.',
  },

  // Prices
  {
    id: 'how-much-does-a-private-boat-cost',
    category: 'Prices',
    question: 'How much does a private party boat cost?',
    answer:
      `A ${HOURS}-hour private charter starts at ${startingTotal} all in (tax and gratuity included) ` +
      `for up to ${small.capacity} guests on ${small.name}, ${DAY_TYPE_LABELS.MON_THU}. The same boat ` +
      `on a Saturday is ${smallSaturday}.\n\n` +
      `Hourly rates: ${small.name} ${rateRange(14)}, ${mid.name} ${rateRange(25)}, ` +
      `${big.name} ${rateRange(50)}, depending on the day.`,
  },
  {
    id: 'why-do-prices-change-by-day',
    category: 'Prices',
    question: 'Why does the price depend on the day?',
    answer:
      `We have four day types: ${DAY_TYPES.map((d) => DAY_TYPE_LABELS[d]).join(', ')}. ` +
      `${DAY_TYPE_LABELS.MON_THU} is the lowest rate and Saturday the highest, because that is when ` +
      'the lake is busiest.\n\n' +
      'In peak season or on holidays a dated quote can include seasonal pricing; your quote always ' +
      'shows the price for your exact date.',
  },
  {
    id: 'are-tax-and-gratuity-included',
    category: 'Prices',
    question: 'Are tax and gratuity included?',
    answer:
      `Yes. Every total we show includes ${TAX_PERCENT_LABEL} Texas sales tax and a recommended ${GRATUITY_PERCENT_LABEL} ` +
      'gratuity for the crew, each on its own line so you can see exactly what you pay.',
  },
  {
    id: 'what-is-the-crew-fee',
    category: 'Prices',
    question: 'What is the crew fee?',
    answer:
      `Bigger groups need an extra deckhand. On ${boatForTier(30).name} the fee is ` +
      `${formatMoney(sitePriceTable.crewFeePerHour[30])} an hour for ${band[30].minGuests}-${band[30].maxGuests} ` +
      `guests, and on ${boatForTier(75).name} ${formatMoney(sitePriceTable.crewFeePerHour[75])} an hour for ` +
      `${band[75].minGuests}-${band[75].maxGuests} guests. Smaller groups on those boats pay no crew fee.`,
  },
  {
    id: 'what-do-the-packages-include',
    category: 'Prices',
    question: 'What do the private packages add?',
    answer:
      `The ${PRIVATE_PACKAGE_NAMES.standard} is the boat, captain and crew, a Bluetooth sound system ` +
      'and coolers with ice. ' +
      `The ${PRIVATE_PACKAGE_NAMES.essentials} (${addOnRange('essentials')} per cruise, by boat) adds ` +
      'extra ice, cups, plates and koozies, bottled water and floats.\n\n' +
      `The ${PRIVATE_PACKAGE_NAMES.ultimate} (${addOnRange('ultimate')}) adds the giant lily pad, a ` +
      'unicorn float, a disco ball, bubble machine and LED lights, décor for your occasion and a mimosa setup.',
  },
  {
    id: 'how-much-is-the-lily-pad',
    category: 'Prices',
    question: 'How much is the lily pad float?',
    answer:
      `The giant lily pad float is ${formatMoney(sitePriceTable.lilyPad)} per cruise as an add-on on any ` +
      `private charter, and it is already included in the ${PRIVATE_PACKAGE_NAMES.ultimate}.`,
  },

  // The ATX Disco Cruise
  {
    id: 'what-is-the-atx-disco-cruise',
    category: 'The ATX Disco Cruise',
    question: 'What is the ATX Disco Cruise?',
    answer:
      `A shared, ${HOURS}-hour party cruise for adults ${AGE}+, every ${DISCO_DAYS}. You buy tickets per ` +
      'person and share the boat with other celebrating groups, with a live DJ, a photographer and a ' +
      'swim stop in a party cove with giant lily pad floats.',
  },
  {
    id: 'how-much-are-disco-tickets',
    category: 'The ATX Disco Cruise',
    question: 'How much are disco cruise tickets?',
    answer:
      `Tickets are per person: ${discoPrices}, plus ${TAX_PERCENT_LABEL} tax and the ${GRATUITY_PERCENT_LABEL} gratuity. On ` +
      `${disco.disco_queen.name} and ${disco.platinum.name} the bride rides free, and those packages ` +
      'add a reserved area for your group.',
  },
  {
    id: 'disco-days-and-group-size',
    category: 'The ATX Disco Cruise',
    question: 'When does the disco cruise run, and how many can we bring?',
    answer:
      `It sails on ${DISCO_DAYS} only. Each booking is for a group of ${DISCO_MIN_GUESTS} to ` +
      `${DISCO_MAX_GUESTS} guests; a group outside that range is better on a private boat.`,
  },
  {
    id: 'disco-age-limit',
    category: 'The ATX Disco Cruise',
    question: 'Is there an age limit on the disco cruise?',
    answer: `Yes, every guest must be ${AGE} or over, and we check photo ID at check-in. Groups with younger guests should book a private charter instead.`,
  },
  {
    id: 'disco-or-private',
    category: 'The ATX Disco Cruise',
    question: 'Should we do the disco cruise or a private boat?',
    answer:
      `Choose the disco if your group is ${DISCO_MIN_GUESTS}-${DISCO_MAX_GUESTS} adults who want a ` +
      `ready-made party with a DJ on a ${DISCO_DAYS_OR}: tickets start at ` +
      `${formatMoney(startingDiscoTicketAllIn(sitePriceTable))} per person, tax and gratuity in.\n\n` +
      'Choose a private boat for your own group only, any day of the week, guests of any age or up ' +
      `to ${PRIVATE_MAX_GUESTS} people. The instant quote prices both side by side for your date.`,
  },

  // Private charters
  {
    id: 'which-boat-fits-our-group',
    category: 'Private charters',
    question: 'Which boat fits our group?',
    answer:
      `${boatLines}.\n\n` +
      `Price follows your guest count: ${band[25].minGuests}-${band[25].maxGuests} guests on ${mid.name} ` +
      `or ${band[50].minGuests}-${band[50].maxGuests} on ${big.name} pay the boat's standard rate, and ` +
      `${band[30].minGuests}-${band[30].maxGuests} or ${band[75].minGuests}-${band[75].maxGuests} add ` +
      'the crew fee for an extra deckhand.',
  },
  {
    id: 'how-long-is-a-private-charter',
    category: 'Private charters',
    question: 'How long is a private charter, and when can we go?',
    answer:
      `Every private charter is ${HOURS} hours with a USCG-licensed captain and crew. Charters can run ` +
      'in the morning, the afternoon or into sunset; your departure time is set when you book.',
  },
  {
    id: 'can-we-play-our-own-music',
    category: 'Private charters',
    question: 'Can we play our own music?',
    answer: 'Yes. Every boat has a Bluetooth sound system, so bring your playlist. For a bigger night you can ' + 'add a live DJ to any private cruise.',
  },
  {
    id: 'dj-and-photographer',
    category: 'Private charters',
    question: 'Can we add a DJ or a photographer?',
    answer:
      `${businessFacts.services.dj.description} ${businessFacts.services.photographer.description} ` +
      'Ask for either when you book and it appears on your quote.',
  },
  {
    id: 'more-than-the-biggest-boat',
    category: 'Private charters',
    question: `What if we have more than ${PRIVATE_MAX_GUESTS} guests?`,
    answer:
      `Our largest boat, ${big.name}, takes up to ${big.capacity} guests. A bigger group needs more than ` +
      'one boat, so get in touch and we will check which boats are free on your date.',
  },

  // On the day
  {
    id: 'where-do-we-meet',
    category: 'On the day',
    question: 'Where do we meet the boat?',
    answer: `Every cruise leaves from ${marina}, ${address}. Leave time to park and walk down to the dock, and plan rides home if your group is drinking.`,
  },
  {
    id: 'when-should-we-arrive',
    category: 'On the day',
    question: 'When should we arrive?',
    answer: `${businessFacts.arrival.guidance} Cruises leave on schedule, and time lost to a late arrival cannot be added at the end.`,
  },
  {
    id: 'what-should-we-bring',
    category: 'On the day',
    question: 'What should we bring?',
    answer: `${WHAT_TO_BRING.join('; ').replace(/^./, (first) => first.toUpperCase())}. Coolers with ice are already aboard.`,
  },
  {
    id: 'can-we-swim',
    category: 'On the day',
    question: 'Can we swim?',
    answer:
      'Yes. Every cruise includes a swim stop: the captain anchors in a cove and tells you when it is ' +
      'safe to get in. Swimming is at your own risk, and life jackets are aboard for anyone who wants one.',
  },

  // Drinks & food
  {
    id: 'can-we-bring-alcohol',
    category: 'Drinks & food',
    question: 'Can we bring alcohol?',
    answer:
      `Yes, guests ${AGE} and over can bring their own drinks: cans and plastic only, no glass. ` + `${businessFacts.services.alcoholDelivery.description}`,
  },
  {
    id: 'why-no-glass',
    category: 'Drinks & food',
    question: 'Why is glass not allowed?',
    answer:
      'A broken bottle on a deck full of bare feet, or in the water at the swim stop, is a real ' +
      'injury risk. Decant wine and spirits into plastic before you come.',
  },
  {
    id: 'can-we-bring-food',
    category: 'Drinks & food',
    question: 'Can we bring food?',
    answer:
      'Yes, bring snacks or a spread, or arrange your own caterer to meet you at the marina. Finger ' +
      `food works best on a boat. The ${PRIVATE_PACKAGE_NAMES.essentials} puts cups, plates and ` +
      'napkins aboard for you.',
  },

  // Safety & weather
  {
    id: 'what-if-the-weather-is-bad',
    category: 'Safety & weather',
    question: 'What happens if the weather is bad?',
    answer:
      'The captain has the final say on every weather and safety call. Light rain rarely stops a ' +
      'cruise; lightning, high winds and storms do.\n\n' +
      'If the captain calls off your cruise before departure, we offer you another available date or ' +
      'a refund of what you paid.',
  },
  {
    id: 'are-there-life-jackets',
    category: 'Safety & weather',
    question: 'Are there life jackets on board?',
    answer:
      'Yes. As the US Coast Guard requires, every boat carries an approved life jacket for every ' +
      'guest aboard. Tell us if children are coming so we have the right sizes ready.',
  },
  {
    id: 'who-drives-the-boat',
    category: 'Safety & weather',
    question: 'Who drives the boat?',
    answer:
      `A USCG-licensed captain, with crew, runs every cruise, so nobody in your group has to. We have ` +
      `sailed Lake Travis since ${businessFacts.foundedYear} with ${businessFacts.guestsServedDisplay} ` +
      'guests aboard and a perfect safety record.',
  },

  // Accessibility & kids
  {
    id: 'can-kids-come',
    category: 'Accessibility & kids',
    question: 'Can children come?',
    answer: `On private charters, yes: guests of any age are welcome, and every guest counts toward the boat's limit. The ATX Disco Cruise is ${AGE}+ only.`,
  },
  {
    id: 'under-age-guests',
    category: 'Accessibility & kids',
    question: `Can guests under ${AGE} come on a private boat?`,
    answer:
      `Yes. Under-${AGE}s may not drink, and the adults who book are responsible for them and for ` +
      'keeping alcohol away from them. Sweet 16s, quinceañeras and graduation parties sail ' +
      'alcohol-free with parents or chaperones aboard.',
  },
  {
    id: 'accessibility',
    category: 'Accessibility & kids',
    question: 'Are the boats accessible for guests with limited mobility?',
    answer:
      'Our party boats board from the marina dock and are not purpose-built accessible vessels. Call ' +
      `us at ${businessFacts.phone.display} before you book: we will describe the boarding and the ` +
      `deck honestly, and the crew are glad to help. ${small.name} has a seat for every guest.`,
  },
];

/** The questions shown on the Reviews & FAQ page (/testimonials-faq), in order. */
export const REVIEW_FAQ_IDS = [
  'how-do-i-book',
  'how-much-does-a-private-boat-cost',
  'how-much-is-the-deposit',
  'what-is-the-cancellation-policy',
  'what-is-the-atx-disco-cruise',
  'can-we-bring-alcohol',
  'what-if-the-weather-is-bad',
  'when-should-we-arrive',
] as const;

/** The entries for a list of ids, in that order; throws on an unknown id so a typo fails the tests. */
export function faqEntries(ids: readonly string[]): readonly SiteFaqEntry[] {
  return ids.map((id) => {
    const entry = SITE_FAQ.find((e) => e.id === id);
    if (!entry) throw new RangeError(`Unknown FAQ id ${id}`);
    return entry;
  });
}

/** The FAQ grouped by category, in FAQ_CATEGORIES order, for the /faq page. */
export function faqByCategory(): readonly { category: FaqCategory; entries: readonly SiteFaqEntry[] }[] {
  return FAQ_CATEGORIES.map((category) => ({ category, entries: SITE_FAQ.filter((e) => e.category === category) }));
}
