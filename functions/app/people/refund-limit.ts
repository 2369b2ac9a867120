import type { StaffRole } from '#domain/people/staff-roles.ts';
import { mayRefund } from '#domain/people/team.ts';
import { teamSettingsRepository } from '../../adapters/dynamodb/team-settings-repository.ts';
import type { Config } from '../../platform/config.ts';

// Apart from the team's other use cases, so the refund's function carries the settings' read and
// not the user pool's client (decision 075).

/** Whether the signed-in member may give a refund of `amount` (office staff: up to the owner's limit). */
export async function refundAllowed(config: Config, role: StaffRole | null, amount: number): Promise<{ allowed: true } | { allowed: false; limit: number }> {
  if (role === 'owner') return { allowed: true };
  const settings = await teamSettingsRepository(config).get();
  return mayRefund(role, amount, settings) ? { allowed: true } : { allowed: false, limit: settings.officeRefundLimit };
}
