import * as z from '#domain/shared/zod.ts';
import { manifestTokenSchema } from '#domain/portal/manifest-schemas.ts';
import type { WaiverPageResponse } from '#domain/portal/manifest.ts';
import { fillPath } from '#contracts/route.ts';
import { portalRoutes, WAIVER_SHELL_FILE } from '#contracts/routes/portal.ts';
import { renderWaiverPage } from '#frontend/entry-waiver-server.tsx';
import { htmlPage, pageHandler } from '../../platform/http/page-handler.ts';
import * as routes from '../routes/portal.ts';
import { apiAnswer, renderedOrShell, SHELL_CACHE, siteShell } from './site-answers.ts';

/**
 * GET /waiver/{token} (decision 094): the page a guest opens from the group's waiver link, with
 * the trip and the waiver's text in its HTML, hydrated at their first intent; rendered as the share
 * page is (pay-page.ts), from `GET /api/waivers/{token}`'s own answer.
 */

// A malformed token opens nothing, as the API route says.
const params = z.object({ token: z.catch(z.nullable(manifestTokenSchema), null) });
// No query parameter makes it another page: whatever a link carries (an e-mail's tracking) is dropped.
const query = z.catch(z.object({}), {});

export const handler = pageHandler(routes.getWaiverLinkPage, { params, query }, async ({ params: { token }, event, config, now }) => {
  const shell = await siteShell(config.SITE_URL, WAIVER_SHELL_FILE, now.getTime());
  const answer = token ? await apiAnswer<WaiverPageResponse>(config.SITE_URL, fillPath(portalRoutes.getWaiverPage.path, { token })) : null;
  // A link that opens nothing: the shell, whose page says so once the API has (with the right status).
  if (answer === null) return htmlPage(404, shell, SHELL_CACHE);
  // The API could not say (a 5xx, no answer in time): the browser asks it again, as before.
  if (answer === undefined) return htmlPage(200, shell, SHELL_CACHE);
  // The link as given: the page in the browser reads it from its address, and must find its data.
  return renderedOrShell('waiver page', shell, () => renderWaiverPage(shell, { token: event.pathParameters?.['token'] ?? '', answer }));
});
