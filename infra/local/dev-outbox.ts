import { loadConfig } from '#functions/platform/config.ts';
import { outboxRepository, type OutboxMessage } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { html } from '#functions/platform/html/html.ts';

// GET /dev/outbox: the e-mails the site would have sent, for whoever runs it locally (the local
// stack keeps them in the outbox instead of sending: EMAIL_DELIVERY=outbox). Only the local
// gateway serves it; nothing in the cloud does. /dev/outbox.json is the same list for tests.

const LIMIT = 100;

export interface DevPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The page for these messages (exported for checks that need no table). */
export function outboxPage(messages: readonly OutboxMessage[]): string {
  const rows = messages.map(
    (message) => html`<tr>
<td><time datetime="${message.createdAt}">${message.createdAt}</time></td>
<td>${message.to}</td>
<td>${message.role}</td>
<td>${message.subject}</td>
<td>${message.status}</td>
<td><pre>${message.text}</pre></td>
</tr>`,
  );
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox (local) – e-mails the site would send</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1b2a3a; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding-bottom: .5rem; }
th, td { border: 1px solid #c5d0db; padding: .4rem .6rem; text-align: left; vertical-align: top; }
pre { white-space: pre-wrap; max-width: 60ch; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>The local stack keeps e-mails here instead of sending them. Newest first, at most ${LIMIT}. <a href="/dev/outbox.json">As JSON</a>.</p>
${
  messages.length
    ? html`<table>
<caption>The ${messages.length} newest e-mails</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Role</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Text body</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : html`<p>No e-mails yet. Save a quote or send the contact form and they appear here.</p>`
}
</main>
</body>
</html>
`.value;
}

/** The outbox page, or its JSON (`/dev/outbox.json`); never cached. */
export async function devOutbox(format: 'html' | 'json'): Promise<DevPage> {
  const messages = await outboxRepository(loadConfig()).listNewest(LIMIT);
  return format === 'json'
    ? {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        body: Buffer.from(JSON.stringify({ messages })),
      }
    : { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body: Buffer.from(outboxPage(messages)) };
}
