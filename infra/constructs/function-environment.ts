import { Stack } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { DEFAULT_AI_MODEL_ID, type Config } from '#functions/platform/config.ts';
import type { MetricsSettings } from '#functions/platform/metrics-config.ts';
import { STRIPE_PARAMETER_NAMES } from '#functions/adapters/stripe/stripe-settings.ts';
import type { DeploymentConfig } from '../stacks/deployment.ts';
import type { Stage } from '../stacks/stage.ts';
import { BUSINESS_METRIC_SERVICE } from '#functions/platform/business-metrics.ts';
import { metricNamespace } from './alarms.ts';
import type { GuestAgentGuardrail } from './guest-agent-guardrail.ts';

/**
 * What a deployed function reads through loadConfig(): every name of the handlers' config schema
 * except the ones Lambda sets itself (AWS_REGION) and the local-only endpoint overrides. Typed
 * from the schema, so a variable added there fails the typecheck here until the cloud sets it.
 */
export type CloudFunctionConfig = AsEnvironment<
  // The OpenAI-compatible model is a server the user runs beside the local stack, never the cloud's.
  Omit<Config, 'AWS_REGION' | `${string}_ENDPOINT` | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'AI_OPENAI_BASE_URL' | 'AI_OPENAI_MODEL'> &
    // The business metrics' settings (decision 081): a schema of their own, in the emitting bundles only.
    MetricsSettings
>;

/** The environment holds strings: a number the schema parses is set as its digits. */
type AsEnvironment<T> = { [K in keyof T]: T[K] extends number ? string : T[K] };

/**
 * Where a stage's Stripe keys live (decision 018): SecureString parameters the operator puts
 * there before the first deploy (docs/deploy.md); the keys themselves never pass through CDK.
 */
export function stripeParameterPath(stage: Stage): string {
  return `/party-cruises/${stage}/stripe/`;
}

/** The guest agent's model (decision 069): `model:invoke` may call this foundation model and no other. */
export function foundationModelArn(scope: Construct, modelId: string = DEFAULT_AI_MODEL_ID): string {
  return Stack.of(scope).formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: modelId });
}

/**
 * The guest agent's guardrail as its functions name it in Converse (decision 086): the id and the
 * version published from the stage's policy. Set only in the stack that holds the guardrail; the
 * config takes both or neither.
 */
export function guardrailEnvironment(guardrail: GuestAgentGuardrail): Required<Pick<CloudFunctionConfig, 'AI_GUARDRAIL_ID' | 'AI_GUARDRAIL_VERSION'>> {
  return { AI_GUARDRAIL_ID: guardrail.guardrail.attrGuardrailId, AI_GUARDRAIL_VERSION: guardrail.version.attrVersion };
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
    // The guest agent (issue 30, decision 069): the one model its functions may invoke, and what it may spend.
    AI_MODEL_ID: DEFAULT_AI_MODEL_ID,
    AI_MAX_OUTPUT_TOKENS: '800',
    AI_TOKENS_PER_CONVERSATION: '40000',
    AI_TOKENS_PER_DAY: '2000000',
    // The business metrics (decision 081): the stage's namespace, where the dashboard reads them.
    POWERTOOLS_METRICS_NAMESPACE: metricNamespace(stage),
    POWERTOOLS_SERVICE_NAME: BUSINESS_METRIC_SERVICE,
  };
}
