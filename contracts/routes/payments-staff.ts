// The API's staff (admin) routes of payments (decision 041), apart from the public ones in ./payments.ts
// so that no public page's chunk carries them. Their types are ./payments.ts's `PaymentsIo`.
import type { RouteContract, RouteTable } from '../route.ts';
import type { PaymentsIo } from './payments.ts';

const staffTable = {
  recordBookingPayment: { method: 'POST', path: '/api/admin/bookings/{id}/payments', auth: 'admin' },
  cancelAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/cancel', auth: 'admin' },
  refundAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/refunds', auth: 'admin' },
  adjustAdminBooking: { method: 'POST', path: '/api/admin/bookings/{id}/adjustments', auth: 'admin' },
  resendAdminPayLink: { method: 'POST', path: '/api/admin/bookings/{id}/pay-link', auth: 'admin' },
  startAdminCardCheckout: { method: 'POST', path: '/api/admin/bookings/{id}/card-checkout', auth: 'admin' },
} as const satisfies Record<string, RouteContract>;

export const paymentsStaffRoutes: RouteTable<typeof staffTable, PaymentsIo> = staffTable;
