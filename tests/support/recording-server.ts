import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Read the request and never answer, as a hung service does. */
  hang?: boolean;
}

/**
 * A local HTTP server standing in for an AWS endpoint in unit tests: it records every request and
 * gives the queued answers in turn (then 200 `{}`).
 */
export async function startRecordingServer() {
  const requests: RecordedRequest[] = [];
  const answers: Answer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers.shift() ?? { status: 200, body: '{}' };
      if (answer.hang) return;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Forgets what was recorded and queues the next answers. */
    reset(next: Answer[] = []) {
      requests.length = 0;
      answers.splice(0, answers.length, ...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
