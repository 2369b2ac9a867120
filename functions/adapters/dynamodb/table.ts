/**
 * The single DynamoDB table, defined once. The CDK data stack and the local bootstrap both
 * create it from this object, and repositories build keys with the attribute names below.
 *
 * Single-table design: generic keys (`pk`, `sk`, `gsi1pk`/`gsi1sk`), one named access pattern
 * per repository function. Items expire through `expiresAt` (epoch seconds) where they set it.
 * Every kind of item, its keys and its reads are listed in key-registry.ts (decision 043).
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    // gsi1: listings by kind and time, e.g. gsi1pk = 'AUDIT', gsi1sk = '<occurredAt>#<id>'.
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // gsi2: look-ups by a secondary identity, e.g. gsi2pk = 'EMAIL#<normalised e-mail>'.
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

export type TableDefinition = typeof tableDefinition;

/** All key attributes are strings; the CreateTable input the local stack sends. */
export function createTableInput(tableName: string) {
  const def = tableDefinition;
  const attributeNames = [def.partitionKey, def.sortKey, ...def.globalSecondaryIndexes.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributeNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: def.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: def.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((gsi) => ({
      IndexName: gsi.indexName,
      KeySchema: [
        { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
