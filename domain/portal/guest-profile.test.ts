import { describe, expect, it } from 'vitest';
import {
  accountDeletionRequestSchema,
  changedFields,
  confirmsAddress,
  DEFAULT_EMAIL_PREFERENCES,
  emailPreferencesSchema,
  profileChangeSummary,
  profileSaveRequestSchema,
  profileUpdateSchema,
} from './guest-profile.ts';

const before = { name: 'Jordan Rivera', phone: '(512) 555-0142', preferences: DEFAULT_EMAIL_PREFERENCES };

describe('the guest profile', () => {
  it('takes a name and phone as the quote form does, and every preference stated', () => {
    expect(
      profileUpdateSchema.safeParse({ name: ' Jordan Rivera ', phone: '512-555-0142', preferences: { balanceReminders: false, thankYou: true } }).data,
    ).toEqual({
      name: 'Jordan Rivera',
      phone: '512-555-0142',
      preferences: { balanceReminders: false, thankYou: true },
    });
    // A form that leaves one out (a page from before the thank-you was a choice) is refused, not defaulted.
    expect(profileUpdateSchema.safeParse({ name: 'Jo', phone: '512-555-0142', preferences: { balanceReminders: true } }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: '', phone: '512-555-0142', preferences: { balanceReminders: true } }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: 'Jo', phone: '555-0142', preferences: { balanceReminders: true } }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: 'Jo', phone: '512-555-0142', preferences: {} }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ name: 'Jo', phone: '512-555-0142', preferences: { balanceReminders: 'no' } }).success).toBe(false);
    // Fields the form does not have are refused rather than ignored: the e-mail is not changed here.
    expect(profileUpdateSchema.safeParse({ name: 'Jo', phone: '512-555-0142', preferences: { balanceReminders: true }, email: 'x@y.example' }).success).toBe(
      false,
    );
  });

  it('names what a save changed, and tells staff in one line', () => {
    const after = { name: 'Jordan Rivera', phone: '(512) 555-0199', preferences: { balanceReminders: false, thankYou: true } };
    expect(changedFields(before, after)).toEqual(['phone', 'balanceReminders']);
    expect(changedFields(before, { ...before, preferences: { balanceReminders: true, thankYou: false } })).toEqual(['thankYou']);
    expect(profileChangeSummary(['thankYou'], { balanceReminders: true, thankYou: false })).toBe('Turned thank-you after the cruise off');
    expect(profileChangeSummary(['phone', 'balanceReminders'], after.preferences)).toBe('Changed the phone; turned balance reminders off');
    expect(profileChangeSummary(['name', 'phone'], after.preferences)).toBe('Changed the name and the phone');
    expect(profileChangeSummary(['balanceReminders'], { balanceReminders: true, thankYou: true })).toBe('Turned balance reminders on');
    expect(changedFields(before, before)).toEqual([]);
    expect(profileChangeSummary([], before.preferences)).toBe('Saved the profile unchanged');
  });

  it('reads a profile stored before the thank-you was a choice as wanting it', () => {
    expect(emailPreferencesSchema.parse({ balanceReminders: false })).toEqual({ balanceReminders: false, thankYou: true });
    expect(emailPreferencesSchema.parse({ balanceReminders: true, thankYou: false })).toEqual({ balanceReminders: true, thankYou: false });
  });

  it('is saved only with the time of the profile the page showed, and deleted only by typing the address', () => {
    const form = { name: 'Jo Park', phone: '512-555-0142', preferences: { balanceReminders: true, thankYou: false } };
    expect(profileSaveRequestSchema.safeParse({ ...form, expectedUpdatedAt: null }).success).toBe(true);
    expect(profileSaveRequestSchema.safeParse(form).success).toBe(false);
    expect(accountDeletionRequestSchema.safeParse({ confirmEmail: '  ' }).error?.issues[0]?.message).toBe('Type your e-mail address to confirm.');
    expect(confirmsAddress(' Jo.Park@X.example ', 'jo.park@x.example')).toBe(true);
    expect(confirmsAddress('DELETE', 'jo.park@x.example')).toBe(false);
  });
});
