import type { StoredBooking } from '#domain/booking/booking-record.ts';
import type { CrewChoicesResponse } from '#domain/people/team.ts';
import type { CruiseCrewRequest, StaffManifest } from '#domain/portal/manifest.ts';
import { listStaff } from '../../adapters/cognito/team-directory.ts';
import { manifestRepository } from '../../adapters/dynamodb/manifest-repository.ts';
import type { Config } from '../../platform/config.ts';
import { loadStaffManifest, openManifest } from './manifest-views.ts';

// Who sails a cruise (issue 29): the office names its captain, a member of the team, and its
// deckhands; the manifest card and the captain's day show them.

/** The team, for the captain's select: anyone on it may skipper (owners often do). */
export async function crewChoices(config: Config): Promise<CrewChoicesResponse> {
  return { members: (await listStaff(config)).filter((member) => member.enabled).map(({ email, role }) => ({ email, role })) };
}

export type CrewOutcome = { outcome: 'saved'; manifest: StaffManifest } | { outcome: 'not-on-team' };

export async function setCruiseCrew(config: Config, booking: StoredBooking, crew: CruiseCrewRequest, by: string, now: Date): Promise<CrewOutcome> {
  if (crew.captain && !(await crewChoices(config)).members.some((member) => member.email === crew.captain)) return { outcome: 'not-on-team' };
  await openManifest(config, booking, now);
  await manifestRepository(config).setCrew(booking.id, crew, by);
  return { outcome: 'saved', manifest: await loadStaffManifest(config, booking, now) };
}
