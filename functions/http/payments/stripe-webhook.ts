import * as z from '#domain/shared/zod.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { logger } from '../../platform/logger.ts';
import { handleRefundEvent } from '../../app/payments/refunds.ts';
import { handleStripeEvent, verifiedEvent } from '../../app/payments/stripe-webhook.ts';
import * as routes from '../routes/payments.ts';

// Stripe's header: `t=<timestamp>,v1=<signature>[,v1=...]`; a few signatures at most (one per
// secret while a secret is rolled).
const headers = z.object({ 'stripe-signature': z.string().check(z.minLength(1), z.maxLength(1000)) });

/**
 * POST /api/payments/stripe/webhook: Stripe's events about our payments (decision 018). The
 * signature is checked over the body exactly as it arrived, before anything is read or written:
 * a bad one is 400 BAD_SIGNATURE. Then 200 `{ received: true, outcome }` for every event that is
 * ours or not, recorded now or already (Stripe retries anything else for days).
 */
export const handler = httpHandler(routes.stripeWebhook, { body: z.unknown(), headers }, async ({ input, event, config, now }) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const verified = orRefuse(await verifiedEvent(config, raw, input.headers['stripe-signature']));
  const outcome = (await handleRefundEvent(config, verified, now)) ?? (await handleStripeEvent(config, verified, now));
  logger.info('Stripe event handled', { eventId: verified.id, type: verified.type, outcome });
  return json(200, { received: true, outcome });
});
