import { describe, expect, it } from 'vitest';
import { grantedPermissions, routeList } from '#functions/http/routes.ts';
import { tableDefinition } from '#functions/adapters/dynamodb/table.ts';
import { SESSION_KEY_PREFIX } from '#functions/adapters/dynamodb/sessions-repository.ts';
import { PORTAL_SESSION_KEY_PREFIX } from '#functions/adapters/dynamodb/portal-sessions-repository.ts';
import { isFromCloudFront, ORIGIN_VERIFY_HEADER } from '#infra/constructs/origin-verify/authorizer.ts';
import { ORIGIN_AUTHORIZER_ENTRY } from '#infra/constructs/function-bundles.ts';
import { API_THROTTLE } from '#infra/stacks/api-stack.ts';
import { LIVE_ALIAS } from '#infra/constructs/api-rollout.ts';
import { DEFAULT_AI_MODEL_ID } from '#functions/platform/config.ts';
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import {
  functionIdFor,
  integratedFunctionId,
  grantedStatements,
  roleGrantedStatements,
  onlyResource,
  permissionFacts,
  referencedId,
  resourcesOf,
  synthApp,
  type PolicyStatementJson,
} from './synth.ts';

const { api } = synthApp('dev');
const resourcesOfStack = (stack: Stack, type: string) => Object.keys(resourcesOf(Template.fromStack(stack), type));
const tableArn = { 'Fn::ImportValue': 'PartyCruises-dev-Data:ExportsOutputFnGetAttTableCD117FA1ArnE2C8C204' };

describe('api stack', () => {
  const routes = resourcesOf(api, 'AWS::ApiGatewayV2::Route');
  const integrations = resourcesOf(api, 'AWS::ApiGatewayV2::Integration');

  it('has exactly the routes of the route table', () => {
    expect(
      Object.values(routes)
        .map((route) => route.Properties['RouteKey'])
        .sort(),
    ).toEqual(routeList.map((route) => `${route.method} ${route.path}`).sort());
  });

  it.each(routeList.map((route) => [route.name, route] as const))('sends %s to its own handler through a Lambda proxy integration', (_name, route) => {
    const [, resource] = Object.entries(routes).find(([, r]) => r.Properties['RouteKey'] === `${route.method} ${route.path}`)!;
    const target = resource.Properties['Target']['Fn::Join'][1];
    const integration = integrations[referencedId(target[1])!]!;
    expect(target[0]).toBe('integrations/');
    expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    expect(integratedFunctionId(api, integration.Properties['IntegrationUri'])).toBe(functionIdFor(api, route.entry));
  });

  it("keeps each stack of the API well under CloudFormation's 500 resources, a route in exactly one group", () => {
    const { built } = synthApp('dev');
    const stacks = [built.api, ...built.apiRoutes];
    for (const stack of stacks) {
      const count = Object.keys(Template.fromStack(stack).toJSON()['Resources']).length;
      // Headroom for a dozen more routes before a group has to split (api-routes-stack.ts).
      expect(count, stack.stackName).toBeLessThan(420);
    }
    expect(built.apiRoutes.flatMap((group) => resourcesOfStack(group, 'AWS::ApiGatewayV2::Route'))).toHaveLength(routeList.length);
  });

  it.each(['dev', 'prod'] as const)(
    "%s: sends each route to its function's live alias, which CodeDeploy shifts by the stage's rollout and rolls back on the API's and Lambda's alarms",
    (stage) => {
      const merged = synthApp(stage).api;
      const aliases = resourcesOf(merged, 'AWS::Lambda::Alias');
      const groups = Object.values(resourcesOf(merged, 'AWS::CodeDeploy::DeploymentGroup'));
      expect(Object.keys(aliases)).toHaveLength(routeList.length);
      expect(groups).toHaveLength(routeList.length);
      for (const integration of Object.values(resourcesOf(merged, 'AWS::ApiGatewayV2::Integration'))) {
        const alias = aliases[referencedId(integration.Properties['IntegrationUri'])!];
        expect(alias?.Properties).toMatchObject({ Name: LIVE_ALIAS, FunctionVersion: { 'Fn::GetAtt': [expect.any(String), 'Version'] } });
      }
      for (const group of groups) {
        expect(group.Properties['DeploymentConfigName']).toBe(
          stage === 'prod' ? 'CodeDeployDefault.LambdaCanary10Percent5Minutes' : 'CodeDeployDefault.LambdaAllAtOnce',
        );
        expect(group.Properties['AutoRollbackConfiguration']).toEqual({
          Enabled: true,
          Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM']),
        });
        // The API's three alarms (5xx, p99 latency, the payment webhook) and Lambda's errors and throttles.
        expect(group.Properties['AlarmConfiguration']).toMatchObject({ Enabled: true });
        expect(group.Properties['AlarmConfiguration']['Alarms']).toHaveLength(5);
      }
    },
  );

  it("lets CodeDeploy's role read the rollback alarms and move its own stack's aliases, nothing more", () => {
    const { built } = synthApp('dev');
    for (const stack of built.apiRoutes) {
      const template = Template.fromStack(stack);
      const [roleId, role] = Object.entries(resourcesOf(template, 'AWS::IAM::Role')).find(([, r]) =>
        JSON.stringify(r.Properties['AssumeRolePolicyDocument']).includes('codedeploy.amazonaws.com'),
      )!;
      expect(role.Properties['ManagedPolicyArns']).toBeUndefined();
      const statements = roleGrantedStatements(template, roleId);
      const actions = new Set(statements.flatMap((statement) => [statement.Action].flat()));
      expect([...actions].sort()).toEqual(['cloudwatch:DescribeAlarms', 'lambda:GetAlias', 'lambda:GetProvisionedConcurrencyConfig', 'lambda:UpdateAlias']);
      const lambdaResources = statements
        .filter((statement) => [statement.Action].flat().includes('lambda:UpdateAlias'))
        .flatMap((statement) => [statement.Resource].flat());
      expect(lambdaResources).toHaveLength(Object.keys(resourcesOf(template, 'AWS::Lambda::Function')).length);
      expect(JSON.stringify(statements)).not.toContain('"*"');
    }
  });

  it('gives each route its own function', () => {
    const targets = Object.values(integrations).map((integration) => integratedFunctionId(api, integration.Properties['IntegrationUri']));
    expect(new Set(targets).size).toBe(routeList.length);
  });

  it.each(routeList.map((route) => [route.name, route] as const))(
    'grants %s exactly the permissions its route lists (and its auth rule implies)',
    (_name, route) => {
      const granted = grantedPermissions(route);
      const statements = grantedStatements(api, functionIdFor(api, route.entry));
      const actionsOf = (list: PolicyStatementJson[]) => list.flatMap((statement) => [statement.Action].flat());
      const sessionOnly = statements.filter((statement) => statement.Condition !== undefined);
      const unconditional = actionsOf(statements.filter((statement) => statement.Condition === undefined));
      expect(unconditional.includes('dynamodb:GetItem')).toBe(granted.includes('table:read'));
      expect(unconditional.includes('dynamodb:PutItem')).toBe(granted.includes('table:write'));
      expect(unconditional.includes('events:PutEvents')).toBe(granted.includes('events:publish'));
      expect(unconditional.includes('ses:SendEmail')).toBe(granted.includes('email:send'));
      // Stripe's keys: the stage's two parameters, read, and nothing else of SSM (decision 018).
      const ssm = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ssm:')));
      expect(ssm.map((statement) => ({ Action: statement.Action, Resource: statement.Resource }))).toEqual(
        granted.includes('payments:stripe')
          ? [
              {
                Action: 'ssm:GetParameters',
                Resource: ['secret-key', 'webhook-secret'].map((name) => ({
                  'Fn::Join': [
                    '',
                    [
                      'arn:',
                      { Ref: 'AWS::Partition' },
                      ':ssm:',
                      { Ref: 'AWS::Region' },
                      ':',
                      { Ref: 'AWS::AccountId' },
                      `:parameter/party-cruises/dev/stripe/${name}`,
                    ],
                  ],
                })),
              },
            ]
          : [],
      );
      // Confirming a registration and undoing one that failed part-way; the team's accounts and
      // groups (decision 075); on the user pool only.
      const cognito = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('cognito-idp:')));
      expect(permissionFacts(cognito).map((fact) => fact.Action)).toEqual(
        [
          ...(granted.includes('cognito:admin') ? ['cognito-idp:AdminConfirmSignUp', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser'] : []),
          ...(granted.includes('cognito:team')
            ? [
                'cognito-idp:AdminAddUserToGroup',
                'cognito-idp:AdminCreateUser',
                'cognito-idp:AdminGetUser',
                'cognito-idp:AdminListGroupsForUser',
                'cognito-idp:AdminRemoveUserFromGroup',
                'cognito-idp:AdminSetUserPassword',
                'cognito-idp:ListUsersInGroup',
              ]
            : []),
        ].sort(),
      );
      for (const statement of cognito) expect(JSON.stringify(statement.Resource)).toMatch(/UserPool/);
      // Sessions: the session items only, whatever else the route may touch; staff's and guests'
      // (decision 022) each by their own prefix.
      const onlyUnder = (prefix: string) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${prefix}*`] } });
      const staffSessions = sessionOnly.filter((statement) => JSON.stringify(statement.Condition) === JSON.stringify(onlyUnder(SESSION_KEY_PREFIX)));
      const guestSessions = sessionOnly.filter((statement) => JSON.stringify(statement.Condition) === JSON.stringify(onlyUnder(PORTAL_SESSION_KEY_PREFIX)));
      expect(staffSessions.length > 0).toBe(granted.includes('sessions:manage'));
      expect(guestSessions.length > 0).toBe(granted.includes('portal-sessions:manage'));
      expect(staffSessions.length + guestSessions.length).toBe(sessionOnly.length);
      for (const statement of sessionOnly) {
        expect([statement.Action].flat().sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
      }
      // Table reads name the table and each index of the definition, never `index/*`.
      for (const statement of statements.filter((st) => [st.Action].flat().includes('dynamodb:Query'))) {
        expect(statement.Resource).toEqual([
          tableArn,
          ...tableDefinition.globalSecondaryIndexes.map((gsi) => ({ 'Fn::Join': ['', [tableArn, `/index/${gsi.indexName}`]] })),
        ]);
      }
      // The media library's S3 prefixes come as the data stack's two managed policies (decision 031).
      const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionIdFor(api, route.entry)]!;
      const managed = JSON.stringify(resourcesOf(api, 'AWS::IAM::Role')[referencedId(fn.Properties['Role'])!]!.Properties['ManagedPolicyArns']);
      expect(managed.includes('MediaUploadPolicy')).toBe(granted.includes('media:upload'));
      expect(managed.includes('MediaDeletePolicy')).toBe(granted.includes('media:delete'));
      // The guest agent's model (issue 30, decision 069): Converse and ConverseStream on the one
      // foundation model configured, no other model and no other Bedrock action; and applying the
      // guest agent's guardrail, that one alone (decision 086, tests/infra/guardrail.test.ts).
      const bedrock = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('bedrock:')));
      expect(bedrock.map((statement) => ({ Action: statement.Action, Resource: statement.Resource }))).toEqual([
        ...(granted.includes('model:invoke')
          ? [
              {
                Action: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
                Resource: {
                  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:', { Ref: 'AWS::Region' }, `::foundation-model/${DEFAULT_AI_MODEL_ID}`]],
                },
              },
            ]
          : []),
        ...(granted.includes('model:guardrail')
          ? [{ Action: 'bedrock:ApplyGuardrail', Resource: { 'Fn::GetAtt': [expect.stringMatching(/^GuestAgentGuardrail/), 'GuardrailArn'] } }]
          : []),
      ]);
      // Beyond its grants, a function may only write its own logs and dead-letter its failures.
      expect(
        actionsOf(statements)
          .filter((action) => !/^(dynamodb|events|cognito-idp|ses|ssm|bedrock):/.test(action))
          .sort(),
      ).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 'sqs:SendMessage']);
    },
  );

  it("lets only the guest agent's and staff's assistant's functions invoke a model (decisions 069, 079)", () => {
    const invoking = routeList.filter((route) =>
      grantedStatements(api, functionIdFor(api, route.entry)).some((statement) => JSON.stringify(statement.Action).includes('bedrock:')),
    );
    expect(invoking.map((route) => route.name).sort()).toEqual(['agentChat', 'askStaffAssistant']);
  });

  it('throttles the default stage explicitly', () => {
    const stage = onlyResource(api, 'AWS::ApiGatewayV2::Stage').Properties;
    expect(stage['StageName']).toBe('$default');
    expect(stage['AutoDeploy']).toBe(true);
    expect(stage['DefaultRouteSettings']).toEqual({ ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit });
    expect(API_THROTTLE).toEqual({ rateLimit: 50, burstLimit: 100 });
  });

  it('writes JSON access logs, with the request id but not the raw path (quote tokens), to a log group with retention', () => {
    const settings = onlyResource(api, 'AWS::ApiGatewayV2::Stage').Properties['AccessLogSettings'];
    const logGroup = resourcesOf(api, 'AWS::Logs::LogGroup')[referencedId(settings.DestinationArn)!];
    expect(logGroup?.Properties['RetentionInDays']).toBe(30);
    const format = JSON.parse(settings.Format);
    expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
    expect(JSON.stringify(format)).not.toContain('$context.path');
  });

  describe('only requests that came through CloudFront reach a handler', () => {
    const authorizers = resourcesOf(api, 'AWS::ApiGatewayV2::Authorizer');
    const [authorizerId, authorizer] = Object.entries(authorizers)[0]!;

    it('puts every route behind the origin authorizer', () => {
      expect(Object.keys(authorizers)).toHaveLength(1);
      for (const route of Object.values(routes)) {
        expect(route.Properties, route.Properties['RouteKey']).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } });
      }
    });

    it('requires the origin header, with simple responses cached for five minutes', () => {
      expect(authorizer.Properties).toMatchObject({
        AuthorizerType: 'REQUEST',
        IdentitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
        EnableSimpleResponses: true,
        AuthorizerPayloadFormatVersion: '2.0',
        AuthorizerResultTtlInSeconds: 300,
      });
      expect(JSON.stringify(authorizer.Properties['AuthorizerUri'])).toContain(functionIdFor(api, ORIGIN_AUTHORIZER_ENTRY));
    });

    it("compares against this stack's own id, the value the web stack gives CloudFront", () => {
      const fn = resourcesOf(api, 'AWS::Lambda::Function')[functionIdFor(api, ORIGIN_AUTHORIZER_ENTRY)]!;
      expect(fn.Properties['Environment'].Variables).toMatchObject({
        ORIGIN_VERIFY_SECRET: { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] },
      });
      // It may write its logs and dead-letter an asynchronous failure; it touches no data.
      expect(
        grantedStatements(api, functionIdFor(api, ORIGIN_AUTHORIZER_ENTRY))
          .flatMap((st) => [st.Action].flat())
          .sort(),
      ).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 'sqs:SendMessage']);
    });

    it('admits the secret only, in constant time', () => {
      expect(isFromCloudFront('s3cret-uuid', 's3cret-uuid')).toBe(true);
      expect(isFromCloudFront('s3cret-uui', 's3cret-uuid')).toBe(false);
      expect(isFromCloudFront(undefined, 's3cret-uuid')).toBe(false);
      expect(isFromCloudFront('', '')).toBe(false);
      expect(isFromCloudFront('anything', undefined)).toBe(false);
    });
  });

  it("keeps any function's asynchronous failures in one alarmed queue (API Gateway itself invokes them synchronously)", () => {
    const queue = onlyResource(api, 'AWS::SQS::Queue');
    const queueId = Object.keys(resourcesOf(api, 'AWS::SQS::Queue'))[0]!;
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    for (const [id, fn] of Object.entries(resourcesOf(api, 'AWS::Lambda::Function'))) {
      expect(referencedId(fn.Properties['DeadLetterConfig']?.TargetArn), id).toBe(queueId);
    }
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
    });
  });
});
