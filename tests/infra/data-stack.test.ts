import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '#functions/shared/data/table.ts';
import { onlyResource, referencedId, resourcesOf, synthApp } from './synth.ts';

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
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
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
      { Effect: 'Allow', Action: 's3:PutObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^MediaUploadBucket/), 'Arn'] }, '/originals/*']] } },
    ]);
  });

  it("lets the delete route remove a photo's web sizes, and nothing else", () => {
    expect(statementsOf('MediaDeletePolicy')).toEqual([
      { Effect: 'Allow', Action: 's3:DeleteObject', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^MediaBucket/), 'Arn'] }, '/media-files/*']] } },
    ]);
  });
});
