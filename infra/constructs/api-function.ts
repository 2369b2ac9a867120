import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AssetHashType, DockerImage, Duration, type ILocalBundling, Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { type IManagedPolicy, ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, type CfnFunction, Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { FUNCTION_TIMEOUT_MS } from '#functions/platform/aws/client-options.ts';
import { tableDefinition } from '#functions/adapters/dynamodb/table.ts';
import { SESSION_KEY_PREFIX } from '#functions/adapters/dynamodb/sessions-repository.ts';
import { PORTAL_SESSION_KEY_PREFIX } from '#functions/adapters/dynamodb/portal-sessions-repository.ts';
import {
  COGNITO_ADMIN_ACTIONS,
  COGNITO_TEAM_ACTIONS,
  MODEL_GUARDRAIL_ACTIONS,
  MODEL_INVOKE_ACTIONS,
  type Permission,
} from '#functions/platform/permissions.ts';
import { projectRoot } from '../shared/project-root.ts';
import { stageSettings, type Stage } from '../stacks/stage.ts';
import { buildFunctionBundles, buildFunctionBundlesSync, functionEntries, type FunctionBundle, type FunctionBundles } from './function-bundles.ts';
import { acknowledge } from './nag.ts';

const builtinShimDir = path.join(projectRoot, 'infra/constructs/bundle-shims/builtins');

/**
 * Node's built-in modules, each taken through `process.getBuiltinModule()` (a shim of one line per
 * module, `fs-promises.cjs` for `fs/promises`) instead of a static `import`. Importing a built-in as
 * ESM builds a module facade that reads every export, and some exports are getters that load what
 * the function never uses: `http`'s WebSocket loads Node's copy of undici (15-25 ms of each cold
 * start here), `process`'s stdin, stdout and stderr open the streams, `tls`'s root certificates are
 * parsed. The CommonJS shim hands esbuild the module object itself, so a getter runs only when read.
 * tests/infra/bundling.test.ts fails a bundle that still imports a built-in.
 */
function builtinModuleAliases(): Record<`--alias:${string}`, string> {
  const aliases: Record<`--alias:${string}`, string> = {};
  for (const file of readdirSync(builtinShimDir)) {
    const name = file.replace(/\.cjs$/, '').replace(/-/g, '/');
    aliases[`--alias:${name}`] = path.join(builtinShimDir, file);
    aliases[`--alias:node:${name}`] = path.join(builtinShimDir, file);
  }
  return aliases;
}

/**
 * How every function is bundled, in one esbuild run for all (function-bundles.ts, decision 057).
 * `npm run bench:lambda` (tests/bench/lambda.ts) and the budget test take the same build, so
 * their sizes and load times are the deployed ones.
 */
export const appFunctionBundling = {
  format: OutputFormat.ESM,
  target: 'node24',
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require() at run time; ESM has none, so provide one.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  minify: true,
  sourceMap: true,
  // Stack traces only need positions; leaving the sources out keeps the deployed zip small.
  sourcesContent: false,
  // Bundle everything, the SDK clients included, instead of using the runtime's copy: the
  // function runs the exact versions package-lock.json pins (the ones the tests ran against),
  // and one minified file loads faster (npm run bench:lambda, decision 015).
  externalModules: [],
  // The pages a function renders (decision 093) import the site's React components: their
  // stylesheets are the site's (linked from the shell), and React's production build is chosen
  // at bundle time, as Vite chooses it for the browser.
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildArgs: {
    // Lambda hands a function its credentials in environment variables, so the SDK's default
    // chain (SSO, ini files, web identity, IMDS and their nested STS/SSO clients) is dead weight.
    '--alias:@aws-sdk/credential-provider-node': path.join(projectRoot, 'infra/constructs/bundle-shims/credentials.ts'),
    '--alias:react-dom/server': path.join(projectRoot, 'infra/constructs/bundle-shims/react-dom-server.cjs'),
    ...builtinModuleAliases(),
  },
} as const satisfies BundlingOptions;

export const APP_FUNCTION_RUNTIME = Runtime.NODEJS_24_X;
export const APP_FUNCTION_MEMORY_MB = 512;

export interface AppFunctionProps extends Pick<NodejsFunctionProps, 'onFailure' | 'retryAttempts' | 'maxEventAge' | 'reservedConcurrentExecutions'> {
  /**
   * Where Lambda puts an event it could not process when the function is invoked asynchronously.
   * Every function has one: an event consumer its own, the API's functions (which API Gateway
   * invokes synchronously, so a failure goes back to the caller) a shared one that stays empty
   * unless someone invokes them asynchronously.
   */
  readonly deadLetterQueue: IQueue;
  readonly stage: Stage;
  /** Handler module relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment: Record<string, string>;
  /** HTTP API integrations give up after 30 s, so 28 s leaves the function time to answer first. */
  readonly timeout?: Duration;
  // The media library's image function (issue 19, decision 031): sharp's native binaries decide
  // its architecture and bundling, and a full-size photo its memory.
  readonly architecture?: Architecture;
  readonly bundling?: BundlingOptions;
  readonly memorySize?: number;
}

/**
 * The one policy per stack that lets functions send X-Ray traces. X-Ray's write actions take no
 * resource ARN, so they are kept apart from every function's own policy: the `Resource: *`
 * acknowledged here can never cover a grant added to a function later.
 */
function tracingPolicy(scope: Construct): ManagedPolicy {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild('TracingPolicy');
  if (existing) return existing as ManagedPolicy;
  const policy = new ManagedPolicy(stack, 'TracingPolicy', {
    description: 'Lets the functions send X-Ray trace segments (no resource-level permissions exist for these actions).',
    statements: [new PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] })],
  });
  acknowledge(policy, 'AwsSolutions-IAM5[Resource::*]');
  return policy;
}

let appFunctionBuild: FunctionBundles | undefined;

/**
 * Every function's bundle with the app's bundling, built once per process: by `cdk synth` when the
 * first function asks for its own (synchronously, as the CDK bundles an asset while the construct
 * is created), or ahead of it by the bench and the budget test.
 */
export async function buildAppFunctionBundles(): Promise<FunctionBundles> {
  appFunctionBuild ??= await buildFunctionBundles(appFunctionBundling, functionEntries());
  return appFunctionBuild;
}

function appFunctionBundle(entry: string): FunctionBundle {
  if (!appFunctionBuild) {
    appFunctionBuild = buildFunctionBundlesSync(appFunctionBundling, functionEntries());
    for (const warning of appFunctionBuild.warnings) console.error(`esbuild: ${warning}`);
  }
  const bundle = appFunctionBuild.bundles.get(entry);
  if (!bundle) throw new Error(`${entry} is not among the functions bundled together: add it to functionEntries() (infra/constructs/function-bundles.ts).`);
  return bundle;
}

/**
 * Hands the CDK one function's files from the shared build, where NodejsFunction would run esbuild
 * for it alone. Its `entry` is part of the asset's cache key (the CDK keys a bundled asset by its
 * bundling options), so every function keeps an asset of its own, hashed by its output.
 */
class SharedBuildBundle implements ILocalBundling {
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    for (const file of appFunctionBundle(this.entry).files) writeFileSync(path.join(outputDir, file.name), file.contents);
    return true;
  }
}

/**
 * A function's code: its bundle from the shared build, bundled (copied) only when the stack is
 * being bundled, so a synth that skips bundling (`aws:cdk:bundling-stacks`, the infra tests)
 * builds nothing, as NodejsFunction's bundling did.
 */
function appFunctionCode(entry: string): Code {
  return Code.fromAsset(projectRoot, {
    assetHashType: AssetHashType.OUTPUT,
    // Local bundling always succeeds, so the image is never pulled (NodejsFunction names the same one).
    bundling: { image: DockerImage.fromRegistry('dummy'), local: new SharedBuildBundle(entry) },
  });
}

/** Every Lambda we run: the same runtime, bundle format, tracing and log handling, and a role of its own. */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { stage, entry, timeout, environment, architecture, bundling, memorySize, ...rest } = props;
    const settings = stageSettings[stage];
    // An explicit log group (not the deprecated logRetention custom resource) so retention and
    // removal are ordinary CloudFormation properties.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    // A role with no AWS managed policy: writing to its own log group and sending traces is all
    // a function may do until grantPermissions() adds what its route or rule lists.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${entry}`,
      managedPolicies: [tracingPolicy(scope)],
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      ...rest,
      // The image function's own bundling (sharp beside its bundle) runs esbuild for it alone.
      ...(bundling
        ? { entry: path.join(projectRoot, entry), projectRoot, depsLockFilePath: path.join(projectRoot, 'package-lock.json'), bundling }
        : { code: appFunctionCode(entry), handler: 'index.handler' }),
      runtime: APP_FUNCTION_RUNTIME,
      architecture: architecture ?? Architecture.ARM_64,
      memorySize: memorySize ?? APP_FUNCTION_MEMORY_MB,
      timeout: timeout ?? Duration.millis(FUNCTION_TIMEOUT_MS),
      role,
      logGroup,
      // No --enable-source-maps: it reads and parses the bundle's map at every cold start (10 to 33 ms
      // of each function's load). The map still ships beside index.mjs and the logger maps the stack
      // of an error it writes (functions/platform/source-mapped-stack.ts, decision 060).
      environment,
    });
    const cfn = this.node.defaultChild as CfnFunction;
    // Active tracing, set on the resource: the `tracing` prop would also add the X-Ray statement
    // to this function's own policy, which tracingPolicy() above already grants.
    cfn.tracingConfig = { mode: 'Active' };
  }
}

export interface GrantTargets {
  readonly table: ITableV2;
  readonly bus: IEventBus;
  readonly userPool: IUserPool;
  /** The SES identity functions send e-mail as (arn:...:identity/<domain>). */
  readonly emailIdentityArn: string;
  /** The stage's two Stripe key parameters (stripeParameterArns). */
  readonly stripeParameterArns: readonly string[];
  /** The media library's prefix grants (issue 19, data-stack.ts): put originals, delete web sizes. */
  readonly mediaUploadPolicy?: IManagedPolicy;
  readonly mediaDeletePolicy?: IManagedPolicy;
  /** The guest agent's foundation model (function-environment.ts foundationModelArn). */
  readonly foundationModelArn?: string;
  /** The guest agent's guardrail (guest-agent-guardrail.ts), in the stack of the routes that list `model:guardrail`. */
  readonly guardrailArn?: string;
}

// The data actions CDK's grantReadData/grantWriteData give, without the stream ones (the table has no stream).
export const TABLE_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
];
export const TABLE_WRITE_ACTIONS = ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:DescribeTable', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];

/** The table and each of its indexes by name: reads may query an index, and only the ones the definition has. */
export function tableReadResources(table: ITableV2): string[] {
  return [table.tableArn, ...tableDefinition.globalSecondaryIndexes.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`)];
}

/** Grants a function exactly the permissions its route or event rule lists, and nothing else. */
export function grantPermissions(
  fn: AppFunction,
  permissions: readonly Permission[],
  { table, bus, userPool, emailIdentityArn, stripeParameterArns, mediaUploadPolicy, mediaDeletePolicy, foundationModelArn, guardrailArn }: GrantTargets,
): void {
  for (const permission of new Set(permissions)) {
    switch (permission) {
      case 'table:read':
        fn.addToRolePolicy(new PolicyStatement({ actions: TABLE_READ_ACTIONS, resources: tableReadResources(table) }));
        break;
      case 'table:write':
        fn.addToRolePolicy(new PolicyStatement({ actions: TABLE_WRITE_ACTIONS, resources: [table.tableArn] }));
        break;
      case 'events:publish':
        bus.grantPutEventsTo(fn);
        break;
      case 'email:send':
        // SES authorises SendEmail on the sending identity: the stage's verified domain
        // (infra/stacks/events-stack.ts), and nothing else. While an account is still in the SES
        // sandbox, SES also checks each recipient's identity, so sandbox sending fails until the
        // account has production access (docs/deploy.md).
        fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [emailIdentityArn] }));
        break;
      case 'cognito:auth':
        // Signing in and refreshing (InitiateAuth), signing up (SignUp), revoking (RevokeToken)
        // and verifying tokens against the public JWKS are unauthenticated Cognito calls made
        // with the app client id: no IAM grant exists for them.
        break;
      case 'cognito:admin':
        // Confirming a customer's own registration, so they can sign in at once, and undoing one
        // that failed part-way (functions/http/auth/register.ts); on this pool only.
        userPool.grant(fn, ...COGNITO_ADMIN_ACTIONS);
        break;
      case 'cognito:team':
        // The team screen and an invitation's acceptance (decision 075); on this pool only.
        userPool.grant(fn, ...COGNITO_TEAM_ACTIONS);
        break;
      case 'sessions:manage':
        // Session items only: the partition key must start with the sessions' prefix, so a
        // route that only reads (or never touches) the table gains nothing else by it.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${SESSION_KEY_PREFIX}*`] } },
          }),
        );
        break;
      case 'portal-sessions:manage':
        // Guests' portal sessions only (decision 022), as `sessions:manage` is for staff's.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${PORTAL_SESSION_KEY_PREFIX}*`] } },
          }),
        );
        break;
      case 'payments:stripe':
        // The Stripe keys (decision 018): SecureString parameters under the AWS managed key
        // aws/ssm, whose key policy already lets SSM decrypt for the account's principals, so
        // reading these two parameters is the whole grant.
        fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameters'], resources: [...stripeParameterArns] }));
        break;
      // The media library (issue 19, decision 031).
      case 'media:upload':
        // A presigned POST carries the signer's authority: this function's role may put originals
        // only, so a form it signs can write nowhere else.
        if (!mediaUploadPolicy) throw new Error('media:upload needs the media upload policy');
        fn.role!.addManagedPolicy(mediaUploadPolicy);
        break;
      case 'media:delete':
        if (!mediaDeletePolicy) throw new Error('media:delete needs the media delete policy');
        fn.role!.addManagedPolicy(mediaDeletePolicy);
        break;
      case 'model:invoke':
        // Converse and ConverseStream are authorised as InvokeModel and InvokeModelWithResponseStream
        // on the model's ARN: this one foundation model (decision 069).
        if (!foundationModelArn) throw new Error('model:invoke needs the foundation model ARN');
        fn.addToRolePolicy(new PolicyStatement({ actions: [...MODEL_INVOKE_ACTIONS], resources: [foundationModelArn] }));
        break;
      case 'model:guardrail':
        // Converse applies a guardrail named in the call only if the caller may ApplyGuardrail on
        // it: the guest agent's guardrail (its ARN covers every version), and no other (decision 086).
        if (!guardrailArn) throw new Error('model:guardrail needs the guest agent guardrail in the same stack');
        fn.addToRolePolicy(new PolicyStatement({ actions: [...MODEL_GUARDRAIL_ACTIONS], resources: [guardrailArn] }));
        break;
      default:
        throw new Error(`Unknown permission: ${permission satisfies never}`);
    }
  }
}
