import { isDeletedGuestAddress } from '#domain/portal/guest-data.ts';
import type { Config } from '../../../platform/config.ts';
import { outboxRepository, type OutboxRole } from '../../../adapters/dynamodb/outbox-repository.ts';
import { logger } from '../../../platform/logger.ts';
import { deliverEmail, type Delivery, type SendEmail } from '../../../adapters/ses/delivery.ts';
import type { EmailContent } from './layout.ts';

/** One e-mail an event calls for: who it is for, where replies go, and what it says. */
export interface EventEmail {
  role: OutboxRole;
  to: string;
  replyTo?: string;
  content: EmailContent;
}

/** How long a delivery may take to hand a message to SES before another may try (SES calls end within about 21 s). */
export const SEND_CLAIM_MS = 60_000;

/** Another delivery of the same event holds the message right now; a retry later finds it sent. */
export class MessageBeingSentError extends Error {
  /** Thrown so the platform retries: the consumer logs it as a warning (events/consumer.ts). */
  readonly retryByDesign = true;
  constructor(role: OutboxRole) {
    super(`The ${role} e-mail of this event is being sent by another delivery`);
    this.name = 'MessageBeingSentError';
  }
}

/**
 * Writes an event's e-mails to the outbox, then delivers those still pending. Idempotent on the
 * event id: a replayed event finds its messages (one per role) and only delivers those not
 * delivered yet. Each message is written already claimed (or claimed, when a replay finds it
 * written) before it is sent, so two deliveries of one event at the same moment send it once; the
 * one that finds it claimed throws, and its retry finds it sent (or takes over a claim that lapsed
 * because its holder died). A send that fails gives its claim back and throws after the others
 * were tried, so the platform retries just the failed ones.
 */
export async function sendEventEmails(
  config: Config,
  event: { id: string; detailType: string },
  emails: readonly EventEmail[],
  now: Date,
  send?: SendEmail,
): Promise<void> {
  const outbox = outboxRepository(config);
  const at = now.toISOString();
  // A deleted guest's kept booking has an address that never delivers (decision 025): nothing is written or sent to it.
  const deliverable = emails.filter((email) => !isDeletedGuestAddress(email.to));
  if (deliverable.length < emails.length) logger.info('E-mail to a deleted guest not sent', { eventId: event.id, detailType: event.detailType });
  const results = await Promise.allSettled(
    deliverable.map(async ({ role, to, replyTo, content }) => {
      const written = await outbox.addClaimed(
        { eventId: event.id, role, detailType: event.detailType, to, from: config.EMAIL_FROM, ...(replyTo ? { replyTo } : {}), ...content, createdAt: at },
        now,
        SEND_CLAIM_MS,
      );
      if (written.message.status === 'sent' || written.message.status === 'local') return `${role}: already ${written.message.status}`;
      const message = written.claimed ? written.message : await outbox.claim(written.message, now, SEND_CLAIM_MS);
      if (!message) throw new MessageBeingSentError(role);
      let delivery: Delivery;
      try {
        delivery = await deliverEmail(config, message, send);
      } catch (error) {
        // Give the claim back, so the platform's retry sends it without waiting for the claim to lapse.
        await outbox.release(message);
        throw error;
      }
      await outbox.markDelivered(message, { ...delivery, at });
      return `${role}: ${delivery.status}`;
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  logger.info('E-mails handled', { outcomes: results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed')) });
}
