import * as z from '#domain/shared/zod.ts';
import { manifestTokenSchema } from '#domain/portal/manifest-schemas.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { waiverPage } from '../../app/portal/sign-waiver.ts';
import * as routes from '../routes/portal.ts';

// As for a share link: a malformed token is a link that opens nothing, the same 404 as an unknown one.
const params = z.object({ token: z.catch(z.nullable(manifestTokenSchema), null) });

/** GET /api/waivers/{token}: the trip a waiver link opens (no money), the current waiver and whether the cruise is 21+ (WaiverPageResponse). */
export const handler = httpHandler(routes.getWaiverPage, { params }, async ({ input, config, now }) =>
  json(200, orRefuse(await waiverPage(config, input.params.token, now))),
);
