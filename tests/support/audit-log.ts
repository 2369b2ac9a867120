import type { Config } from '#functions/platform/config.ts';
import { auditRepository, type AuditEntry } from '#functions/adapters/dynamodb/audit-repository.ts';

/**
 * The audit entries of the last `withinMs` (two minutes unless told), oldest first. A test finds
 * its own events here however many the other suites record meanwhile: the newest N entries are
 * outgrown by a busy full run.
 */
export function recentAuditEntries(config: Config, withinMs = 120_000): Promise<AuditEntry[]> {
  return auditRepository(config).recordedSince(new Date(Date.now() - withinMs).toISOString());
}
