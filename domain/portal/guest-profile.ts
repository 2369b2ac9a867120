import * as z from '../shared/zod.ts';
import { fullNameSchema, phoneSchema } from '../booking/schemas.ts';

// The guest's own profile in the portal (issue 17): the name and phone they want us to use, and
// which optional e-mails they get. Receipts, booking changes, pay links and a failed charge are
// transactional: they are always sent, so they are not preferences at all. Only an e-mail that
// the guest can do without is one, and each one is read by the code that sends it (decision 025).

/** Every optional e-mail, with what the profile page says about it. */
export const EMAIL_PREFERENCES = {
  balanceReminders: {
    label: 'Balance reminders',
    hint: 'An e-mail 7 days and 1 day before the balance is due. Turned off, the balance is still due (and still charged to a saved card on its date): it shows on your trip page.',
  },
  // Issue 29, decision 078.
  thankYou: {
    label: 'Thank-you after the cruise',
    hint: 'One e-mail the day after your cruise, with a link to review it and one to book again.',
  },
} as const;
export type EmailPreference = keyof typeof EMAIL_PREFERENCES;

/** Every preference stated, as a form sends them: a missing one is a 400, never a silent default. */
const statedPreferencesSchema = z.strictObject({ balanceReminders: z.boolean(), thankYou: z.boolean() });
export type EmailPreferences = z.infer<typeof statedPreferencesSchema>;

/** What a guest who never opened their profile gets: every optional e-mail. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { balanceReminders: true, thankYou: true };

/**
 * The preferences as stored: a profile saved before an e-mail became optional has no word on it,
 * and gets it (as a guest who never chose gets every optional e-mail).
 */
export const emailPreferencesSchema = z.object({
  balanceReminders: z.boolean(),
  thankYou: z._default(z.boolean(), DEFAULT_EMAIL_PREFERENCES.thankYou),
});

/** The profile as stored, one per normalised e-mail address. */
export const guestProfileSchema = z.object({
  email: z.string().check(z.minLength(1)),
  name: fullNameSchema,
  phone: phoneSchema,
  preferences: emailPreferencesSchema,
  updatedAt: z.string().check(z.minLength(1)),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

/**
 * What the profile form sends: the name and phone checked as the quote and contact forms check
 * them, and every preference stated (a missing one is a 400, never a silent default).
 */
export const profileUpdateSchema = z.strictObject({ name: fullNameSchema, phone: phoneSchema, preferences: statedPreferencesSchema });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** What the profile page shows: the stored profile, or what we last heard from them (a quote, a booking), or nothing yet. */
export interface ProfileView {
  email: string;
  name: string;
  phone: string;
  preferences: EmailPreferences;
  /** When the guest last saved it; null until they do. */
  updatedAt: string | null;
}

export const PROFILE_FIELDS = ['name', 'phone', ...Object.keys(EMAIL_PREFERENCES)] as const;

/** Which fields a save changed, in a fixed order, for the event and the staff's timeline. */
export function changedFields(before: Pick<ProfileView, 'name' | 'phone' | 'preferences'>, after: ProfileUpdate): string[] {
  const changed: string[] = [];
  if (before.name !== after.name) changed.push('name');
  if (before.phone !== after.phone) changed.push('phone');
  for (const key of Object.keys(EMAIL_PREFERENCES) as EmailPreference[]) {
    if (before.preferences[key] !== after.preferences[key]) changed.push(key);
  }
  return changed;
}

/** The staff's one-line account of a save: "Changed the phone; turned balance reminders off". */
export function profileChangeSummary(changed: readonly string[], preferences: EmailPreferences): string {
  const details = changed.filter((field) => field === 'name' || field === 'phone').map((field) => `the ${field}`);
  const parts = details.length > 0 ? [`Changed ${details.join(' and ')}`] : [];
  for (const key of Object.keys(EMAIL_PREFERENCES) as EmailPreference[]) {
    if (changed.includes(key)) parts.push(`turned ${EMAIL_PREFERENCES[key].label.toLowerCase()} ${preferences[key] ? 'on' : 'off'}`);
  }
  if (parts.length === 0) return 'Saved the profile unchanged';
  const sentence = parts.join('; ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** PUT /api/portal/profile: the form, and when the profile the page showed was saved (null: never), so a save over a newer one is refused. */
export const profileSaveRequestSchema = z.strictObject({
  name: fullNameSchema,
  phone: phoneSchema,
  preferences: statedPreferencesSchema,
  expectedUpdatedAt: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
});
export type ProfileSaveRequest = z.infer<typeof profileSaveRequestSchema>;

/** GET and PUT /api/portal/profile answer the profile as the page shows it. */
export interface ProfileResponse {
  profile: ProfileView;
}

/** POST /api/portal/profile/delete: the guest types their address to say they mean it. */
export const accountDeletionRequestSchema = z.strictObject({
  confirmEmail: z
    .string({ message: 'Type your e-mail address to confirm.' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'Type your e-mail address to confirm.' }),
      z.maxLength(254, { message: 'Type your e-mail address to confirm.' }),
    ),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

/** Whether what the guest typed is their own address, in any case and with stray spaces. */
export function confirmsAddress(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
