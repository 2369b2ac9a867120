import type { AgentFact } from '#domain/assistant/agent-chat.ts';
import { ungroundedFigures } from '#domain/assistant/grounding.ts';
import type * as z from '#domain/shared/zod.ts';
import type { ChatModel, GuardrailIntervention, ModelBlock, ModelMessage, ModelTool } from '../../adapters/bedrock/chat-model.ts';

// The tool loop both assistants share (issue 30, decisions 069 and 079): the model is shown the
// question and a surface's tools, asks for tools, gets each one's validated result, and answers.
// The loop, not the model, decides what runs: only a tool on the surface's allow-list, only with
// input its zod schema accepts. The guest agent and the staff assistant differ in their tools,
// their prompt and what they keep; the rounds, the refusals and the grounding check are these.

/** Model calls one question may take (tool rounds and the answer); each fits the function's timeout. */
export const AGENT_MAX_MODEL_CALLS = 4;

/** What a tool answers: the model's JSON and the facts the page shows under the answer. */
export interface ToolResult {
  ok: boolean;
  /** What the model is given (JSON). */
  data: unknown;
  facts: AgentFact[];
}

/** A tool of a surface's allow-list: its model-facing spec, its input's zod schema and what it does. */
export interface SurfaceTool<Context, Outcome extends ToolResult> {
  name: string;
  spec: ModelTool;
  input: z.ZodMiniType;
  run: (input: never, context: Context) => Promise<Outcome>;
}

/** Runs one tool the model asked for: "no such tool" off the list, "refused" for input its schema does not accept. */
export async function runAllowedTool<Context, Outcome extends ToolResult>(
  tools: ReadonlyMap<string, SurfaceTool<Context, Outcome>>,
  name: string,
  input: unknown,
  context: Context,
): Promise<(Outcome | ToolResult) & { name: string; input: unknown }> {
  const tool = tools.get(name);
  if (!tool) return { name, input, ok: false, data: { error: `There is no tool named ${name}.` }, facts: [] };
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('; ');
    return { name, input, ok: false, data: { error: `The input was refused: ${problems}` }, facts: [] };
  }
  return { name, input: parsed.data, ...(await tool.run(parsed.data as never, context)) };
}

export interface ToolRoundsRequest {
  model: ChatModel;
  system: string;
  /** The conversation so far, ending with the question; the rounds are appended to it. */
  messages: ModelMessage[];
  tools: readonly ModelTool[];
  maxTokens: number;
  /** Runs one tool the model asked for (through runAllowedTool); the loop gives its result back to the model. */
  runTool: (name: string, input: unknown) => Promise<{ ok: boolean; data: unknown }>;
  /** Checked between rounds with the tokens spent so far: true stops the question there (its allowance is spent). */
  spent?: (tokens: number) => boolean;
  /** Ask the model's guardrail to check the question and each answer (the guest agent's, decision 086). */
  guard?: boolean;
}

export interface ToolRoundsResult {
  /** The model's words ('' when it never answered). */
  answer: string;
  tokens: number;
  /** The guardrail stopped the question or an answer: no further round ran, and `answer` is empty. */
  blocked?: GuardrailIntervention;
}

/** Asks the model until it answers, the guardrail intervenes, or AGENT_MAX_MODEL_CALLS are made. */
export async function toolRounds(request: ToolRoundsRequest): Promise<ToolRoundsResult> {
  const { model, system, messages, tools, maxTokens } = request;
  let tokens = 0;
  for (let call = 0; call < AGENT_MAX_MODEL_CALLS; call += 1) {
    const reply = await model.converse({ system, messages, tools, maxTokens, ...(request.guard ? { guard: true } : {}) });
    // A blocked question or answer still spent what the reply says it did.
    tokens += reply.usage.inputTokens + reply.usage.outputTokens;
    // The blocked message is the guardrail's, not the model's: it is not part of the conversation the model continues.
    if (reply.stop === 'guardrail_intervened' && reply.guardrail) return { answer: '', tokens, blocked: reply.guardrail };
    messages.push(reply.message);
    const uses = reply.message.content.flatMap((block) => ('toolUse' in block ? [block.toolUse] : []));
    if (reply.stop !== 'tool_use' || uses.length === 0) {
      const answer = reply.message.content
        .flatMap((block) => ('text' in block ? [block.text] : []))
        .join('\n')
        .trim();
      return { answer, tokens };
    }
    const results: ModelBlock[] = [];
    for (const use of uses) {
      const outcome = await request.runTool(use.name, use.input);
      results.push({ toolResult: { toolUseId: use.toolUseId, content: outcome.data, status: outcome.ok ? 'success' : 'error' } });
    }
    messages.push({ role: 'user', content: results });
    if (request.spent?.(tokens)) break;
  }
  return { answer: '', tokens };
}

function toolResultsIn(messages: readonly ModelMessage[]): unknown[] {
  return messages.flatMap((message) => message.content.flatMap((block) => ('toolResult' in block ? [block.toolResult.content] : [])));
}

function questionsIn(messages: readonly ModelMessage[]): string[] {
  return messages.filter((message) => message.role === 'user').flatMap((message) => message.content.flatMap((block) => ('text' in block ? [block.text] : [])));
}

/** The figures of the model's answer that neither a tool result nor the asker's own words hold (decision 069's grounding check). */
export function ungroundedIn(answer: string, messages: readonly ModelMessage[]): string[] {
  return answer ? ungroundedFigures(answer, { toolResults: toolResultsIn(messages), guestText: questionsIn(messages) }) : [];
}
