import { EMAIL_TEMPLATE_KINDS, emailTemplateTextSchema, type EmailTemplateKind, type StoredEmailTemplate } from '#domain/content/email-templates.ts';
import * as z from '#domain/shared/zod.ts';
import { DeleteCommand, documentClient, GetCommand, PutCommand, QueryCommand, type TableAccess } from './client.ts';
import { itemParser } from './parse-item.ts';

// Access patterns: one item per e-mail kind staff reworded, in one partition (pk/sk). The senders
// read their kind's item at send time (GetItem); /templates reads the partition (one Query of at
// most one item per kind). No item means the built-in e-mail, so a reset is a delete.
const PK = 'EMAIL_TEMPLATE';
const keyOf = (kind: EmailTemplateKind) => ({ pk: PK, sk: kind });

const storedSchema = z.object({
  ...emailTemplateTextSchema.shape,
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  updatedAt: z.string().check(z.minLength(1)),
  updatedBy: z.string().check(z.minLength(1)),
});
const toTemplate = itemParser('EmailTemplate', storedSchema);

export function emailTemplatesRepository(config: TableAccess) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;
  return {
    /** The stored template of a kind, or null when staff never changed it (or reset it). */
    async get(kind: EmailTemplateKind): Promise<StoredEmailTemplate | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keyOf(kind), ConsistentRead: true }));
      return Item ? toTemplate(Item) : null;
    },

    async list(): Promise<StoredEmailTemplate[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': PK }, ConsistentRead: true }),
      );
      return Items.map(toTemplate);
    },

    /** Replaces the kind's template; the caller checked it (templateProblems), the schema checks its shape again. */
    async put(template: StoredEmailTemplate): Promise<StoredEmailTemplate> {
      const record = storedSchema.parse(template);
      await db.send(new PutCommand({ TableName, Item: { ...keyOf(record.kind), type: 'EmailTemplate', ...record } }));
      return record;
    },

    async delete(kind: EmailTemplateKind): Promise<void> {
      await db.send(new DeleteCommand({ TableName, Key: keyOf(kind) }));
    },
  };
}
