import { Stack, type StackProps } from 'aws-cdk-lib';
import { HttpAuthorizer, HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { grantedPermissions, routeList } from '#functions/http/routes.ts';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { AppFunction, grantPermissions } from '../constructs/api-function.ts';
import { ApiRollout } from '../constructs/api-rollout.ts';
import { foundationModelArn, functionEnvironment, guardrailEnvironment, stripeParameterArns } from '../constructs/function-environment.ts';
import { GuestAgentGuardrail } from '../constructs/guest-agent-guardrail.ts';
import { mediaUploadOrigin } from './data-stack.ts';
import type { DeploymentConfig } from './deployment.ts';
import type { Stage } from './stage.ts';

type ApiRoute = (typeof routeList)[number];

/**
 * The stacks the API's routes are spread over. A route costs ten resources (function, role,
 * policy, log group, version, live alias, CodeDeploy deployment group, permission, integration,
 * route) and CloudFormation allows 500 a stack, so one stack holds about 45 routes. Routes are
 * grouped by a rule that does not move them when others are added (a moved function is deleted
 * and created again): the portal's, the other public routes, the back office's assistant routes
 * (/api/admin/agent-... and /api/admin/ai-...), and the rest of the back office's split by the
 * first letter of its area (/api/admin/{area}/...). tests/infra/api-stack.test.ts keeps every
 * group well under the limit.
 */
export const ROUTE_GROUPS = [
  { name: 'ApiPublic', describe: 'the public and guest routes', holds: (route: ApiRoute) => !route.path.startsWith('/api/admin/') && !isPortal(route) },
  { name: 'ApiPortal', describe: "the customer portal's routes", holds: isPortal },
  {
    name: 'ApiAdminAL',
    describe: "the back office's routes for areas a to l",
    holds: (route: ApiRoute) => backOfficeAreaIn(route, 'a', 'l') && !isAssistantArea(route) && !isBookingsArea(route),
  },
  // A booking's staff routes (its payments, edits, manifest, check-in and crew) have their own stack: a to l was full again (decision 075).
  { name: 'ApiAdminBookings', describe: "the back office's routes of a booking", holds: isBookingsArea },
  { name: 'ApiAdminMP', describe: "the back office's routes for areas m to p", holds: (route: ApiRoute) => backOfficeAreaIn(route, 'm', 'p') },
  { name: 'ApiAdminQZ', describe: "the back office's routes for areas q to z", holds: (route: ApiRoute) => backOfficeAreaIn(route, 'q', 'z') },
  // The assistant's staff routes (issue 30, decision 072) have their own stack: a to l was full.
  { name: 'ApiAdminAssistant', describe: "the back office's agent chat and assistant routes", holds: isAssistantArea },
] as const;

function isPortal(route: ApiRoute): boolean {
  return route.path.startsWith('/api/portal/');
}

/** Whether the route is the back office's and its area's first letter is from `first` to `last`. */
function backOfficeAreaIn(route: ApiRoute, first: string, last: string): boolean {
  const letter = backOfficeArea(route)?.[0];
  return letter !== undefined && letter >= first && letter <= last;
}

/** The back office's areas of the chat agent and the staff assistant: /api/admin/agent-..., /api/admin/ai-... */
function isAssistantArea(route: ApiRoute): boolean {
  return /^(agent|ai)-/.test(backOfficeArea(route) ?? '');
}

/** The back office's routes of one booking or the list: /api/admin/bookings... */
function isBookingsArea(route: ApiRoute): boolean {
  return backOfficeArea(route) === 'bookings';
}

function backOfficeArea(route: ApiRoute): string | null {
  return /^\/api\/admin\/([^/]+)/.exec(route.path)?.[1] ?? null;
}

export interface ApiRoutesStackProps extends StackProps {
  readonly stage: Stage;
  readonly deployment: DeploymentConfig;
  readonly routes: readonly ApiRoute[];
  readonly httpApi: IHttpApi;
  readonly originAuthorizer: HttpAuthorizer;
  readonly asyncFailures: IQueue;
  readonly table: ITableV2;
  readonly bus: IEventBus;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The SES identity e-mail is sent as (from the events stack). */
  readonly emailIdentityArn: string;
  /** The media library's buckets (issue 19): originals staff upload, and the web sizes CloudFront serves. */
  readonly mediaUploadBucket: IBucket;
  readonly mediaBucket: IBucket;
  /** Their prefix grants (data-stack.ts). */
  readonly mediaUploadPolicy: IManagedPolicy;
  readonly mediaDeletePolicy: IManagedPolicy;
  /** What rolls a deploy of the routes' functions back (api-rollout.ts). */
  readonly rollbackAlarms: readonly IAlarm[];
}

/** One group of the API's routes: each its own function with exactly its route's permissions. */
export class ApiRoutesStack extends Stack {
  /** The guest agent's guardrail, in the group whose routes use it (decision 086). */
  readonly guardrail: GuestAgentGuardrail | null;

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, props);
    // Beside the functions that use it, not exported from another stack: a changed policy replaces
    // its version, and CloudFormation refuses to change an export another stack imports.
    this.guardrail = props.routes.some((route) => grantedPermissions(route).includes('model:guardrail'))
      ? new GuestAgentGuardrail(this, 'GuestAgentGuardrail', { stage: props.stage })
      : null;
    const environment = {
      ...functionEnvironment(this, props, props.deployment, props.stage),
      ...(this.guardrail ? guardrailEnvironment(this.guardrail) : {}),
      // The media library (issue 19): which buckets its routes sign uploads for and delete from.
      MEDIA_UPLOAD_BUCKET: props.mediaUploadBucket.bucketName,
      MEDIA_BUCKET: props.mediaBucket.bucketName,
      // The form's URL: the bucket's own endpoint, which the back office's CSP allows (decision 031).
      MEDIA_UPLOAD_URL: `${mediaUploadOrigin(props.mediaUploadBucket)}/`,
    };
    const grantTargets = {
      table: props.table,
      bus: props.bus,
      userPool: props.userPool,
      emailIdentityArn: props.emailIdentityArn,
      stripeParameterArns: stripeParameterArns(this, props.stage),
      mediaUploadPolicy: props.mediaUploadPolicy,
      mediaDeletePolicy: props.mediaDeletePolicy,
      foundationModelArn: foundationModelArn(this),
      ...(this.guardrail ? { guardrailArn: this.guardrail.arn } : {}),
    };
    const authorizer = HttpAuthorizer.fromHttpAuthorizerAttributes(this, 'FromCloudFront', {
      authorizerId: props.originAuthorizer.authorizerId,
      authorizerType: 'CUSTOM',
    });
    const rollout = new ApiRollout(this, 'Rollout', { stage: props.stage, rollbackAlarms: props.rollbackAlarms });
    for (const route of props.routes) {
      const fn = new AppFunction(this, route.name, {
        stage: props.stage,
        entry: route.entry,
        description: `${route.method} ${route.path} (${route.entry})`,
        environment,
        deadLetterQueue: props.asyncFailures,
      });
      grantPermissions(fn, grantedPermissions(route), grantTargets);
      new HttpRoute(this, `${route.name}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.name}Integration`, rollout.liveAlias(fn, route.name)),
        authorizer,
      });
    }
  }
}

/** Each route's group; a route no group holds, or two hold, is a mistake in ROUTE_GROUPS. */
export function routesByGroup(): Map<(typeof ROUTE_GROUPS)[number]['name'], ApiRoute[]> {
  const groups = new Map(ROUTE_GROUPS.map((group) => [group.name, [] as ApiRoute[]]));
  for (const route of routeList) {
    const holders = ROUTE_GROUPS.filter((group) => group.holds(route));
    if (holders.length !== 1) throw new Error(`Route ${route.name} (${route.path}) belongs to ${holders.length} route groups; it must belong to one`);
    groups.get(holders[0]!.name)!.push(route);
  }
  return groups;
}
