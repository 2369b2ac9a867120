import { randomUUID } from 'node:crypto';
import { BOOKING_STATUS_LABELS, bookingReference, holdsInventory } from '#domain/booking/booking.ts';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { eventTypeByKey } from '#domain/booking/event-types.ts';
import {
  nextTasks,
  overdueTasks,
  projectTotals,
  type AdminProject,
  type AdminProjectLink,
  type AdminProjectSummary,
  type LinkedMoney,
  type ProjectLink,
  type ProjectRequest,
  type StoredProject,
} from '#domain/commerce/projects.ts';
import { quoteReference } from '#domain/booking/quote-identity.ts';
import type { Config } from '../../platform/config.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { quotesRepository } from '../../adapters/dynamodb/quotes-repository.ts';
import { done, refused, type Outcome } from '../../platform/outcome.ts';
import { bookingsByReference, quotesByReference } from '../booking/by-reference.ts';

// What a project's routes share (decision 029): checking the client and each link as a save
// comes in, and the project as staff see it, with its links read live and its totals summed in
// domain/ (projectTotals).

/**
 * The links a save asks for, each checked to exist and to be the client's (or allowed to be
 * another's), with the client checked to be a customer. Refused PROJECT_INVALID naming every field
 * that fails; nothing is stored.
 */
export async function checkedLinks(config: Config, request: ProjectRequest, now: Date): Promise<Outcome<ProjectLink[]>> {
  const fields: Record<string, string> = {};
  const client = normaliseEmail(request.clientEmail);
  const customer = await customersRepository(config).get(client);
  if (!customer) fields['clientEmail'] = `No customer has the e-mail ${request.clientEmail}: the client must have asked for a quote or booked first.`;
  const references = request.links.map((link) => link.reference);
  const [quotes, bookings] = await Promise.all([
    quotesByReference(
      config,
      references.filter((reference) => reference.startsWith('Q-')),
    ),
    bookingsByReference(
      config,
      references.filter((reference) => reference.startsWith('B-')),
      now,
    ),
  ]);
  const links: ProjectLink[] = [];
  request.links.forEach((link, index) => {
    const field = `links.${index}.reference`;
    const quote = quotes.get(link.reference);
    const booking = bookings.get(link.reference);
    const found = quote
      ? { kind: 'quote' as const, id: quote.id, email: quote.contact.email }
      : booking
        ? { kind: 'booking' as const, id: booking.id, email: booking.leadGuest.email }
        : null;
    if (!found) {
      fields[field] = `No ${link.reference.startsWith('Q-') ? 'quote' : 'booking'} has the reference ${link.reference}.`;
      return;
    }
    if (normaliseEmail(found.email) !== client && !link.otherClientAllowed) {
      fields[field] = `${link.reference} is ${found.email}'s, not this client's. Tick "Another client's" to link it anyway.`;
      return;
    }
    links.push({ kind: found.kind, id: found.id, reference: link.reference, otherClientAllowed: link.otherClientAllowed });
  });
  if (Object.keys(fields).length > 0) return refused('PROJECT_INVALID', Object.values(fields).join(' '), { fields });
  return done(links);
}

/** The project a save stores: the request's fields, the checked links, the tasks with who ticked them. */
export function projectFrom(request: ProjectRequest, links: ProjectLink[], previous: StoredProject | null, by: string, now: Date, id: string): StoredProject {
  const at = now.toISOString();
  return {
    id,
    name: request.name,
    clientEmail: normaliseEmail(request.clientEmail),
    startDate: request.startDate,
    endDate: request.endDate,
    notes: request.notes,
    links,
    tasks: nextTasks(request.tasks, previous?.tasks ?? [], by, at, randomUUID),
    createdAt: previous?.createdAt ?? at,
    createdBy: previous?.createdBy ?? by,
    updatedAt: at,
    updatedBy: by,
    revision: (previous?.revision ?? 0) + 1,
  };
}

/** The project with its quotes and bookings read as they stand now, and the combined total. */
export async function adminProject(config: Config, project: StoredProject, now: Date): Promise<AdminProject> {
  const quotes = quotesRepository(config);
  const bookings = bookingsRepository(config);
  const quoteIds = project.links.filter((link) => link.kind === 'quote').map((link) => link.id);
  const [customer, liveBookings, read] = await Promise.all([
    customersRepository(config).get(project.clientEmail),
    bookings.getLiveForQuotes(quoteIds),
    Promise.all(
      project.links.map(async (link) => ({
        link,
        quote: link.kind === 'quote' ? await quotes.get(link.id) : null,
        booking: link.kind === 'booking' ? await bookings.get(link.id) : null,
      })),
    ),
  ]);
  const links: AdminProjectLink[] = [];
  const money: LinkedMoney[] = [];
  for (const { link, quote, booking } of read) {
    if (quote) {
      const live = liveBookings.get(quote.id);
      money.push({ kind: 'quote', total: quote.price.totalPrice, booked: Boolean(live) });
      links.push({
        ...link,
        clientEmail: quote.contact.email,
        clientName: quote.contact.name,
        eventDate: quote.price.eventDate,
        description: `${eventTypeByKey(quote.selection.eventType).label}: ${quote.price.packageName}, ${quote.price.groupSize} guests`,
        status: live ? `Booked (${bookingReference(live.id)})` : quote.supersededBy ? `Replaced by ${quoteReference(quote.supersededBy)}` : 'Quoted',
        total: quote.price.totalPrice,
        paid: null,
        href: `/quotes/${quote.id}`,
      });
    } else if (booking) {
      const paid = paymentSummary(booking).paid;
      money.push({ kind: 'booking', total: booking.price.totalPrice, paid, live: holdsInventory(booking.status) });
      links.push({
        ...link,
        clientEmail: booking.leadGuest.email,
        clientName: booking.leadGuest.name,
        eventDate: booking.slot.date,
        description: `${eventTypeByKey(booking.selection.eventType).label}: ${booking.price.packageName}, ${booking.price.groupSize} guests`,
        status: BOOKING_STATUS_LABELS[booking.status],
        total: booking.price.totalPrice,
        paid,
        href: `/admin/bookings/${booking.id}`,
      });
    } else {
      // A quote or booking deleted since it was linked (a guest deleted their account): said, not hidden.
      links.push({
        ...link,
        clientEmail: '',
        clientName: '',
        eventDate: '',
        description: 'No longer in the records',
        status: 'Deleted',
        total: 0,
        paid: null,
        href: '',
      });
    }
  }
  links.sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  return {
    ...project,
    clientName: customer?.name ?? null,
    links,
    totals: projectTotals(money),
    overdue: overdueTasks(project.tasks, calendarDateIn(now)).length,
  };
}

export function projectSummary(project: StoredProject, now: Date): AdminProjectSummary {
  const open = project.tasks.filter((task) => !task.done);
  return {
    id: project.id,
    name: project.name,
    clientEmail: project.clientEmail,
    startDate: project.startDate,
    endDate: project.endDate,
    links: project.links.length,
    openTasks: open.length,
    overdueTasks: overdueTasks(project.tasks, calendarDateIn(now)).length,
    nextDue: open.map((task) => task.dueOn).sort()[0] ?? null,
  };
}
