import type {
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { awsRequest, AwsServiceError, type AwsService } from '../aws/aws-request.ts';
import type { Config } from '../config.ts';

// The table through DynamoDB's JSON API (decision 015): the document client's commands and
// shapes (plain JavaScript values in and out, `removeUndefinedValues`), sent by awsRequest.

/** What reaching the table takes; the site build has only this, not a function's whole config. */
export type TableAccess = Pick<Config, 'AWS_REGION' | 'DYNAMODB_ENDPOINT' | 'TABLE_NAME'>;

const DYNAMODB: AwsService = { signingName: 'dynamodb', endpointPrefix: 'dynamodb', jsonVersion: '1.0', endpointOverride: (config) => config.DYNAMODB_ENDPOINT };

abstract class TableCommand<Input, Output> {
  abstract readonly operation: string;
  /** Only carries the output type to `send`. */
  declare readonly output?: Output;
  constructor(readonly input: Input) {}
}

export class GetCommand extends TableCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends TableCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends TableCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends TableCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends TableCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
}
export class TransactWriteCommand extends TableCommand<TransactWriteCommandInput, TransactWriteCommandOutput> {
  readonly operation = 'TransactWriteItems';
}

type Values = Record<string, unknown>;
const ITEM_FIELDS = ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey'] as const;
const toAttributes = (values: Values) => marshall(values, { removeUndefinedValues: true });
const fromAttributes = (attributes: unknown) => unmarshall(attributes as Parameters<typeof unmarshall>[0]);

/** A request's plain values as DynamoDB attribute values, in it and in each of its transaction items. */
function marshalled(input: Values): Values {
  const out: Values = { ...input };
  for (const field of ITEM_FIELDS) if (out[field]) out[field] = toAttributes(out[field] as Values);
  if (Array.isArray(out['TransactItems'])) {
    out['TransactItems'] = (out['TransactItems'] as Values[]).map((item) => Object.fromEntries(Object.entries(item).map(([kind, action]) => [kind, marshalled(action as Values)])));
  }
  return out;
}

/** An answer's attribute values as plain values. */
function unmarshalled(output: Values): Values {
  const out: Values = { ...output };
  for (const field of ['Item', 'Attributes', 'LastEvaluatedKey']) if (out[field]) out[field] = fromAttributes(out[field]);
  if (Array.isArray(out['Items'])) out['Items'] = out['Items'].map(fromAttributes);
  return out;
}

export interface DocumentClient {
  send<Input, Output>(command: TableCommand<Input, Output>): Promise<Output>;
}

/** The table's client; it holds nothing but the configuration, so a warm function reuses the signer and connections underneath. */
export function documentClient(config: Pick<TableAccess, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>): DocumentClient {
  return {
    async send<Input, Output>(command: TableCommand<Input, Output>): Promise<Output> {
      const output = await awsRequest<Values>(config, { service: DYNAMODB, target: `DynamoDB_20120810.${command.operation}`, body: marshalled(command.input as Values), signed: true });
      return unmarshalled(output) as Output;
    },
  };
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** Per item of a cancelled transaction, why it failed ('ConditionalCheckFailed', 'None', ...); null for any other error. */
export function cancellationCodes(error: unknown): string[] | null {
  if (!(error instanceof AwsServiceError) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error.details['CancellationReasons'] ?? []) as Array<{ Code?: string }>;
  return reasons.map((reason) => reason.Code ?? 'None');
}
