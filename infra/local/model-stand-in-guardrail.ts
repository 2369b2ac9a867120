import {
  GUARDRAIL_MESSAGES,
  GUEST_DENIED_TOPICS,
  GUEST_PERSONAL_DATA_RULES,
  type DeniedTopicName,
  type PersonalDataType,
} from '#domain/assistant/guardrail-policy.ts';
import { findPersonalData } from '#domain/assistant/personal-data.ts';

// The model stand-in's Bedrock guardrail (decision 086): the guest agent's guardrail as each stage
// deploys it, built from the same policy (domain/assistant/guardrail-policy.ts), for the Converse
// calls that name it in `guardrailConfig`. Bedrock recognises a denied topic with a classifier;
// the stand-in cannot, so it recognises one deterministically: a question holding one of the
// topic's own examples, or the signs below, which say the same thing in the words guests use.
// Personal data is found with the policy's patterns (domain/assistant/personal-data.ts). What it
// answers has Converse's shape: stopReason `guardrail_intervened`, the blocked message as the
// output, and, when asked, the trace naming what was found.

/** The one guardrail the stand-in knows; the local stack sets AI_GUARDRAIL_ID and AI_GUARDRAIL_VERSION to it. */
export const STAND_IN_GUARDRAIL = { id: 'guestagentstandin', version: '1' } as const;

/** Whether a Converse call names the stand-in's guardrail (its id or ARN; its version, or DRAFT). */
export function isStandInGuardrail(config: { guardrailIdentifier?: string; guardrailVersion?: string }): boolean {
  const id = config.guardrailIdentifier?.replace(/^arn:[^:]+:bedrock:[^:]*:\d*:guardrail\//, '');
  return id === STAND_IN_GUARDRAIL.id && (config.guardrailVersion === STAND_IN_GUARDRAIL.version || config.guardrailVersion === 'DRAFT');
}

const ALCOHOL = /\b(drink\w*|alcohol\w*|beers?|booze|liquor|seltzers?|wine|shots?|vodka|tequila|whiskey|margaritas?)\b/i;
const UNDER_21 =
  /\b(under ?21|under the age of 21|underage|minors?|teen(ager)?s?|high school\w*|(1\d|20)[- ]?(year|yr)s?[- ]?olds?)\b|\b(is|am|turns?|turning) (1\d|20)\b(?! ?(people|guests|of|friends|in))/i;

/** What marks each topic for the stand-in, beside its examples: typed so that a topic added to the policy cannot be forgotten here. */
const TOPIC_SIGNS: Record<DeniedTopicName, readonly RegExp[]> = {
  'Legal advice': [
    /\b(sue|suing|lawsuits?|lawyers?|attorneys?|legal(ly)?|liable|liability|in court|dwi|dui|criminal charges?|charged with|arrested)\b/i,
    /\bbreak\b.{0,20}\bcontract\b/i,
  ],
  'Medical advice': [
    /\b(seasick\w*|motion sickness|medications?|medicines?|meds|antibiotics?|ibuprofen|tylenol|advil|aspirin|dramamine|dosage|dose|diagnos\w*|pregnan\w*|stung|allergic reaction|epipen)\b/i,
  ],
  'Financial advice': [
    /\b(invest\w*|stocks?|crypto\w*|401k|loans?|borrow\w*|credit score)\b/i,
    /\bcredit cards?\b.{0,30}\b(rewards?|points|cash ?back)\b/i,
    /\bwrite\b.{0,25}\boff\b|\btax(es)?\b.{0,20}\b(deduct\w*|write[- ]?off|returns?|advice)\b|\bdeduct\w*/i,
    /\b(should i|is it (smarter|better|wiser))\b.{0,40}\b(financ\w*|cash|credit)\b/i,
  ],
  'Alcohol for guests under 21': [
    /\bfake ids?\b|\b(use|borrow)\w* (my|his|her|their|a friend'?s|someone'?s) ids?\b|\b(skip|avoid|get around|dodge)\b.{0,30}\b(ids?|id checks?|carded)\b|\bcheck\w* ids?\b.{0,30}\b(skip|avoid)\b/i,
    /\bsneak\w*\b.{0,30}\b(beers?|alcohol|booze|drinks?|liquor)\b/i,
  ],
  'Weapons and illegal activity': [
    /\b(guns?|handguns?|firearms?|pistols?|rifles?|weapons?|fireworks?|weed|marijuana|cannabis|edibles|cocaine|mdma|ecstasy|molly|drugs|shrooms)\b/i,
    /\b(avoid|keep|hide|escape|outrun|get away)\b.{0,40}\b(police|cops|patrol|game wardens?)\b/i,
  ],
  'Personal data of other people': [
    /\bwho else\b|\bmy ex\b/i,
    /\bother\b.{0,25}\b(guests?|groups?|part(y|ies)|people|customers?)\b.{0,40}\b(names?|phones?|numbers?|e-?mails?|address(es)?|hotels?|staying|booked|book|bookings?|paid|payments?)\b/i,
    /\b(names?|phones?|numbers?|e-?mails?|address(es)?|hotels?)\b.{0,30}\b(of|for|did) (the|my|his|her|their) (bride|groom|ex|person|guest|group|party|captain|crew)\b/i,
    /\b(captain|crew|deckhand|employee|staff)('?s)? (home|personal|cell|private)\b/i,
  ],
};

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The denied topics a text is about, as the stand-in recognises them. */
export function deniedTopicsIn(text: string): DeniedTopicName[] {
  const words = ` ${normal(text)} `;
  return GUEST_DENIED_TOPICS.filter(
    (topic) =>
      topic.examples.some((example) => words.includes(` ${normal(example)} `)) ||
      TOPIC_SIGNS[topic.name].some((sign) => sign.test(text)) ||
      (topic.name === 'Alcohol for guests under 21' && UNDER_21.test(text) && ALCOHOL.test(text)),
  ).map((topic) => topic.name);
}

interface PiiFinding {
  match: string;
  type: PersonalDataType;
  action: 'BLOCKED' | 'ANONYMIZED';
  detected: true;
}

/** One side's assessment in the trace's shape (GuardrailAssessment), and what it did to the text. */
export interface StandInAssessment {
  blocked: boolean;
  /** The text with what the side anonymizes replaced by its tag. */
  text: string;
  assessment: Record<string, unknown>;
}

/** The guardrail's policies on one side (the question as `input`, the answer as `output`) applied to a text. */
export function assess(text: string, side: 'input' | 'output'): StandInAssessment {
  const topics = deniedTopicsIn(text).map((name) => ({ name, type: 'DENY', action: 'BLOCKED', detected: true }));
  const action = (type: PersonalDataType) => GUEST_PERSONAL_DATA_RULES.find((rule) => rule.type === type)?.[side] ?? 'NONE';
  const found: PiiFinding[] = findPersonalData(text).flatMap((match): PiiFinding[] => {
    const taken = action(match.type);
    if (taken === 'NONE') return [];
    return [{ match: text.slice(match.start, match.end), type: match.type, action: taken === 'BLOCK' ? 'BLOCKED' : 'ANONYMIZED', detected: true }];
  });
  let masked = text;
  for (const finding of found.filter((entry) => entry.action === 'ANONYMIZED')) masked = masked.split(finding.match).join(`{${finding.type}}`);
  return {
    blocked: topics.length > 0 || found.some((entry) => entry.action === 'BLOCKED'),
    text: masked,
    assessment: {
      ...(topics.length > 0 ? { topicPolicy: { topics } } : {}),
      ...(found.length > 0 ? { sensitiveInformationPolicy: { piiEntities: found, regexes: [] } } : {}),
    },
  };
}

/** The trace Converse adds when `trace` is enabled: each side's assessment under the guardrail's id. */
export function guardrailTrace(input: StandInAssessment, output: StandInAssessment | null, reason: string): Record<string, unknown> {
  return {
    guardrail: {
      inputAssessment: { [STAND_IN_GUARDRAIL.id]: input.assessment },
      ...(output ? { outputAssessments: { [STAND_IN_GUARDRAIL.id]: [output.assessment] } } : {}),
      actionReason: reason,
    },
  };
}

/** The guardrail's own words for a blocked side: the policy's, as the deployed guardrail is configured. */
export const STAND_IN_BLOCKED_MESSAGES = { input: GUARDRAIL_MESSAGES.question, output: GUARDRAIL_MESSAGES.answer } as const;
