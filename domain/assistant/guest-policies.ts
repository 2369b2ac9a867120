import { WEEKDAY_NAMES } from '../shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_AGE, DISCO_MIN_GUESTS, DISCO_WEEKDAYS } from '../pricing/disco.ts';
import { BOATS, PRIVATE_MAX_GUESTS } from '../pricing/fleet.ts';
import { CRUISE_DURATION_HOURS } from '../pricing/rates.ts';
import { QUOTE_PRICE_HOLD_DAYS } from '../booking/quote-identity.ts';
import { WHAT_TO_BRING, type BusinessFacts } from '../site/business.ts';

// What the guest agent may say of the business's rules (issue 30): the site FAQ's answers that
// hold no price, each written from the same domain constants and business facts as the pages, so
// an answer the agent quotes is the page's. Prices never come from here: only the engine gives
// them (the price_cruise tool). Searched by words, with the words guests use for each.

export interface PolicyAnswer {
  id: string;
  question: string;
  answer: string;
  /** Words a guest might use for it beyond those of the question. */
  keywords: readonly string[];
}

const discoDays = DISCO_WEEKDAYS.map((day) => WEEKDAY_NAMES[day]).join(' and ');

export function policyAnswers(facts: BusinessFacts): PolicyAnswer[] {
  const p = facts.policies;
  const marina = `${facts.location.marinaName}, ${facts.location.streetAddress}, ${facts.location.locality}, ${facts.location.region} ${facts.location.postalCode}`;
  return [
    {
      id: 'can-we-bring-alcohol',
      question: 'Can we bring alcohol?',
      answer: `Yes, guests ${DISCO_MIN_AGE} and over can bring their own drinks: cans and plastic only, no glass. ${facts.services.alcoholDelivery.description}`,
      keywords: ['drinks', 'byob', 'beer', 'wine', 'alcohol', 'booze', 'liquor', 'seltzer', 'cooler', 'own drinks'],
    },
    {
      id: 'why-no-glass',
      question: 'Why is glass not allowed?',
      answer:
        'A broken bottle on a deck full of bare feet, or in the water at the swim stop, is a real injury risk. Decant wine and spirits into plastic before you come.',
      keywords: ['glass', 'bottle', 'bottles'],
    },
    {
      id: 'can-we-bring-food',
      question: 'Can we bring food?',
      answer: 'Yes, bring snacks or a spread, or arrange your own caterer to meet you at the marina. Finger food works best on a boat.',
      keywords: ['food', 'snacks', 'catering', 'caterer', 'pizza', 'eat', 'cake'],
    },
    {
      id: 'disco-days-and-group-size',
      question: 'When does the disco cruise run, and how many can we bring?',
      answer: `The ATX Disco Cruise sails on ${discoDays} only. Each booking is for a group of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS} guests; a group outside that range is better on a private boat.`,
      keywords: ['disco', 'sunday', 'sundays', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'days', 'run', 'sail', 'when'],
    },
    {
      id: 'disco-age-limit',
      question: 'Is there an age limit on the disco cruise?',
      answer: `Yes, every guest on the disco cruise must be ${DISCO_MIN_AGE} or over, and we check photo ID at check-in. Groups with younger guests should book a private charter instead.`,
      keywords: ['age', 'minimum', 'under', 'old', 'id', 'minors', 'teen'],
    },
    {
      id: 'can-kids-come',
      question: 'Can children come?',
      answer: `On private charters, yes: guests of any age are welcome, and every guest counts toward the boat's limit. The ATX Disco Cruise is ${DISCO_MIN_AGE}+ only.`,
      keywords: ['kids', 'children', 'child', 'baby', 'family', 'toddler', 'teenagers'],
    },
    {
      id: 'how-much-is-the-deposit',
      question: 'How much is the deposit?',
      answer: `If your cruise is more than ${p.urgentBookingThresholdDays} days away, the deposit is ${p.standardDepositPercent}% of the total. If it is ${p.urgentBookingThresholdDays} days away or less, the deposit is ${p.urgentDepositPercent}% and must be paid within ${p.urgentPaymentWindowHours} hours of booking to hold the date.`,
      keywords: ['deposit', 'down', 'payment', 'pay', 'hold', 'secure'],
    },
    {
      id: 'when-is-the-balance-due',
      question: 'When is the balance due?',
      answer: `The balance is due ${p.balanceDueDaysBeforeEvent} days before your cruise, and your quote shows the exact date. If you book closer in than that, the rest is due right away.`,
      keywords: ['balance', 'due', 'remaining', 'rest', 'final', 'payment'],
    },
    {
      id: 'what-is-the-cancellation-policy',
      question: 'What is your cancellation policy?',
      answer: `Private charters can be cancelled for a full refund up to ${p.freeCancellationDaysBeforeEvent} days before the cruise. ATX Disco Cruise tickets can be cancelled for a full refund within ${p.discoRefundWindowHours} hours of booking. If the captain calls off a cruise for weather or safety, we offer another available date or a refund.`,
      keywords: ['cancel', 'cancellation', 'refund', 'money back', 'change', 'reschedule'],
    },
    {
      id: 'what-if-the-weather-is-bad',
      question: 'What happens if the weather is bad?',
      answer:
        'The captain has the final say on every weather and safety call. Light rain rarely stops a cruise; lightning, high winds and storms do. If the captain calls off your cruise before departure, we offer you another available date or a refund of what you paid.',
      keywords: ['weather', 'rain', 'storm', 'lightning', 'wind', 'forecast'],
    },
    {
      id: 'how-long-is-a-quote-good-for',
      question: 'How long is my quote good for?',
      answer: `The prices on your quote are held for ${QUOTE_PRICE_HOLD_DAYS} days. The quote does not reserve the boat: your date is yours once the deposit is paid.`,
      keywords: ['quote', 'valid', 'expire', 'expires', 'good', 'held'],
    },
    {
      id: 'how-long-is-a-cruise',
      question: 'How long is a cruise?',
      answer: `Every cruise is ${CRUISE_DURATION_HOURS} hours with a USCG-licensed captain and crew. Private charters can run in the morning, the afternoon or into sunset; your departure time is set when you book.`,
      keywords: ['long', 'hours', 'duration', 'length', 'time', 'sunset', 'morning'],
    },
    {
      id: 'which-boat-fits-our-group',
      question: 'Which boat fits our group?',
      answer: `${BOATS.map((boat) => `${boat.name} takes up to ${boat.capacity} guests`).join('; ')}. Our largest boat takes ${PRIVATE_MAX_GUESTS}; a bigger group needs more than one boat, so get in touch.`,
      keywords: ['boats', 'fit', 'fits', 'capacity', 'big', 'size', 'how many', 'largest', 'biggest', 'fleet'],
    },
    {
      id: 'where-do-we-meet',
      question: 'Where do we meet the boat?',
      answer: `Every cruise leaves from ${marina}. Leave time to park and walk down to the dock, and plan rides home if your group is drinking.`,
      keywords: ['where', 'marina', 'address', 'meet', 'location', 'parking', 'dock', 'directions'],
    },
    {
      id: 'when-should-we-arrive',
      question: 'When should we arrive?',
      answer: `${facts.arrival.guidance} Cruises leave on schedule, and time lost to a late arrival cannot be added at the end.`,
      keywords: ['arrive', 'early', 'late', 'check-in', 'checkin'],
    },
    {
      id: 'what-should-we-bring',
      question: 'What should we bring?',
      answer: `${WHAT_TO_BRING.join('; ').replace(/^./, (first) => first.toUpperCase())}. Coolers with ice are already aboard.`,
      keywords: ['what should we bring', 'what to bring', 'need to bring', 'pack', 'sunscreen', 'towels', 'swimsuit', 'ice'],
    },
    {
      id: 'can-we-swim',
      question: 'Can we swim?',
      answer:
        'Yes. Every cruise includes a swim stop: the captain anchors in a cove and tells you when it is safe to get in. Swimming is at your own risk, and life jackets are aboard for anyone who wants one.',
      keywords: ['swim', 'swimming', 'water', 'float', 'floats', 'lily', 'cove'],
    },
    {
      id: 'can-we-play-our-own-music',
      question: 'Can we play our own music?',
      answer: `Yes. Every boat has a Bluetooth sound system, so bring your playlist. ${facts.services.dj.description}`,
      keywords: ['music', 'playlist', 'bluetooth', 'speaker', 'dj', 'songs'],
    },
    {
      id: 'dj-and-photographer',
      question: 'Can we add a DJ or a photographer?',
      answer: `${facts.services.dj.description} ${facts.services.photographer.description} Ask for either when you book and it appears on your quote.`,
      keywords: ['dj', 'photographer', 'photos', 'pictures', 'add-on', 'extras'],
    },
    {
      id: 'are-there-life-jackets',
      question: 'Are there life jackets on board?',
      answer:
        'Yes. As the US Coast Guard requires, every boat carries an approved life jacket for every guest aboard. Tell us if children are coming so we have the right sizes ready.',
      keywords: ['life jacket', 'jackets', 'safety', 'safe', 'vest'],
    },
    {
      id: 'who-drives-the-boat',
      question: 'Who drives the boat?',
      answer: `A USCG-licensed captain, with crew, runs every cruise, so nobody in your group has to. ${facts.safety.claim}`,
      keywords: ['captain', 'drive', 'drives', 'crew', 'licensed'],
    },
    {
      id: 'accessibility',
      question: 'Are the boats accessible for guests with limited mobility?',
      answer: `Our party boats board from the marina dock and are not purpose-built accessible vessels. Call us at ${facts.phone.display} before you book: we will describe the boarding and the deck honestly, and the crew are glad to help.`,
      keywords: ['wheelchair', 'accessible', 'accessibility', 'mobility', 'disabled', 'disability', 'ramp'],
    },
    {
      id: 'contact',
      question: 'How do we reach a person?',
      answer: `Call ${facts.phone.display} or e-mail ${facts.email.address}, or leave your details here and one of the crew will reply.`,
      keywords: ['phone', 'call', 'email', 'contact', 'person', 'human', 'talk', 'someone', 'staff'],
    },
  ];
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'we',
  'our',
  'us',
  'i',
  'you',
  'your',
  'is',
  'are',
  'can',
  'do',
  'does',
  'on',
  'of',
  'to',
  'for',
  'in',
  'it',
  'be',
  'what',
  'and',
  'or',
  'with',
  'there',
  'any',
]);

function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9+-]+/g) ?? []).filter((word) => !STOP_WORDS.has(word));
}

/** The answers that best match the words of `query`, best first; none when nothing matches. */
export function searchPolicies(answers: readonly PolicyAnswer[], query: string, limit = 3): PolicyAnswer[] {
  const asked = new Set(words(query));
  const lower = query.toLowerCase();
  const scored = answers.map((answer) => {
    let score = 0;
    for (const word of words(answer.question)) if (asked.has(word)) score += 1;
    for (const keyword of answer.keywords) if (keyword.includes(' ') ? lower.includes(keyword) : asked.has(keyword)) score += 2;
    return { answer, score };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.answer);
}
