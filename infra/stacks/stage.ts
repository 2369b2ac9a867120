import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import * as z from '#domain/shared/zod.ts';

export const stageSchema = z.enum(['dev', 'prod']);

export type Stage = z.infer<typeof stageSchema>;

/** Reads `-c stage=...` (cdk.json defaults it to dev); anything else stops the synth before a resource exists. */
export function stageFromContext(scope: Construct): Stage {
  const raw: unknown = scope.node.tryGetContext('stage');
  const parsed = stageSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`CDK context "stage" must be one of ${stageSchema.options.join(', ')} (got ${JSON.stringify(raw)}); pass it with -c stage=<stage>.`);
  }
  return parsed.data;
}

export interface StageSettings {
  /** prod keeps data when a stack or resource is deleted; dev is disposable. */
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
  readonly logRetention: RetentionDays;
  readonly eventArchiveRetention: Duration;
}

export const stageSettings: Record<Stage, StageSettings> = {
  dev: {
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.ONE_MONTH,
    eventArchiveRetention: Duration.days(30),
  },
  prod: {
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.SIX_MONTHS,
    eventArchiveRetention: Duration.days(365),
  },
};
