import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { stageSettings, type Stage } from '../stacks/stage.ts';

export interface LogBucketProps {
  readonly stage: Stage;
  /**
   * CloudFront's standard logs are written with object ACLs, so a bucket that receives them must
   * accept ACLs (each object still belongs to the bucket owner). S3 access logs need none.
   */
  readonly forCloudFront?: boolean;
}

/**
 * A private bucket for access logs, kept as long as the stage keeps function logs. It does not log
 * its own access: S3 would then write logs about writing logs, without end.
 */
export function logBucket(scope: Construct, id: string, props: LogBucketProps): Bucket {
  const settings = stageSettings[props.stage];
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    minimumTLSVersion: 1.2,
    objectOwnership: props.forCloudFront ? ObjectOwnership.BUCKET_OWNER_PREFERRED : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    // Versioned, so a log deleted by mistake (or by an intruder covering tracks) can be restored
    // for a day; logs are never overwritten, so versions cost nothing else (decision 080).
    versioned: true,
    lifecycleRules: [
      {
        expiration: Duration.days(settings.logRetention),
        noncurrentVersionExpiration: Duration.days(1),
        abortIncompleteMultipartUploadAfter: Duration.days(7),
      },
    ],
    removalPolicy: settings.removalPolicy,
    autoDeleteObjects: props.stage === 'dev',
  });
}
