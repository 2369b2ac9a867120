import { CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { grantedPermissions, routeList } from '#functions/http/routes.ts';
import { AppFunction, grantPermissions } from '../constructs/api-function.ts';
import { deadLetterQueue } from '../constructs/dead-letter-queue.ts';
import { functionEnvironment, stripeParameterArns } from '../constructs/function-environment.ts';
import { ORIGIN_VERIFY_HEADER } from '../constructs/origin-verify/authorizer.ts';
import type { DeploymentConfig } from './deployment.ts';
import { stageSettings, type Stage } from './stage.ts';

export interface ApiStackProps extends StackProps {
  readonly stage: Stage;
  readonly deployment: DeploymentConfig;
  readonly table: ITableV2;
  readonly bus: IEventBus;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The SES identity e-mail is sent as (from the events stack). */
  readonly emailIdentityArn: string;
  readonly alarmAction?: IAlarmAction | undefined;
  /** The media library's buckets (issue 19): originals staff upload, and the web sizes CloudFront serves. */
  readonly mediaUploadBucket: IBucket;
  readonly mediaBucket: IBucket;
}

// Well above a small business's real traffic, low enough that a runaway client or a scraper
// hits a 429 before it runs up the Lambda and DynamoDB bill.
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

// The route key names the route; the raw path is left out because some paths carry secrets (a
// quote's link token, decision 008) and the log's readers should not be able to open quotes.
// The source IP is CloudFront's edge; the viewer's address reaches the handlers in a header.
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

export const ORIGIN_AUTHORIZER_ENTRY = 'infra/constructs/origin-verify/authorizer.ts';

/** The HTTP API: one function, integration and route per row of the route table, all behind CloudFront. */
export class ApiStack extends Stack {
  /** The API's host name, for the CloudFront origin. */
  readonly apiDomain: string;
  /**
   * What CloudFront sends in the `x-origin-verify` header and the authorizer requires: this
   * stack's own unique id (the UUID in its stack ARN), so it exists without a secret store, stays
   * the same across deployments and is readable only inside the account, like the CloudFront
   * configuration it ends up in anyway.
   */
  readonly originSecret: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const settings = stageSettings[props.stage];
    this.originSecret = Fn.select(2, Fn.split('/', this.stackId));

    // API Gateway invokes every function here synchronously, so a failure goes back to the
    // caller; this queue only catches an asynchronous invocation (an operator's test, say).
    const asyncFailures = deadLetterQueue(this, 'AsyncFailuresQueue', {
      what: 'An asynchronous invocation of an API function',
      deadLettersOf: 'functions',
      alarmAction: props.alarmAction,
    });

    const originAuthorizer = new AppFunction(this, 'OriginAuthorizer', {
      stage: props.stage,
      entry: ORIGIN_AUTHORIZER_ENTRY,
      description: `Admits only requests that came through CloudFront (${ORIGIN_AUTHORIZER_ENTRY})`,
      environment: { ORIGIN_VERIFY_SECRET: this.originSecret },
      timeout: Duration.seconds(5),
      deadLetterQueue: asyncFailures,
    });
    // Every route requires the header; API Gateway caches the verdict per header value, so the
    // function runs about once per cache period rather than once per request.
    const authorizer = new HttpLambdaAuthorizer('FromCloudFront', originAuthorizer, {
      authorizerName: 'from-cloudfront',
      identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      resultsCacheTtl: Duration.minutes(5),
    });

    // The default stage is declared explicitly: HttpApi's own cannot take throttling or access logs.
    const api = new HttpApi(this, 'HttpApi', { apiName: `party-cruises-${props.stage}`, createDefaultStage: false, defaultAuthorizer: authorizer });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    const httpStage = new HttpStage(this, 'DefaultStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });
    this.apiDomain = Fn.select(2, Fn.split('/', api.apiEndpoint));

    const environment = {
      ...functionEnvironment(this, props, props.deployment, props.stage),
      // The media library (issue 19): which buckets its routes sign uploads for and delete from.
      MEDIA_UPLOAD_BUCKET: props.mediaUploadBucket.bucketName,
      MEDIA_BUCKET: props.mediaBucket.bucketName,
    };
    const grantTargets = {
      table: props.table,
      bus: props.bus,
      userPool: props.userPool,
      emailIdentityArn: props.emailIdentityArn,
      stripeParameterArns: stripeParameterArns(this, props.stage),
      mediaUploadBucket: props.mediaUploadBucket,
      mediaBucket: props.mediaBucket,
    };
    for (const route of routeList) {
      const fn = new AppFunction(this, route.name, {
        stage: props.stage,
        entry: route.entry,
        description: `${route.method} ${route.path} (${route.entry})`,
        environment,
        deadLetterQueue: asyncFailures,
      });
      grantPermissions(fn, grantedPermissions(route), grantTargets);
      api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
      });
    }

    new CfnOutput(this, 'ApiUrl', { value: httpStage.url, description: 'Answers only through CloudFront (SiteUrl/api/...); direct calls get 401.' });
  }
}
