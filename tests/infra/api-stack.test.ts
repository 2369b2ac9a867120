import { describe, expect, it } from 'vitest';
import { grantedPermissions, routeList } from '#functions/http/routes.ts';
import { SESSION_KEY_PREFIX } from '#functions/shared/data/sessions-repository.ts';
import { functionIdFor, grantedStatements, onlyResource, referencedId, resourcesOf, synthApp, type PolicyStatementJson } from './synth.ts';

const { api } = synthApp('dev');

describe('api stack', () => {
  const routes = resourcesOf(api, 'AWS::ApiGatewayV2::Route');
  const integrations = resourcesOf(api, 'AWS::ApiGatewayV2::Integration');

  it('has exactly the routes of the route table', () => {
    expect(Object.values(routes).map((route) => route.Properties['RouteKey']).sort()).toEqual(
      routeList.map((route) => `${route.method} ${route.path}`).sort(),
    );
  });

  it.each(routeList.map((route) => [route.name, route] as const))('sends %s to its own handler through a Lambda proxy integration', (_name, route) => {
    const [, resource] = Object.entries(routes).find(([, r]) => r.Properties['RouteKey'] === `${route.method} ${route.path}`)!;
    const target = resource.Properties['Target']['Fn::Join'][1];
    const integration = integrations[referencedId(target[1])!]!;
    expect(target[0]).toBe('integrations/');
    expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    expect(referencedId(integration.Properties['IntegrationUri'])).toBe(functionIdFor(api, route.entry));
  });

  it('gives each route its own function', () => {
    const targets = Object.values(integrations).map((integration) => referencedId(integration.Properties['IntegrationUri']));
    expect(new Set(targets).size).toBe(routeList.length);
  });

  it.each(routeList.map((route) => [route.name, route] as const))('grants %s exactly the permissions its route lists (and its auth rule implies)', (_name, route) => {
    const granted = grantedPermissions(route);
    const statements = grantedStatements(api, functionIdFor(api, route.entry));
    const actionsOf = (list: PolicyStatementJson[]) => list.flatMap((statement) => [statement.Action].flat());
    const sessionOnly = statements.filter((statement) => statement.Condition !== undefined);
    const unconditional = actionsOf(statements.filter((statement) => statement.Condition === undefined));
    expect(unconditional.includes('dynamodb:GetItem')).toBe(granted.includes('table:read'));
    expect(unconditional.includes('dynamodb:PutItem')).toBe(granted.includes('table:write'));
    expect(unconditional.includes('events:PutEvents')).toBe(granted.includes('events:publish'));
    expect(unconditional.includes('ses:SendEmail')).toBe(granted.includes('email:send'));
    // Confirming a registration, on the user pool only.
    const cognito = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('cognito-idp:')));
    expect(actionsOf(cognito)).toEqual(granted.includes('cognito:admin') ? ['cognito-idp:AdminConfirmSignUp'] : []);
    for (const statement of cognito) expect(JSON.stringify(statement.Resource)).toMatch(/UserPool/);
    // Sessions: the session items only, whatever else the route may touch.
    expect(sessionOnly.length > 0).toBe(granted.includes('sessions:manage'));
    for (const statement of sessionOnly) {
      expect(statement.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${SESSION_KEY_PREFIX}*`] } });
      expect([statement.Action].flat().sort()).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    }
    expect(actionsOf(statements).filter((action) => !/^(dynamodb|events|xray|cognito-idp):/.test(action))).toEqual([]);
  });

  it('throttles the default stage explicitly', () => {
    const stage = onlyResource(api, 'AWS::ApiGatewayV2::Stage').Properties;
    expect(stage['StageName']).toBe('$default');
    expect(stage['AutoDeploy']).toBe(true);
    expect(stage['DefaultRouteSettings']).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });

  it('writes JSON access logs, with the request id but not the raw path (quote tokens), to a log group with retention', () => {
    const settings = onlyResource(api, 'AWS::ApiGatewayV2::Stage').Properties['AccessLogSettings'];
    const logGroup = resourcesOf(api, 'AWS::Logs::LogGroup')[referencedId(settings.DestinationArn)!];
    expect(logGroup?.Properties['RetentionInDays']).toBe(30);
    const format = JSON.parse(settings.Format);
    expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
    expect(JSON.stringify(format)).not.toContain('$context.path');
  });
});
