import * as z from '#domain/shared/zod.ts';
import { quoteTokenSchema } from '#domain/booking/schemas.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import type { QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { isLegacyQuoteId } from '#domain/booking/quote-id.ts';
import { fillPath } from '#contracts/route.ts';
import { bookingRoutes, QUOTE_SHELL_FILE } from '#contracts/routes/booking.ts';
import { renderQuotePage } from '#frontend/entry-quote-server.tsx';
import type { QuotePageData } from '#frontend/features/quotes/quote-page-data.ts';
import { htmlPage, pageHandler } from '../../platform/http/page-handler.ts';
import { apiAnswer, renderedOrShell, SHELL_CACHE, siteShell } from './site-answers.ts';
import * as routes from '../routes/booking.ts';

/**
 * GET /quote/{token} (decision 093): the quote page with the quote in its HTML, so it paints
 * without waiting for React, the route's scripts and the API, and hydrates at the guest's first
 * intent like every prerendered page. The shell is the site build's (the frame and the scripts the
 * browser will load); the quote is the API's own answer for the token, asked through the site as a
 * browser asks it, so the page and `GET /api/quotes/by-token/{token}` can never say two things, and
 * this function carries React's server renderer but no AWS SDK (decision 015's budget).
 */

// A malformed token opens no quote, as the API route says (its 404, not a 400).
const params = z.object({ token: z.catch(z.nullable(quoteTokenSchema), null) });
// A link that opens the booking step (`?book=now`) or comes back from the checkout (`?payment=`):
// the page's first render in the browser is another page than the quote as it stands (the step
// opening, the payment's outcome), so it is the shell, rendered in the browser at once as before,
// like a /book link naming a hint (decision 055).
const query = z.catch(z.object({ book: z.optional(z.string()), payment: z.optional(z.string()) }), {});

export const handler = pageHandler(routes.getQuotePage, { params, query }, async ({ params: { token }, query: { book, payment }, event, config, now }) => {
  const shell = await siteShell(config.SITE_URL, QUOTE_SHELL_FILE, now.getTime());
  // The link as given: the page in the browser reads it from its address, and must find its data.
  const linkToken = event.pathParameters?.['token'] ?? '';
  // An old quote id (the page sends the guest to the quote builder from the shell, decision 007), or a link that opens a step.
  if (isLegacyQuoteId(linkToken) || book !== undefined || payment !== undefined) return htmlPage(200, shell, SHELL_CACHE);
  const answer = token ? await apiAnswer<QuoteByTokenResponse>(config.SITE_URL, fillPath(bookingRoutes.getQuoteByToken.path, { token })) : null;
  // The API could not answer; or the quote is booked, and its booking panel (the deposit, the
  // balance, the shares) is a part only the browser loads (decision 058), which a server render
  // could only leave for React to render afresh: the browser renders the page, as before.
  if (answer === undefined || answer?.booking) return htmlPage(200, shell, SHELL_CACHE);
  const data: QuotePageData = { token: linkToken, answer, today: calendarDateIn(now), quoteUrl: new URL(quotePath(linkToken), config.SITE_URL).href };
  return renderedOrShell('quote page', shell, () => renderQuotePage(shell, data), { status: answer ? 200 : 404 });
});
