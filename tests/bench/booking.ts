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
 * Then staff cancel a booking that holds 1, 5 and 20 card payments (the deposit, and friends'
 * shares paid through the share link, each its own PaymentIntent), well within free cancellation,
 * so every payment is refunded through the simulator: "cancel" is the time of the staff's
 * POST /api/admin/bookings/{id}/cancel, from the request to the answer (median of CANCEL_RUNS).
 *
 * Everything runs in this one process on this machine (the handlers, DynamoDB Local in Java, the
 * bus, the simulator), so the figures compare changes on the same machine; they are not what
 * Lambda, DynamoDB and Stripe in AWS would give. It asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
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
  return `127.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255 || 1}`;
};

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

function send(
  address: string,
  method: string,
  body?: { json: unknown } | { form: Record<string, string> },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const target = new URL(address);
  const payload = body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString();
  const type = body === undefined ? {} : { 'content-type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded' };
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        localAddress: newAddress(),
        headers: { ...type, ...(payload ? { 'content-length': String(Buffer.byteLength(payload)) } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body: Buffer.concat(chunks).toString('utf8') }),
        );
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
      await send(
        `${base}/api/quotes`,
        'POST',
        {
          json: {
            selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate, packageType: 'essentials', lilyPad: false },
            contact: { name: 'Bench Guest', email: `bench.${randomUUID().slice(0, 8)}@test.example`, phone: '512-555-0142' },
            source: 'chat',
          },
        },
        { 'idempotency-key': randomUUID() },
      ),
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
    expectStatus(
      'book',
      await send(
        `${base}/api/bookings`,
        'POST',
        {
          json: {
            quoteToken: token,
            start: '13:30',
            leadGuest: { name: 'Bench Guest', email: `bench.${randomUUID().slice(0, 8)}@test.example`, phone: '(512) 555-0142' },
            acceptCancellationPolicy: true,
          },
        },
        { 'idempotency-key': randomUUID() },
      ),
      201,
    ),
  );
  const { url } = JSON.parse(
    (
      await timed('make checkout', async () =>
        expectStatus('make checkout', await send(`${base}/api/bookings/checkout`, 'POST', { json: { quoteToken: token } }), 200),
      )
    ).body,
  ) as { url: string };
  await timed('open checkout page', async () => expectStatus('open checkout page', await send(url, 'GET'), 200));
  await timed('pay (form post)', async () =>
    expectStatus('pay', await send(url, 'POST', { form: { cardnumber: '4242 4242 4242 4242', exp: '12 / 34', cvc: '123', name: 'Bench Guest' } }), 303),
  );
  await timed('confirmed (webhook)', async () => {
    const deadline = Date.now() + CONFIRM_LIMIT_MS;
    for (;;) {
      const { booking } = JSON.parse(expectStatus('read booking', await send(`${base}/api/quotes/by-token/${token}`, 'GET'), 200).body) as {
        booking: { status: string } | null;
      };
      if (booking?.status === 'confirmed') return;
      if (Date.now() > deadline) throw new Error(`Booking of quote ${token} not confirmed within ${CONFIRM_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });
  return times;
}

const CANCEL_PAYMENTS = [1, 5, 20] as const;
const CANCEL_RUNS = Number(process.argv[3] ?? 3);
/** A friend's share: small, so twenty payments fit in any cruise's price. */
const SHARE_AMOUNT = 5_000;

/** A booking whose deposit and `payments - 1` shares were paid by card at the simulator, all recorded. */
async function bookingWithPayments(base: string, eventDate: IsoDate, payments: number): Promise<string> {
  const email = `bench.${randomUUID().slice(0, 8)}@test.example`;
  const quote = JSON.parse(
    expectStatus(
      'quote',
      await send(
        `${base}/api/quotes`,
        'POST',
        {
          json: {
            selection: { kind: 'private', eventType: 'birthday', groupSize: 20, eventDate, packageType: 'essentials', lilyPad: false },
            contact: { name: 'Bench Guest', email, phone: '512-555-0142' },
            source: 'chat',
          },
        },
        { 'idempotency-key': randomUUID() },
      ),
      201,
    ).body,
  ) as { path: string };
  const token = quote.path.split('/').at(-1)!;
  const booked = JSON.parse(
    expectStatus(
      'book',
      await send(
        `${base}/api/bookings`,
        'POST',
        { json: { quoteToken: token, start: '13:30', leadGuest: { name: 'Bench Guest', email, phone: '(512) 555-0142' }, acceptCancellationPolicy: true } },
        { 'idempotency-key': randomUUID() },
      ),
      201,
    ).body,
  ) as { booking: { id: string } };
  const pay = async (url: string) =>
    expectStatus('pay', await send(url, 'POST', { form: { cardnumber: '4242 4242 4242 4242', exp: '12 / 34', cvc: '123', name: 'Bench Guest' } }), 303);
  const { url } = JSON.parse(expectStatus('make checkout', await send(`${base}/api/bookings/checkout`, 'POST', { json: { quoteToken: token } }), 200).body) as {
    url: string;
  };
  await pay(url);
  const current = async () => {
    const { booking } = JSON.parse(expectStatus('read booking', await send(`${base}/api/quotes/by-token/${token}`, 'GET'), 200).body) as {
      booking: { status: string; payments: { paid: number } } | null;
    };
    return booking;
  };
  const until = async (done: () => Promise<boolean>) => {
    const deadline = Date.now() + CONFIRM_LIMIT_MS;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`Payments of quote ${token} not recorded within ${CONFIRM_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  await until(async () => (await current())?.status === 'confirmed');
  const deposit = (await current())!.payments.paid;
  if (payments > 1) {
    const shares = JSON.parse(
      expectStatus('share link', await send(`${base}/api/bookings/share`, 'POST', { json: { quoteToken: token, shareAmount: SHARE_AMOUNT } }), 200).body,
    ) as { shares: { sharePath: string } };
    const shareToken = shares.shares.sharePath.split('/').at(-1)!;
    for (let friend = 1; friend < payments; friend++) {
      const started = JSON.parse(
        expectStatus(
          'share checkout',
          await send(`${base}/api/pay/${shareToken}/checkout`, 'POST', { json: { name: `Friend ${friend}`, email: `friend.${friend}.${email}` } }),
          200,
        ).body,
      ) as { url: string };
      await pay(started.url);
    }
  }
  await until(async () => (await current())?.payments.paid === deposit + (payments - 1) * SHARE_AMOUNT);
  return booked.booking.id;
}

/** Signs the seeded admin in, as the back office does. */
async function staffCookie(base: string, admin: { email: string; password?: string | undefined }): Promise<string> {
  if (!admin.password) throw new Error('The bench needs the seeded admin password (a fresh stack creates one)');
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const target = new URL(`${base}/api/auth/login`);
    const payload = JSON.stringify({ email: admin.email, password: admin.password });
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: newAddress(),
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
      },
      resolve,
    );
    request.on('error', reject);
    request.end(payload);
  });
  answer.resume();
  if (answer.statusCode !== 200) throw new Error(`Sign-in answered ${answer.statusCode}`);
  return (answer.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]).join('; ');
}

/** Staff cancel the booking: the request's time, and what it said it refunded. */
async function timedCancel(base: string, cookie: string, bookingId: string): Promise<{ ms: number; refunded: number; problem?: string }> {
  const started = performance.now();
  const answer = expectStatus(
    'cancel',
    await send(`${base}/api/admin/bookings/${bookingId}/cancel`, 'POST', { json: { reason: 'Bench: the group changed plans.' } }, { cookie }),
    200,
  );
  const ms = performance.now() - started;
  const { refund } = JSON.parse(answer.body) as { refund: { refunded: number; problem?: string } };
  return { ms, ...refund };
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

  const cookie = await staffCookie(stack.url, stack.admin);
  // One cancellation to warm the cancel and refund paths, as warm Lambdas are.
  await timedCancel(stack.url, cookie, await bookingWithPayments(stack.url, dates.next().value!, 2));
  const cancels: { payments: number; ms: number[]; problems: string[] }[] = [];
  for (const payments of CANCEL_PAYMENTS) {
    const timing = { payments, ms: [] as number[], problems: [] as string[] };
    for (let run = 0; run < CANCEL_RUNS; run++) {
      const bookingId = await bookingWithPayments(stack.url, dates.next().value!, payments);
      // The payments' own webhooks and events are done: the cancel is timed on a quiet stack.
      await stack.payments.drain();
      await stack.bus.drain();
      const cancelled = await timedCancel(stack.url, cookie, bookingId);
      timing.ms.push(cancelled.ms);
      if (cancelled.problem) timing.problems.push(cancelled.problem);
    }
    cancels.push(timing);
  }
  await stack.payments.drain();
  await stack.bus.drain();

  console.log(`The guest's booking on a fresh local stack: ${RUNS} runs after ${WARM_UP_RUNS} to warm up (Node ${process.versions.node})\n`);
  console.log('| step | median | p95 |');
  console.log('|---|---:|---:|');
  const rows: [string, number[]][] = [
    ...STEPS.map((step) => [step, runs.map((run) => run[step])] as [string, number[]]),
    ['total', runs.map((run) => STEPS.reduce((sum, step) => sum + run[step], 0))],
  ];
  for (const [step, values] of rows) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`| ${step} | ${percentile(sorted, 50).toFixed(0)} ms | ${percentile(sorted, 95).toFixed(0)} ms |`);
  }

  console.log(`\nStaff cancel a booking within free cancellation, every card payment refunded: ${CANCEL_RUNS} runs each\n`);
  console.log('| payments | median | slowest |');
  console.log('|---:|---:|---:|');
  for (const { payments, ms, problems } of cancels) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      `| ${payments} | ${percentile(sorted, 50).toFixed(0)} ms | ${sorted.at(-1)!.toFixed(0)} ms |${problems.length > 0 ? ` ${problems.length} refund problem(s): ${problems[0]}` : ''}`,
    );
  }
} finally {
  await stack.stop();
}
