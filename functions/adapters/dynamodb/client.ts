import { DynamoDBClient, type TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientCache, clientOptions, type AwsClientTimeouts } from '../../platform/aws/client-options.ts';
import type { Config } from '../../platform/config.ts';

export {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

/** What reaching the table takes; the site build has only this, not a function's whole config. */
export type TableAccess = Pick<Config, 'AWS_REGION' | 'DYNAMODB_ENDPOINT' | 'TABLE_NAME'>;

export type DocumentClient = DynamoDBDocumentClient;

const cachedClient = clientCache((settings) =>
  DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(settings)), {
    // Optional fields are left out of items rather than stored as NULL.
    marshallOptions: { removeUndefinedValues: true },
  }),
);

/**
 * The table's document client (plain JavaScript values in and out), one per process and
 * endpoint, so a warm function reuses its connections.
 */
export function documentClient(config: Pick<TableAccess, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>, timeouts?: AwsClientTimeouts): DocumentClient {
  return cachedClient({ region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT, ...(timeouts ? { timeouts } : {}) });
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Per item of a cancelled transaction, why it failed ('ConditionalCheckFailed', 'None', ...); null for any other error. */
export function cancellationCodes(error: unknown): string[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  return ((error as TransactionCanceledException).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}
