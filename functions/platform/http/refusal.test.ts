import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { toApiGatewayEvent } from '#infra/local/api-gateway-event.ts';
import type { RouteDefinition } from '../../http/routes.ts';
import { resetConfigCache } from '../config.ts';
import { done, refused, type Outcome } from '../outcome.ts';
import { ConflictError, HttpError, NotFoundError } from './errors.ts';
import { httpHandler, type PublicRoute } from './handler.ts';
import { orRefuse, refusalError } from './refusal.ts';
import { json } from './response.ts';

// Decision 048: a refusal a handler passes through orRefuse is answered exactly as the HttpError a
// use case threw before: the same status, body and headers.

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 't',
    EVENT_BUS_NAME: 'b',
    USER_POOL_ID: 'local_pool',
    USER_POOL_CLIENT_ID: 'client',
    COGNITO_ISSUER_BASE: 'http://127.0.0.1:1',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  resetConfigCache();
});
const environment = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  resetConfigCache();
});

const route: PublicRoute = { method: 'POST', path: '/api/things', entry: 'x.ts', auth: 'public', permissions: [] } satisfies RouteDefinition;

async function answer(run: () => Promise<Outcome<{ id: string }>> | Promise<never>) {
  const handler = httpHandler(route, {}, async () => json(200, orRefuse(await run())));
  const event = toApiGatewayEvent({ method: 'POST', url: '/api/things', headers: {}, routeKey: 'POST /api/things' });
  const result = (await handler(event as never, lambdaContext('test', 5000))) as { statusCode: number; headers: Record<string, string>; body: string };
  return { status: result.statusCode, headers: result.headers, body: JSON.parse(result.body) };
}

describe('a refusal answered through orRefuse', () => {
  it('answers the value of an outcome that is done', async () => {
    expect(await answer(async () => done({ id: 'b1' }))).toMatchObject({ status: 200, body: { id: 'b1' } });
  });

  it("answers as the HttpError it replaces: its code's status, the message, fields and details", async () => {
    const fields = { start: 'Choose another time.' };
    const details = { alternatives: [{ date: '2027-06-14', start: '13:30' }] };
    const before = await answer(async () => {
      throw new ConflictError('SLOT_TAKEN', 'Someone booked that time a moment ago.', fields, details);
    });
    const after = await answer(async () => refused('SLOT_TAKEN', 'Someone booked that time a moment ago.', { fields, details }));
    expect(after).toEqual(before);
    expect(after.status).toBe(409);
    expect(after.body).toEqual({
      error: { alternatives: details.alternatives, code: 'SLOT_TAKEN', message: 'Someone booked that time a moment ago.', fields },
    });

    const notFound = await answer(async () => refused('TRIP_NOT_FOUND', 'There is no such trip among your bookings.'));
    expect(notFound).toEqual(
      await answer(async () => {
        throw new NotFoundError('There is no such trip among your bookings.', 'TRIP_NOT_FOUND');
      }),
    );
    expect(notFound.status).toBe(404);
  });

  it('answers 422 for a refusal the table gives 422, as the HttpError(422, ...) it replaces', async () => {
    const thrown = await answer(async () => {
      throw new HttpError(422, 'NO_SUCH_SLOT', 'There is no cruise at 07:00.', { start: 'Choose one of the times offered.' });
    });
    const answered = await answer(async () =>
      refused('NO_SUCH_SLOT', 'There is no cruise at 07:00.', { fields: { start: 'Choose one of the times offered.' } }),
    );
    expect(answered).toEqual(thrown);
    expect(answered.status).toBe(422);
  });

  it('makes an HttpError a consumer or job fails with, as before', () => {
    const error = refusalError({ code: 'PAYMENT_ARRIVING', message: 'A payment is arriving.' });
    expect(error).toBeInstanceOf(HttpError);
    expect([error.statusCode, error.code, error.message, error.fields, error.details]).toEqual([
      409,
      'PAYMENT_ARRIVING',
      'A payment is arriving.',
      undefined,
      undefined,
    ]);
    expect(() => orRefuse(refused('PAYMENT_ARRIVING', 'A payment is arriving.'))).toThrow(error);
  });
});
