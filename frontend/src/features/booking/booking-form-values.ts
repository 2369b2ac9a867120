// What the guest has entered in the booking step, apart from the checks on it (booking-form-state.ts,
// which builds the API's zod schema): the quote page holds these before the step's code has loaded.

export interface BookingFormValues {
  /** The chosen departure ('HH:MM'), or '' before one is chosen. */
  start: string;
  name: string;
  email: string;
  phone: string;
  acceptCancellationPolicy: boolean;
}

export const EMPTY_BOOKING_FORM: BookingFormValues = { start: '', name: '', email: '', phone: '', acceptCancellationPolicy: false };
