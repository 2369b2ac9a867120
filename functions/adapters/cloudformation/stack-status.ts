import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import * as z from '#domain/shared/zod.ts';
import { type AwsClientSettings, clientCache, clientOptions } from '../../platform/aws/client-options.ts';

/** A stack's status (CREATE_IN_PROGRESS, UPDATE_ROLLBACK_IN_PROGRESS, ...), by its id. */
export type StackStatus = (stackId: string) => Promise<string>;

/**
 * Whether the stack is putting its previous template back. A custom resource cannot tell from
 * its request: a rollback sends an Update with the old properties, like any update.
 */
export function isRollingBack(status: string): boolean {
  return /ROLLBACK_IN_PROGRESS$/.test(status);
}

const describedSchema = z.object({ Stacks: z.array(z.object({ StackStatus: z.string().check(z.regex(/^[A-Z_]+$/)) })).check(z.length(1)) });

const cachedClient = clientCache((settings) => new CloudFormationClient(clientOptions(settings)));

/** DescribeStacks on one stack (the publisher may describe its own stack and no other). */
export function cloudFormationStackStatus(settings: AwsClientSettings): StackStatus {
  const client = cachedClient(settings);
  return async (stackId) => {
    const described = describedSchema.parse(await client.send(new DescribeStacksCommand({ StackName: stackId })));
    return described.Stacks[0]!.StackStatus;
  };
}
