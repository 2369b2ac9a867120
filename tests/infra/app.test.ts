import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#infra/bin/build-app.ts';
import { fixtureSiteDir, resourcesOf, synthApp } from './synth.ts';

// Synthesis throws when CDK's CloudFormation schema validation finds an error, so these two
// lines are also the check that both stages' templates are valid.
const dev = synthApp('dev', { validate: true });
const prod = synthApp('prod', { validate: true });

describe('the CDK app', () => {
  it.each([['qa'], ['Prod'], [undefined]])('refuses the stage %s', (stage) => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...(stage === undefined ? {} : { stage }) } });
    expect(() => buildApp(app, { siteDir: fixtureSiteDir })).toThrow(/CDK context "stage" must be one of dev, prod/);
  });

  it('names every stack after its stage and protects only prod stacks from deletion', () => {
    for (const { built } of [dev, prod]) {
      const stacks = [built.data, built.auth, built.events, built.api, built.web];
      expect(stacks.map((stack) => stack.stackName)).toEqual(
        ['Data', 'Auth', 'Events', 'Api', 'Web'].map((part) => `PartyCruises-${built.stage}-${part}`),
      );
      for (const stack of stacks) expect(stack.terminationProtection).toBe(built.stage === 'prod');
    }
  });

  it('tags resources with the project and the stage', () => {
    const functions = Object.values(resourcesOf(prod.api, 'AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) {
      expect(fn.Properties['Tags']).toEqual(
        expect.arrayContaining([
          { Key: 'project', Value: 'party-cruises' },
          { Key: 'stage', Value: 'prod' },
        ]),
      );
    }
  });

  it('outputs what an operator needs', () => {
    expect(Object.keys(dev.web.findOutputs('SiteUrl'))).toHaveLength(1);
    expect(Object.keys(dev.api.findOutputs('ApiUrl'))).toHaveLength(1);
    expect(Object.keys(dev.auth.findOutputs('UserPoolId'))).toHaveLength(1);
    expect(Object.keys(dev.auth.findOutputs('UserPoolClientId'))).toHaveLength(1);
    expect(Object.keys(dev.data.findOutputs('TableName'))).toHaveLength(1);
  });
});
