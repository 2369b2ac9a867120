import * as z from '#domain/shared/zod.ts';
import { BUSINESS_SETTING_PARTS } from '#domain/site/business-settings.ts';
import { defineEvent } from './envelope.ts';

/**
 * Staff saved the business facts on /settings (decision 013). The site is static HTML built from
 * the facts, so this is what republishes it: a CodeBuild project in AWS, the local stack's
 * background rebuild under `npm start`. It says what changed, not the new values: a build reads
 * the latest stored facts from the table, so two quick saves still publish the second.
 */
export const BusinessFactsChanged = defineEvent({
  source: 'cruises.settings',
  detailType: 'BusinessFactsChanged',
  version: 1,
  data: () =>
    z.object({
      /** The settings' version after the save (1 for the first save). */
      settingsVersion: z.number().check(z.int(), z.positive()),
      /** The signed-in staff member's e-mail. */
      updatedBy: z.email(),
      /** The parts this save changed, compared with what was stored before it; empty when it changed nothing. */
      changed: z.array(z.enum(BUSINESS_SETTING_PARTS)),
    }),
  sample: { settingsVersion: 3, updatedBy: 'captain@laketravispartycruises.example', changed: ['phone', 'businessHours'] },
});
