import { CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { AuthorizerPayloadVersion, HttpApi, HttpAuthorizer, HttpAuthorizerType, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { IAlarm, IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { AppFunction } from '../constructs/api-function.ts';
import { ApiMonitoring } from '../constructs/api-monitoring.ts';
import { OperationsDashboard } from '../constructs/operations-dashboard.ts';
import { deadLetterQueue } from '../constructs/dead-letter-queue.ts';
import { ORIGIN_AUTHORIZER_ENTRY } from '../constructs/function-bundles.ts';
import { ORIGIN_VERIFY_HEADER } from '../constructs/origin-verify/authorizer.ts';
import { stageSettings, type Stage } from './stage.ts';

export interface ApiStackProps extends StackProps {
  readonly stage: Stage;
  readonly alarmAction?: IAlarmAction | undefined;
  /** For the stage's dashboard (decision 053): the table, and the alarms the events stack keeps. */
  readonly table: ITableV2;
  readonly stageAlarms: readonly IAlarm[];
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

/** The HTTP API: one function, integration and route per row of the route table, all behind CloudFront. */
/**
 * The HTTP API itself: its stage, access logs, the origin check every route sits behind and the
 * queue that catches its functions' asynchronous failures. The routes and their functions live in
 * ApiRoutesStack groups (api-routes-stack.ts): at seven resources a route they outgrew one stack's
 * 500 (decision 033).
 */
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
  readonly httpApi: HttpApi;
  /** The origin check, which every route names as its authorizer. */
  readonly originAuthorizer: HttpAuthorizer;
  /** Where any API function's asynchronous failure goes (API Gateway invokes them synchronously). */
  readonly asyncFailures: Queue;
  readonly monitoring: ApiMonitoring;
  readonly dashboard: OperationsDashboard;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const settings = stageSettings[props.stage];
    this.originSecret = Fn.select(2, Fn.split('/', this.stackId));

    // API Gateway invokes every function here synchronously, so a failure goes back to the
    // caller; this queue only catches an asynchronous invocation (an operator's test, say).
    this.asyncFailures = deadLetterQueue(this, 'AsyncFailuresQueue', {
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
      deadLetterQueue: this.asyncFailures,
    });

    // The default stage is declared explicitly: HttpApi's own cannot take throttling or access logs.
    const api = new HttpApi(this, 'HttpApi', { apiName: `party-cruises-${props.stage}`, createDefaultStage: false });
    this.httpApi = api;
    // Every route requires the header; API Gateway caches the verdict per header value, so the
    // function runs about once per cache period rather than once per request. Declared here (not
    // bound by the first route) so it stays in this stack whichever route stack deploys first.
    this.originAuthorizer = new HttpAuthorizer(this, 'FromCloudFront', {
      httpApi: api,
      authorizerName: 'from-cloudfront',
      type: HttpAuthorizerType.LAMBDA,
      identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      enableSimpleResponses: true,
      payloadFormatVersion: AuthorizerPayloadVersion.VERSION_2_0,
      resultsCacheTtl: Duration.minutes(5),
      authorizerUri: `arn:${this.partition}:apigateway:${this.region}:lambda:path/2015-03-31/functions/${originAuthorizer.functionArn}/invocations`,
    });
    originAuthorizer.addPermission('InvokedByTheApisAuthorizer', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: this.formatArn({ service: 'execute-api', resource: api.apiId, resourceName: `authorizers/${this.originAuthorizer.authorizerId}` }),
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    const httpStage = new HttpStage(this, 'DefaultStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });
    this.apiDomain = Fn.select(2, Fn.split('/', api.apiEndpoint));

    // Seeing trouble (decision 053): the API's alarms and business counts, and the stage's dashboard.
    this.monitoring = new ApiMonitoring(this, 'Monitoring', { stage: props.stage, httpApi: api, accessLogs, alarmAction: props.alarmAction });
    this.dashboard = new OperationsDashboard(this, 'Operations', {
      stage: props.stage,
      httpApi: api,
      table: props.table,
      businessCounts: this.monitoring.businessCounts,
      webhookFailures: this.monitoring.webhookFailures,
      alarms: [...this.monitoring.alarms, ...props.stageAlarms],
    });

    new CfnOutput(this, 'ApiUrl', { value: httpStage.url, description: 'Answers only through CloudFront (SiteUrl/api/...); direct calls get 401.' });
  }
}
