import { describe, expect, it } from 'vitest';
import { eventRules, siteRepublishTrigger } from '#events/rules.ts';
import { routeList } from '#functions/http/routes.ts';
import { schedules } from '#functions/scheduled/schedules.ts';
import { SITE_PUBLISH_REQUESTS_ENTRY } from '#infra/constructs/function-bundles.ts';
import { functionIdFor, grantedStatements, integratedFunctionId, onlyResource, rateExpression, referencedId, resourcesOf, synthApp } from './synth.ts';

// The local gateway and bus run from the route and event-rule tables; everything they define
// must exist in the cloud too (decision 004). Generated from the tables, so new rows are covered.
const stages = [synthApp('dev'), synthApp('prod')];

describe.each(stages.map((synth) => [synth.built.stage, synth] as const))('nothing defined locally is missing in the cloud (%s)', (_stage, synth) => {
  it.each(routeList.map((route) => [`${route.method} ${route.path}`, route] as const))('route %s has its route and its own function', (routeKey, route) => {
    const routes = Object.values(resourcesOf(synth.api, 'AWS::ApiGatewayV2::Route')).filter((r) => r.Properties['RouteKey'] === routeKey);
    expect(routes).toHaveLength(1);
    const integration = resourcesOf(synth.api, 'AWS::ApiGatewayV2::Integration')[referencedId(routes[0]!.Properties['Target']['Fn::Join'][1][1])!]!;
    expect(integratedFunctionId(synth.api, integration.Properties['IntegrationUri'])).toBe(functionIdFor(synth.api, route.entry));
  });

  it.each(eventRules.map((rule) => [rule.name, rule] as const))('event rule %s matches the same events and invokes its consumer', (_name, rule) => {
    const rules = Object.values(resourcesOf(synth.events, 'AWS::Events::Rule')).filter((r) => r.Properties['Description'] === rule.description);
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties['EventPattern']).toEqual(rule.pattern);
    expect(referencedId(rules[0]!.Properties['Targets'][0].Arn)).toBe(functionIdFor(synth.events, rule.consumer));
  });

  it.each(schedules.map((job) => [job.name, job] as const))('scheduled job %s runs its handler on its interval', (_name, job) => {
    const rules = Object.values(resourcesOf(synth.events, 'AWS::Events::Rule')).filter((r) => r.Properties['Description'] === job.description);
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties['ScheduleExpression']).toBe(rateExpression(job.everyMinutes));
    expect(referencedId(rules[0]!.Properties['Targets'][0].Arn)).toBe(functionIdFor(synth.events, job.handler));
  });

  it(`republishes the site on ${siteRepublishTrigger.name}'s pattern: a request to the publish queue, whose starter starts the project`, () => {
    const rules = Object.values(resourcesOf(synth.web, 'AWS::Events::Rule')).filter(
      (r) => JSON.stringify(r.Properties['EventPattern']) === JSON.stringify(siteRepublishTrigger.pattern),
    );
    expect(rules).toHaveLength(1);
    const queueId = referencedId(rules[0]!.Properties['Targets'][0].Arn)!;
    expect(Object.keys(resourcesOf(synth.web, 'AWS::SQS::Queue'))).toContain(queueId);
    const mapping = onlyResource(synth.web, 'AWS::Lambda::EventSourceMapping').Properties;
    expect(referencedId(mapping['EventSourceArn'])).toBe(queueId);
    expect(referencedId(mapping['FunctionName'])).toBe(functionIdFor(synth.web, SITE_PUBLISH_REQUESTS_ENTRY));
    const projectId = Object.keys(resourcesOf(synth.web, 'AWS::CodeBuild::Project'))[0]!;
    const starts = grantedStatements(synth.web, referencedId(mapping['FunctionName'])!).filter((statement) =>
      [statement.Action].flat().includes('codebuild:StartBuild'),
    );
    expect(starts.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [projectId, 'Arn'] }]);
  });

  it('has no route or rule the tables do not define', () => {
    expect(Object.keys(resourcesOf(synth.api, 'AWS::ApiGatewayV2::Route'))).toHaveLength(routeList.length);
    expect(Object.keys(resourcesOf(synth.events, 'AWS::Events::Rule'))).toHaveLength(eventRules.length + schedules.length);
  });
});
