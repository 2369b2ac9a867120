import { sitePriceTable } from '../../site/site-pricing.ts';
import { businessFacts } from '#domain/site/business.ts';
import { DAY_TYPE_LABELS, formatDate } from '#domain/shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS, DISCO_PACKAGES, isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { eventTypeByKey } from '#domain/booking/event-types.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { addOnKind, discoBlock } from '#domain/booking/quote-choices.ts';
import { firstNameOf } from '#domain/booking/quote-identity.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { CRUISE_KIND_LABELS, choiceText, guestsText, packageName } from '../../components/pricing/choice-text.ts';
import { formatWrittenDate } from '../../lib/dates.ts';
import { DISCO_DAYS_PLURAL } from '../../site/content/labels.ts';
import { openingHoursText } from '../../site/opening-hours.ts';
import { priceLegend, tierForCalendar } from './calendar.ts';
import type { ConversationState, QuestionStep, Step } from './conversation.ts';

// What the assistant says and how the guest's answers read in the transcript. Derived from the
// state every time, so a reloaded conversation reads exactly as it did. Every figure comes from
// domain/.

export function greeting(state: ConversationState): string {
  const name = state.answers.name ? `, ${firstNameOf(state.answers.name)}` : '';
  // The agent's start carries no message and no lead: a lead the chat saves later is the guest's contact, not a message to answer.
  if (state.startedFrom.handoffFrom === 'agent')
    return `Thanks${name}! I have filled in what you asked the chat agent. A few quick answers and your price is ready.`;
  if (state.startedFrom.handoff && state.leadId) {
    // The contact form's message was saved before the visitor was sent here: say so first.
    const email = state.answers.email ? ` at ${state.answers.email}` : '';
    return (
      `Thanks${name}! We have your message. The crew replies by e-mail${email} during opening hours ` +
      `(${openingHoursText(businessFacts.businessHours)}, Central Time). While you wait, I have filled in what you ` +
      'told us: a few quick answers and your instant price is ready.'
    );
  }
  if (state.startedFrom.handoff) {
    return `Thanks${name}! I have filled in what you told us on the contact form. A few quick answers and your price is ready.`;
  }
  return `Hi${name}! I will price your cruise in under a minute. Tap an answer, or type it in your own words.`;
}

/** The question as the transcript shows it. */
export function questionFor(step: Step, state: ConversationState): string {
  const a = state.answers;
  switch (step) {
    case 'eventType':
      return 'What are you celebrating?';
    case 'eventDate':
      return 'Which day would you like to cruise?';
    case 'groupSize':
      return 'How many guests, counting you?';
    case 'cruiseKind':
      return 'A private charter, or the disco cruise?';
    case 'package':
      return a.cruiseKind === 'disco' ? 'Which disco package would you like?' : 'Which package would you like?';
    case 'addOn':
      if (addOnKind(a) === 'bride') {
        const pkg = a.packageKey && isDiscoPackageKey(a.packageKey) ? DISCO_PACKAGES[a.packageKey].name : 'this package';
        const guests = a.groupSize !== undefined ? `your ${a.groupSize} guests` : 'your guests';
        return `Is the bride one of ${guests}? On ${pkg} she rides free.`;
      }
      return `Would you like the giant lily pad float for ${formatMoney(sitePriceTable.lilyPad)}?`;
    case 'name':
      return 'Who is the quote for? Your full name, please.';
    case 'email':
      return `Thanks${a.name ? `, ${firstNameOf(a.name)}` : ''}! What e-mail address should we send it to?`;
    case 'phone':
      return 'And a phone number, in case the crew needs to reach you?';
    case 'review':
      return 'Here is your quote. Anything the crew should know? Add it below, then save your quote.';
  }
}

/** "Monday–Thursday cost least and Saturday most", from the rates at the group's tier. */
function priceLevelHint(groupSize: number | undefined): string {
  const legend = priceLegend(tierForCalendar(groupSize));
  const names = (entry: (typeof legend)[number] | undefined) => (entry?.dayTypes ?? []).map((d) => DAY_TYPE_LABELS[d]).join(' and ');
  return `${names(legend[0])} cost least and ${names(legend.at(-1))} most: the calendar shows each day's price level.`;
}

/** A line of help under the open question, or null. */
export function hintFor(step: Step, state: ConversationState): string | null {
  const a = state.answers;
  switch (step) {
    case 'eventDate':
      return a.cruiseKind === 'disco' ? `The disco cruise sails on ${DISCO_DAYS_PLURAL}: those days are marked in the calendar.` : priceLevelHint(a.groupSize);
    case 'groupSize':
      return a.cruiseKind === 'disco'
        ? `The disco cruise takes groups of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS}; our private boats take ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS}.`
        : `Our boats take ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS} guests.`;
    case 'addOn':
      return addOnKind(a) === 'bride' ? null : `It comes with the ${PRIVATE_PACKAGE_NAMES.ultimate}; with the others it is an add-on.`;
    case 'phone':
      return 'We only call about your cruise.';
    default:
      return null;
  }
}

/** The guest's answer as a chat bubble. */
export function answerText(step: QuestionStep, state: ConversationState): string {
  const a = state.answers;
  switch (step) {
    case 'name':
      return a.name ?? '';
    case 'email':
      return a.email ?? '';
    case 'phone':
      return a.phone ?? '';
    default:
      return choiceText(step, a);
  }
}

/** Why the chat chose a private charter for the guest, or null when the guest chose. */
export function autoCruiseKindMessage(state: ConversationState): string | null {
  const a = state.answers;
  if (!a.cruiseKindAuto) return null;
  const block = discoBlock(a);
  if (block === 'DISCO_NOT_AVAILABLE_ON_DAY') {
    const day = a.eventDate ? ` ${formatWrittenDate(a.eventDate).split(',')[0]}` : ' that day';
    return `The disco cruise sails on ${DISCO_DAYS_PLURAL} only, so on${day} it is a private charter: the whole boat is yours.`;
  }
  if (block === 'DISCO_GROUP_SIZE_OUT_OF_RANGE') {
    return `The disco cruise takes groups of ${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS}, so for ${guestsText(a.groupSize ?? 0)} it is a private charter: the whole boat is yours.`;
  }
  return null;
}

const STEP_NAMES: Readonly<Record<QuestionStep, string>> = {
  eventType: 'occasion',
  eventDate: 'date',
  groupSize: 'group size',
  cruiseKind: 'cruise',
  package: 'package',
  addOn: 'add-on',
  name: 'name',
  email: 'e-mail',
  phone: 'phone',
};

export function stepName(step: QuestionStep): string {
  return STEP_NAMES[step];
}

/** Told after an edit cleared later answers, so the guest knows why a question is back. */
export function clearedMessage(steps: readonly QuestionStep[]): string | null {
  if (steps.length === 0) return null;
  const names = steps.map(stepName);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `That change means your ${list} ${steps.length === 1 ? 'needs' : 'need'} a new answer.`;
}

/** One line for staff: what the guest chose so far. */
export function selectionSummary(state: ConversationState): string {
  const a = state.answers;
  const parts: string[] = [];
  if (a.eventType) parts.push(eventTypeByKey(a.eventType).label);
  if (a.eventDate) parts.push(formatDate(a.eventDate));
  if (a.groupSize !== undefined) parts.push(guestsText(a.groupSize));
  if (a.cruiseKind) parts.push(CRUISE_KIND_LABELS[a.cruiseKind]);
  if (a.packageKey) parts.push(packageName(a.packageKey));
  if (a.lilyPad) parts.push('lily pad');
  if (a.brideIncluded) parts.push('bride aboard');
  return parts.length > 0 ? `Quote chat so far: ${parts.join(', ')}.` : 'Quote chat: nothing chosen yet.';
}
