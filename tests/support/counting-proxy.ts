import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the proxy received for the watched operation, as JSON. */
export interface WatchedCall {
  body: Record<string, unknown>;
}

/**
 * An HTTP proxy in front of an AWS JSON endpoint (cognito-local) that records every call of one
 * operation (by its X-Amz-Target) and, while holding, keeps those calls waiting before passing
 * them on. A test sees exactly which calls reached the service, and can send more requests while
 * earlier ones are still waiting for the service's answer. Other calls pass straight through.
 */
export async function startCountingProxy(target: string, operation: string) {
  const upstream = new URL(target);
  const calls: WatchedCall[] = [];
  const waiting: Array<() => void> = [];
  const listeners = new Set<() => void>();
  let holding = false;

  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
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
      if (String(req.headers['x-amz-target'] ?? '').endsWith(`.${operation}`)) {
        calls.push({ body: JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown> });
        for (const listener of listeners) listener();
        if (holding) {
          waiting.push(() => forward(req, res, body));
          return;
        }
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
