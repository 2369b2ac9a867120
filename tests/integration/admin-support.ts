import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { addDays, calendarDateIn, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import type { QuoteSelection } from '#domain/booking/quotes.ts';
import type { AdminBooking } from '#domain/booking/booking.ts';
import type { BookingEditPreview } from '#domain/payments/booking-edit.ts';
import { createUser } from '#tests/support/cognito.ts';
import { apiLogin, api, newClientAddress, type ApiResponse } from './api-client.ts';

// What the back-office suites share: real sessions (signed in through POST /api/auth/login, the
// cookies it sets sent back as a browser would), requests as staff, and guest data made through
// the public API so the consumers (timeline, e-mails) run as they do in production.

const { admin } = inject('stack');

let adminCookie: Promise<string> | undefined;
let customerCookie: Promise<string> | undefined;

/** Signs in through the API and returns the Cookie header its Set-Cookie values make. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await apiLogin({ from: newClientAddress(), body: { email, password } });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  const setCookies = response.headers['set-cookie'] ?? [];
  return setCookies.map((header) => header.split(';')[0]).join('; ');
}

/** The seeded admin's session. */
export function adminSession(): Promise<string> {
  adminCookie ??= signIn(admin.email, admin.password);
  return adminCookie;
}

/** A signed-in user outside the admin group (a customer). */
export function customerSession(): Promise<string> {
  customerCookie ??= (async () => {
    const email = `customer-${randomUUID().slice(0, 8)}@test.example`;
    await createUser(email, 'Customer-password-123');
    return signIn(email, 'Customer-password-123');
  })();
  return customerCookie;
}

export const adminEmail = admin.email;

/** A request as the signed-in admin. */
export async function asAdmin(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return api(method, path, { from: newClientAddress(), ...(body === undefined ? {} : { body }), headers: { cookie: await adminSession(), ...headers } });
}

export const uniqueEmail = (prefix = 'admin') => `${prefix}-${randomUUID()}@test.example`;
export const today = () => calendarDateIn(new Date());

/** The first date at least `daysAhead` days from today that falls on `weekday` (0 = Sunday). */
export function nextWeekday(weekday: number, daysAhead = 45): IsoDate {
  let date = addDays(today(), daysAhead);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

export const privateSelection = (overrides: Partial<Extract<QuoteSelection, { kind: 'private' }>> = {}): QuoteSelection => ({
  kind: 'private',
  eventType: 'birthday',
  groupSize: 20,
  eventDate: nextWeekday(5),
  packageType: 'essentials',
  lilyPad: false,
  ...overrides,
});

export const discoSelection = (): QuoteSelection => ({
  kind: 'disco',
  eventType: 'bachelorette',
  groupSize: 12,
  eventDate: nextWeekday(6),
  discoPackage: 'disco_queen',
  brideIncluded: true,
});

export const contactFor = (email: string, name = 'Jordan Rivera') => ({ name, email, phone: '(512) 555-0142' });

/** A guest's quote through the public API, as the chat saves it. */
export async function guestQuote(email: string, selection: QuoteSelection = privateSelection(), headers: Record<string, string> = {}) {
  const response = await api('POST', '/api/quotes', { from: newClientAddress(), body: { selection, contact: contactFor(email), source: 'chat' }, headers });
  if (response.status !== 201) throw new Error(`Guest quote failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { quote: { id: string; reference: string; price: { totalPrice: number } }; token: string; path: string };
}

/** A lead through the public API (the chat's partial lead by default). */
export async function guestLead(email: string, source: 'chat-partial' | 'contact-form' = 'chat-partial') {
  const body = {
    source,
    name: 'Jordan Rivera',
    email,
    ...(source === 'contact-form' ? { phone: '(512) 555-0142' } : {}),
    eventType: 'Birthday',
    groupSize: '20',
    page: '/chat',
  };
  const response = await api('POST', '/api/leads', { from: newClientAddress(), body });
  if (response.status !== 201) throw new Error(`Lead failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.lead as { id: string; createdAt: string };
}

/** Staff's edit of a booking as the back office makes it: previewed, expected allowed, and confirmed with the total the preview showed. */
export async function editBooking(id: string, change: Record<string, unknown>) {
  const previewed = await asAdmin('POST', `/api/admin/bookings/${id}/edit-preview`, change);
  expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
  const shown = previewed.body.preview as BookingEditPreview;
  const confirmed = await asAdmin('POST', `/api/admin/bookings/${id}/edit`, { ...change, expectedTotal: shown.price.totalPrice });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { shown, confirmed: confirmed.body as { booking: AdminBooking } };
}
