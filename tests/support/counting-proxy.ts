import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the proxy received for the watched operation, as JSON. */
export interface WatchedCall {
  body: Record<string, unknown>;
}

/** DynamoDB's answer to a transaction cancelled by a conflict: the reasons list one code per item, in order. */
function answerTransactionConflict(res: http.ServerResponse, body: Buffer): void {
  const items = (JSON.parse(body.toString('utf8') || '{}') as { TransactItems?: unknown[] }).TransactItems ?? [];
  const reasons = items.map((_, index) =>
    index === items.length - 1 ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
  );
  res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
  res.end(
    JSON.stringify({
      __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
      CancellationReasons: reasons,
    }),
  );
}

/**
 * An HTTP proxy in front of an AWS JSON endpoint (cognito-local, DynamoDB Local) that records
 * every call of the watched operations (by X-Amz-Target) and, while holding, keeps those calls
 * waiting before passing them on. A test sees exactly which calls reached the service, and can
 * send more requests while earlier ones are still waiting for the service's answer. It can also
 * lose answers: the service does the work, the caller's connection drops before the answer (what
 * a timeout or a network fault does to a call that succeeded). Other calls pass straight through.
 */
export async function startCountingProxy(target: string, operation: string | string[]) {
  const upstream = new URL(target);
  const watched = new Set([operation].flat());
  const calls: WatchedCall[] = [];
  const waiting: Array<() => void> = [];
  const listeners = new Set<() => void>();
  let holding = false;
  let answersToLose = 0;
  let conflictsToAnswer = 0;

  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, loseAnswer = false) {
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        if (loseAnswer) {
          answer.resume();
          answer.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    proxied.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (
        watched.has(
          String(req.headers['x-amz-target'] ?? '')
            .split('.')
            .at(-1) ?? '',
        )
      ) {
        calls.push({ body: JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown> });
        for (const listener of listeners) listener();
        if (conflictsToAnswer > 0) {
          conflictsToAnswer -= 1;
          return answerTransactionConflict(res, body);
        }
        const loseAnswer = answersToLose > 0;
        if (loseAnswer) answersToLose -= 1;
        if (holding) {
          waiting.push(() => forward(req, res, body, loseAnswer));
          return;
        }
        forward(req, res, body, loseAnswer);
        return;
      }
      forward(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The watched calls received since the last reset. */
    calls,
    /** How many watched calls are being held. */
    get held() {
      return waiting.length;
    },
    reset() {
      calls.length = 0;
    },
    /** Holds the watched calls from now on, until release. */
    hold() {
      holding = true;
    },
    /** The next `count` watched calls reach the service, but their callers never get its answer. */
    loseAnswers(count: number) {
      answersToLose = count;
    },
    /**
     * The next `count` watched TransactWriteItems calls are cancelled as DynamoDB cancels a
     * transaction that met another on one of its items (nothing written), without reaching the service.
     */
    answerConflicts(count: number) {
      conflictsToAnswer = count;
    },
    /** Passes every held call on, and stops holding. */
    release() {
      holding = false;
      for (const pass of waiting.splice(0)) pass();
    },
    /** Resolves once `count` watched calls have arrived since the last reset. */
    received(count: number): Promise<void> {
      if (calls.length >= count) return Promise.resolve();
      return new Promise((resolve) => {
        const listener = () => {
          if (calls.length < count) return;
          listeners.delete(listener);
          resolve();
        };
        listeners.add(listener);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        holding = false;
        for (const pass of waiting.splice(0)) pass();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
