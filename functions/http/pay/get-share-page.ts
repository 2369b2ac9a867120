import * as z from '#domain/shared/zod.ts';
import { shareTokenSchema } from '#domain/payments/split-payment-schemas.ts';
import { sharePage } from '../../app/payments/share-view.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/payments.ts';

// As for a quote's link: a malformed token is a link that opens nothing, the same 404 as an unknown one.
const params = z.object({ token: z.catch(z.nullable(shareTokenSchema), null) });

/** GET /api/pay/{token}: the booking a share link opens, as the group sees it (SharePageResponse); never cached. */
export const handler = httpHandler(routes.getSharePage, { params }, async ({ input, config, now }) => {
  const booking = input.params.token ? await bookingsRepository(config).getByShareToken(input.params.token) : null;
  if (!booking) throw new NotFoundError('This share link does not open a booking. Ask the organiser for the link again.', 'SHARE_NOT_FOUND');
  return json(200, sharePage(booking, now));
});
