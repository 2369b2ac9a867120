import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidIsoDate, type IsoDate } from '#domain/shared/dates.ts';
import { STAFF_ASSISTANT_ROLE_LINE } from '#domain/assistant/staff-assistant.ts';
import { understandText } from '../../frontend/src/features/chat/understand.ts';
import { assess, guardrailTrace, isStandInGuardrail, STAND_IN_BLOCKED_MESSAGES, type StandInAssessment } from './model-stand-in-guardrail.ts';
import { planStaffQuestion, staffAnswerFor, staffNotYourRole } from './model-stand-in-staff.ts';

// The model stand-in (issue 30, decision 069): plays Amazon Bedrock's part on the local stack, as
// the payment simulator plays Stripe's. No model can be reached on this machine, so this speaks
// the Converse API's HTTP contract (`POST /model/{modelId}/converse`, JSON in and out) and the
// agent's own code reaches it through the official SDK, pointed here by BEDROCK_ENDPOINT. Never
// deployed.
//
// It is deterministic and knows no facts of its own. Given a guest's question it plans tool calls
// by the question's intents (read with the guided chat's own parser for dates, group sizes and
// occasions); given the tools' results it writes its answer from their words alone, so every
// figure it says is one a tool returned. An attempt to change its rules or reach others' data gets
// a refusal and no tool. Staff's assistant (decision 079) is told apart by its system prompt and
// planned and answered by ./model-stand-in-staff.ts. A call that names the guest agent's guardrail
// (`guardrailConfig`, decision 086) has it applied as Converse does, by ./model-stand-in-guardrail.ts:
// the guest's words before the model, its answer after.

interface Block {
  text?: string;
  /** Text the guardrail reads (and the model too): the guest's newest words, as the agent's adapter sends them. */
  guardContent?: { text?: { text?: string } };
  toolUse?: { toolUseId: string; name: string; input: Record<string, unknown> };
  toolResult?: { toolUseId: string; content?: { json?: unknown; text?: string }[]; status?: string };
}
interface Message {
  role: 'user' | 'assistant';
  content: Block[];
}
interface GuardrailConfig {
  guardrailIdentifier?: string;
  guardrailVersion?: string;
  trace?: string;
}
interface ConverseBody {
  messages?: Message[];
  system?: { text?: string }[];
  toolConfig?: { tools?: { toolSpec?: { name?: string } }[] };
  guardrailConfig?: GuardrailConfig;
}

const textOf = (block: Block) => block.text ?? block.guardContent?.text?.text ?? '';

export const STAND_IN_MODEL_NAME = 'the local model stand-in';

// --- planning ----------------------------------------------------------------------------------

const INJECTION =
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(rules?|instructions?|prompt|policy|policies|system)\b|\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b|\bpretend (you are|to be)\b|\byou are now\b|\bact as\b.{0,20}\b(admin|staff|developer)\b/i;
const FREEBIE =
  /\b\d{2,3}\s?% off\b|\bfor free\b|\bfree (cruise|boat|trip)\b|\b(discount|promo|coupon|comp)\b.{0,30}\b(give|make|apply|create|add)\b|\b(give|make|apply|create|add)\b.{0,30}\b(discount|promo code|coupon)\b|\bset the price\b|\bchange (the|my) price\b|\bprice to \$?0\b/i;
const OTHERS_DATA =
  /\b(other|another|someone else'?s?|every|all)\b.{0,30}\b(guests?|customers?|quotes?|bookings?|leads?|e-?mails?|phone numbers?|addresses)\b|\bcustomer list\b|\bstaff\b.{0,30}\b(data|list|e-?mails?|passwords?|notes|revenue|dashboard)\b|\b(admin|password|api key|secret|credentials?|aws|database|table|dump|export)\b|\bwho (else )?(booked|is booked)\b|\bquote (for|of) [a-z0-9._%+-]+@/i;
const CHANGE_DATA =
  /\b(cancel|delete|refund|move|reschedule|change|update|edit)\b.{0,30}\b(my |the |a )?(booking|quote|reservation|payment|order)\b|\bmark\b.{0,20}\bpaid\b|\bconfirm (my|the) booking\b/i;
const PERSON =
  /\b(talk|speak|chat) (to|with) (a |an |some)?(person|human|someone|staff|agent|manager|crew)\b|\breal person\b|\bhand (me )?over\b|\bcall me\b|\bcontact me\b|\bget back to me\b|\bhave someone\b|\bwant a person\b/i;
const PRICE = /\b(how much|price|prices|pricing|cost|costs|pay|quote me|rate|rates|total)\b/i;
const AVAILABILITY = /\b(available|availability|free on|open on|any (slots|times|boats)|booked up|sold out|can we book|still (free|open))\b/i;
const START_QUOTE =
  /\b(start|begin|make|build|create|set up|fill in) (a |my |the |our )?quote\b|\blet'?s (book|do it|go)\b|\bbook (it|this|that|us in|me in)\b|\bready to book\b|\bwe'?ll take (it|that|this)\b|\b(sign|lock) (us|me|it) (up|in)\b/i;
// A short yes, alone ("yes please", "ok, sounds good!"): a quote to start only right after a price.
const ASSENT = /^\s*(?:(?:ok(?:ay)?|yes|yeah|yep|yup|sure|great|perfect|awesome|cool|sounds (?:good|great)|that works|please|do it|go ahead)\b[\s,.!]*)+$/i;
// A token is base64url: it may end in '-', where \b would cut it short, so its end is "no more token characters".
const QUOTE_LINK = /\/quote\/([A-Za-z0-9_-]{16,200})(?![A-Za-z0-9_-])|\bquote (?:link |token )?([A-Za-z0-9_-]{20,200})(?![A-Za-z0-9_-])/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const NAME = /\b(?:[Mm]y name is|I am|I'm|[Tt]his is|[Nn]ame'?s)\s+([A-Z][a-zA-Z'-]+(?:\s+[A-Z][a-zA-Z'-]+){0,2})/;
const POLICY_TOPIC = /\b(deposit|balance|refunds?|cancel\w*|tax|gratuity|tip)\b/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WRITTEN_DATE = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/i;
const SIZE =
  /\b(?:(\d{1,3}) ?(?:of us|people|guests|persons|friends|adults|girls|guys|ladies)|(?:group|party|bachelorette|bachelor|birthday|crew|family|outing) (?:of|for) (\d{1,3}))\b|\bfor (\d{1,3})\b(?! ?(?:am|pm|hours?|days?|:))/i;
const PHONE = /(\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})/;

export interface PlannedCall {
  name: string;
  input: Record<string, unknown>;
}

export type Plan = { kind: 'tools'; calls: PlannedCall[] } | { kind: 'answer'; text: string };

const REFUSAL =
  "I can't do that. I answer from our published information and our price engine only: I can't change prices, give discounts, change bookings or show anyone's data but your own quote from its link.";
const CHANGE_BY_PERSON =
  'I can’t change bookings, quotes or payments from this chat. Your trip page in the portal lets you move or cancel a trip, or give me your name and e-mail and a person will help.';

function todayFrom(body: ConverseBody): IsoDate | null {
  const system = (body.system ?? []).map((block) => block.text ?? '').join('\n');
  const match = /Today is (\d{4}-\d{2}-\d{2})/.exec(system);
  return match && isValidIsoDate(match[1]) ? match[1]! : null;
}

/**
 * The price the agent gave before this question: the newest `price_cruise` call's input in the
 * conversation shown to the model, and whether it was the agent's answer to the guest's question
 * just before (a bare "yes" agrees to that answer, not to one further back).
 */
function priceBefore(earlier: readonly Message[]): { input: Record<string, unknown>; justBefore: boolean } | null {
  let justBefore = true;
  for (let index = earlier.length - 1; index >= 0; index -= 1) {
    const message = earlier[index]!;
    const call = message.content.find((block) => block.toolUse?.name === 'price_cruise')?.toolUse;
    if (call) return { input: call.input, justBefore };
    if (message.role === 'user' && message.content.some((block) => !block.toolResult && textOf(block) !== '')) justBefore = false;
  }
  return null;
}

/** What the stand-in does with a guest's question (after the conversation's `earlier` messages): the tools to call, or an answer without any. */
export function planFor(question: string, today: IsoDate, earlier: readonly Message[] = []): Plan {
  if (INJECTION.test(question) || FREEBIE.test(question) || OTHERS_DATA.test(question)) return { kind: 'answer', text: REFUSAL };
  const understanding = understandText('eventType', question, today);
  const understood = understanding.values;
  // "in June" with no day: the parser asks which day, and so does the stand-in.
  const whichDay = understanding.refusals.find((refusal) => refusal.startsWith('Which day in'));
  // What the guided chat's parser refuses (a past date, 90 guests) still goes to the tools as
  // written: their refusal is what the guest is told.
  const written = WRITTEN_DATE.exec(question);
  const writtenDate = written
    ? `${written[3]}-${String(MONTHS.indexOf(written[1]!.slice(0, 3).toLowerCase()) + 1).padStart(2, '0')}-${written[2]!.padStart(2, '0')}`
    : undefined;
  const eventDate = understood.eventDate ?? (writtenDate && isValidIsoDate(writtenDate) ? writtenDate : undefined);
  const size = SIZE.exec(question);
  const groupSize = understood.groupSize ?? (size ? Number(size[1] ?? size[2] ?? size[3]) : undefined);
  const eventType = understood.eventType;
  const kind = understood.cruiseKind ?? (understood.package === undefined ? undefined : /disco|platinum|basic/.test(understood.package) ? 'disco' : 'private');
  const calls: PlannedCall[] = [];

  const link = QUOTE_LINK.exec(question);
  if (link) calls.push({ name: 'saved_quote', input: { token: link[1] ?? link[2] } });

  if (PERSON.test(question) || (EMAIL.test(question) && /\b(call|e-?mail|reach|contact|question)\b/i.test(question))) {
    const email = EMAIL.exec(question)?.[0];
    const name = NAME.exec(question)?.[1];
    if (!email || !name) return { kind: 'answer', text: 'I can hand you over to a person. Tell me your name and your e-mail, and what you need help with.' };
    const phone = PHONE.exec(question.replace(EMAIL, ' '))?.[1];
    return { kind: 'tools', calls: [{ name: 'hand_over', input: { name, email, ...(phone ? { phone } : {}), question: question.slice(0, 500) } }] };
  }
  if (CHANGE_DATA.test(question)) return { kind: 'answer', text: CHANGE_BY_PERSON };

  // "Let's book it" after a price: the quote for what was priced, with anything the guest now
  // says instead ("let's book it for 20"). A bare "yes" only agrees to the price just given.
  const booking = START_QUOTE.test(question);
  const priced = (booking || ASSENT.test(question)) && !PRICE.test(question) ? priceBefore(earlier) : null;
  if (priced && (booking || priced.justBefore)) {
    const before = priced.input;
    const choices = {
      ...(typeof before['eventType'] === 'string' ? { eventType: before['eventType'] } : {}),
      ...(typeof before['eventDate'] === 'string' ? { eventDate: before['eventDate'] } : {}),
      ...(typeof before['groupSize'] === 'number' ? { groupSize: before['groupSize'] } : {}),
      ...(eventType ? { eventType } : {}),
      ...(eventDate ? { eventDate } : {}),
      ...(groupSize !== undefined ? { groupSize } : {}),
    };
    if (Object.keys(choices).length > 0) return { kind: 'tools', calls: [{ name: 'start_quote', input: choices }] };
  }

  // "How much is the deposit?" asks for a rule, not a price, unless it says whose cruise.
  const wantsPrice = PRICE.test(question) && !link && !(POLICY_TOPIC.test(question) && (groupSize === undefined || eventDate === undefined));
  const wantsAvailability = AVAILABILITY.test(question);
  if (wantsPrice) {
    if (groupSize !== undefined && eventDate === undefined && whichDay) {
      return { kind: 'answer', text: `I can price ${groupSize} guests with our price engine. ${whichDay}` };
    }
    if (groupSize === undefined || eventDate === undefined) {
      return { kind: 'answer', text: 'I can price that with our price engine. How many guests, and on what date?' };
    }
    calls.push({
      name: 'price_cruise',
      input: {
        groupSize,
        eventDate,
        ...(kind ? { kind } : {}),
        ...(understood.package ? { package: understood.package } : {}),
        ...(eventType ? { eventType } : {}),
      },
    });
  }
  if (wantsAvailability) {
    if (eventDate === undefined) return { kind: 'answer', text: whichDay ?? 'Which date should I check?' };
    calls.push({ name: 'check_availability', input: { date: eventDate, ...(groupSize !== undefined ? { groupSize } : {}), ...(kind ? { kind } : {}) } });
  }
  if (START_QUOTE.test(question) && (groupSize !== undefined || eventDate !== undefined || eventType !== undefined)) {
    calls.push({
      name: 'start_quote',
      input: { ...(eventType ? { eventType } : {}), ...(eventDate ? { eventDate } : {}), ...(groupSize !== undefined ? { groupSize } : {}) },
    });
  }
  if (calls.length === 0) calls.push({ name: 'search_policies', input: { query: question.slice(0, 300) } });
  return { kind: 'tools', calls };
}

// --- answering from tool results ---------------------------------------------------------------

type Json = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : String(value));

function priceSentence(data: Json): string {
  const options = (data['options'] as Json[] | undefined) ?? [];
  const lines = options.map((option) =>
    option['kind'] === 'private'
      ? `${str(option['package'])} on ${str(option['boat'])} for ${str(option['groupSize'])} guests on ${str(option['date'])}: ${str(option['totalPrice'])} in all, tax and gratuity included (${str(option['perPerson'])} per person). The deposit is ${str(option['deposit'])} (${str(option['depositPercent'])}%), the balance due ${str(option['balanceDueOn'])}.`
      : `${str(option['package'])} on the ATX Disco Cruise for ${str(option['groupSize'])} guests on ${str(option['date'])}: ${str(option['totalPrice'])} in all, tax and gratuity included (${str(option['ticketPrice'])} a ticket before tax and gratuity). The deposit is ${str(option['deposit'])}.`,
  );
  const notPriced = (data['notPriced'] as string[] | undefined) ?? [];
  return [...lines, ...notPriced].join('\n');
}

function availabilitySentence(data: Json): string {
  const slots = ((data['slots'] as Json[] | undefined) ?? []).filter((slot) => slot['available'] === true);
  const what = data['kind'] === 'disco' ? 'the disco cruise' : 'a private charter';
  if (slots.length === 0) return `On ${str(data['date'])} nothing can be booked online for ${what}: ${str(data['reason'] ?? 'every time is taken')}.`;
  const times = slots.map(
    (slot) =>
      `${str(slot['time'])}${slot['boat'] ? ` (${str(slot['boat'])})` : ''}${slot['seatsLeft'] !== undefined ? ` (${str(slot['seatsLeft'])} seats left)` : ''}`,
  );
  return `On ${str(data['date'])} you can book ${what} at ${times.join(', ')}.`;
}

function answerFor(name: string, data: Json, ok: boolean): string {
  if (!ok) return `I couldn't do that: ${str(data['error'] ?? 'the tool refused it')}`;
  switch (name) {
    case 'search_policies': {
      const [best] = (data['answers'] as Json[] | undefined) ?? [];
      return best ? str(best['answer']) : "I couldn't find that in our FAQ and policies. Give me your name and e-mail and a person will reply.";
    }
    case 'price_cruise':
      return priceSentence(data);
    case 'check_availability':
      return availabilitySentence(data);
    case 'saved_quote':
      return `Your quote ${str(data['reference'])} (${str(data['status'])}): ${str(data['package'])} for ${str(data['groupSize'])} guests on ${str(data['date'])}, ${str(data['totalPrice'])} in all; its prices are held until ${str(data['pricesHeldUntil'])}.`;
    case 'start_quote':
      return `I've filled in the quote builder with ${str(data['filledIn'])}. Check the answers, choose a package and save your quote.`;
    case 'hand_over':
      return `Thanks. I've passed your question to the crew with this conversation; a person will reply by ${str(data['replyBy'])}. To talk sooner, call ${str(data['phone'])}.`;
    default:
      return '';
  }
}

/** The answer to the tools' results since the question, in the order they were asked for (a guest's, or staff's with `answer`). */
export function answerFromResults(messages: readonly Message[], answer: (name: string, data: Json, ok: boolean) => string = answerFor): string {
  const names = new Map<string, string>();
  for (const message of messages) for (const block of message.content) if (block.toolUse) names.set(block.toolUse.toolUseId, block.toolUse.name);
  const last = messages[messages.length - 1];
  const parts = (last?.content ?? []).flatMap((block) => {
    if (!block.toolResult) return [];
    const json = block.toolResult.content?.find((item) => item.json !== undefined)?.json;
    const data = (json && typeof json === 'object' ? json : {}) as Json;
    return [answer(names.get(block.toolResult.toolUseId) ?? '', data, block.toolResult.status !== 'error')];
  });
  return parts.filter(Boolean).join('\n\n');
}

// --- the HTTP contract -------------------------------------------------------------------------

const tokensOf = (text: string) => Math.ceil(text.length / 4);

/** Converse's answer to a call: the model's, through the guardrail the call names (if any). */
export function converse(body: ConverseBody): Json {
  return body.guardrailConfig ? guardedConverse(body, body.guardrailConfig) : modelReply(body);
}

/**
 * The guardrail around the model, as Converse applies it: the guardContent blocks (or, with none,
 * every text of the messages; tool results are never read) checked before the model answers, and
 * the answer's text after. A blocked side answers the guardrail's message with stopReason
 * `guardrail_intervened`; an answer whose personal data was only masked is the masked answer,
 * with the same stop reason. Blocking the question spends no output: the model never ran.
 */
function guardedConverse(body: ConverseBody, config: GuardrailConfig): Json {
  const traced = config.trace === 'enabled' || config.trace === 'enabled_full';
  const messages = body.messages ?? [];
  const guardBlocks = messages.flatMap((message) => message.content.filter((block) => block.guardContent));
  const read = (guardBlocks.length > 0 ? guardBlocks : messages.flatMap((message) => message.content)).map(textOf).filter(Boolean).join('\n');
  const input = assess(read, 'input');
  const intervened = (text: string, reason: string, output: StandInAssessment | null, usage: unknown) => ({
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'guardrail_intervened',
    usage,
    metrics: { latencyMs: 0 },
    ...(traced ? { trace: guardrailTrace(input, output, reason) } : {}),
  });
  if (input.blocked) {
    const inputTokens = tokensOf(JSON.stringify(body));
    return intervened(STAND_IN_BLOCKED_MESSAGES.input, 'Guardrail blocked.', null, { inputTokens, outputTokens: 0, totalTokens: inputTokens });
  }
  const reply = modelReply(body) as { output: { message: { content: Block[] } }; usage: unknown };
  const words = reply.output.message.content.map(textOf).join('');
  // Tool calls' input is not read by the guardrail: a reply that only asks for tools goes through.
  if (!words) return traced ? { ...reply, trace: guardrailTrace(input, null, 'No action.') } : reply;
  const output = assess(words, 'output');
  if (output.blocked) return intervened(STAND_IN_BLOCKED_MESSAGES.output, 'Guardrail blocked.', output, reply.usage);
  if (output.text !== words) return intervened(output.text, 'Guardrail masked.', output, reply.usage);
  return traced ? { ...reply, trace: guardrailTrace(input, output, 'No action.') } : reply;
}

function modelReply(body: ConverseBody): Json {
  const messages = body.messages ?? [];
  const last = messages[messages.length - 1];
  const usage = (output: string) => {
    const inputTokens = tokensOf(JSON.stringify(body));
    const outputTokens = tokensOf(output);
    return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
  };
  const answer = (text: string) => ({
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'end_turn',
    usage: usage(text),
    metrics: { latencyMs: 0 },
  });
  const staff = (body.system ?? []).some((block) => block.text?.startsWith(STAFF_ASSISTANT_ROLE_LINE));
  if (last?.role !== 'user') return answer('Ask me a question about our cruises.');
  if (last.content.some((block) => block.toolResult)) return answer(answerFromResults(messages, staff ? staffAnswerFor : answerFor));

  const question = last.content.map(textOf).join('\n');
  const today = todayFrom(body);
  if (!today) return answer('I cannot tell what day it is, so I cannot answer about dates.');
  const plan = staff ? planStaffQuestion(question, today) : planFor(question, today, messages.slice(0, -1));
  if (plan.kind === 'answer') return answer(plan.text);
  const offered = new Set((body.toolConfig?.tools ?? []).map((tool) => tool.toolSpec?.name));
  const calls: PlannedCall[] = plan.calls.filter((call) => offered.has(call.name));
  // Staff's tools narrow by role (decision 075): a tool the role was not given is not the stand-in's to reach.
  if (calls.length === 0) return answer(staff ? staffNotYourRole(plan.calls) : REFUSAL);
  const turn = messages.filter((message) => message.role === 'assistant').length;
  const content = calls.map((call, index) => ({ toolUse: { toolUseId: `tooluse_${turn}_${index}`, name: call.name, input: call.input } }));
  return { output: { message: { role: 'assistant', content } }, stopReason: 'tool_use', usage: usage(JSON.stringify(content)), metrics: { latencyMs: 0 } };
}

export interface ModelStandIn {
  endpoint: string;
  /** How many Converse calls it answered (tests read it). */
  calls: () => number;
  stop: () => Promise<void>;
}

/** Starts the stand-in on a free port of `host`. */
export async function startModelStandIn(options: { host: string; log?: (line: string) => void }): Promise<ModelStandIn> {
  let calls = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown, errorType?: string) => {
        res.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
        res.end(JSON.stringify(body));
      };
      const route = /^\/model\/([^/]+)\/converse$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !route)
        return reply(404, { message: `The stand-in serves POST /model/{modelId}/converse only, not ${req.method} ${req.url}` }, 'ResourceNotFoundException');
      let body: ConverseBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ConverseBody;
      } catch {
        return reply(400, { message: 'The request body is not JSON.' }, 'ValidationException');
      }
      if (!Array.isArray(body.messages) || body.messages.length === 0)
        return reply(400, { message: 'messages: at least one message is required.' }, 'ValidationException');
      // Bedrock's answer to a guardrail it does not have; the stand-in has the guest agent's alone.
      if (body.guardrailConfig && !isStandInGuardrail(body.guardrailConfig))
        return reply(400, { message: 'The guardrail identifier or version provided in the request does not exist.' }, 'ValidationException');
      calls += 1;
      reply(200, converse(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  options.log?.(`Model stand-in (Bedrock Converse) on http://${options.host}:${port}`);
  return {
    endpoint: `http://${options.host}:${port}`,
    calls: () => calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
