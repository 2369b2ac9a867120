import { changedFields, DEFAULT_EMAIL_PREFERENCES, type ProfileUpdate, type ProfileView } from '#domain/portal/guest-profile.ts';
import { GuestProfileUpdated } from '#events/portal-profile.ts';
import type { Config } from '../../platform/config.ts';
import { customersRepository } from '../../adapters/dynamodb/customers-repository.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { guestProfilesRepository } from '../../adapters/dynamodb/guest-profiles-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';

// The guest's profile page (decision 025): what it shows and what a save does.

/** The saved profile, or what the guest last gave us (the customer record), or blanks. */
export async function profileView(config: Config, email: string): Promise<ProfileView> {
  const address = normaliseEmail(email);
  const stored = await guestProfilesRepository(config).read(address);
  if (stored) return { email: address, name: stored.name, phone: stored.phone, preferences: stored.preferences, updatedAt: stored.updatedAt };
  const customer = await customersRepository(config).get(address);
  return { email: address, name: customer?.name ?? '', phone: customer?.phone ?? '', preferences: DEFAULT_EMAIL_PREFERENCES, updatedAt: null };
}

export type SaveProfileResult = { outcome: 'saved'; profile: ProfileView } | { outcome: 'stale' };

/**
 * Saves the profile with its GuestProfileUpdated event (decision 017), unless it was saved by
 * another tab since `expectedUpdatedAt` (what the page showed; null: never saved): then 'stale',
 * and nothing changes.
 */
export async function saveProfile(
  config: Config,
  email: string,
  update: ProfileUpdate,
  expectedUpdatedAt: string | null,
  now: Date,
): Promise<SaveProfileResult> {
  const address = normaliseEmail(email);
  const profiles = guestProfilesRepository(config);
  const stored = await profiles.read(address);
  if ((stored?.updatedAt ?? null) !== expectedUpdatedAt) return { outcome: 'stale' };
  const before = await profileView(config, address);
  const changed = changedFields(before, update);
  const event = pendingEvent(GuestProfileUpdated, { email: address, ...update, changed }, { now });
  const profile = { email: address, ...update, updatedAt: now.toISOString() };
  if ((await profiles.save(profile, stored?.version ?? null, event)) === 'stale') return { outcome: 'stale' };
  await publishPending(config, [event]);
  return { outcome: 'saved', profile: { ...profile, updatedAt: profile.updatedAt } };
}
