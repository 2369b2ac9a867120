import type { StoredProject } from '#domain/commerce/projects.ts';
import * as z from '#domain/shared/zod.ts';
import { documentClient, GetCommand, isConditionalCheckFailed, PutCommand, type TableAccess } from './client.ts';
import { itemParser } from './parse-item.ts';
import { queryPages } from './query-pages.ts';
import type { Config } from '../../platform/config.ts';

// Access patterns (decision 029): a project by id (pk/sk); every project for /projects from gsi1
// (gsi1pk 'PROJECT', gsi1sk its first day), ordered in memory: a business plans tens of
// multi-cruise events a year, not thousands.
const keyOf = (id: string) => ({ pk: `PROJECT#${id}`, sk: 'PROJECT' });
const LIST_LIMIT = 1000;

const text = z.string();
const storedSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: text,
  clientEmail: text,
  startDate: text,
  endDate: text,
  notes: text,
  links: z.array(z.object({ kind: z.enum(['quote', 'booking']), id: text, reference: text, otherClientAllowed: z.boolean() })),
  tasks: z.array(z.object({ id: text, title: text, dueOn: text, done: z.boolean(), doneBy: z.optional(text), doneAt: z.optional(text) })),
  createdAt: text,
  createdBy: text,
  updatedAt: text,
  updatedBy: text,
  revision: z.number(),
});
const toProject = itemParser('Project', storedSchema);

export type SaveProjectOutcome = { saved: StoredProject } | { conflict: true };

export function projectsRepository(config: Config & TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;
  return {
    async get(id: string): Promise<StoredProject | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keyOf(id), ConsistentRead: true }));
      return Item ? toProject(Item) : null;
    },

    async list(): Promise<StoredProject[]> {
      const items = await queryPages(
        config,
        { TableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': 'PROJECT' } },
        LIST_LIMIT,
      );
      return items.map(toProject);
    },

    /**
     * Stores the project at `project.revision` if the stored one is still at the revision before
     * (none for revision 1), so two people saving the same project cannot overwrite each other unawares.
     */
    async save(project: StoredProject): Promise<SaveProjectOutcome> {
      const record = storedSchema.parse(project);
      try {
        await db.send(
          new PutCommand({
            TableName,
            Item: { ...keyOf(record.id), gsi1pk: 'PROJECT', gsi1sk: `${record.startDate}#${record.id}`, type: 'Project', ...record },
            ...(record.revision === 1
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : { ConditionExpression: 'revision = :previous', ExpressionAttributeValues: { ':previous': record.revision - 1 } }),
          }),
        );
        return { saved: record };
      } catch (error) {
        if (isConditionalCheckFailed(error)) return { conflict: true };
        throw error;
      }
    },
  };
}
