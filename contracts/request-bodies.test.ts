import { expectTypeOf, it } from 'vitest';
import type { putInventorySettingsSchema } from '#domain/booking/booking-schemas.ts';
import type { updatePartnerSchema } from '#domain/commerce/partners.ts';
import type * as z from '#domain/shared/zod.ts';
import type { BodyOf } from './route.ts';
import type { bookingStaffRoutes } from './routes/booking-staff.ts';
import type { commerceStaffRoutes } from './routes/commerce-staff.ts';

// Decision 050: a route's body is its handler's schema's input. The two routes whose body keeps a
// domain type instead must still take everything their schema lets through.

it('keeps the inventory settings and partner bodies wide enough for what their schemas accept', () => {
  expectTypeOf<z.output<typeof putInventorySettingsSchema>>().toExtend<BodyOf<typeof bookingStaffRoutes.putAdminInventorySettings>>();
  expectTypeOf<z.output<typeof updatePartnerSchema>>().toExtend<BodyOf<typeof commerceStaffRoutes.updateAdminPartner>>();
});
