import { Annotations, type App, Tags } from 'aws-cdk-lib';
import { siteDir as builtSiteDir } from '#infra/local/site-build.ts';
import { deadLetterAlarm } from '../constructs/dead-letter-queue.ts';
import { ApiRoutesStack, routesByGroup } from '../stacks/api-routes-stack.ts';
import { ApiStack } from '../stacks/api-stack.ts';
import { AuthStack } from '../stacks/auth-stack.ts';
import { DataStack, mediaUploadOrigin } from '../stacks/data-stack.ts';
import { DeployAccessStack, githubRepositorySchema } from '../stacks/deploy-access-stack.ts';
import { deploymentFromContext, type DeploymentConfig } from '../stacks/deployment.ts';
import { EventsStack } from '../stacks/events-stack.ts';
import { stageFromContext, type Stage } from '../stacks/stage.ts';
import { WAF_REGION, WafStack } from '../stacks/waf-stack.ts';
import { WebStack } from '../stacks/web-stack.ts';

export interface BuildAppOptions {
  /** The built site to deploy; tests point it at a fixture. */
  readonly siteDir?: string;
}

export interface PartyCruisesApp {
  readonly app: App;
  readonly stage: Stage;
  readonly deployment: DeploymentConfig;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly events: EventsStack;
  readonly api: ApiStack;
  /** The API's routes and their functions, in groups (api-routes-stack.ts). */
  readonly apiRoutes: readonly ApiRoutesStack[];
  readonly web: WebStack;
  /** The stage's web ACL, in us-east-1 (decision 053); the Web stack uses it once its ARN is the webAclArn setting. */
  readonly waf: WafStack;
  /** The deploy workflow's role, when `githubRepository` is set. */
  readonly deployAccess: DeployAccessStack | null;
}

/** `-c githubRepository=owner/name` adds the deploy workflow's role (docs/deploy.md); otherwise nothing. */
function deployAccessFromContext(app: App, env: { account: string | undefined; region: string | undefined }): DeployAccessStack | null {
  const raw: unknown = app.node.tryGetContext('githubRepository');
  if (raw === undefined) return null;
  const parsed = githubRepositorySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`CDK context "githubRepository" must be a GitHub repository as owner/name (got ${JSON.stringify(raw)}).`);
  return new DeployAccessStack(app, 'PartyCruises-DeployAccess', { env, repository: parsed.data });
}

/** Adds every stack of one stage (from the app's `stage` context) to the app. */
export function buildApp(app: App, options: BuildAppOptions = {}): PartyCruisesApp {
  // S3 access logs are delivered under a bucket policy, not the legacy log-delivery ACL.
  app.node.setContext('@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy', true);
  // Stacks reference each other through CloudFormation exports, which stop a producer stack from
  // deleting a value another stack still uses (the behaviour so far, now stated).
  app.node.setContext('@aws-cdk/core:defaultCrossStackReferences', 'strong');
  const stage = stageFromContext(app);
  const deployment = deploymentFromContext(app, stage);
  // Account and region come from the CLI's profile when there is one; synth works without.
  const env = { account: process.env['CDK_DEFAULT_ACCOUNT'], region: process.env['CDK_DEFAULT_REGION'] };
  const common = { env, stage, deployment, terminationProtection: stage === 'prod' };
  const name = (part: string) => `PartyCruises-${stage}-${part}`;

  const waf = new WafStack(app, name('Waf'), { ...common, env: { account: env.account, region: WAF_REGION } });
  const auth = new AuthStack(app, name('Auth'), common);
  const pool = { userPool: auth.userPool, userPoolClient: auth.apiClient };
  // The media library's image function lives beside the buckets and reads the pool's ids (issue 19).
  const data = new DataStack(app, name('Data'), { ...common, ...pool, uploadOrigins: [deployment.siteUrl] });
  const events = new EventsStack(app, name('Events'), { ...common, ...pool, table: data.table });
  // The media library (issue 19): the image function's dead letters alarm where every alarm notifies.
  deadLetterAlarm(
    events,
    'MediaImagesDeadLetterAlarm',
    data.mediaImages.deadLetterQueue,
    'A media upload the image function could not process (functions/media/process-upload.ts)',
    events.alarmAction,
  );
  const api = new ApiStack(app, name('Api'), { ...common, alarmAction: events.alarmAction, table: data.table, stageAlarms: events.operationalAlarms });
  const apiRoutes = [...routesByGroup()].map(
    ([group, routes]) =>
      new ApiRoutesStack(app, name(group), {
        ...common,
        ...pool,
        routes,
        httpApi: api.httpApi,
        originAuthorizer: api.originAuthorizer,
        asyncFailures: api.asyncFailures,
        table: data.table,
        bus: events.bus,
        emailIdentityArn: events.emailIdentityArn,
        mediaUploadBucket: data.mediaUploadBucket,
        mediaBucket: data.mediaBucket,
        mediaUploadPolicy: data.mediaUploadPolicy,
        mediaDeletePolicy: data.mediaDeletePolicy,
        rollbackAlarms: [...api.monitoring.alarms, ...events.functionAlarms],
      }),
  );
  const web = new WebStack(app, name('Web'), {
    ...common,
    siteDir: options.siteDir ?? builtSiteDir,
    apiDomain: api.apiDomain,
    originSecret: api.originSecret,
    table: data.table,
    bus: events.bus,
    alarmAction: events.alarmAction,
    mediaBucket: data.mediaBucket,
    mediaUploadOrigin: mediaUploadOrigin(data.mediaUploadBucket),
  });

  if (deployment.siteUrlIsDefault && stage !== 'prod') {
    Annotations.of(events).addWarningV2(
      'party-cruises:siteUrl',
      `Links in ${stage} e-mails point to the business's public website. After the first deploy, set this stage's own address: -c siteUrl=https://<SiteUrl output>, or "stages": { "${stage}": { "siteUrl": ... } } in cdk.json.`,
    );
  }

  if (!deployment.webAclArn) {
    Annotations.of(web).addWarningV2(
      'party-cruises:webAclArn',
      `The ${stage} distribution has no web ACL: deploy ${waf.stackName} (us-east-1) and set webAclArn to its WebAclArn output (-c webAclArn=... or "stages": { "${stage}": { "webAclArn": ... } } in cdk.json), then deploy again (docs/deploy.md).`,
    );
  }

  // The deploy workflow's access (one per account, not per stage), when the repository is named.
  const deployAccess = deployAccessFromContext(app, env);

  Tags.of(app).add('project', 'party-cruises');
  Tags.of(app).add('stage', stage);
  return { app, stage, deployment, data, auth, events, api, apiRoutes, web, waf, deployAccess };
}
