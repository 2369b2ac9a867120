// The API's routes of booking: quotes, availability and bookings; staff: quotes, bookings, inventory and quote presets (decision 041).
// The staff's (admin) routes are in ./booking-staff.ts, a module of their own, so no public page's
// chunk carries them.
import type {
  blackoutRequestSchema,
  bookingEditConfirmSchema,
  bookingEditSchema,
  callerBookingSchema,
  CreateBookingRequest,
  moveBookingSchema,
} from '#domain/booking/booking-schemas.ts';
import type { BookingEditPreviewResponse, BookingEditResponse } from '#domain/payments/booking-edit.ts';
import type {
  AdminBookingListResponse,
  AdminCallerBookingResponse,
  AdminBookingResponse,
  AdminInventoryResponse,
  AvailabilityResponse,
  CreateBookingResponse,
} from '#domain/booking/booking.ts';
import type {
  AppliedQuotePresetResponse,
  NewQuotePresetRequest,
  QuotePresetListResponse,
  QuotePresetResponse,
  RenameQuotePresetRequest,
} from '#domain/booking/quote-presets.ts';
import type { CreateQuoteResponse, QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import type { QuoteRequestInput } from '#domain/booking/schemas.ts';
import type { AdminQuoteCreatedResponse, AdminQuoteDetailResponse, AdminQuoteListResponse, AdminQuoteRequestInput } from '#domain/people/back-office.ts';
import type { BlackoutReport } from '#domain/booking/blackouts.ts';
import type { InventorySettings, InventorySettingsRecord } from '#domain/booking/inventory.ts';
import type * as z from '#domain/shared/zod.ts';
import type { RouteContract, RouteTable } from '../route.ts';

const publicTable = {
  createQuote: { method: 'POST', path: '/api/quotes', auth: 'public' },
  getQuoteByToken: { method: 'GET', path: '/api/quotes/by-token/{token}', auth: 'public' },
  getAvailability: { method: 'GET', path: '/api/availability', auth: 'public' },
  createBooking: { method: 'POST', path: '/api/bookings', auth: 'public' },
  // The quote page itself, rendered with its quote (decision 093): HTML at the link's own address.
  getQuotePage: { method: 'GET', path: '/quote/{token}', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

/** What each route takes and answers. */
export interface BookingIo {
  createQuote: { response: CreateQuoteResponse; body: QuoteRequestInput };
  getQuoteByToken: { response: QuoteByTokenResponse };
  getAvailability: { response: AvailabilityResponse };
  createBooking: { response: CreateBookingResponse; body: CreateBookingRequest };
  /** The page's HTML (never called by the browser's client: the browser navigates to it). */
  getQuotePage: { response: string };
  listAdminQuotes: { response: AdminQuoteListResponse };
  getAdminQuote: { response: AdminQuoteDetailResponse };
  createAdminQuote: { response: AdminQuoteCreatedResponse; body: AdminQuoteRequestInput };
  bookAdminQuote: { response: AdminCallerBookingResponse; body: z.input<typeof callerBookingSchema> };
  getAdminAvailability: { response: AvailabilityResponse };
  listAdminBookings: { response: AdminBookingListResponse };
  getAdminBooking: { response: AdminBookingResponse };
  moveAdminBooking: { response: AdminBookingResponse; body: z.input<typeof moveBookingSchema> };
  previewAdminBookingEdit: { response: BookingEditPreviewResponse; body: z.input<typeof bookingEditSchema> };
  editAdminBooking: { response: BookingEditResponse; body: z.input<typeof bookingEditConfirmSchema> };
  getAdminInventory: { response: AdminInventoryResponse };
  // The settings' domain type (readonly lists), which putInventorySettingsSchema's output satisfies.
  putAdminInventorySettings: { response: InventorySettingsRecord; body: { version: number; settings: InventorySettings } };
  putAdminBlackout: { response: BlackoutReport; body: z.input<typeof blackoutRequestSchema> };
  deleteAdminBlackout: { response: undefined };
  listAdminQuotePresets: { response: QuotePresetListResponse };
  createAdminQuotePreset: { response: QuotePresetResponse; body: NewQuotePresetRequest };
  putAdminQuotePreset: { response: QuotePresetResponse; body: RenameQuotePresetRequest };
  deleteAdminQuotePreset: { response: undefined };
  applyAdminQuotePreset: { response: AppliedQuotePresetResponse };
}

/**
 * The prerendered shell of every quote page (decision 007), in the built site's root: the site
 * build writes it, and the quote page's route renders the quote into it (decision 093).
 */
export const QUOTE_SHELL_FILE = 'quote-shell.html';

export const bookingRoutes: RouteTable<typeof publicTable, BookingIo> = publicTable;
