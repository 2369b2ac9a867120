import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { buildApp } from '#infra/bin/build-app.ts';
import { schedules } from '#functions/scheduled/schedules.ts';
import { deploymentFromContext, LAMBDA_UNRESERVED_MINIMUM } from '#infra/stacks/deployment.ts';
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
      const stacks = [built.data, built.auth, built.events, built.api, ...built.apiRoutes, built.web, built.waf];
      expect(stacks.map((stack) => stack.stackName)).toEqual(
        [
          'Data',
          'Auth',
          'Events',
          'Api',
          'ApiPublic',
          'ApiPortal',
          'ApiAdminAL',
          'ApiAdminBookings',
          'ApiAdminMP',
          'ApiAdminQZ',
          'ApiAdminAssistant',
          'Web',
          'Waf',
        ].map((part) => `PartyCruises-${built.stage}-${part}`),
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
    expect(outputs(dev.web)).toEqual(
      expect.arrayContaining(['SiteUrl', 'DistributionId', 'DistributionDomainName', 'SiteBucketName', 'SitePublisherProject', 'SitePublishQueueUrl']),
    );
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
  const settings = (context: Record<string, unknown>, stage: 'dev' | 'prod' = 'dev') => deploymentFromContext(new App({ context }), stage);

  it('default to the business website, its e-mail domain and no custom domain, alarm address, web ACL or reserved concurrency', () => {
    expect(settings({})).toMatchObject({
      siteUrl: 'https://www.laketravispartycruises.example',
      siteUrlIsDefault: true,
      customDomain: null,
      alarmEmail: null,
      webAclArn: null,
      emailIdentity: 'create',
      reservedConcurrency: { scheduledJob: null, imageFunction: null },
    });
    expect(settings({}).email.domain).toBe('laketravispartycruises.example');
  });

  it('read a stage object from cdk.json, with -c values winning', () => {
    const context = { stages: { dev: { siteUrl: 'https://from-file.example.com', alarmEmail: 'file@example.com' } }, alarmEmail: 'cli@example.com' };
    expect(settings(context)).toMatchObject({ siteUrl: 'https://from-file.example.com', alarmEmail: 'cli@example.com' });
    expect(settings({ ...context, ...PROD_CONTEXT }, 'prod')).toMatchObject({
      siteUrl: `https://${PROD_CONTEXT.domainName}`,
      alarmEmail: PROD_CONTEXT.alarmEmail,
    });
  });

  it('link e-mails to the custom domain unless siteUrl says otherwise', () => {
    expect(settings(PROD_CONTEXT, 'prod')).toMatchObject({
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
    [{ stages: { dev: 'www.example.com' } }, /stages.dev/],
    [{ stages: { dev: { domainNme: 'typo.example.com' } } }, /domainNme|Unrecognized/],
    [{ scheduledJobConcurrency: 'one' }, /scheduledJobConcurrency: a whole number/],
    [{ imageFunctionConcurrency: 0 }, /imageFunctionConcurrency/],
  ])('refuse %o', (context, message) => {
    expect(() => settings(context)).toThrow(message);
  });

  describe('in prod (decision 053)', () => {
    const failure = (context: Record<string, unknown>) => {
      try {
        settings(context, 'prod');
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('prod synthesized with these settings');
    };

    it('refuse to run without real values, naming every one that is missing', () => {
      const message = failure({});
      expect(message).toMatch(/^Stage prod will not deploy with placeholder settings/);
      for (const key of ['domainName', 'certificateArn', 'emailDomain', 'emailFrom', 'staffEmail', 'alarmEmail'])
        expect(message).toContain(`${key} is not set`);
      const { alarmEmail: _alarm, staffEmail: _staff, ...withoutTwo } = PROD_CONTEXT;
      expect(failure(withoutTwo)).toMatch(/: staffEmail is not set \([^)]*\); alarmEmail is not set \([^)]*\)\.$/);
    });

    it("refuse the repository's example domains as placeholders, naming each setting", () => {
      const message = failure({
        ...PROD_CONTEXT,
        domainName: 'www.laketravispartycruises.example',
        emailDomain: 'laketravispartycruises.example',
        emailFrom: 'Shop <shop@laketravispartycruises.example>',
        staffEmail: 'crew@example.com',
        alarmEmail: 'ops@alerts.test',
      });
      expect(message).toContain('domainName is at www.laketravispartycruises.example, a domain reserved for examples');
      expect(message).toContain('emailDomain is at laketravispartycruises.example');
      expect(message).toContain('emailFrom is at laketravispartycruises.example');
      expect(message).toContain('staffEmail is at example.com');
      expect(message).toContain('alarmEmail is at alerts.test');
      expect(message).not.toContain('is not set');
    });

    it('accept every real value', () => {
      expect(settings(PROD_CONTEXT, 'prod')).toMatchObject({
        email: { domain: PROD_CONTEXT.emailDomain, from: PROD_CONTEXT.emailFrom, staff: PROD_CONTEXT.staffEmail },
        alarmEmail: PROD_CONTEXT.alarmEmail,
      });
    });
  });

  describe('reserved concurrency (decision 053)', () => {
    const jobs = schedules.length;

    it('reserves what a stage sets, from cdk.json numbers or -c strings, once the account limit leaves room', () => {
      expect(settings({ scheduledJobConcurrency: '1', imageFunctionConcurrency: 5, lambdaConcurrencyLimit: '1000' }).reservedConcurrency).toEqual({
        scheduledJob: 1,
        imageFunction: 5,
      });
      // Lambda keeps 100 unreserved: a limit of 100 + the total is exactly enough.
      expect(() => settings({ scheduledJobConcurrency: 1, lambdaConcurrencyLimit: LAMBDA_UNRESERVED_MINIMUM + jobs })).not.toThrow();
    });

    it("refuses a total the account's limit cannot hold, with the sum and the way out", () => {
      // The reservations the stacks used to make, in a new account (limit 10): the deploy failed.
      expect(() => settings({ scheduledJobConcurrency: 1, imageFunctionConcurrency: 5, lambdaConcurrencyLimit: 10 })).toThrow(
        `Stage dev reserves ${jobs + 5} Lambda concurrency (scheduledJobConcurrency 1 x ${jobs} jobs + imageFunctionConcurrency 5), but an account limit of 10 leaves 0 to reserve (Lambda keeps 100 unreserved)`,
      );
      expect(() => settings({ scheduledJobConcurrency: 1, lambdaConcurrencyLimit: LAMBDA_UNRESERVED_MINIMUM + jobs - 1 })).toThrow(
        `leaves ${jobs - 1} to reserve`,
      );
    });

    it('refuses a reservation without the account limit, saying where to read it', () => {
      expect(() => settings({ imageFunctionConcurrency: 5 })).toThrow(/set lambdaConcurrencyLimit to the value of `aws lambda get-account-settings/);
    });
  });

  describe('the SES identity (decision 053)', () => {
    const bothStages = (dev: Record<string, unknown>, prod: Record<string, unknown>) => ({ stages: { dev, prod } });
    const acme = { emailDomain: 'acme.com', emailFrom: 'Acme <hello@acme.com>' };

    it('refuses two stages of cdk.json that would both create one domain identity, in either stage', () => {
      for (const stage of ['dev', 'prod'] as const) {
        expect(() => settings({ ...bothStages(acme, { ...PROD_CONTEXT, ...acme, emailIdentity: 'create' }) }, stage)).toThrow(
          /both create the SES identity acme.com .*emailDomain dev.acme.com.*emailIdentity to "import"/,
        );
      }
    });

    it('lets one stage import it, or each have its own domain', () => {
      expect(settings(bothStages({ ...acme, emailIdentity: 'import' }, { ...PROD_CONTEXT, ...acme, emailIdentity: 'create' })).emailIdentity).toBe('import');
      const devDomain = { emailDomain: 'dev.acme.com', emailFrom: 'Acme <hello@dev.acme.com>' };
      expect(settings(bothStages(devDomain, { ...PROD_CONTEXT, ...acme, emailIdentity: 'create' })).email.domain).toBe('dev.acme.com');
    });
  });
});
