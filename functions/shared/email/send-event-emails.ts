import type { Config } from '../config.ts';
import { outboxRepository, type OutboxRole } from '../data/outbox-repository.ts';
import { logger } from '../logger.ts';
import { deliverEmail } from './delivery.ts';
import type { EmailContent } from './layout.ts';

/** One e-mail an event calls for: who it is for, where replies go, and what it says. */
export interface EventEmail {
  role: OutboxRole;
  to: string;
  replyTo?: string;
  content: EmailContent;
}

/**
 * Writes an event's e-mails to the outbox, then delivers those still pending. Idempotent on the
 * event id: a replayed event finds its messages (one per role) and only delivers those not
 * delivered yet. A failed delivery throws after the others were tried, so the platform retries
 * just the failed ones.
 */
export async function sendEventEmails(config: Config, event: { id: string; detailType: string }, emails: readonly EventEmail[], now: Date): Promise<void> {
  const outbox = outboxRepository(config);
  const at = now.toISOString();
  const results = await Promise.allSettled(
    emails.map(async ({ role, to, replyTo, content }) => {
      const message = await outbox.add({ eventId: event.id, role, detailType: event.detailType, to, from: config.EMAIL_FROM, ...(replyTo ? { replyTo } : {}), ...content, createdAt: at });
      if (message.status !== 'pending') return `${role}: already ${message.status}`;
      const delivery = await deliverEmail(config, message);
      await outbox.markDelivered(message, { ...delivery, at });
      return `${role}: ${delivery.status}`;
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  logger.info('E-mails handled', { outcomes: results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed')) });
}
