/**
 * `npm run bench:booking`: how long the guest's booking takes on a fresh local stack, step by
 * step, over RUNS bookings (issue 16's "books and pays the deposit in under two minutes": this is
 * the part the system adds to the guest's own typing).
 *
 * Each run is what the guest's browser does: open the quote (the API read the quote page makes),
 * book it, make the deposit's checkout, open the checkout page, pay on it (the simulator's HTML
 * form, posted as the browser posts it, with 4242...), and wait for the webhook's confirmation as
 * the quote page does (asking for the booking again every POLL_MS). "confirmed" is the time from
 * the payment's answer to the booking read back as confirmed: the webhook's delivery and work.
 *
 * Everything runs in this one process on this machine (the handlers, DynamoDB Local in Java, the
 * bus, the simulator), so the figures compare changes on the same machine; they are not what
 * Lambda, DynamoDB and Stripe in AWS would give. It asserts nothing.
 */
import '#infra/local/environment.ts';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/dates.ts';
import { startLocalStack } from '#infra/local/stack.ts';

const RUNS = Number(process.argv[2] ?? 20);
const WARM_UP_RUNS = 2;
const POLL_MS = 20;
const CONFIRM_LIMIT_MS = 30_000;
const STEPS = ['open quote', 'book', 'make checkout', 'open checkout page', 'pay (form post)', 'confirmed (webhook)'] as const;
type Step = (typeof STEPS)[number];

let nextAddress = 0;
/** A loopback address of its own per request, so the per-client rate limits never answer. */
const newAddress = () => {
  nextAddress += 1;
  return `127.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${(nextAddress & 255) || 1}`;
};

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

function send(address: string, method: string, body?: { json: unknown } | { form: Record<string, string> }, headers: Record<string, string> = {}): Promise<Answer> {
  const target = new URL(address);
  const payload = body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString();
  const type = body === undefined ? {} : { 'content-type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded' };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method, localAddress: newAddress(), headers: { ...type, ...(payload ? { 'content-length': String(Buffer.byteLength(payload)) } : {}), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function expectStatus(step: string, answer: Answer, status: number): Answer {
  if (answer.status !== status) throw new Error(`${step}: expected ${status}, got ${answer.status}: ${answer.body.slice(0, 300)}`);
  return answer;
}

/** Weekdays from six weeks out, one booking each: every run gets a free boat-slot. */
function* cruiseDates(): Generator<IsoDate> {
  let date = addDays(calendarDateIn(new Date()), 42);
  for (;;) {
    date = addDays(date, 1);
    if (dayOfWeek(date) >= 1 && dayOfWeek(date) <= 4) yield date;
  }
}

async function oneBooking(base: string, eventDate: IsoDate): Promise<Record<Step, number>> {
  const quote = JSON.parse(
    expectStatus(
      'quote',
      await send(`${base}/api/quotes`, 'POST', { json: { selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate, packageType: 'essentials', lilyPad: false }, contact: { name: 'Bench Guest', email: `bench.${randomUUID().slice(0, 8)}@test.example`, phone: '512-555-0142' }, source: 'chat' } }, { 'idempotency-key': randomUUID() }),
      201,
    ).body,
  ) as { path: string };
  const token = quote.path.split('/').at(-1)!;
  const times = {} as Record<Step, number>;
  const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    times[step] = performance.now() - started;
    return result;
  };

  await timed('open quote', async () => expectStatus('open quote', await send(`${base}/api/quotes/by-token/${token}`, 'GET'), 200));
  await timed('book', async () =>
    expectStatus('book', await send(`${base}/api/bookings`, 'POST', { json: { quoteToken: token, start: '13:30', leadGuest: { name: 'Bench Guest', email: `bench.${randomUUID().slice(0, 8)}@test.example`, phone: '(512) 555-0142' }, acceptCancellationPolicy: true } }, { 'idempotency-key': randomUUID() }), 201),
  );
  const { url } = JSON.parse((await timed('make checkout', async () => expectStatus('make checkout', await send(`${base}/api/bookings/checkout`, 'POST', { json: { quoteToken: token } }), 200))).body) as { url: string };
  await timed('open checkout page', async () => expectStatus('open checkout page', await send(url, 'GET'), 200));
  await timed('pay (form post)', async () => expectStatus('pay', await send(url, 'POST', { form: { cardnumber: '4242 4242 4242 4242', exp: '12 / 34', cvc: '123', name: 'Bench Guest' } }), 303));
  await timed('confirmed (webhook)', async () => {
    const deadline = Date.now() + CONFIRM_LIMIT_MS;
    for (;;) {
      const { booking } = JSON.parse(expectStatus('read booking', await send(`${base}/api/quotes/by-token/${token}`, 'GET'), 200).body) as { booking: { status: string } | null };
      if (booking?.status === 'confirmed') return;
      if (Date.now() > deadline) throw new Error(`Booking of quote ${token} not confirmed within ${CONFIRM_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });
  return times;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const stack = await startLocalStack({ port: 0, dataDir: null });
try {
  const dates = cruiseDates();
  // Warm the handlers and the connections, as warm Lambdas are.
  for (let run = 0; run < WARM_UP_RUNS; run++) await oneBooking(stack.url, dates.next().value!);
  const runs: Record<Step, number>[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await oneBooking(stack.url, dates.next().value!));
  await stack.payments.drain();
  await stack.bus.drain();

  console.log(`The guest's booking on a fresh local stack: ${RUNS} runs after ${WARM_UP_RUNS} to warm up (Node ${process.versions.node})\n`);
  console.log('| step | median | p95 |');
  console.log('|---|---:|---:|');
  const rows: [string, number[]][] = [...STEPS.map((step) => [step, runs.map((run) => run[step])] as [string, number[]]), ['total', runs.map((run) => STEPS.reduce((sum, step) => sum + run[step], 0))]];
  for (const [step, values] of rows) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`| ${step} | ${percentile(sorted, 50).toFixed(0)} ms | ${percentile(sorted, 95).toFixed(0)} ms |`);
  }
} finally {
  await stack.stop();
}
