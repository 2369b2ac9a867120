import path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { SESSION_KEY_PREFIX } from '#functions/shared/data/sessions-repository.ts';
import type { Permission } from '#functions/shared/permissions.ts';
import { projectRoot } from '../shared/project-root.ts';
import { stageSettings, type Stage } from '../stacks/stage.ts';

export interface AppFunctionProps extends Pick<NodejsFunctionProps, 'deadLetterQueue' | 'retryAttempts' | 'maxEventAge'> {
  readonly stage: Stage;
  /** Handler module relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment: Record<string, string>;
  /** HTTP API integrations give up after 30 s, so 28 s leaves the function time to answer first. */
  readonly timeout?: Duration;
}

/** Every Lambda we run: the same runtime, bundle format, tracing and log handling. */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { stage, entry, timeout, environment, ...rest } = props;
    const settings = stageSettings[stage];
    // An explicit log group (not the deprecated logRetention custom resource) so retention and
    // removal are ordinary CloudFormation properties.
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: settings.logRetention,
      removalPolicy: settings.removalPolicy,
    });
    super(scope, id, {
      ...rest,
      entry: path.join(projectRoot, entry),
      projectRoot,
      depsLockFilePath: path.join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: timeout ?? Duration.seconds(28),
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: { ...environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        // Some CommonJS dependencies call require() at run time; ESM has none, so provide one.
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
        minify: true,
        sourceMap: true,
        // Stack traces only need positions; leaving the sources out keeps the deployed zip small.
        sourcesContent: false,
        // Bundle the AWS SDK instead of using the runtime's copy: the function then runs the exact
        // version package-lock.json pins (the one the tests ran against) rather than whatever the
        // runtime ships that month, and only the commands it imports end up in the bundle.
        externalModules: [],
      },
    });
  }
}

export interface GrantTargets {
  readonly table: ITableV2;
  readonly bus: IEventBus;
  readonly userPool: IUserPool;
}

/** Grants a function exactly the permissions its route or event rule lists, and nothing else. */
export function grantPermissions(fn: AppFunction, permissions: readonly Permission[], { table, bus, userPool }: GrantTargets): void {
  for (const permission of new Set(permissions)) {
    switch (permission) {
      case 'table:read':
        table.grantReadData(fn);
        break;
      case 'table:write':
        table.grantWriteData(fn);
        break;
      case 'events:publish':
        bus.grantPutEventsTo(fn);
        break;
      case 'email:send':
        // SES authorises SendEmail on the sending identity (the From address or its domain) and,
        // while the account is in the SES sandbox, on every recipient's identity too. No domain
        // is configured at synth time, so the narrowest grant CDK can express is the account's
        // SES identities in this region (identity/*), never every resource. Once the sending
        // domain is verified, this can name its identity ARN instead.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
          }),
        );
        break;
      case 'cognito:auth':
        // Signing in and refreshing (InitiateAuth), signing up (SignUp), revoking (RevokeToken)
        // and verifying tokens against the public JWKS are unauthenticated Cognito calls made
        // with the app client id: no IAM grant exists for them.
        break;
      case 'cognito:admin':
        // Confirming a customer's own registration, so they can sign in at once; on this pool only.
        userPool.grant(fn, 'cognito-idp:AdminConfirmSignUp');
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
      default:
        throw new Error(`Unknown permission: ${permission satisfies never}`);
    }
  }
}
