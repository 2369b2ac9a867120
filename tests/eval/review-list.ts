import { readFileSync } from 'node:fs';
import { agentReviewItemSchema } from '#domain/assistant/conversation.ts';
import * as z from '#domain/shared/zod.ts';
import type { ChatModel } from '#functions/adapters/bedrock/chat-model.ts';
import { guestAgentTurn } from '#functions/app/assistant/guest-agent.ts';
import type { Config } from '#functions/platform/config.ts';

// The review list staff build on /admin/agent-chat (decision 072), brought to the evaluation:
// `npm run eval:ai -- --review agent-review-list.json` (the file the page downloads) asks each
// question marked wrong again, of the same model, and prints the answer now beside the one marked
// wrong and the staff's note. A question has no expected tools or facts until a person writes
// them into guest-questions.ts, so these are printed for that person, not scored.

const reviewFileSchema = z.array(agentReviewItemSchema);
export type ReviewFile = z.infer<typeof reviewFileSchema>;

export function readReviewFile(path: string): ReviewFile {
  const parsed = reviewFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a review list downloaded from /admin/agent-chat: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

/** Each reviewed question asked again (a new conversation each), as lines to print. */
export async function reviewLines(config: Config, reviews: ReviewFile, options: { model?: ChatModel; now?: Date } = {}): Promise<string[]> {
  const lines: string[] = [`Review list: ${reviews.length} answer${reviews.length === 1 ? '' : 's'} marked wrong, asked again`];
  for (const review of reviews) {
    const outcome = await guestAgentTurn(config, {
      message: review.question,
      now: options.now ?? new Date(),
      ...(options.model ? { model: options.model } : {}),
    });
    const now = outcome.ok
      ? `${outcome.value.answer} [tools: ${outcome.value.toolCalls.map((call) => call.name).join(', ') || 'none'}]`
      : `refused: ${outcome.refusal.code}`;
    lines.push(
      '',
      `Q: ${review.question}`,
      `  marked wrong: ${review.answer} [tools: ${review.toolCalls.map((call) => call.name).join(', ') || 'none'}]`,
      `  staff's note: ${review.note || '(none)'}`,
      `  answer now:   ${now}`,
    );
  }
  return lines;
}
