import { sitePricing } from '../../site/site-pricing.ts';
import { BOATS, PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS, type Boat } from '#domain/pricing/fleet.ts';
import { DAY_TYPES, type DayType, type IsoDate } from '#domain/shared/dates.ts';
import { isEventTypeKey, type EventTypeKey } from '#domain/booking/event-types.ts';
import { isGroupSize, isPackageKey, packageKind, packageOptions, type PackageKey } from '#domain/booking/quote-choices.ts';
import type { QuoteRequestInput, quoteRequestSchema } from '#domain/booking/schemas.ts';
import { hashText } from '../../lib/hash.ts';
import { LARGE_GROUP_ADVICE } from '../../lib/large-group.ts';

// /book (spec: optional `package`, `groupSize`, `boat`, `dayType`; and `eventType`, which the
// thank-you e-mail's "Book again" link sets, decision 078): for a guest who knows what they
// want, one short form instead of the chat's questions. It makes the quote the server prices, then
// the quote page opens its booking step (time, deposit) at once.

export type BookField = 'packageKey' | 'groupSize' | 'eventType' | 'eventDate' | 'name' | 'email' | 'phone';

export interface BookValues {
  packageKey: PackageKey | '';
  /** As typed: the field keeps what the guest wrote until it is checked. */
  groupSize: string;
  eventType: EventTypeKey | '';
  eventDate: IsoDate | '';
  name: string;
  email: string;
  phone: string;
}

export interface BookEntry {
  values: BookValues;
  /** The boat the link named (by id or name), shown with its capacity: the engine picks the boat from the group size. */
  boat: Boat | null;
  /** The day type the link named, shown beside the calendar (its prices are what the link promised). */
  dayType: DayType | null;
}

function boatNamed(value: string | null): Boat | null {
  if (!value) return null;
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return (
    BOATS.find((boat) => [boat.id, boat.name, boat.displayName, ...boat.aliases].some((name) => name.toLowerCase().replace(/[\s_-]+/g, ' ') === wanted)) ?? null
  );
}

function dayTypeNamed(value: string | null): DayType | null {
  const wanted = value
    ?.trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (wanted === 'WEEKDAY') return 'MON_THU';
  return DAY_TYPES.find((type) => type === wanted) ?? null;
}

/** The form as the link's parameters fill it; values the site does not know are left for the guest. */
export function bookEntryFrom(search: URLSearchParams): BookEntry {
  const pkg = search.get('package')?.trim().toLowerCase();
  const size = Number(search.get('groupSize'));
  const eventType = search.get('eventType')?.trim().toLowerCase();
  return {
    values: {
      packageKey: isPackageKey(pkg) ? pkg : '',
      groupSize: isGroupSize(size) ? String(size) : '',
      eventType: isEventTypeKey(eventType) ? eventType : '',
      eventDate: '',
      name: '',
      email: '',
      phone: '',
    },
    boat: boatNamed(search.get('boat')),
    dayType: dayTypeNamed(search.get('dayType')),
  };
}

/** The group size typed, when it is one our boats take. */
export function groupSizeOf(values: BookValues): number | undefined {
  const size = Number(values.groupSize.trim());
  return values.groupSize.trim() !== '' && isGroupSize(size) ? size : undefined;
}

/** The total the engine gives the choices so far, or null until package, group and date are known (or it refuses them). */
export function bookTotal(values: BookValues, today: IsoDate): number | null {
  const groupSize = groupSizeOf(values);
  if (!values.packageKey || !values.eventDate || groupSize === undefined) return null;
  const option = packageOptions({ cruiseKind: packageKind(values.packageKey), groupSize, eventDate: values.eventDate }, today, sitePricing).find(
    (candidate) => candidate.key === values.packageKey,
  );
  return option?.price?.totalPrice ?? null;
}

const FIELD_OF_PATH: Readonly<Record<string, BookField>> = {
  'selection.packageType': 'packageKey',
  'selection.discoPackage': 'packageKey',
  'selection.kind': 'packageKey',
  'selection.groupSize': 'groupSize',
  'selection.eventType': 'eventType',
  'selection.eventDate': 'eventDate',
  'contact.name': 'name',
  'contact.email': 'email',
  'contact.phone': 'phone',
};

const REQUIRED: Readonly<Record<BookField, string>> = {
  packageKey: 'Choose a cruise.',
  groupSize: `Enter how many guests are coming (${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS}).`,
  eventType: 'Choose the occasion.',
  eventDate: 'Pick a date on the calendar.',
  name: 'Enter your full name.',
  email: 'Enter your e-mail address.',
  phone: 'Enter your phone number.',
};

export type BookFieldErrors = Partial<Record<BookField, string>>;

/** Field problems from the API's `fields` (dotted request paths), first message per field. */
export function bookFieldErrorsFrom(fields: Record<string, string>): BookFieldErrors {
  const errors: BookFieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = FIELD_OF_PATH[path];
    if (field) errors[field] ??= message;
  }
  return errors;
}

export type BuiltQuoteRequest = { ok: true; request: QuoteRequestInput } | { ok: false; errors: BookFieldErrors };

/**
 * POST /api/quotes's body (source 'book'), checked by the schema the server uses, or every problem
 * to fix first. The page hands the schema in as it loads it on first use (frontend/src/lib/load-on-use.ts).
 */
export function bookQuoteRequest(values: BookValues, schema: typeof quoteRequestSchema): BuiltQuoteRequest {
  const errors: BookFieldErrors = {};
  for (const field of Object.keys(REQUIRED) as BookField[]) if (values[field].trim() === '') errors[field] = REQUIRED[field];
  if (values.groupSize.trim() !== '' && groupSizeOf(values) === undefined) {
    errors.groupSize = Number(values.groupSize.trim()) > PRIVATE_MAX_GUESTS ? LARGE_GROUP_ADVICE : REQUIRED.groupSize;
  }
  const groupSize = groupSizeOf(values) ?? 0;
  const { packageKey, eventType, eventDate } = values;
  const selection =
    packageKey && packageKind(packageKey) === 'disco'
      ? { kind: 'disco' as const, eventType, groupSize, eventDate, discoPackage: packageKey }
      : { kind: 'private' as const, eventType, groupSize, eventDate, packageType: packageKey };
  const request = { selection, contact: { name: values.name, email: values.email, phone: values.phone }, source: 'book' as const };
  const parsed = schema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[issue.path.map(String).join('.')];
      if (field) errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: request as QuoteRequestInput };
}

/** The same request gets the same key: a retry after a lost answer returns the quote the first attempt saved. */
export function bookIdempotencyKey(formId: string, request: QuoteRequestInput): string {
  return `${formId}:book:${hashText(JSON.stringify(request))}`;
}
