import { randomUUID } from 'node:crypto';
import { calendarDateIn, isValidIsoDate, type IsoDate } from '#domain/shared/dates.ts';
import { pricingChangeSchema, type PricingChange } from '#domain/pricing/pricing-admin.ts';
import type { Config } from '../../platform/config.ts';
import { pricingRepository } from '../../adapters/dynamodb/pricing-repository.ts';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { signedInHandler } from '../../platform/http/signed-in-handler.ts';
import { json } from '../../platform/http/response.ts';
import * as routes from '../routes/pricing-staff.ts';
import { adminPricing } from './pricing-views.ts';
import { savePricingRule } from './save-pricing-rule.ts';
// The site follows the price version in effect (issue 18, decision 026).
import { publishPending } from '../../adapters/eventbridge/publisher.ts';
import { priceVersionTookEffect } from '../../app/pricing/price-version-announcement.ts';

type Change<A extends PricingChange['action']> = Extract<PricingChange, { action: A }>;
interface Context {
  config: Config;
  today: IsoDate;
  now: Date;
  by: string;
}

/**
 * A new price table from a date, today or later (issued quotes keep their price; the past is not
 * rewritten). One version per date: a second is 422 naming `effectiveFrom`, nothing stored. One
 * in effect from today is announced with the save (PriceVersionTookEffect republishes the pages,
 * decision 026); a later one is announced by the daily job on its first day.
 */
async function newVersion({ config, today, now, by }: Context, change: Change<'newVersion'>): Promise<void> {
  const { effectiveFrom, table, note } = change;
  if (!isValidIsoDate(effectiveFrom))
    throw new ValidationError('The request body is not valid.', { effectiveFrom: 'Enter the date the prices start (YYYY-MM-DD).' });
  if (effectiveFrom < today)
    throw new HttpError(422, 'PRICE_DATE_IN_PAST', 'New prices start today or later.', { effectiveFrom: `Choose ${today} or a later date.` });
  const repository = pricingRepository(config);
  const { lastVersion } = await repository.load();
  const announcement = effectiveFrom === today ? priceVersionTookEffect({ version: lastVersion + 1, effectiveFrom }, today, now, by) : undefined;
  const outcome = await repository.addVersion({ lastVersion, effectiveFrom, table, note, at: now.toISOString(), by }, announcement);
  if ('saved' in outcome && announcement) await publishPending(config, [announcement]);
  if ('dateTaken' in outcome)
    throw new HttpError(422, 'PRICE_DATE_TAKEN', `A price version already starts on ${effectiveFrom}.`, {
      effectiveFrom: 'Another version starts that day: edit it, or choose another date.',
    });
  if ('conflict' in outcome) throw new ConflictError('PRICING_CHANGED', 'Someone saved prices meanwhile. Reload, then save again.');
}

/** A version's figures replaced while it is still ahead; one in effect has priced quotes and pages (422: add a new version instead). */
async function editVersion({ config, today, now, by }: Context, change: Change<'editVersion'>): Promise<void> {
  const repository = pricingRepository(config);
  const version = (await repository.load()).versions.find((v) => v.version === change.version);
  if (!version && change.version !== 1) throw new NotFoundError('There is no such price version.', 'PRICE_VERSION_NOT_FOUND');
  const inEffect = () =>
    new HttpError(422, 'PRICE_VERSION_IN_EFFECT', 'Prices already in effect cannot be changed: add a new version from today or a later date.', {
      version: 'This version has started.',
    });
  if (!version || version.effectiveFrom <= today) throw inEffect();
  const outcome = await repository.editVersion({ version, table: change.table, note: change.note, today, at: now.toISOString(), by });
  if ('notEditable' in outcome) throw inEffect();
}

/**
 * POST /api/admin/pricing `{ action, ... }`: one change to the prices or the seasonal rules (see
 * pricingChangeSchema). A bad body is 400 naming the field; an overlapping rule 409 naming the
 * rule it overlaps; nothing is stored on a refusal. Answers the whole pricing view, as GET does.
 */
export const handler = signedInHandler(routes.changeAdminPricing, { body: pricingChangeSchema }, async ({ input, principal, config, now }) => {
  const context: Context = { config, today: calendarDateIn(now), now, by: principal.email };
  const change = input.body;
  let status = 200;
  if (change.action === 'newVersion') {
    await newVersion(context, change);
    status = 201;
  } else if (change.action === 'editVersion') await editVersion(context, change);
  else if (change.action === 'newRule') {
    await savePricingRule(config, randomUUID(), change.rule, principal.email, now);
    status = 201;
  } else {
    if (!(await pricingRepository(config).load()).rules.some((rule) => rule.id === change.id))
      throw new NotFoundError('There is no such pricing rule.', 'PRICING_RULE_NOT_FOUND');
    await savePricingRule(config, change.id, change.rule, principal.email, now);
  }
  return json(status, adminPricing(await pricingRepository(config).load(), context.today));
});
