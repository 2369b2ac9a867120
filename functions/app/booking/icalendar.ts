/**
 * Writes an RFC 5545 calendar holding one event, as much of the format as a booking needs
 * (decision 015: the `ics` package validated with yup, 70 KB of the e-mail consumer's bundle for
 * one VEVENT). tests check the output with ical.js, a full parser.
 */
export interface CalendarEvent {
  uid: string;
  /** One more each time the event changes, so calendars replace the entry they have. */
  sequence: number;
  /** When this version of the event was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  geo: { latitude: number; longitude: number };
  url: string;
  organizer: { name: string; email: string };
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

const MAX_LINE_OCTETS = 75;

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). Other
 * control characters are not allowed in them at all, so they are left out.
 */
function text(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** A parameter value is quoted when it holds ':', ';' or ','; it cannot hold a quote at all (3.2). */
function parameter(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** UTC date-time form: 20270515T183000Z. */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Lines longer than 75 octets continue on the next line after one space, never inside a UTF-8 character (3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(productId: string, event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `GEO:${event.geo.latitude};${event.geo.longitude}`,
    `URL:${event.url}`,
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
