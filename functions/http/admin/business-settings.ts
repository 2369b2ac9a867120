import type { AdminBusinessSettings } from '#domain/people/back-office.ts';
import { withBusinessFactOverrides } from '#domain/site/business.ts';
import { businessFactEditableDefaults, changedParts, editableFactsOf, type EditableBusinessFacts } from '#domain/site/business-settings.ts';
import type { StoredBusinessSettings } from '../../adapters/dynamodb/business-settings-repository.ts';

/** The facts a stored record (or none) stands for, in the screen's shape. */
export function editableFactsFrom(stored: StoredBusinessSettings | null): EditableBusinessFacts {
  return editableFactsOf(withBusinessFactOverrides(stored?.overrides ?? {}));
}

/** What GET and PUT /api/admin/settings answer for the stored record (or none: the defaults, version 0). */
export function adminBusinessSettings(stored: StoredBusinessSettings | null): AdminBusinessSettings {
  const facts = editableFactsFrom(stored);
  return {
    facts,
    defaults: businessFactEditableDefaults,
    customised: changedParts(facts, businessFactEditableDefaults),
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt ?? null,
    updatedBy: stored?.updatedBy ?? null,
  };
}
