import { randomUUID } from 'node:crypto';
import type { AdminCallerBookingResponse, AvailabilityResponse, CreateBookingResponse, DepositCheckoutResponse } from '#domain/booking/booking.ts';
import type { CreateQuoteResponse, QuoteSelection } from '#domain/booking/quotes.ts';
import type { AdminGuestReviewsResponse } from '#domain/content/guest-reviews.ts';
import type { MediaUploadResponse, AdminMediaItemResponse } from '#domain/content/media-api.ts';
import type { MediaAsset } from '#domain/content/media.ts';
import type { AdminQuoteCreatedResponse } from '#domain/people/back-office.ts';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { DEMO_SCENES, demoPhoto } from './demo-photos.ts';
import { totpOf } from './cognito-mfa.ts';

// `npm run demo` (issue 31, "a newcomer's first hour"): a believable small business loaded into a
// fresh local stack, so every screen has something to show: photos, blog posts, promo codes, a
// partner, an enquiry, guests' reviews, quotes, and bookings paid by card, in cash, in full, held, cancelled and a
// disco party. Everything goes through the stack's own API, as a guest or the owner would, so the
// e-mails, the ledger, the timelines and the audit log are what they would be for real. Only ever
// run against the local stack `npm start` starts (the caller checks the address).

export interface DemoLoad {
  lines: string[];
}

interface Response<T> {
  status: number;
  body: T;
}

class DemoClient {
  constructor(
    private readonly base: string,
    private cookie = '',
  ) {}

  async send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response<T>> {
    const response = await fetch(new URL(path, this.base), {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as T) : (undefined as T);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0 && path === '/api/auth/login') this.cookie = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    return { status: response.status, body: parsed };
  }

  /** A request that must succeed; anything else stops the load with what the API said. */
  async expect<T>(status: number, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const response = await this.send<T>(method, path, body, headers);
    if (response.status !== status) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  }
}

const once = () => ({ 'idempotency-key': randomUUID() });

/** The first date `days` or more ahead that falls on `weekday` (0 Sunday ... 6 Saturday). */
function dayAhead(today: IsoDate, days: number, weekday: number): IsoDate {
  let date = addDays(today, days);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

async function firstFreeStart(client: DemoClient, date: IsoDate, groupSize: number, type: 'private' | 'disco'): Promise<string> {
  const { days } = await client.expect<AvailabilityResponse>(200, 'GET', `/api/availability?from=${date}&to=${date}&groupSize=${groupSize}&type=${type}`);
  const slot = days[0]?.slots.find((candidate) => candidate.available);
  if (!slot) throw new Error(`Nothing free on ${date} for ${groupSize} (${type})`);
  return slot.start;
}

async function photos(owner: DemoClient): Promise<MediaAsset[]> {
  const assets: MediaAsset[] = [];
  for (const scene of DEMO_SCENES) {
    const file = await demoPhoto(scene);
    const { asset, upload } = await owner.expect<MediaUploadResponse>(201, 'POST', '/api/admin/media/uploads', {
      fileName: scene.fileName,
      contentType: 'image/jpeg',
      size: file.length,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), scene.fileName);
    const sent = await fetch(upload.url, { method: 'POST', body: form });
    if (sent.status !== 204) throw new Error(`The upload of ${scene.fileName} answered ${sent.status}`);
    // The image function makes the web sizes; then the alt text publishes the photo.
    let item: AdminMediaItemResponse['item'] | null = null;
    for (let attempt = 0; attempt < 120 && item?.asset.status !== 'ready'; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      item = (await owner.expect<AdminMediaItemResponse>(200, 'GET', `/api/admin/media/${asset.id}`)).item;
      if (item.asset.problem) throw new Error(`${scene.fileName}: ${item.asset.problem}`);
    }
    if (item?.asset.status !== 'ready') throw new Error(`${scene.fileName} was not processed within a minute`);
    const published = await owner.expect<AdminMediaItemResponse>(200, 'PUT', `/api/admin/media/${asset.id}`, {
      alt: scene.alt,
      caption: scene.caption,
      tags: scene.tags,
      updatedAt: item.asset.updatedAt,
    });
    assets.push(published.item.asset);
  }
  return assets;
}

async function blog(owner: DemoClient, covers: readonly MediaAsset[]): Promise<number> {
  const term = async (kind: string, term: Record<string, string>) =>
    (await owner.expect<{ term: { id: string } }>(201, 'POST', `/api/admin/blog/terms/${kind}`, { term })).term.id;
  const categoryId = await term('categories', { name: 'Planning your cruise', slug: 'planning' });
  const tagId = await term('tags', { name: 'Bachelorette', slug: 'bachelorette' });
  const authorId = await term('authors', { name: 'Captain Dana Reyes', slug: 'dana-reyes', role: 'Captain' });
  const posts = [
    {
      title: 'What to bring on a Lake Travis party boat',
      slug: 'what-to-bring',
      excerpt: 'Sunscreen, snacks and a playlist: the short list our captains give every group.',
      markdown:
        '## The short list\n\n- Swimsuits, towels and sunscreen\n- Drinks in cans or plastic (no glass)\n- Snacks, and a phone with your playlist\n\n## What we bring\n\nIce, a sound system, lily pads on the packages that include them, and a captain who knows the coves.',
      cover: covers[0],
    },
    {
      title: 'Planning a bachelorette weekend on the water',
      slug: 'bachelorette-weekend',
      excerpt: 'Disco cruise or a boat of your own? How groups of 8 to 30 choose, and when to book.',
      markdown:
        '## Disco or private?\n\nFor up to about a dozen friends the disco cruise is the party: a DJ, other groups and a reserved corner. Bigger groups, or ones who want their own music, take a boat.\n\n## When to book\n\nSaturdays from May to September go first: book six to eight weeks ahead.',
      cover: covers[1],
    },
  ];
  for (const post of posts) {
    const { cover, ...fields } = post;
    const created = await owner.expect<{ post: { id: string; version: number } }>(201, 'POST', '/api/admin/blog/posts', {
      post: { ...fields, categoryId, tagIds: [tagId], authorId, ...(cover ? { coverMediaId: cover.id } : {}) },
    });
    await owner.expect(200, 'POST', `/api/admin/blog/posts/${created.post.id}/publish`, { version: created.post.version });
  }
  return posts.length;
}

const GUESTS = {
  megan: { name: 'Megan Alvarez', email: 'megan.alvarez@demo-guest.example', phone: '(512) 555-0181' },
  tom: { name: 'Tom Becker', email: 'tom.becker@demo-guest.example', phone: '(737) 555-0102' },
  priya: { name: 'Priya Natarajan', email: 'priya.n@demo-guest.example', phone: '(512) 555-0166' },
  luis: { name: 'Luis Ortega', email: 'luis.ortega@demo-guest.example', phone: '(512) 555-0139' },
  kate: { name: 'Kate Sullivan', email: 'kate.sullivan@demo-guest.example', phone: '(737) 555-0155' },
  ana: { name: 'Ana Kim', email: 'ana.kim@demo-guest.example', phone: '(512) 555-0120' },
} as const;
type DemoGuest = (typeof GUESTS)[keyof typeof GUESTS];

async function staffQuote(owner: DemoClient, selection: QuoteSelection, contact: DemoGuest) {
  return owner.expect<AdminQuoteCreatedResponse>(201, 'POST', '/api/admin/quotes', { selection, contact });
}

/** A caller's quote made by staff and booked at the day's first free time, its deposit or all of it paid in cash. */
async function callerBooking(owner: DemoClient, selection: QuoteSelection, guest: DemoGuest, paid: 'deposit' | 'in full') {
  const { quote } = await staffQuote(owner, selection, guest);
  const start = await firstFreeStart(owner, selection.eventDate, selection.groupSize, selection.kind);
  const amount = paid === 'in full' ? quote.price.totalPrice : quote.deposit!.depositAmount;
  return owner.expect<AdminCallerBookingResponse>(
    201,
    'POST',
    `/api/admin/quotes/${quote.id}/booking`,
    { start, leadGuest: guest, payment: { method: 'cash', amount } },
    once(),
  );
}

/** Loads the demo business through the API of the stack at `url`, signed in as its owner. */
export async function loadDemoBusiness(url: string, owner: { email: string; password: string; code?: () => string }, now = new Date()): Promise<DemoLoad> {
  const today = calendarDateIn(now);
  const guest = new DemoClient(url);
  const staff = new DemoClient(url);
  const lines: string[] = [];
  // The owner signs in with an authenticator's code (decision 085): the demo sets one up with the
  // secret the sign-in shows, as the owner would with an app; `npm run totp` prints its codes.
  const step = await staff.expect<{ next?: string; secret?: string; session?: string }>(200, 'POST', '/api/auth/login', {
    email: owner.email,
    password: owner.password,
  });
  if (step.next === 'totp-setup' && step.secret) {
    const code = totpOf(step.secret).generate();
    await staff.expect(200, 'POST', '/api/auth/login', { email: owner.email, password: owner.password, code });
    lines.push(`the owner's authenticator set up for the demo: \`npm run totp -- ${owner.email}\` prints its code`);
  } else if (step.next === 'totp' && owner.code) {
    await staff.expect(200, 'POST', '/api/auth/login', { email: owner.email, session: step.session, code: owner.code() });
  } else if (step.next) throw new Error("The owner's sign-in asks for their authenticator's code, and the demo was given none");

  const covers = await photos(staff);
  lines.push(`${covers.length} photos in the media library`);
  lines.push(`${await blog(staff, covers)} published blog posts`);

  await staff.expect(201, 'POST', '/api/admin/promo-codes', {
    code: 'SUMMER10',
    kind: 'percent',
    value: 10,
    validFrom: today,
    validTo: addDays(today, 120),
    cruiseKinds: ['private', 'disco'],
  });
  await staff.expect(201, 'POST', '/api/admin/promo-codes', {
    code: 'WELCOME50',
    kind: 'amount',
    value: 5000,
    validFrom: today,
    validTo: addDays(today, 60),
    cruiseKinds: ['private'],
  });
  lines.push('2 promo codes: SUMMER10 (10% off) and WELCOME50 ($50 off a private cruise)');
  await staff.expect(201, 'POST', '/api/admin/affiliates', {
    name: 'Hill Country Weddings',
    kind: 'planner',
    contactName: 'Rosa Delgado',
    contactEmail: 'rosa@hillcountryweddings.example',
    contactPhone: '(512) 555-0190',
    code: 'HCWEDDINGS',
    commissionPercent: 10,
    active: true,
  });
  lines.push('1 partner: Hill Country Weddings (code HCWEDDINGS)');

  await guest.expect(201, 'POST', '/api/leads', {
    source: 'contact-form',
    name: GUESTS.ana.name,
    email: GUESTS.ana.email,
    phone: GUESTS.ana.phone,
    eventType: 'Corporate Event',
    groupSize: '60',
    message: 'We are planning a team day for about 60 people in the spring. Can you do two boats together?',
    page: '/contact',
  });
  lines.push('1 enquiry from the contact form');

  // A guest quotes on the site, books and pays the deposit by card on the payment simulator's page.
  const cardDate = dayAhead(today, 45, 6);
  const carded = await guest.expect<CreateQuoteResponse>(
    201,
    'POST',
    '/api/quotes',
    {
      selection: { kind: 'private', eventType: 'bachelorette', groupSize: 18, eventDate: cardDate, packageType: 'ultimate', lilyPad: true },
      contact: GUESTS.megan,
      source: 'chat',
      affiliateCode: 'HCWEDDINGS',
    },
    once(),
  );
  const cardStart = await firstFreeStart(guest, cardDate, 18, 'private');
  await guest.expect<CreateBookingResponse>(
    201,
    'POST',
    '/api/bookings',
    { quoteToken: carded.token, start: cardStart, leadGuest: GUESTS.megan, acceptCancellationPolicy: true },
    once(),
  );
  const checkout = await guest.expect<DepositCheckoutResponse>(200, 'POST', '/api/bookings/checkout', { quoteToken: carded.token, saveCard: false });
  const paid = await fetch(checkout.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardnumber: '4242424242424242', exp: '12 / 34', cvc: '123', name: GUESTS.megan.name }),
  });
  if (paid.status !== 303) throw new Error(`The card payment answered ${paid.status}`);

  // Staff book callers: a corporate charter's deposit in cash, a birthday paid in full, a disco party.
  await callerBooking(
    staff,
    { kind: 'private', eventType: 'corporate', groupSize: 40, eventDate: dayAhead(today, 60, 4), packageType: 'essentials', lilyPad: false },
    GUESTS.tom,
    'deposit',
  );
  await callerBooking(
    staff,
    { kind: 'private', eventType: 'birthday', groupSize: 12, eventDate: dayAhead(today, 75, 0), packageType: 'standard', lilyPad: false },
    GUESTS.luis,
    'in full',
  );
  await callerBooking(
    staff,
    { kind: 'disco', eventType: 'bachelorette', groupSize: 10, eventDate: dayAhead(today, 21, 6), discoPackage: 'disco_queen', brideIncluded: true },
    GUESTS.kate,
    'deposit',
  );

  // Booked and then called off: cancelled with its reason (the refund the terms give is due).
  const booked = await callerBooking(
    staff,
    { kind: 'private', eventType: 'reunion', groupSize: 25, eventDate: dayAhead(today, 50, 5), packageType: 'essentials', lilyPad: false },
    GUESTS.priya,
    'deposit',
  );
  await staff.expect(200, 'POST', `/api/admin/bookings/${booked.booking.id}/cancel`, { reason: 'The family moved the reunion to next year.' });

  // Held for its deposit: the hold job releases it after 20 minutes, so the released state shows too.
  const heldDate = dayAhead(today, 35, 3);
  const held = await guest.expect<CreateQuoteResponse>(
    201,
    'POST',
    '/api/quotes',
    {
      selection: { kind: 'private', eventType: 'graduation', groupSize: 16, eventDate: heldDate, packageType: 'essentials', lilyPad: false },
      contact: GUESTS.ana,
      source: 'chat',
    },
    once(),
  );
  await guest.expect(
    201,
    'POST',
    '/api/bookings',
    { quoteToken: held.token, start: await firstFreeStart(guest, heldDate, 16, 'private'), leadGuest: GUESTS.ana, acceptCancellationPolicy: true },
    once(),
  );

  // Quotes not booked yet: one from the chat, one a staff member made on the phone.
  await guest.expect(
    201,
    'POST',
    '/api/quotes',
    {
      selection: { kind: 'private', eventType: 'anniversary', groupSize: 10, eventDate: dayAhead(today, 30, 5), packageType: 'standard', lilyPad: false },
      contact: GUESTS.priya,
      source: 'chat',
    },
    once(),
  );
  await staffQuote(
    staff,
    { kind: 'private', eventType: 'wedding', groupSize: 50, eventDate: dayAhead(today, 90, 6), packageType: 'ultimate', lilyPad: true },
    GUESTS.ana,
  );
  // Guests' own reviews (decision 077): two waiting for staff, one approved onto /testimonials-faq.
  const reviews = [
    {
      name: 'Jess Moreno',
      email: 'jess.moreno@demo-guest.example',
      rating: 5,
      text: 'Captain Dana found us a quiet cove and the lily pad was a hit. Easiest party I have ever planned.',
    },
    {
      name: 'Chris Walker',
      email: 'chris.walker@demo-guest.example',
      rating: 4,
      text: 'Great crew and a great boat. We ran late getting to the marina, and they still gave us the full four hours.',
    },
    {
      name: 'Dee Harper',
      email: 'dee.harper@demo-guest.example',
      rating: 5,
      text: 'We booked the disco cruise for my sister and the DJ took every request. Already planning next summer.',
    },
  ];
  for (const review of reviews) await guest.expect(201, 'POST', '/api/reviews', { ...review, consent: true });
  const pending = await staff.expect<AdminGuestReviewsResponse>(200, 'GET', '/api/admin/reviews?status=pending');
  const first = pending.reviews.find((review) => review.name === reviews[0]!.name);
  if (!first) throw new Error('The first demo review is not among the pending ones');
  await staff.expect(200, 'PUT', `/api/admin/reviews/${first.id}`, { version: first.version, status: 'approved' });
  lines.push('3 guest reviews: 1 approved onto /testimonials-faq, 2 waiting on /reviews');

  lines.push(
    '6 bookings: a deposit paid by card, a deposit in cash, one paid in full, a disco party, one cancelled, one held for its deposit (released after 20 minutes); 2 more quotes',
  );
  return { lines };
}
