import { withoutPortalSecrets } from '#events/portal.ts';
import { withoutTeamSecrets } from '#events/team.ts';
import { auditRepository } from '../adapters/dynamodb/audit-repository.ts';
import { eventConsumer } from '../platform/events/consumer.ts';
import { logger } from '../platform/logger.ts';

/**
 * Writes every domain event to the audit log staff can read; a replayed event is recorded once.
 * A portal code request is kept without its code and link, which are a guest's to use, and a
 * teammate's invitation without its link, which is theirs.
 */
export const handler = eventConsumer(async ({ source, detailType, envelope }, { config }) => {
  const recorded = await auditRepository(config).record({
    eventId: envelope.id,
    source,
    detailType,
    occurredAt: envelope.occurredAt,
    data: withoutTeamSecrets(detailType, withoutPortalSecrets(detailType, envelope.data)),
  });
  logger.info(recorded ? 'Audit entry recorded' : 'Audit entry already present');
});
