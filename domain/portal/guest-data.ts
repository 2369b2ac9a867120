// What a guest's "download my data" holds and what "delete my account" leaves behind
// (issue 17, decision 025). The pure rules live here; functions/app/portal/guest-data.ts
// reads and writes the table with them.

/**
 * The sections of the data file, by the type of the stored item they hold. An item of a type
 * not listed (a record another part of the portal adds in the person's e-mail partition) is
 * still exported, under `otherRecords` by its type: nothing we hold under the address is left out.
 */
export const GUEST_DATA_SECTIONS = {
  GuestProfile: 'profile',
  Customer: 'customer',
  CustomerTimelineEntry: 'timeline',
  CustomerNote: 'staffNotes',
  Lead: 'enquiries',
  Quote: 'quotes',
  Booking: 'bookings',
  LedgerEntry: 'payments',
  OutboxMessage: 'emails',
  UserProfile: 'siteAccount',
  PortalSession: 'portalSessions',
} as const satisfies Record<string, string>;

export type GuestDataSection = (typeof GUEST_DATA_SECTIONS)[keyof typeof GUEST_DATA_SECTIONS];

/** The generic key attributes of the table: how we file a record, not what we hold about the person. */
const TABLE_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type', 'expiresAt']);

export interface GuestDataFile {
  about: { email: string; exportedAt: string; note: string };
  sections: Partial<Record<GuestDataSection, unknown[]>>;
  otherRecords: Record<string, unknown[]>;
}

/** The e-mails' HTML bodies and attachments repeat their text; the file keeps what was said, not the markup. */
function exportedRecord(type: string, item: Record<string, unknown>): Record<string, unknown> {
  const record = Object.fromEntries(Object.entries(item).filter(([key]) => !TABLE_ATTRIBUTES.has(key)));
  // A session's id is the hash of the browser's cookie: when it started and was last used is the guest's data, the id is not.
  if (type === 'PortalSession') {
    const { id: _id, ...rest } = record;
    return rest;
  }
  if (type === 'OutboxMessage') {
    const { html: _html, attachments, ...rest } = record;
    return { ...rest, ...(Array.isArray(attachments) ? { attachments: attachments.map((file) => (file as { filename?: unknown }).filename) } : {}) };
  }
  return record;
}

/** The data file from the stored items (each once), grouped into its sections. */
export function guestDataFile(email: string, items: readonly Record<string, unknown>[], exportedAt: string): GuestDataFile {
  const sections: Partial<Record<GuestDataSection, unknown[]>> = {};
  const otherRecords: Record<string, unknown[]> = {};
  for (const item of items) {
    const type = typeof item['type'] === 'string' ? item['type'] : 'Unknown';
    const record = exportedRecord(type, item);
    const section = (GUEST_DATA_SECTIONS as Record<string, GuestDataSection>)[type];
    if (section) (sections[section] ??= []).push(record);
    else (otherRecords[type] ??= []).push(record);
  }
  return {
    about: {
      email,
      exportedAt,
      note: 'Everything we hold under this e-mail address: your profile, your enquiries, quotes and bookings with their payments, the e-mails we sent you, and the history our staff see. Card numbers are never stored here (card payments are taken by Stripe).',
    },
    sections,
    otherRecords,
  };
}

/** How many records each section of the file holds, for the staff's timeline. */
export function sectionCounts(file: GuestDataFile): Record<string, number> {
  return Object.fromEntries([...Object.entries(file.sections), ...Object.entries(file.otherRecords)].map(([name, records]) => [name, records?.length ?? 0]));
}

// Deletion. A booking is a financial record (what was sold, for how much, paid and refunded
// when): it stays, with the lead guest's name, e-mail and phone replaced by these. The values
// still pass the contact schemas, so the booking can be read, refunded and reported on; the
// address is under the .invalid top-level domain (RFC 2606), which never delivers, and the
// e-mail sender skips it.

export const DELETED_GUEST_NAME = 'Deleted guest';
export const DELETED_GUEST_DOMAIN = 'deleted.invalid';
/** Not a reachable number: ten zeros pass the phone format and say nothing. */
export const DELETED_GUEST_PHONE = '000-000-0000';

/** The contact a kept record gets; unique per record so no two deleted guests look like one person. */
export function deletedGuestContact(recordId: string): { name: string; email: string; phone: string } {
  return {
    name: DELETED_GUEST_NAME,
    email: `deleted-${recordId.toLowerCase().replace(/[^a-z0-9-]/g, '')}@${DELETED_GUEST_DOMAIN}`,
    phone: DELETED_GUEST_PHONE,
  };
}

export function isDeletedGuestAddress(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DELETED_GUEST_DOMAIN}`);
}

/** Who is being deleted: the address and every name and phone they gave us. */
export interface DeletedPerson {
  email: string;
  names: readonly string[];
  phones: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The value with the person's details taken out wherever they occur: the address anywhere in a
 * string (any case: "Jo <jo@x.example>"), a full name anywhere as whole words ("Jo Park" but not
 * "Jo Parkinson"), a one-word name or a phone as a whole value (a short name's letters inside other
 * words are left alone). For the audit log's copies of the person's events.
 */
export function withoutPerson(value: unknown, person: DeletedPerson, replacement: { name: string; email: string; phone: string }): unknown {
  const address = new RegExp(escapeRegExp(person.email.trim()), 'gi');
  const cleanNames = person.names.map((name) => name.trim()).filter(Boolean);
  const wholeValueNames = new Set(cleanNames.map((name) => name.toLowerCase()));
  const fullNames = cleanNames.filter((name) => /\s/.test(name)).map((name) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'));
  const phones = new Set(person.phones.map((phone) => phone.replace(/\D/g, '')).filter((digits) => digits.length >= 7));
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (wholeValueNames.has(node.trim().toLowerCase())) return replacement.name;
      if (phones.has(node.replace(/\D/g, '')) && /^[\d\s().+-]+$/.test(node)) return replacement.phone;
      return fullNames.reduce((text, name) => text.replace(name, replacement.name), node.replace(address, replacement.email));
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value);
}
