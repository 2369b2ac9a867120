import * as z from '#domain/shared/zod.ts';
import { manifestTokenSchema, waiverSignatureRequestSchema } from '#domain/portal/manifest-schemas.ts';
import { requestSourceIp } from '../../platform/http/client-address.ts';
import { httpHandler } from '../../platform/http/handler.ts';
import { orRefuse } from '../../platform/http/refusal.ts';
import { json } from '../../platform/http/response.ts';
import { signWaiver } from '../../app/portal/sign-waiver.ts';
import * as routes from '../routes/portal.ts';

const params = z.object({ token: z.catch(z.nullable(manifestTokenSchema), null) });

/**
 * POST /api/waivers/{token}/signatures: a guest signs the current waiver (name, e-mail, typed
 * signature, date of birth on a 21+ cruise, agreement, photo consent). 201 WaiverSignedResponse;
 * 404 unknown link; 400 bad input; 422 UNDER_21; 409 ALREADY_SIGNED, WAIVER_CHANGED or
 * WAIVER_CLOSED. Nothing is stored on a refusal.
 */
export const handler = httpHandler(routes.signWaiver, { params, body: waiverSignatureRequestSchema }, async ({ input, config, now, event }) =>
  json(201, orRefuse(await signWaiver(config, input.params.token, input.body, now, requestSourceIp(event)))),
);
