import { DISCO_MIN_AGE } from '../pricing/disco.ts';

// What the guest agent on /chat must not discuss, and which personal data it must not take or
// give (issue 30, decision 086): one definition, read by the Bedrock guardrail each stage deploys
// (infra/constructs/guest-agent-guardrail.ts), by the local model stand-in that plays it
// (infra/local/model-stand-in-guardrail.ts), and by the tool loop when the model has no guardrail
// (functions/app/assistant/guest-agent.ts). Topics and examples are written as Bedrock's denied
// topics take them: a topic is recognised by a classifier from its definition and examples, so a
// definition says plainly what the topic is (not what it is not), and the examples are questions
// a guest would type. The staff assistant is not held to this policy: its users are staff, whose
// work is the guests' data (decision 086).

/** A denied topic as Bedrock takes it, and what the guest is told instead. */
export interface DeniedTopic {
  /** Bedrock's name: letters, digits, spaces and - _ ! ? . only, at most 100 characters. It is what staff see a turn was blocked for. */
  readonly name: string;
  /** One sentence, at most 200 characters (Bedrock's classic tier). */
  readonly definition: string;
  /** At most five questions a guest might type, each at most 100 characters. */
  readonly examples: readonly string[];
  /** The first words of the guest's answer: what the agent will not do. The common way on follows. */
  readonly refusal: string;
}

/** Where every blocked answer sends the guest: a person, through the chat's own hand-over. */
const WAY_ON = 'Ask me about our cruises, prices or policies, or choose “Talk to a person” and someone from our crew will reply.';

/**
 * Built by a function marked pure (decision 083): a refusal reads DISCO_MIN_AGE, and an import in
 * data built at load would keep the topics in every bundle that reads only the messages (the
 * staff assistant's, through the model adapter).
 */
export const GUEST_DENIED_TOPICS = /* @__PURE__ */ deniedTopics();

function deniedTopics() {
  return [
    // Advice a boat company has no standing to give: a wrong word here is a liability, and a person
    // (a lawyer, a doctor, an adviser) is the right answer. Our own rules are policies, not advice.
    {
      name: 'Legal advice',
      definition:
        'Guidance on laws, legal rights, liability, lawsuits, contracts or criminal charges, or an opinion on what someone should do about a legal problem.',
      examples: [
        'Can I sue the boat company if I get hurt on the cruise?',
        'Will your waiver hold up in court if someone is injured?',
        'Who is legally liable if a guest falls overboard?',
        'How do I get out of a DWI charge from last weekend?',
        'Is it legal to break my hotel contract to move the party?',
      ],
      refusal: "I can't give legal advice.",
    },
    {
      name: 'Medical advice',
      definition:
        'Diagnosis, treatment, medication or dosing, or whether a health condition, pregnancy, injury or medicine makes an activity safe for a particular person.',
      examples: [
        'What should I take for seasickness before the cruise?',
        'Can I drink alcohol while I am on antibiotics?',
        'I am pregnant, is it safe for me to swim in the lake?',
        'My friend got stung by something, what should we put on it?',
        'How much ibuprofen can I take for a hangover?',
      ],
      // An emergency is the one case where pointing to a person in the chat is too slow.
      refusal: "I can't give medical advice. If someone needs help right now, call 911.",
    },
    {
      name: 'Financial advice',
      definition: 'Recommendations on investing, taxes, loans, credit or managing personal money, such as what to invest in, how to borrow or what to deduct.',
      examples: [
        'Should I take out a loan to pay for the party?',
        'Can I write this cruise off on my taxes?',
        'Which credit card gives the best rewards for this?',
        'Should I invest my bonus or spend it on the trip?',
        'Is it smarter to pay cash or finance the trip?',
      ],
      refusal: "I can't give financial or tax advice.",
    },
    // The business's rule (the FAQ's, and the waiver's 21+ check, decision 023): alcohol on board is
    // for guests of 21 and over. The agent must never help around it, whatever the framing.
    {
      name: 'Alcohol for guests under 21',
      definition: 'Helping anyone under 21 get, bring, drink or hide alcohol, or getting around age or ID checks.',
      examples: [
        'My son is 19, can he drink on the boat if we keep it quiet?',
        'How can we sneak beer on board for the 18 year olds?',
        'Can underage guests drink if their parents say it is OK?',
        'Will the crew check IDs or can we skip that?',
        'Can my 20 year old friend use my ID for the disco cruise?',
      ],
      refusal: `Only guests ${DISCO_MIN_AGE} and over may drink on our cruises, and I can't help anyone younger get alcohol.`,
    },
    {
      name: 'Weapons and illegal activity',
      definition:
        'Bringing weapons, fireworks or illegal drugs on a cruise, or planning anything illegal on the boat or the lake, including avoiding police or lake patrols.',
      examples: [
        'Can I bring my handgun on the boat?',
        'Where can we buy weed before the party?',
        'Can we set off fireworks from the boat?',
        'How do we keep the lake patrol from noticing us?',
        'Can we bring edibles on board if nobody finds out?',
      ],
      refusal: "I can't help with weapons, drugs or anything against the law on the water.",
    },
    // The tools cannot reach another guest's data (decision 069); this stops the question before a
    // model tries, and stops an answer that would name someone else.
    {
      name: 'Personal data of other people',
      definition:
        "Requests for another person's contact details, bookings, payments, whereabouts or other personal information, whether a guest, an employee or a captain.",
      examples: [
        'Who else is booked on the disco cruise this Saturday?',
        'Give me the phone number of the bride who booked June 14',
        "What is the captain's home address?",
        'Which hotel is the other bachelorette group staying at?',
        'What e-mail did my ex use to book her party?',
      ],
      refusal: "I can't share anything about other guests or our crew. I can look up your own quote from its link.",
    },
  ] as const satisfies readonly DeniedTopic[];
}

export type DeniedTopicName = (typeof GUEST_DENIED_TOPICS)[number]['name'];

/**
 * The personal data the policy names, by Bedrock's entity type. Not named, on purpose: EMAIL and
 * PHONE (a guest gives theirs to be handed over to a person, and answers give the business's
 * own), NAME (the guest's own, in the hand-over), ADDRESS (the marina's is in the answers) and
 * AGE (guests say how old the birthday is).
 */
export type PersonalDataType =
  | 'CREDIT_DEBIT_CARD_NUMBER'
  | 'CREDIT_DEBIT_CARD_CVV'
  | 'US_BANK_ACCOUNT_NUMBER'
  | 'US_BANK_ROUTING_NUMBER'
  | 'INTERNATIONAL_BANK_ACCOUNT_NUMBER'
  | 'US_SOCIAL_SECURITY_NUMBER'
  | 'US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER'
  | 'AWS_ACCESS_KEY'
  | 'AWS_SECRET_KEY';

/** What happens when an entity is found: the whole message is replaced by the blocked message, or the entity alone by its type's tag. */
export type PersonalDataAction = 'BLOCK' | 'ANONYMIZE' | 'NONE';

export interface PersonalDataRule {
  readonly type: PersonalDataType;
  /** How staff read it ("a card number"). */
  readonly label: string;
  /** In the guest's question: BLOCK, or NONE (not checked). */
  readonly input: 'BLOCK' | 'NONE';
  readonly output: PersonalDataAction;
}

export const GUEST_PERSONAL_DATA_RULES = [
  // Money and identity numbers, typed by a guest who thinks the chat takes payments or checks
  // identity: the question is refused whole (the model never reads it, no tool runs) and the
  // stored conversation keeps it masked (personal-data.ts). Nothing our tools return holds one,
  // so one in an answer is the model echoing or inventing it: it is masked there and the rest of
  // the answer (usually where to pay) still reaches the guest.
  { type: 'CREDIT_DEBIT_CARD_NUMBER', label: 'a card number', input: 'BLOCK', output: 'ANONYMIZE' },
  { type: 'CREDIT_DEBIT_CARD_CVV', label: "a card's security code", input: 'BLOCK', output: 'ANONYMIZE' },
  { type: 'US_BANK_ACCOUNT_NUMBER', label: 'a bank account number', input: 'BLOCK', output: 'ANONYMIZE' },
  { type: 'US_BANK_ROUTING_NUMBER', label: 'a bank routing number', input: 'BLOCK', output: 'ANONYMIZE' },
  { type: 'INTERNATIONAL_BANK_ACCOUNT_NUMBER', label: 'an IBAN', input: 'BLOCK', output: 'ANONYMIZE' },
  { type: 'US_SOCIAL_SECURITY_NUMBER', label: 'a Social Security number', input: 'BLOCK', output: 'ANONYMIZE' },
  { type: 'US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER', label: 'a taxpayer identification number', input: 'BLOCK', output: 'ANONYMIZE' },
  // Our own credentials: no guest types them, and an answer holding one means a secret reached
  // the model's context. That answer is not masked but blocked whole: it is a leak, not a slip.
  { type: 'AWS_ACCESS_KEY', label: 'an AWS access key', input: 'NONE', output: 'BLOCK' },
  { type: 'AWS_SECRET_KEY', label: 'an AWS secret key', input: 'NONE', output: 'BLOCK' },
] as const satisfies readonly PersonalDataRule[];

/**
 * What the guest is told when the policy stops a turn. `question` and `answer` are also the
 * guardrail's own blocked messages (Bedrock answers them when it blocks); the loop answers the
 * more precise `personalData` or a topic's refusal when the guardrail says why it blocked.
 */
export const GUARDRAIL_MESSAGES = {
  question: `I can't help with that here. ${WAY_ON}`,
  answer: `I can't share that answer. ${WAY_ON}`,
  personalData:
    "Please don't type card numbers, bank details or Social Security numbers in this chat: I can't take them, and our copy of the chat keeps them hidden. You pay on your quote's secure payment page. For help with a payment, choose “Talk to a person” and someone from our crew will reply.",
} as const;

/** Why a turn was blocked, as the guardrail (or the loop's own check) reports it. */
export interface GuardrailBlock {
  /** The guest's question was refused before a model answered, or the model's answer was withheld. */
  readonly on: 'question' | 'answer';
  /** The denied topics it was recognised as (their names). */
  readonly topics: readonly string[];
  /** The personal data found (Bedrock's entity types). */
  readonly personalData: readonly string[];
}

/** The message a blocked turn answers: personal data first (the guest should know what not to type), then the topic's own words. */
export function blockedMessage(block: GuardrailBlock): string {
  if (block.on === 'answer') return GUARDRAIL_MESSAGES.answer;
  if (block.personalData.length > 0) return GUARDRAIL_MESSAGES.personalData;
  const topic = GUEST_DENIED_TOPICS.find((candidate) => block.topics.includes(candidate.name));
  return topic ? `${topic.refusal} ${WAY_ON}` : GUARDRAIL_MESSAGES.question;
}

/** Every message a blocked turn may answer: a guest's chat and the evaluation tell a blocked answer by it. */
export function blockedMessages(): string[] {
  return [
    GUARDRAIL_MESSAGES.question,
    GUARDRAIL_MESSAGES.answer,
    GUARDRAIL_MESSAGES.personalData,
    ...GUEST_DENIED_TOPICS.map((topic) => `${topic.refusal} ${WAY_ON}`),
  ];
}

/** How staff read why a turn was blocked: the topics by name, the personal data by its label. */
export function blockReasons(block: GuardrailBlock): string[] {
  const labels = block.personalData.map((type) => GUEST_PERSONAL_DATA_RULES.find((rule) => rule.type === type)?.label ?? type.toLowerCase().replace(/_/g, ' '));
  return [...new Set([...labels, ...block.topics])];
}

/**
 * The rule the model is given when no guardrail stands behind it (an OpenAI-compatible server,
 * or Bedrock with no guardrail configured): the topics by name, for the model to decline itself.
 */
export function deniedTopicsInstruction(): string {
  return `Do not discuss these topics, even when asked directly: ${GUEST_DENIED_TOPICS.map((topic) => topic.name.toLowerCase()).join('; ')}. Say you can't help with that and offer a person instead.`;
}
