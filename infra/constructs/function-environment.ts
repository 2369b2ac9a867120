import { Stack } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import type { Config } from '#functions/platform/config.ts';
import { STRIPE_PARAMETER_NAMES } from '#functions/adapters/stripe/stripe-settings.ts';
import type { DeploymentConfig } from '../stacks/deployment.ts';
import type { Stage } from '../stacks/stage.ts';

/**
 * What a deployed function reads through loadConfig(): every name of the handlers' config schema
 * except the ones Lambda sets itself (AWS_REGION) and the local-only endpoint overrides. Typed
 * from the schema, so a variable added there fails the typecheck here until the cloud sets it.
 */
export type CloudFunctionConfig = Omit<Config, 'AWS_REGION' | `${string}_ENDPOINT` | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>;

/**
 * Where a stage's Stripe keys live (decision 018): SecureString parameters the operator puts
 * there before the first deploy (docs/deploy.md); the keys themselves never pass through CDK.
 */
export function stripeParameterPath(stage: Stage): string {
  return `/party-cruises/${stage}/stripe/`;
}

/** The parameters' ARNs: `payments:stripe` may read these two and nothing else. */
export function stripeParameterArns(scope: Construct, stage: Stage): string[] {
  const path = stripeParameterPath(stage);
  return Object.values(STRIPE_PARAMETER_NAMES).map((name) =>
    Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: `${path.slice(1)}${name}` }),
  );
}

export interface FunctionResources {
  readonly table: ITableV2;
  readonly bus: IEventBus;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/**
 * The schema requires every name in every function, so each function gets all of them. Names and
 * ids grant nothing: what a function may do comes from grantPermissions() alone. The site URL
 * (links in e-mails) and the e-mail addresses come from the stage's deployment settings
 * (infra/stacks/deployment.ts): the site's URL cannot come from the web stack, which is built
 * after the functions (it fronts the API).
 */
export function functionEnvironment(scope: Construct, resources: FunctionResources, deployment: DeploymentConfig, stage: Stage): CloudFunctionConfig {
  const stack = Stack.of(scope);
  return {
    TABLE_NAME: resources.table.tableName,
    EVENT_BUS_NAME: resources.bus.eventBusName,
    USER_POOL_ID: resources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClient.userPoolClientId,
    COGNITO_ISSUER_BASE: `https://cognito-idp.${stack.region}.${stack.urlSuffix}`,
    SESSION_COOKIE_SECURE: 'true',
    SITE_URL: deployment.siteUrl,
    // The cloud sends through SES; only the local stack keeps e-mails in the outbox.
    EMAIL_DELIVERY: 'ses',
    EMAIL_FROM: deployment.email.from,
    STAFF_EMAIL: deployment.email.staff,
    STRIPE_PARAMETER_PATH: stripeParameterPath(stage),
    // The portal's trip page (decision 024): the public National Weather Service forecast, reachable from AWS.
    WEATHER_FORECAST: 'nws',
  };
}
