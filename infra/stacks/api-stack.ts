import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { grantedPermissions, routeList } from '#functions/http/routes.ts';
import { AppFunction, grantPermissions } from '../constructs/api-function.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { stageSettings, type Stage } from './stage.ts';

export interface ApiStackProps extends StackProps {
  readonly stage: Stage;
  readonly table: ITableV2;
  readonly bus: IEventBus;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

// Well above a small business's real traffic, low enough that a runaway client or a scraper
// hits a 429 before it runs up the Lambda and DynamoDB bill.
const throttle = { rateLimit: 50, burstLimit: 100 };

// The route key names the route; the raw path is left out because some paths carry secrets (a
// quote's link token, decision 008) and the log's readers should not be able to open quotes.
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
  }),
);

/** The HTTP API: one function, integration and route per row of the route table. */
export class ApiStack extends Stack {
  /** The API's host name, for the CloudFront origin. */
  readonly apiDomain: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const settings = stageSettings[props.stage];

    // The default stage is declared explicitly: HttpApi's own cannot take throttling or access logs.
    const api = new HttpApi(this, 'HttpApi', { apiName: `party-cruises-${props.stage}`, createDefaultStage: false });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: settings.logRetention, removalPolicy: settings.removalPolicy });
    const httpStage = new HttpStage(this, 'DefaultStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });
    this.apiDomain = Fn.select(2, Fn.split('/', api.apiEndpoint));

    const environment = functionEnvironment(this, props);
    for (const route of routeList) {
      const fn = new AppFunction(this, route.name, {
        stage: props.stage,
        entry: route.entry,
        description: `${route.method} ${route.path} (${route.entry})`,
        environment,
      });
      grantPermissions(fn, grantedPermissions(route), props);
      api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
      });
    }

    new CfnOutput(this, 'ApiUrl', { value: httpStage.url });
  }
}
