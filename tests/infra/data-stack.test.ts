import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '#functions/adapters/dynamodb/table.ts';
import { ORIGINALS_PREFIX } from '#functions/app/content/upload-policy.ts';
import { IMAGE_FUNCTION_ENTRY, IMAGE_FUNCTION_MEMORY_MB, IMAGE_FUNCTION_TIMEOUT } from '#infra/constructs/media-image-function.ts';
import { deploymentFromContext } from '#infra/stacks/deployment.ts';
import {
  functionIdFor,
  onlyResource,
  permissionFacts,
  PROD_CONTEXT,
  referencedId,
  type PolicyStatementJson,
  type Resource,
  resourcesOf,
  roleStatements,
  synthApp,
} from './synth.ts';

const dev = synthApp('dev');
const prod = synthApp('prod');

describe('data stack: the table', () => {
  const table = (template = dev.data) => onlyResource(template, 'AWS::DynamoDB::GlobalTable');

  it('uses the shared key definition, on-demand billing and the TTL attribute', () => {
    const props = table().Properties;
    expect(props['BillingMode']).toBe('PAY_PER_REQUEST');
    expect(props['KeySchema']).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    expect(props['TimeToLiveSpecification']).toEqual({ AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true });
  });

  it('has every GSI of the definition, projecting all attributes', () => {
    expect(table().Properties['GlobalSecondaryIndexes']).toEqual(
      tableDefinition.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('keeps point-in-time recovery on in every stage', () => {
    for (const template of [dev.data, prod.data]) {
      const [replica] = table(template).Properties['Replicas'];
      expect(replica.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    }
  });

  it('protects and retains the prod table', () => {
    const resource = table(prod.data);
    expect(resource.Properties['Replicas'][0].DeletionProtectionEnabled).toBe(true);
    expect(resource.DeletionPolicy).toBe('Retain');
    expect(resource.UpdateReplacePolicy).toBe('Retain');
  });

  it('lets the dev table go with its stack', () => {
    const resource = table(dev.data);
    expect(resource.Properties['Replicas'][0].DeletionProtectionEnabled).toBe(false);
    expect(resource.DeletionPolicy).toBe('Delete');
  });
});

describe('data stack: the media bucket', () => {
  const buckets = resourcesOf(dev.data, 'AWS::S3::Bucket');
  const mediaId = Object.keys(buckets).find((id) => id.startsWith('MediaBucket'))!;
  const logsId = Object.keys(buckets).find((id) => id.startsWith('AccessLogsBucket'))!;

  it('is private, encrypted and versioned', () => {
    expect(buckets[mediaId]!.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });

  it('refuses requests without TLS', () => {
    dev.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('is retained in prod, with its access logs', () => {
    for (const bucket of Object.values(resourcesOf(prod.data, 'AWS::S3::Bucket'))) expect(bucket.DeletionPolicy).toBe('Retain');
  });

  it('logs every access to a private, encrypted log bucket that expires its logs', () => {
    expect(buckets[mediaId]!.Properties['LoggingConfiguration']).toEqual({ DestinationBucketName: { Ref: logsId }, LogFilePrefix: 'media/' });
    expect(buckets[logsId]!.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    expect(buckets[logsId]!.Properties['LifecycleConfiguration'].Rules[0]).toMatchObject({ ExpirationInDays: 30 });
    // Delivered under the bucket's policy, by the S3 logging service, for this account only.
    const policy = Object.values(resourcesOf(dev.data, 'AWS::S3::BucketPolicy')).find((p) => referencedId(p.Properties['Bucket']) === logsId)!;
    expect(policy.Properties['PolicyDocument'].Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Allow', Principal: { Service: 'logging.s3.amazonaws.com' }, Action: 's3:PutObject' }),
    );
  });
});

describe("data stack: the media library's grants", () => {
  const policies = resourcesOf(dev.data, 'AWS::IAM::ManagedPolicy');
  const statementsOf = (prefix: string) => Object.entries(policies).find(([id]) => id.startsWith(prefix))![1].Properties['PolicyDocument'].Statement;

  it('lets the upload routes put originals, and nothing else of either bucket', () => {
    expect(statementsOf('MediaUploadPolicy')).toEqual([
      {
        Effect: 'Allow',
        Action: 's3:PutObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^MediaUploadBucket/), 'Arn'] }, '/originals/*']] },
      },
    ]);
  });

  it("lets the delete route remove a photo's web sizes, and nothing else", () => {
    expect(statementsOf('MediaDeletePolicy')).toEqual([
      {
        Effect: 'Allow',
        Action: 's3:DeleteObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^MediaBucket/), 'Arn'] }, '/media-files/*']] },
      },
    ]);
  });
});

// The media library in AWS (issue 19, decision 031).
describe('data stack: the image function', () => {
  const template = dev.data.toJSON()['Resources'] as Record<string, Resource>;
  const buckets = resourcesOf(dev.data, 'AWS::S3::Bucket');
  const uploadsId = Object.keys(buckets).find((id) => id.startsWith('MediaUploadBucket'))!;
  const mediaId = Object.keys(buckets).find((id) => id.startsWith('MediaBucket'))!;
  const fnId = functionIdFor(dev.data, IMAGE_FUNCTION_ENTRY);
  const fn = resourcesOf(dev.data, 'AWS::Lambda::Function')[fnId]!;
  const roleId = referencedId(fn.Properties['Role'])!;
  const queueId = referencedId(fn.Properties['DeadLetterConfig'].TargetArn)!;
  const bucketStatements = (bucketId: string) =>
    Object.values(resourcesOf(dev.data, 'AWS::S3::BucketPolicy')).find((policy) => referencedId(policy.Properties['Bucket']) === bucketId)!.Properties[
      'PolicyDocument'
    ].Statement as Array<PolicyStatementJson & { Principal?: Record<string, unknown> }>;

  it('runs on each original created under originals/ in the uploads bucket, once S3 may invoke it', () => {
    const uploads = buckets[uploadsId]!;
    expect(uploads.Properties['NotificationConfiguration']).toEqual({
      LambdaConfigurations: [
        { Event: 's3:ObjectCreated:*', Filter: { S3Key: { Rules: [{ Name: 'prefix', Value: ORIGINALS_PREFIX }] } }, Function: { 'Fn::GetAtt': [fnId, 'Arn'] } },
      ],
    });
    const [permissionId, permission] = Object.entries(resourcesOf(dev.data, 'AWS::Lambda::Permission')).find(
      ([, candidate]) => referencedId(candidate.Properties['FunctionName']) === fnId,
    )!;
    expect([template[uploadsId]!['DependsOn' as keyof Resource]].flat()).toContain(permissionId);
    expect(permission.Properties).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 's3.amazonaws.com', SourceAccount: { Ref: 'AWS::AccountId' } });
    // S3 may invoke it for this bucket only, named as the bucket is.
    expect(resolved(permission.Properties['SourceArn'])).toBe(`arn:aws:s3:::${resolved(uploads.Properties['BucketName'])}`);
    expect(resolved(uploads.Properties['BucketName'])).toBe('party-cruises-dev-media-uploads-123456789012-us-east-1');
  });

  it('reads the uploads bucket and the event bus by the names their resources have', () => {
    const variables = fn.Properties['Environment'].Variables;
    expect(resolved(variables.MEDIA_UPLOAD_BUCKET)).toBe(resolved(buckets[uploadsId]!.Properties['BucketName']));
    expect(variables.MEDIA_BUCKET).toEqual({ Ref: mediaId });
    expect(variables.EVENT_BUS_NAME).toBe(onlyResource(dev.events, 'AWS::Events::EventBus').Properties['Name']);
  });

  it('has the memory, time and x86_64 binaries a full-size photo needs', () => {
    expect(fn.Properties).toMatchObject({
      Architectures: ['x86_64'],
      MemorySize: IMAGE_FUNCTION_MEMORY_MB,
      Timeout: IMAGE_FUNCTION_TIMEOUT.toSeconds(),
    });
    expect(IMAGE_FUNCTION_MEMORY_MB).toBeGreaterThanOrEqual(1536);
  });

  it('reserves no concurrency unless the stage sets imageFunctionConcurrency (a new account may allow none, decision 053)', () => {
    expect(fn.Properties['ReservedConcurrentExecutions']).toBeUndefined();
    const prodImages = Object.values(resourcesOf(prod.data, 'AWS::Lambda::Function')).find((candidate) =>
      String(candidate.Properties['Description']).includes(`(${IMAGE_FUNCTION_ENTRY})`),
    );
    expect(prodImages?.Properties['ReservedConcurrentExecutions']).toBe(PROD_CONTEXT.imageFunctionConcurrency);
  });

  it('is retried twice, then dead-lettered with the error, and the queue alarms to the operators', () => {
    const [config] = Object.values(resourcesOf(dev.data, 'AWS::Lambda::EventInvokeConfig')).filter(
      (candidate) => referencedId(candidate.Properties['FunctionName']) === fnId,
    );
    expect(config!.Properties).toMatchObject({
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect(resourcesOf(dev.data, 'AWS::SQS::Queue')[queueId]!.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const alarms = Object.values(resourcesOf(dev.events, 'AWS::CloudWatch::Alarm')).filter((alarm) =>
      JSON.stringify(alarm.Properties['Dimensions'] ?? null).includes(`ExportsOutputFnGetAtt${queueId}QueueName`),
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      AlarmActions: [{ Ref: expect.stringMatching(/^AlarmTopic/) }],
    });
  });

  it("may read and delete originals, write and delete web sizes, change the media library's items and announce a replaced published photo: nothing else", () => {
    const statements = roleStatements(dev.data, fnId);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
    expect(permissionFacts(statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:'))))).toEqual(
      permissionFacts([
        {
          Effect: 'Allow',
          Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
          Resource: { 'Fn::GetAtt': [expect.stringMatching(/^Table/), 'Arn'] },
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MEDIA#*', 'EVENT#*'] } },
        },
      ]),
    );
    // Besides its logs and traces: PublishedPhotosChanged on the stage's bus, and its failures to its dead-letter queue.
    expect([...new Set(actions.filter((action) => !/^(dynamodb|logs|xray):/.test(action)))].sort()).toEqual([
      'events:PutEvents',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
    ]);
    const putEvents = statements.filter((statement) => [statement.Action].flat().includes('events:PutEvents'));
    expect(JSON.stringify(putEvents.map((statement) => statement.Resource))).toContain(':event-bus/party-cruises-dev');
    for (const statement of statements.filter((candidate) => [candidate.Action].flat().some((action) => action.startsWith('sqs:')))) {
      expect(statement.Resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    }
    const ofRole = (bucketId: string) => bucketStatements(bucketId).filter((statement) => referencedId(statement.Principal?.['AWS']) === roleId);
    expect(permissionFacts(ofRole(uploadsId))).toEqual(
      permissionFacts([
        {
          Effect: 'Allow',
          Principal: { AWS: { 'Fn::GetAtt': [roleId, 'Arn'] } },
          Action: ['s3:GetObject', 's3:DeleteObject'],
          Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [uploadsId, 'Arn'] }, '/originals/*']] },
        },
      ]),
    );
    expect(permissionFacts(ofRole(mediaId))).toEqual(
      permissionFacts([
        {
          Effect: 'Allow',
          Principal: { AWS: { 'Fn::GetAtt': [roleId, 'Arn'] } },
          Action: ['s3:PutObject', 's3:DeleteObject'],
          Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [mediaId, 'Arn'] }, '/media-files/*']] },
        },
      ]),
    );
  });

  it("lets CloudFront distributions of this account read the media bucket's web sizes, and nothing else of it", () => {
    const cloudfront = bucketStatements(mediaId).filter((statement) => JSON.stringify(statement.Principal ?? {}).includes('cloudfront'));
    expect(cloudfront).toEqual([
      {
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [mediaId, 'Arn'] }, '/media-files/*']] },
        Condition: {
          StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnLike: {
            'AWS:SourceArn': { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/*']] },
          },
        },
      },
    ]);
  });

  it("signs upload forms for the uploads bucket's own endpoint, the one the back office's CSP allows", () => {
    for (const [id, route] of Object.entries(resourcesOf(dev.api, 'AWS::Lambda::Function')).filter(
      ([, candidate]) => candidate.Properties['Environment']?.Variables?.MEDIA_UPLOAD_URL,
    )) {
      expect(route.Properties['Environment'].Variables.MEDIA_UPLOAD_URL, id).toEqual({
        'Fn::Join': [
          '',
          [
            'https://',
            { 'Fn::ImportValue': expect.stringMatching(new RegExp(`^PartyCruises-dev-Data:ExportsOutputFnGetAtt${uploadsId}RegionalDomainName`)) },
            '/',
          ],
        ],
      });
    }
    const uploadRoute = functionIdFor(dev.api, 'functions/http/admin/media/create-media-upload.ts');
    expect(resourcesOf(dev.api, 'AWS::Lambda::Function')[uploadRoute]!.Properties['Environment'].Variables.MEDIA_UPLOAD_URL).toBeDefined();
  });

  it("allows the site's origin to post to the uploads bucket (CORS)", () => {
    expect(buckets[uploadsId]!.Properties['CorsConfiguration']).toEqual({
      CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: [deploymentFromContext(dev.built.app, 'dev').siteUrl], AllowedHeaders: ['*'], MaxAge: 3000 }],
    });
    expect(resourcesOf(prod.data, 'AWS::S3::Bucket')[uploadsId]!.Properties['CorsConfiguration'].CorsRules[0].AllowedOrigins).toEqual([
      `https://${PROD_CONTEXT.domainName}`,
    ]);
  });
});

/** A template value as CloudFormation would resolve it in us-east-1 for account 123456789012. */
function resolved(value: unknown): string {
  if (typeof value === 'string') return value;
  const record = value as Record<string, unknown>;
  if ('Fn::Join' in record) {
    const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
    return parts.map(resolved).join(separator);
  }
  const pseudo: Record<string, string> = { 'AWS::Partition': 'aws', 'AWS::AccountId': '123456789012', 'AWS::Region': 'us-east-1' };
  const ref = record['Ref'];
  if (typeof ref === 'string' && ref in pseudo) return pseudo[ref]!;
  throw new Error(`Cannot resolve ${JSON.stringify(value)}`);
}
