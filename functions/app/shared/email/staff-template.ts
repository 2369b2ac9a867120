import type { EmailTemplateKind } from '#domain/content/email-templates.ts';
import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { Config } from '../../../platform/config.ts';
import { readBooking } from '../../../adapters/dynamodb/bookings-repository.ts';
import { emailTemplatesRepository } from '../../../adapters/dynamodb/email-templates-repository.ts';
import type { EmailContent } from './layout.ts';
import { templatedEmail, type TemplatedEmailContext } from './render-template.ts';
import type { TemplateValues } from './template-values.ts';

/**
 * The e-mail to send for `kind`: the staff's template when one is stored, read at send time as the
 * business facts are (decision 013), else the built-in e-mail `builtIn`. The built-in's
 * attachments (the calendar file) go with either. Values are worked out only when a template is
 * stored, so the built-in path reads nothing more than it did.
 */
export async function withStaffTemplate(
  config: Config,
  kind: EmailTemplateKind,
  builtIn: EmailContent,
  values: () => TemplateValues | Promise<TemplateValues>,
  context: TemplatedEmailContext,
): Promise<EmailContent> {
  const stored = await emailTemplatesRepository(config).get(kind);
  if (!stored) return builtIn;
  const content = templatedEmail(kind, stored, await values(), context);
  return builtIn.attachments ? { ...content, attachments: builtIn.attachments } : content;
}

/** The booking a booking e-mail's values come from; the event's booking is stored with it (decision 017). */
export async function storedBookingFor(config: Config, bookingId: string): Promise<StoredBooking> {
  const booking = await readBooking(config, bookingId);
  if (!booking) throw new Error(`Booking ${bookingId} is not in the table`);
  return booking;
}
