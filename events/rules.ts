import type { Permission } from '#functions/shared/permissions.ts';
import type { EventPattern } from './pattern.ts';

/**
 * The event-rule table: which consumer receives which events. The CDK events stack creates one
 * EventBridge rule (with retries and a dead-letter queue) per entry, and the local bus delivers
 * by the same patterns with the same matcher semantics.
 *
 * Adding a consumer: add an entry here and write the handler at `consumer` with
 * `eventConsumer(...)` (docs/decisions/004-adding-routes-events-and-access-patterns.md).
 */
export interface EventRule {
  readonly name: string;
  readonly description: string;
  readonly pattern: EventPattern;
  /** Consumer module, relative to the project root; it exports `handler`. */
  readonly consumer: string;
  readonly permissions: readonly Permission[];
}

export const eventRules = [
  {
    name: 'audit-log',
    description: 'Keeps an audit log of every domain event for staff.',
    pattern: { source: [{ prefix: 'cruises.' }] },
    consumer: 'functions/consumers/audit-log.ts',
    permissions: ['table:write'],
  },
] as const satisfies readonly EventRule[];
