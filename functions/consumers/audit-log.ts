import { withoutPortalSecrets } from '#events/portal.ts';
import { auditRepository } from '../shared/data/audit-repository.ts';
import { eventConsumer } from '../shared/events/consumer.ts';
import { logger } from '../shared/logger.ts';

/**
 * Writes every domain event to the audit log staff can read; a replayed event is recorded once.
 * A portal code request is kept without its code and link, which are a guest's to use.
 */
export const handler = eventConsumer(async ({ source, detailType, envelope }, { config }) => {
  const recorded = await auditRepository(config).record({
    eventId: envelope.id,
    source,
    detailType,
    occurredAt: envelope.occurredAt,
    data: withoutPortalSecrets(detailType, envelope.data),
  });
  logger.info(recorded ? 'Audit entry recorded' : 'Audit entry already present');
});
