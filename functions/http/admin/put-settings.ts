import type * as z from '#domain/shared/zod.ts';
import type { AdminBusinessSettingsResponse } from '#domain/people/back-office.ts';
import { businessSettingsRequestSchema, changedParts, editableBusinessFactsSchema, overridesFor } from '#domain/site/business-settings.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { BusinessFactsChanged } from '#events/settings.ts';
import { businessSettingsRepository } from '../../adapters/dynamodb/business-settings-repository.ts';
import { pendingEvent, publishPending } from '../../adapters/eventbridge/publisher.ts';
import { ConflictError, ValidationError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import { logger } from '../../platform/logger.ts';
import { rememberBusinessFacts } from '../../app/site/business-facts.ts';
import * as routes from '../routes/site-staff.ts';
import { adminBusinessSettings, editableFactsFrom } from './business-settings.ts';

/** `facts.phone.e164` for a problem in the facts, as the form reads `fields`. */
function factFields(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[['facts', ...issue.path.map(String)].join('.')] ??= issue.message;
  return fields;
}

const staleVersion = () =>
  new ConflictError('SETTINGS_CHANGED', 'Someone else saved the business details after you opened them. Load their version, or save yours over it.');

/**
 * PUT /api/admin/settings `{ version, facts }`: replaces the editable business facts. The facts
 * are checked with the screen's schema against today's date (a bad one is a 400 with `fields` and
 * stores nothing); only what differs from the defaults is stored, so saving the defaults is the
 * reset. The save is conditional on `version` (409 SETTINGS_CHANGED when someone saved since),
 * and stores and publishes BusinessFactsChanged with it (decision 017), which republishes the
 * site. The e-mails of this function use the save at once; other functions within
 * BUSINESS_FACTS_CACHE_MS.
 *
 * Repeating a save that is already stored (its answer was lost) answers 200 and changes nothing:
 * its event was stored with it.
 */
export const handler = signedInHandler(routes.putAdminSettings, { body: businessSettingsRequestSchema }, async ({ input, principal, config, now }) => {
  const checked = editableBusinessFactsSchema(calendarDateIn(now)).safeParse(input.body.facts);
  if (!checked.success) throw new ValidationError('Some business details are not valid.', factFields(checked.error));
  const facts = checked.data;
  const settings = businessSettingsRepository(config);
  const current = await settings.get();

  if (
    current &&
    input.body.version === current.version - 1 &&
    current.updatedBy === principal.email &&
    changedParts(facts, editableFactsFrom(current)).length === 0
  ) {
    const response: AdminBusinessSettingsResponse = { settings: adminBusinessSettings(current) };
    return json(200, response);
  }
  if (input.body.version !== (current?.version ?? 0)) throw staleVersion();

  const overrides = overridesFor(facts);
  const changed = changedParts(facts, editableFactsFrom(current));
  const event = pendingEvent(BusinessFactsChanged, { settingsVersion: input.body.version + 1, updatedBy: principal.email, changed }, { now });
  const outcome = await settings.save({ expectedVersion: input.body.version, overrides, changed, at: now.toISOString(), by: principal.email }, event);
  if ('conflict' in outcome) throw staleVersion();
  logger.appendKeys({ settingsVersion: outcome.saved.version });
  rememberBusinessFacts(config, overrides, now);
  await publishPending(config, [event]);
  const response: AdminBusinessSettingsResponse = { settings: adminBusinessSettings(outcome.saved) };
  return json(200, response);
});
