// The API's staff (admin) routes of payments (decision 041), apart from the public ones in ./payments.ts
// so that no public page's chunk carries them. Their types are ./payments.ts's `PaymentsIo`.
import { OFFICE } from '#domain/people/staff-roles.ts';
import type { RouteTable, StaffRouteContract } from '../route.ts';
import type { PaymentsIo } from './payments.ts';

const staffTable = {
  recordBookingPayment: { method: 'POST', path: '/api/admin/bookings/{id}/payments', auth: 'admin', roles: OFFICE },
  cancelAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/cancel', auth: 'admin', roles: OFFICE },
  refundAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/refunds', auth: 'admin', roles: OFFICE },
  adjustAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/adjustments', auth: 'admin', roles: OFFICE },
  resendAdminPayLink: { method: 'POST', path: '/api/admin/bookings/{id}/pay-link', auth: 'admin', roles: OFFICE },
  startAdminCardCheckout: { method: 'POST', path: '/api/admin/bookings/{id}/card-checkout', auth: 'admin', roles: OFFICE },
} as const satisfies Record<string, StaffRouteContract>;

export const paymentsStaffRoutes: RouteTable<typeof staffTable, PaymentsIo> = staffTable;
