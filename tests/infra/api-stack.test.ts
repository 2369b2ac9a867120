import { describe, expect, it } from 'vitest';
import { routeList } from '#functions/http/routes.ts';
import { functionIdFor, grantedActions, onlyResource, referencedId, resourcesOf, synthApp } from './synth.ts';

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

  it.each(routeList.map((route) => [route.name, route] as const))('grants %s exactly the permissions its route lists', (_name, route) => {
    const actions = grantedActions(api, functionIdFor(api, route.entry));
    expect(actions.includes('dynamodb:GetItem')).toBe(route.permissions.includes('table:read'));
    expect(actions.includes('dynamodb:PutItem')).toBe(route.permissions.includes('table:write'));
    expect(actions.includes('events:PutEvents')).toBe(route.permissions.includes('events:publish'));
    expect(actions.includes('ses:SendEmail')).toBe(route.permissions.includes('email:send'));
    expect(actions.filter((action) => !/^(dynamodb|events|xray):/.test(action))).toEqual([]);
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
