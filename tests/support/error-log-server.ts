import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureErrorLogs, type ErrorLogLine } from './log-capture.ts';

// The test stack runs its handlers (the gateway's routes, the bus's consumers, the payment
// simulator's webhooks) in the Vitest setup process, so their ERROR lines are written there, not
// in the workers that run the tests. This loopback server lets the workers ask for them, as they
// ask the bus for dead letters (decision 034): `POST /mark` answers `{ "seq": n }`;
// `POST /expect` `{ "source": "...", "flags": "..." }` marks lines matching that pattern expected
// from now on and answers `{ "id": n }`; `POST /check` `{ "from": a, "to"?: b, "forget"?: [ids] }`
// answers the unexpected lines after mark a up to mark b and how many lines each forgotten
// expectation matched, and forgets them.

export const ERROR_LOG_MARK_PATH = '/mark';
export const ERROR_LOG_EXPECT_PATH = '/expect';
export const ERROR_LOG_CHECK_PATH = '/check';

export interface ErrorLogCheck {
  lines: ErrorLogLine[];
  matched: Record<string, number>;
}

async function body(request: AsyncIterable<Buffer>): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Captures this process's ERROR lines and serves them on a free loopback port. */
export async function startErrorLogServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const capture = captureErrorLogs({ stringsOnly: true });
  const server: Server = createServer((request, response) => {
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    body(request)
      .then((input) => {
        if (request.method !== 'POST') return reply(405, {});
        if (request.url === ERROR_LOG_MARK_PATH) return reply(200, { seq: capture.mark() });
        if (request.url === ERROR_LOG_EXPECT_PATH) {
          if (typeof input['source'] !== 'string') return reply(400, { message: 'source is required' });
          return reply(200, { id: capture.expect(new RegExp(input['source'], typeof input['flags'] === 'string' ? input['flags'] : '')) });
        }
        if (request.url === ERROR_LOG_CHECK_PATH) {
          const from = Number(input['from'] ?? 0);
          const to = typeof input['to'] === 'number' ? input['to'] : undefined;
          const forget = Array.isArray(input['forget']) ? input['forget'].filter((id): id is number => typeof id === 'number') : [];
          const matched: Record<string, number> = {};
          for (const id of forget) {
            matched[id] = capture.matched(id);
            capture.forget(id);
          }
          const check: ErrorLogCheck = { lines: capture.since(from, to).filter((line) => !line.expected), matched };
          return reply(200, check);
        }
        return reply(404, {});
      })
      .catch((error: unknown) => reply(400, { message: error instanceof Error ? error.message : String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // It serves while the run lasts and never keeps Vitest from exiting (a stack that failed to start
  // returns no teardown to stop it).
  server.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
