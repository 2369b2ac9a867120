import { Stack } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { z } from 'zod';
import { businessFacts } from '#domain/business.ts';
import { DEFAULT_EMAIL_FROM, DEFAULT_STAFF_EMAIL, type Config } from '#functions/shared/config.ts';

/**
 * What a deployed function reads through loadConfig(): every name of the handlers' config schema
 * except the ones Lambda sets itself (AWS_REGION) and the local-only endpoint overrides. Typed
 * from the schema, so a variable added there fails the typecheck here until the cloud sets it.
 */
export type CloudFunctionConfig = Omit<Config, 'AWS_REGION' | `${string}_ENDPOINT`>;

export interface FunctionResources {
  readonly table: ITableV2;
  readonly bus: IEventBus;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/**
 * The site's origin for links in e-mails: `-c siteUrl=https://...` when a stage is served from
 * another address (a dev stage's CloudFront domain), else the business's website. It cannot come
 * from the web stack, which is built after the functions (it fronts the API).
 */
function siteUrlFromContext(scope: Construct): string {
  const raw: unknown = scope.node.tryGetContext('siteUrl') ?? businessFacts.website;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  if (!parsed.success) throw new Error(`CDK context "siteUrl" must be an http(s) URL (got ${JSON.stringify(raw)}).`);
  return parsed.data;
}

/**
 * The schema requires every name in every function, so each function gets all of them. Names and
 * ids grant nothing: what a function may do comes from grantPermissions() alone.
 */
export function functionEnvironment(scope: Construct, resources: FunctionResources): CloudFunctionConfig {
  const stack = Stack.of(scope);
  return {
    TABLE_NAME: resources.table.tableName,
    EVENT_BUS_NAME: resources.bus.eventBusName,
    USER_POOL_ID: resources.userPool.userPoolId,
    USER_POOL_CLIENT_ID: resources.userPoolClient.userPoolClientId,
    COGNITO_ISSUER_BASE: `https://cognito-idp.${stack.region}.${stack.urlSuffix}`,
    SESSION_COOKIE_SECURE: 'true',
    SITE_URL: siteUrlFromContext(scope),
    // The cloud sends through SES; only the local stack keeps e-mails in the outbox.
    EMAIL_DELIVERY: 'ses',
    EMAIL_FROM: DEFAULT_EMAIL_FROM,
    STAFF_EMAIL: DEFAULT_STAFF_EMAIL,
  };
}
