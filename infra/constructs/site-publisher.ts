import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Duration, IgnoreMode, Stack } from 'aws-cdk-lib';
import type { IDistribution, IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { BuildSpec, ComputeType, LinuxBuildImage, Project, Source } from 'aws-cdk-lib/aws-codebuild';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventField, Rule, RuleTargetInput, type EventPattern, type IEventBus } from 'aws-cdk-lib/aws-events';
import { CodeBuildProject } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { Construct } from 'constructs';
import { stageSettings, type Stage } from '../stacks/stage.ts';
import { projectRoot } from '../shared/project-root.ts';
import { TABLE_READ_ACTIONS, tableReadResources } from './api-function.ts';
import { alarmOnFirst } from './alarms.ts';
import { deadLetterQueue, failedInvocationsAlarm } from './dead-letter-queue.ts';
import { CONSUMER_DELIVERY_RETRY } from './event-consumer.ts';

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

/** The build: install exactly the locked dependencies, build the site from the stored settings, publish it. */
export function publisherBuildSpec() {
  const exclusions = SITE_BUILD_ONLY_FILES.map((file) => `--exclude "${file}"`).join(' ');
  return {
    version: '0.2',
    env: { shell: 'bash' },
    phases: {
      install: {
        'runtime-versions': { nodejs: 22 },
        commands: ['npm ci --no-audit --no-fund'],
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
}

/**
 * Builds the site in AWS CodeBuild and publishes it: when staff change what the pages show (the
 * business settings, a price version taking effect, the blog, the photos, the copy, the FAQ: the
 * site is static HTML built from them) and whenever the stack that holds it is deployed. It is
 * the site's only deployer, so every published build reads what is stored; a deployment from a
 * laptop never overwrites it with the defaults.
 *
 * Builds run one at a time (a concurrent `s3 sync --delete` could remove the other's new assets);
 * each reads the settings when it starts, so the last build publishes the last save.
 */
export class SitePublisher extends Construct {
  readonly project: Project;
  readonly role: Role;
  readonly rules: { readonly onSettingsChange: Rule; readonly onDeploy: Rule };

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
    this.role.addToPolicy(new PolicyStatement({ actions: ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey'], resources: [key.keyArn] }));
    // Writing the site is granted by the site bucket's own policy, next to CloudFront's read, so
    // the bucket lists everyone who may touch it.
    props.siteBucket.addToResourcePolicy(new PolicyStatement({ principals: [this.role], actions: ['s3:ListBucket'], resources: [props.siteBucket.bucketArn] }));
    props.siteBucket.addToResourcePolicy(
      new PolicyStatement({ principals: [this.role], actions: ['s3:PutObject', 's3:DeleteObject'], resources: [props.siteBucket.arnForObjects('*')] }),
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
      role: this.role.withoutPolicyUpdates(),
      encryptionKey: key,
      logging: { cloudWatch: { logGroup } },
      timeout: Duration.minutes(20),
      concurrentBuildLimit: 1,
    });
    this.project.node.addDependency(this.role);

    // Both triggers share one dead-letter queue: a build EventBridge could not start is kept
    // there (with the reason) for a retry by hand.
    const undelivered = deadLetterQueue(this, 'DeadLetterQueue', {
      what: 'A site publish request',
      deadLettersOf: 'deliveries',
      alarmAction: props.alarmAction,
    });
    const target = (reason: string) =>
      new CodeBuildProject(this.project, {
        ...CONSUMER_DELIVERY_RETRY,
        deadLetterQueue: undelivered,
        event: RuleTargetInput.fromObject({
          environmentVariablesOverride: [{ name: 'PUBLISH_REASON', type: 'PLAINTEXT', value: `${reason}: ${EventField.eventId}` }],
        }),
      });

    this.rules = {
      onSettingsChange: new Rule(this, 'OnSettingsChange', {
        eventBus: props.bus,
        description: 'Rebuilds and republishes the site when staff change what its pages show or a price version takes effect.',
        eventPattern: props.republishPattern,
        targets: [target('site content changed')],
      }),
      // CloudFormation reports its stack changes on the account's default bus. A rollback
      // restores the previous source, so it republishes that.
      onDeploy: new Rule(this, 'OnDeploy', {
        description: 'Publishes the site after its stack is deployed (or rolled back).',
        eventPattern: {
          source: ['aws.cloudformation'],
          detailType: ['CloudFormation Stack Status Change'],
          detail: { 'stack-id': [stack.stackId], 'status-details': { status: ['CREATE_COMPLETE', 'UPDATE_COMPLETE', 'UPDATE_ROLLBACK_COMPLETE'] } },
        },
        targets: [target('stack deployed')],
      }),
    };
    for (const [name, rule] of Object.entries(this.rules)) {
      failedInvocationsAlarm(this, `${name}FailedInvocationsAlarm`, rule, { what: `the site publisher (${name})`, alarmAction: props.alarmAction });
    }
    alarmOnFirst(
      this,
      'FailedBuildsAlarm',
      this.project.metricFailedBuilds({ period: Duration.minutes(5), statistic: 'Sum' }),
      'A site build failed, so the site was not republished: read the build log in CodeBuild, fix, and start the build again.',
      props.alarmAction,
    );
  }
}
