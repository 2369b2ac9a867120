import { randomUUID } from 'node:crypto';
import type { DefinedEvent } from '#events/envelope.ts';

/**
 * An event as EventBridge hands it to a consumer: `id` is the delivery's, `detail.id` the domain
 * event's (what consumers are idempotent on), so two deliveries of one event share `options.id`.
 */
export function busEvent<D extends Pick<DefinedEvent, 'source' | 'detailType' | 'version' | 'sample'>>(
  definition: D,
  data: D['sample'],
  options: { id?: string; occurredAt?: string } = {},
) {
  const occurredAt = options.occurredAt ?? '2026-11-22T12:00:00.000Z';
  return {
    version: '0',
    id: randomUUID(),
    source: definition.source,
    'detail-type': definition.detailType,
    account: '000000000000',
    time: occurredAt.replace(/\.\d{3}Z$/, 'Z'),
    region: 'us-east-1',
    resources: [],
    detail: { id: options.id ?? randomUUID(), version: definition.version, occurredAt, data },
  };
}
