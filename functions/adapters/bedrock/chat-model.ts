import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ContentBlock,
  type ConverseTrace,
  type GuardrailAssessment,
  type Message,
  type ToolUseBlock,
} from '@aws-sdk/client-bedrock-runtime';
import { GUARDRAIL_MESSAGES, type GuardrailBlock } from '#domain/assistant/guardrail-policy.ts';
import * as z from '#domain/shared/zod.ts';
import { clientCache, clientOptions, type AwsClientTimeouts } from '../../platform/aws/client-options.ts';
import type { Config } from '../../platform/config.ts';

// The guest agent's model behind one interface (issue 30, decision 069): Amazon Bedrock's
// Converse API with tool use, or, when AI_OPENAI_BASE_URL is set, an OpenAI-compatible
// chat-completions server the user runs (Ollama, llama.cpp). On the local stack BEDROCK_ENDPOINT
// points the same SDK call at the model stand-in (infra/local/model-stand-in.ts), as
// STRIPE_ENDPOINT points the Stripe package at the payment simulator. The types here are the
// Converse shapes the tool loop needs and nothing more.
//
// A request may ask to be guarded (the guest agent's do, decision 086): when AI_GUARDRAIL_ID names
// a Bedrock guardrail, Converse applies it to the guest's newest words and to the model's answer,
// and a reply it blocked comes back as `guardrail_intervened` with why. The OpenAI-compatible path
// has no guardrail (`guarded` is false): the guest agent's loop applies the policy's personal-data
// rules itself there (functions/app/assistant/guest-agent.ts).

export type ModelBlock =
  | { text: string }
  | { toolUse: { toolUseId: string; name: string; input: unknown } }
  | { toolResult: { toolUseId: string; content: unknown; status: 'success' | 'error' } };

export interface ModelMessage {
  role: 'user' | 'assistant';
  content: ModelBlock[];
}

export interface ModelTool {
  name: string;
  description: string;
  /** The input's JSON Schema, as the model is shown it (the loop validates with zod regardless). */
  inputSchema: Record<string, unknown>;
}

export interface ModelRequest {
  system: string;
  messages: readonly ModelMessage[];
  tools: readonly ModelTool[];
  maxTokens: number;
  /** Check the newest question and the answer with the model's guardrail, when it has one (`ChatModel.guarded`). */
  guard?: boolean;
}

export type ModelStop = 'end_turn' | 'tool_use' | 'max_tokens' | 'refused' | 'guardrail_intervened';

/** Why the guardrail blocked a reply, and what it found in the question (to mask it where it is kept; never to log it). */
export interface GuardrailIntervention extends GuardrailBlock {
  questionFindings: string[];
}

export interface ModelReply {
  message: ModelMessage;
  stop: ModelStop;
  usage: { inputTokens: number; outputTokens: number };
  /** Set with the stop `guardrail_intervened`: the reply's words are the guardrail's blocked message. */
  guardrail?: GuardrailIntervention;
}

/** Which model answered, as the page names it: the stand-in is said plainly. */
export type ModelKind = 'bedrock' | 'stand-in' | 'openai-compatible';

export interface ChatModel {
  readonly kind: ModelKind;
  readonly id: string;
  /** A guardrail checks the requests that ask for it (`guard`): Bedrock, or its stand-in, with AI_GUARDRAIL_ID set. */
  readonly guarded: boolean;
  converse(request: ModelRequest): Promise<ModelReply>;
}

/**
 * One model call may take seconds; a turn makes a few (AGENT_MAX_MODEL_CALLS), and all of them
 * fit inside the function's timeout. No retry: a guest asking again is the retry.
 */
export const MODEL_TIMEOUTS: AwsClientTimeouts = { connectionTimeoutMs: 2_000, requestTimeoutMs: 7_000, maxAttempts: 1 };

/** A JSON value as the SDK types it. */
type DocumentType = NonNullable<ToolUseBlock['input']>;

const bedrockClient = clientCache((settings) => new BedrockRuntimeClient(clientOptions(settings)));

function toBedrockBlock(block: ModelBlock): ContentBlock {
  if ('text' in block) return { text: block.text };
  if ('toolUse' in block) return { toolUse: { toolUseId: block.toolUse.toolUseId, name: block.toolUse.name, input: block.toolUse.input as DocumentType } };
  return {
    toolResult: { toolUseId: block.toolResult.toolUseId, content: [{ json: block.toolResult.content as DocumentType }], status: block.toolResult.status },
  };
}

function fromBedrockBlock(block: ContentBlock): ModelBlock | null {
  if (block.text !== undefined) return { text: block.text };
  if (block.toolUse !== undefined)
    return { toolUse: { toolUseId: block.toolUse.toolUseId ?? '', name: block.toolUse.name ?? '', input: block.toolUse.input ?? {} } };
  return null;
}

function bedrockStop(reason: string | undefined): ModelStop {
  if (reason === 'tool_use') return 'tool_use';
  if (reason === 'max_tokens') return 'max_tokens';
  if (reason === 'guardrail_intervened') return 'guardrail_intervened';
  if (reason === 'content_filtered') return 'refused';
  return 'end_turn';
}

/** The guest's newest words (the last user message holding text, before any tool results) as content the guardrail reads; the history is not checked again. */
function guardedMessages(messages: readonly ModelMessage[]): Message[] {
  const newest = messages.findLastIndex((message) => message.role === 'user' && message.content.some((block) => 'text' in block));
  return messages.map(
    (message, index): Message => ({
      role: message.role,
      content: message.content.map((block) =>
        index === newest && 'text' in block ? { guardContent: { text: { text: block.text, qualifiers: ['guard_content'] } } } : toBedrockBlock(block),
      ),
    }),
  );
}

/** Whether anything in an assessment (a topic, an entity, a filter, a word) was BLOCKED rather than masked or only detected. */
function blocks(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(blocks);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => (key === 'action' && item === 'BLOCKED') || blocks(item));
}

/**
 * What the guardrail did, from its trace: which side it blocked, the denied topics and the personal
 * data it blocked for, and every piece of personal data it found in the question. A reply whose
 * personal data was only masked (ANONYMIZE) is not a block: its words are the answer, masked.
 * Without a trace, the blocked message itself says which side it was.
 */
function guardrailIntervention(trace: ConverseTrace | undefined, words: string): GuardrailIntervention | null {
  const question = Object.values(trace?.guardrail?.inputAssessment ?? {});
  const answer = Object.values(trace?.guardrail?.outputAssessments ?? {}).flat();
  const on = blocks(question)
    ? 'question'
    : blocks(answer)
      ? 'answer'
      : words === GUARDRAIL_MESSAGES.question
        ? 'question'
        : words === GUARDRAIL_MESSAGES.answer
          ? 'answer'
          : null;
  if (!on) return null;
  const blocking = (on === 'question' ? question : answer).filter(blocks);
  const blocked = <T extends { action?: string | undefined }>(items: readonly T[] | undefined) => (items ?? []).filter((item) => item.action === 'BLOCKED');
  return {
    on,
    topics: blocking.flatMap((assessment: GuardrailAssessment) => blocked(assessment.topicPolicy?.topics).flatMap((topic) => (topic.name ? [topic.name] : []))),
    personalData: blocking.flatMap((assessment) =>
      blocked(assessment.sensitiveInformationPolicy?.piiEntities).flatMap((entity) => (entity.type ? [entity.type] : [])),
    ),
    questionFindings: question.flatMap((assessment) =>
      [...(assessment.sensitiveInformationPolicy?.piiEntities ?? []), ...(assessment.sensitiveInformationPolicy?.regexes ?? [])].flatMap((found) =>
        found.match ? [found.match] : [],
      ),
    ),
  };
}

function bedrockModel(config: Config): ChatModel {
  const client = bedrockClient({ region: config.AWS_REGION, endpoint: config.BEDROCK_ENDPOINT, timeouts: MODEL_TIMEOUTS });
  const guardrail = config.AI_GUARDRAIL_ID && config.AI_GUARDRAIL_VERSION ? { id: config.AI_GUARDRAIL_ID, version: config.AI_GUARDRAIL_VERSION } : null;
  return {
    kind: config.BEDROCK_ENDPOINT ? 'stand-in' : 'bedrock',
    id: config.AI_MODEL_ID,
    guarded: guardrail !== null,
    async converse(request) {
      const guarded = request.guard === true && guardrail !== null;
      const answer = await client.send(
        new ConverseCommand({
          modelId: config.AI_MODEL_ID,
          system: [{ text: request.system }],
          messages: guarded
            ? guardedMessages(request.messages)
            : request.messages.map((message): Message => ({ role: message.role, content: message.content.map(toBedrockBlock) })),
          toolConfig: {
            tools: request.tools.map((tool) => ({
              toolSpec: { name: tool.name, description: tool.description, inputSchema: { json: tool.inputSchema as DocumentType } },
            })),
          },
          inferenceConfig: { maxTokens: request.maxTokens, temperature: 0 },
          // The trace says why a reply was blocked (a topic's name, an entity's type): the loop answers
          // the policy's words for it and staff see it. It holds what was found; it is never logged.
          ...(guarded ? { guardrailConfig: { guardrailIdentifier: guardrail.id, guardrailVersion: guardrail.version, trace: 'enabled' as const } } : {}),
        }),
      );
      const content = (answer.output?.message?.content ?? []).map(fromBedrockBlock).filter((block): block is ModelBlock => block !== null);
      const usage = { inputTokens: answer.usage?.inputTokens ?? 0, outputTokens: answer.usage?.outputTokens ?? 0 };
      const stop = bedrockStop(answer.stopReason);
      if (stop === 'guardrail_intervened') {
        const words = content.flatMap((block) => ('text' in block ? [block.text] : [])).join('\n');
        const intervention = guardrailIntervention(answer.trace, words);
        // Only masked: the (masked) words are the model's answer, or its tool calls stand.
        if (!intervention)
          return { message: { role: 'assistant', content }, stop: content.some((block) => 'toolUse' in block) ? 'tool_use' : 'end_turn', usage };
        return { message: { role: 'assistant', content: [{ text: words }] }, stop, usage, guardrail: intervention };
      }
      return { message: { role: 'assistant', content }, stop, usage };
    },
  };
}

// An OpenAI-compatible server's answer, checked before use: it is another program's output.
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.nullable(z.optional(z.string())),
        message: z.object({
          content: z.nullable(z.optional(z.string())),
          tool_calls: z.optional(z.array(z.object({ id: z.string(), function: z.object({ name: z.string(), arguments: z.string() }) }))),
        }),
      }),
    )
    .check(z.minLength(1)),
  usage: z.optional(z.object({ prompt_tokens: z.number(), completion_tokens: z.number() })),
});

function openAiMessages(request: ModelRequest): unknown[] {
  const messages: unknown[] = [{ role: 'system', content: request.system }];
  for (const message of request.messages) {
    const text = message.content.flatMap((block) => ('text' in block ? [block.text] : [])).join('\n');
    const toolUses = message.content.flatMap((block) => ('toolUse' in block ? [block.toolUse] : []));
    const results = message.content.flatMap((block) => ('toolResult' in block ? [block.toolResult] : []));
    for (const result of results) messages.push({ role: 'tool', tool_call_id: result.toolUseId, content: JSON.stringify(result.content) });
    if (message.role === 'assistant') {
      messages.push({
        role: 'assistant',
        content: text || null,
        ...(toolUses.length > 0
          ? { tool_calls: toolUses.map((use) => ({ id: use.toolUseId, type: 'function', function: { name: use.name, arguments: JSON.stringify(use.input) } })) }
          : {}),
      });
    } else if (text) messages.push({ role: 'user', content: text });
  }
  return messages;
}

function parseArguments(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // The loop's zod check refuses it and tells the model so.
    return { unparsed: raw };
  }
}

function openAiModel(config: Config, baseUrl: string): ChatModel {
  const url = `${baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    kind: 'openai-compatible',
    id: config.AI_OPENAI_MODEL,
    // No guardrail stands behind a server the user runs: `guard` is not honoured here, and the
    // guest agent's loop checks the policy's personal data itself (decision 086).
    guarded: false,
    async converse(request) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        signal: AbortSignal.timeout(MODEL_TIMEOUTS.requestTimeoutMs),
        body: JSON.stringify({
          model: config.AI_OPENAI_MODEL,
          messages: openAiMessages(request),
          tools: request.tools.map((tool) => ({
            type: 'function',
            function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
          })),
          max_tokens: request.maxTokens,
          temperature: 0,
        }),
      });
      if (!response.ok) throw new Error(`The model at ${url} answered ${response.status}`);
      const parsed = completionSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`The model at ${url} answered in an unexpected shape`);
      const choice = parsed.data.choices[0]!;
      const calls = choice.message.tool_calls ?? [];
      const content: ModelBlock[] = [
        ...(choice.message.content ? [{ text: choice.message.content }] : []),
        ...calls.map((call) => ({ toolUse: { toolUseId: call.id, name: call.function.name, input: parseArguments(call.function.arguments) } })),
      ];
      return {
        message: { role: 'assistant', content },
        stop: calls.length > 0 ? 'tool_use' : choice.finish_reason === 'length' ? 'max_tokens' : 'end_turn',
        usage: { inputTokens: parsed.data.usage?.prompt_tokens ?? 0, outputTokens: parsed.data.usage?.completion_tokens ?? 0 },
      };
    },
  };
}

/** The model configuration names: an OpenAI-compatible server when given, else Bedrock (or its local stand-in). */
export function chatModel(config: Config): ChatModel {
  return config.AI_OPENAI_BASE_URL ? openAiModel(config, config.AI_OPENAI_BASE_URL) : bedrockModel(config);
}
