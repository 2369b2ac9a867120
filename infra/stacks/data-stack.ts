import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableDefinition } from '#functions/adapters/dynamodb/table.ts';
import { MEDIA_PUBLIC_PREFIX } from '#domain/content/media.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { logBucket } from '../constructs/log-bucket.ts';
import { MediaImageFunction } from '../constructs/media-image-function.ts';
import { acknowledge } from '../constructs/nag.ts';
import type { DeploymentConfig } from './deployment.ts';
import { stageSettings, type Stage } from './stage.ts';

export interface DataStackProps extends StackProps {
  readonly stage: Stage;
  /** The site's origins: staff's browsers upload photos to the uploads bucket from the back office there (issue 19). */
  readonly uploadOrigins?: readonly string[];
  // The media library's image function (issue 19, decision 031) reads the handlers' whole config.
  readonly deployment: DeploymentConfig;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/** The events stack's bus name (events-stack.ts), for the image function's config: that stack is built after this one. */
export function eventBusNameFor(stage: Stage): string {
  return `party-cruises-${stage}`;
}

/**
 * The uploads bucket's name, fixed rather than generated: its notification names the image
 * function, so the function's config and S3's permission to invoke it must name the bucket
 * without referring to it (a reference would make the two depend on each other). Account and
 * region keep it unique across S3; at most 61 characters.
 */
export function mediaUploadBucketName(stack: Stack, stage: Stage): string {
  return `party-cruises-${stage}-media-uploads-${stack.account}-${stack.region}`;
}

/**
 * Where browsers post photos in AWS: the uploads bucket's regional endpoint. The upload route
 * signs forms for it (MEDIA_UPLOAD_URL) and the back office's CSP allows connecting to it.
 */
export function mediaUploadOrigin(bucket: IBucket): string {
  return `https://${bucket.bucketRegionalDomainName}`;
}

/** The single table (from the shared definition, like the local one) and the media bucket. */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly mediaBucket: Bucket;
  /** The media library's originals, as staff upload them (issue 19, decision 031). */
  readonly mediaUploadBucket: Bucket;
  /**
   * What the media library's routes may do to the buckets, one prefix each (decision 031): put
   * originals (the presigned POST a route signs carries its role's authority) and delete web sizes.
   * Managed policies beside the buckets, so their prefix grants are acknowledged once, here.
   */
  readonly mediaUploadPolicy: ManagedPolicy;
  readonly mediaDeletePolicy: ManagedPolicy;
  /** Makes the web sizes of each upload (decision 031); its dead-letter queue's alarm is in the events stack (build-app.ts). */
  readonly mediaImages: MediaImageFunction;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const settings = stageSettings[props.stage];
    const key = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new TableV2(this, 'Table', {
      partitionKey: key(tableDefinition.partitionKey),
      sortKey: key(tableDefinition.sortKey),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: settings.deletionProtection,
      removalPolicy: settings.removalPolicy,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((gsi) => ({
        indexName: gsi.indexName,
        partitionKey: key(gsi.partitionKey),
        sortKey: key(gsi.sortKey),
        projectionType: ProjectionType.ALL,
      })),
    });

    const accessLogs = logBucket(this, 'AccessLogsBucket', { stage: props.stage });
    this.mediaBucket = new Bucket(this, 'MediaBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'media/',
      // Versioning guards against overwrites and deletes; old versions need not live forever.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: props.stage === 'dev',
    });

    // The media library (issue 19, decision 031): staff's originals arrive here by presigned POST
    // from the back office (CORS for the site's origins only); the image function reads them and
    // writes the web sizes to the media bucket. Private and encrypted like the media bucket.
    const uploadsBucketName = mediaUploadBucketName(this, props.stage);
    this.mediaUploadBucket = new Bucket(this, 'MediaUploadBucket', {
      bucketName: uploadsBucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'media-uploads/',
      cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: [...(props.uploadOrigins ?? [])], allowedHeaders: ['*'], maxAge: 3000 }],
      // Versioned like the media bucket: an original removed before the image function read it
      // can be restored for a day (decision 080).
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: props.stage === 'dev',
    });

    this.mediaUploadPolicy = new ManagedPolicy(this, 'MediaUploadPolicy', {
      description: "Put staff's originals under originals/ in the media upload bucket (the media library's presigned POST)",
      statements: [new PolicyStatement({ actions: ['s3:PutObject'], resources: [this.mediaUploadBucket.arnForObjects('originals/*')] })],
    });
    acknowledge(this.mediaUploadPolicy, 'AwsSolutions-IAM5[Resource::<MediaUploadBucket7636FAD5.Arn>/originals/*]');
    this.mediaDeletePolicy = new ManagedPolicy(this, 'MediaDeletePolicy', {
      description: "Delete a photo's web sizes under media-files/ in the media bucket",
      statements: [new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [this.mediaBucket.arnForObjects('media-files/*')] })],
    });
    acknowledge(this.mediaDeletePolicy, 'AwsSolutions-IAM5[Resource::<MediaBucketBCBB02BA.Arn>/media-files/*]');

    // The media library in AWS (decision 031): the image function, invoked by the uploads bucket.
    const bus = EventBus.fromEventBusName(this, 'Bus', eventBusNameFor(props.stage));
    this.mediaImages = new MediaImageFunction(this, 'MediaImages', {
      stage: props.stage,
      table: this.table,
      uploadsBucket: this.mediaUploadBucket,
      uploadsBucketName,
      mediaBucket: this.mediaBucket,
      bus,
      reservedConcurrency: props.deployment.reservedConcurrency.imageFunction,
      environment: {
        ...functionEnvironment(this, { table: this.table, bus, userPool: props.userPool, userPoolClient: props.userPoolClient }, props.deployment, props.stage),
        MEDIA_UPLOAD_BUCKET: uploadsBucketName,
        MEDIA_BUCKET: this.mediaBucket.bucketName,
      },
    });
    // CloudFront's /media-files/* behaviour reads the web sizes through origin access control
    // (web-stack.ts). The web stack depends on this one, so the statement cannot name its
    // distribution: any distribution of this account may read media-files/*, and nothing else.
    this.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects(`${MEDIA_PUBLIC_PREFIX.slice(1)}/*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
  }
}
