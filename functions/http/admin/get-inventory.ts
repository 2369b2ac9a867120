import { holdsInventory, type AdminInventoryResponse } from '#domain/booking/booking.ts';
import { inventoryCalendarQuerySchema } from '#domain/booking/booking-schemas.ts';
import { DEFAULT_INVENTORY } from '#domain/booking/inventory.ts';
import { inventoryCalendar } from '#domain/booking/inventory-calendar.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { bookingSummary } from '../../app/booking/booking-view.ts';
import { bookingsRepository } from '../../adapters/dynamodb/bookings-repository.ts';
import { inventoryRepository } from '../../adapters/dynamodb/inventory-repository.ts';
import { manifestRepository } from '../../adapters/dynamodb/manifest-repository.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/booking-staff.ts';

/** GET /api/admin/inventory?from=&to=: the inventory settings to edit, the blackouts and the boats x days calendar. */
export const handler = signedInHandler(routes.getAdminInventory, { query: inventoryCalendarQuerySchema }, async ({ input, config, now }) => {
  const { from, to } = input.query;
  const inventory = inventoryRepository(config);
  const [stored, view, bookings] = await Promise.all([inventory.getSettings(), inventory.between(from, to), bookingsRepository(config).listBetween(from, to)]);
  const live = bookings.filter((b) => holdsInventory(b.status)).map(bookingSummary);
  // Who sails each private cruise, so the office sees the unstaffed ones on the calendar (issue 29).
  const crews = await manifestRepository(config).crews(live.filter((b) => b.slot.kind === 'private').map((b) => b.id));
  const response: AdminInventoryResponse = {
    settings: stored.settings,
    defaults: DEFAULT_INVENTORY,
    version: stored.version,
    ...(stored.updatedAt ? { updatedAt: stored.updatedAt, updatedBy: stored.updatedBy ?? '' } : {}),
    blackouts: view.blackouts,
    calendar: inventoryCalendar({
      from,
      to,
      today: calendarDateIn(now),
      now,
      settings: stored.settings,
      blackouts: view.blackouts,
      reservations: view.reservations,
      bookings: live,
      crews,
    }),
    from,
    to,
  };
  return json(200, response);
});
