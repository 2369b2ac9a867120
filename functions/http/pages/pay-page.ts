import * as z from '#domain/shared/zod.ts';
import { shareTokenSchema } from '#domain/payments/split-payment-schemas.ts';
import type { SharePageResponse } from '#domain/payments/split-payments.ts';
import { fillPath } from '#contracts/route.ts';
import { PAY_SHELL_FILE, paymentsRoutes } from '#contracts/routes/payments.ts';
import { renderPayPage } from '#frontend/entry-pay-server.tsx';
import { htmlPage, pageHandler } from '../../platform/http/page-handler.ts';
import * as routes from '../routes/payments.ts';
import { apiAnswer, renderedOrShell, SHELL_CACHE, siteShell } from './site-answers.ts';

/**
 * GET /pay/{token} (decision 093): the share page a friend opens, with the booking's figures in its
 * HTML, hydrated at their first intent; rendered as the quote page is (quote-page.ts), from
 * `GET /api/pay/{token}`'s own answer.
 */

// A malformed token opens nothing, as the API route says.
const params = z.object({ token: z.catch(z.nullable(shareTokenSchema), null) });
// Back from Stripe's page (`?payment=done` or `cancelled`): the page says how it went and asks again
// until the payment shows, another page in the browser than the share as it stands: the shell.
const query = z.catch(z.object({ payment: z.optional(z.string()) }), {});

export const handler = pageHandler(routes.getPayPage, { params, query }, async ({ params: { token }, query: { payment }, event, config, now }) => {
  const shell = await siteShell(config.SITE_URL, PAY_SHELL_FILE, now.getTime());
  if (payment !== undefined) return htmlPage(200, shell, SHELL_CACHE);
  const answer = token ? await apiAnswer<SharePageResponse>(config.SITE_URL, fillPath(paymentsRoutes.getSharePage.path, { token })) : null;
  // A link that opens nothing: the shell, whose page says so once the API has (with the right status).
  if (answer === null) return htmlPage(404, shell, SHELL_CACHE);
  if (answer === undefined) return htmlPage(200, shell, SHELL_CACHE);
  // The link as given: the page in the browser reads it from its address, and must find its data.
  return renderedOrShell('share page', shell, () => renderPayPage(shell, { token: event.pathParameters?.['token'] ?? '', answer }));
});
