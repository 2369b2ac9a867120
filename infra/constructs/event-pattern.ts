import type { EventPattern as CdkEventPattern } from 'aws-cdk-lib/aws-events';
import type { EventPattern } from '#events/pattern.ts';

// EventBridge's top-level pattern keys and the CDK prop each one is written as.
const cdkKeys = new Map<string, keyof CdkEventPattern>([
  ['version', 'version'],
  ['id', 'id'],
  ['detail-type', 'detailType'],
  ['source', 'source'],
  ['account', 'account'],
  ['time', 'time'],
  ['region', 'region'],
  ['resources', 'resources'],
  ['detail', 'detail'],
]);

/**
 * Hands a rule's pattern to CDK unchanged apart from the key spelling. CDK types pattern values
 * as strings, but it renders them as given, so content filters such as `{ prefix }` reach
 * EventBridge exactly as the local bus matches them.
 */
export function toCdkEventPattern(pattern: EventPattern): CdkEventPattern {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pattern)) {
    const cdkKey = cdkKeys.get(key);
    if (!cdkKey) throw new Error(`Event pattern key "${key}" is not an EventBridge event field (${[...cdkKeys.keys()].join(', ')}).`);
    out[cdkKey] = value;
  }
  return out as CdkEventPattern;
}
