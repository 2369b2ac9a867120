import { businessFactDefaults, withBusinessFactOverrides, type BusinessFactOverrides, type BusinessFacts } from '#domain/site/business.ts';
import { businessSettingsRepository } from '../../adapters/dynamodb/business-settings-repository.ts';
import type { TableAccess } from '../../adapters/dynamodb/client.ts';

// The business facts as staff last saved them, for server code that must not wait for the site to
// be rebuilt: e-mails read them at send time. `businessFacts` from domain/ is the defaults here
// (no build injected overrides into a Lambda bundle), so nothing on the server should use it for
// a fact staff may change.

/**
 * How long a warm function reuses the facts it read. Quote and lead e-mails come in bursts at
 * most; a minute bounds both the reads and how long an e-mail may show a detail staff replaced.
 */
export const BUSINESS_FACTS_CACHE_MS = 60_000;

interface Cached {
  facts: BusinessFacts;
  readAt: number;
}

const cache = new Map<string, Cached>();
const cacheKey = (config: TableAccess) => `${config.AWS_REGION}|${config.DYNAMODB_ENDPOINT ?? ''}|${config.TABLE_NAME}`;

/** The stored overrides (validated), or none when staff never saved. Uncached: the site build wants the latest. */
export async function storedBusinessFactOverrides(config: TableAccess): Promise<BusinessFactOverrides> {
  return (await businessSettingsRepository(config).get())?.overrides ?? {};
}

/**
 * The defaults merged with the staff's stored overrides, read from the table at most once per
 * BUSINESS_FACTS_CACHE_MS per warm function. A failed read throws (an event consumer is retried)
 * rather than sending an e-mail with details staff may have replaced.
 */
export async function currentBusinessFacts(config: TableAccess, now: Date): Promise<BusinessFacts> {
  const key = cacheKey(config);
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.readAt < BUSINESS_FACTS_CACHE_MS && now.getTime() >= hit.readAt) return hit.facts;
  const facts = withBusinessFactOverrides(await storedBusinessFactOverrides(config), businessFactDefaults);
  cache.set(key, { facts, readAt: now.getTime() });
  return facts;
}

/**
 * What a save just stored, so the function that saved reads it from then on (the local stack runs
 * every handler in one process, so there every e-mail uses a save at once).
 */
export function rememberBusinessFacts(config: TableAccess, overrides: BusinessFactOverrides, now: Date): BusinessFacts {
  const facts = withBusinessFactOverrides(overrides, businessFactDefaults);
  cache.set(cacheKey(config), { facts, readAt: now.getTime() });
  return facts;
}

/** Tests start from an empty cache. */
export function forgetBusinessFacts(): void {
  cache.clear();
}
