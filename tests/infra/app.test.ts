import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { buildApp } from '#infra/bin/build-app.ts';
import { deploymentFromContext } from '#infra/stacks/deployment.ts';
import { fixtureSiteDir, PROD_CONTEXT, resourcesOf, synthApp } from './synth.ts';

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
      const stacks = [built.data, built.auth, built.events, built.api, ...built.apiRoutes, built.web];
      expect(stacks.map((stack) => stack.stackName)).toEqual(
        ['Data', 'Auth', 'Events', 'Api', 'ApiPublic', 'ApiAdminAL', 'ApiAdminMZ', 'Web'].map((part) => `PartyCruises-${built.stage}-${part}`),
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
    const outputs = (template: typeof dev.web) => Object.keys(template.findOutputs('*'));
    expect(outputs(dev.web)).toEqual(expect.arrayContaining(['SiteUrl', 'DistributionId', 'DistributionDomainName', 'SiteBucketName', 'SitePublisherProject']));
    expect(outputs(dev.api)).toContain('ApiUrl');
    expect(outputs(dev.auth)).toEqual(expect.arrayContaining(['UserPoolId', 'UserPoolClientId']));
    expect(outputs(dev.data)).toEqual(expect.arrayContaining(['TableName', 'MediaBucketName']));
    expect(outputs(dev.events)).toEqual(expect.arrayContaining(['EventBusName', 'AlarmTopicArn']));
  });

  it("warns that a dev stage's e-mails link to the public website until it is given its own siteUrl", () => {
    Annotations.fromStack(dev.built.events).hasWarning('*', Match.stringLikeRegexp('siteUrl'));
    Annotations.fromStack(prod.built.events).hasNoWarning('*', Match.stringLikeRegexp('siteUrl'));
  });
});

describe('deployment settings (CDK context)', () => {
  const settings = (context: Record<string, unknown>, stage: 'dev' | 'prod' = 'prod') => deploymentFromContext(new App({ context }), stage);

  it('default to the business website, its e-mail domain and no custom domain, alarm address or web ACL', () => {
    expect(settings({})).toMatchObject({
      siteUrl: 'https://www.laketravispartycruises.example',
      siteUrlIsDefault: true,
      customDomain: null,
      alarmEmail: null,
      webAclArn: null,
    });
    expect(settings({}).email.domain).toBe('laketravispartycruises.example');
  });

  it('read a stage object from cdk.json, with -c values winning', () => {
    const context = { stages: { prod: { siteUrl: 'https://from-file.example.com', alarmEmail: 'file@example.com' } }, alarmEmail: 'cli@example.com' };
    expect(settings(context)).toMatchObject({ siteUrl: 'https://from-file.example.com', alarmEmail: 'cli@example.com' });
    expect(settings(context, 'dev')).toMatchObject({ siteUrl: 'https://www.laketravispartycruises.example', alarmEmail: 'cli@example.com' });
  });

  it('link e-mails to the custom domain unless siteUrl says otherwise', () => {
    expect(settings(PROD_CONTEXT)).toMatchObject({
      siteUrl: `https://${PROD_CONTEXT.domainName}`,
      siteUrlIsDefault: false,
      customDomain: { domainName: PROD_CONTEXT.domainName, certificateArn: PROD_CONTEXT.certificateArn },
    });
  });

  it.each([
    [{ domainName: 'www.example.com' }, /domainName and certificateArn go together/],
    [{ certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' }, /us-east-1/],
    [{ siteUrl: 'ftp://example.com' }, /siteUrl/],
    [{ alarmEmail: 'not-an-address' }, /alarmEmail/],
    [{ emailDomain: 'laketravispartycruises.example', emailFrom: 'Shop <shop@other.example>' }, /not at the SES identity laketravispartycruises.example/],
    [{ webAclArn: 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/x/y' }, /CLOUDFRONT scope/],
    [{ stages: { prod: 'www.example.com' } }, /stages.prod/],
    [{ stages: { prod: { domainNme: 'typo.example.com' } } }, /domainNme|Unrecognized/],
  ])('refuse %o', (context, message) => {
    expect(() => settings(context)).toThrow(message);
  });
});
