import { defaultTeamSettings, type TeamSettings } from '#domain/people/team.ts';
import type { ShapeOf } from '#domain/shared/record-shape.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import type { PendingEvent } from './pending-events-repository.ts';
import { itemParser } from './parse-item.ts';
import { versionedItem, type VersionedSaveOutcome } from './versioned-item.ts';

// What the owner sets for the team (decision 075): one item, replaced whole on each save, a save
// from an old version refused (decision 017).

const storedSchema: z.ZodMiniType<TeamSettings> = z.object({
  officeRefundLimit: z.number().check(z.int(), z.gte(0)),
  version: z.number().check(z.int(), z.gte(1)),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
} satisfies ShapeOf<TeamSettings>);

export function teamSettingsRepository(config: Config) {
  const item = versionedItem<TeamSettings>(config, {
    key: { pk: 'TEAM', sk: 'SETTINGS' },
    type: 'TeamSettings',
    parse: itemParser('TeamSettings', storedSchema),
  });
  return {
    /** The settings, or the defaults (version 0) until an owner saves them. */
    async get(): Promise<TeamSettings> {
      return (await item.get()) ?? defaultTeamSettings();
    },
    save(settings: TeamSettings, event: PendingEvent): Promise<VersionedSaveOutcome<TeamSettings>> {
      return item.save(settings, event);
    },
  };
}
