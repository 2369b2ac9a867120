import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/business.ts';
import { DEFAULT_EMAIL_FROM, DEFAULT_STAFF_EMAIL, loadConfig } from '#functions/shared/config.ts';
import { functionEnvironment, type FunctionResources } from '#infra/constructs/function-environment.ts';
import { referencedId, resourcesOf, synthApp, type Resource } from './synth.ts';

const dev = synthApp('dev');
const prod = synthApp('prod');

// Our functions are the ones that run a handler from the route or event-rule table; CDK's own
// (bucket auto-delete, site deployment) are left to CDK.
function ourFunctions(synth: typeof dev): Array<[string, Resource, typeof dev.api]> {
  return [synth.api, synth.events].flatMap((template) =>
    Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
      .filter(([, fn]) => /\((functions\/[^)]+)\)$/.test(String(fn.Properties['Description'] ?? '')))
      .map(([id, fn]) => [id, fn, template] as [string, Resource, typeof template]),
  );
}

/** Stands in for CloudFormation: turns the references in an environment value into plausible strings. */
function resolveForTest(value: unknown): string {
  if (typeof value === 'string') return value;
  const record = value as Record<string, unknown>;
  if ('Fn::Join' in record) {
    const [separator, parts] = record['Fn::Join'] as [string, unknown[]];
    return parts.map(resolveForTest).join(separator);
  }
  if (record['Ref'] === 'AWS::URLSuffix') return 'amazonaws.com';
  if (record['Ref'] === 'AWS::Region') return 'us-east-1';
  return 'resolved-at-deploy';
}

describe('our Lambda functions', () => {
  it('are the route handlers and event consumers', () => {
    expect(ourFunctions(dev).length).toBeGreaterThanOrEqual(2);
  });

  it('run Node.js 22 on ARM64 with at least 512 MB, X-Ray tracing and source maps', () => {
    for (const [id, fn] of ourFunctions(dev)) {
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Timeout: 28,
      });
      expect(fn.Properties['MemorySize'], id).toBeGreaterThanOrEqual(512);
      expect(fn.Properties['Environment'].Variables.NODE_OPTIONS, id).toBe('--enable-source-maps');
    }
  });

  it('log to their own log group, kept a month in dev and six months in prod', () => {
    for (const [synth, days] of [[dev, 30], [prod, 180]] as const) {
      for (const [id, fn, template] of ourFunctions(synth)) {
        const logGroup = resourcesOf(template, 'AWS::Logs::LogGroup')[referencedId(fn.Properties['LoggingConfig'].LogGroup)!];
        expect(logGroup?.Properties['RetentionInDays'], id).toBe(days);
      }
    }
  });

  it("get every variable the handlers' config schema requires", () => {
    for (const [id, fn] of ourFunctions(dev)) {
      const variables = Object.fromEntries(
        Object.entries(fn.Properties['Environment'].Variables as Record<string, unknown>).map(([name, value]) => [name, resolveForTest(value)]),
      );
      // Lambda sets AWS_REGION itself.
      const config = loadConfig({ AWS_REGION: 'us-east-1', ...variables });
      expect(config.COGNITO_ISSUER_BASE, id).toBe('https://cognito-idp.us-east-1.amazonaws.com');
      expect(config.SESSION_COOKIE_SECURE, id).toBe('true');
      // The cloud sends e-mail (only the local stack keeps it in the outbox), linking to the site.
      expect(config, id).toMatchObject({ EMAIL_DELIVERY: 'ses', SITE_URL: businessFacts.website, EMAIL_FROM: DEFAULT_EMAIL_FROM, STAFF_EMAIL: DEFAULT_STAFF_EMAIL });
      expect(Object.keys(variables).filter((name) => name.endsWith('_ENDPOINT')), id).toEqual([]);
    }
  });

  it('link e-mails to the site URL a stage is given with -c siteUrl=..., and refuse one that is not http(s)', () => {
    // Only names are read from the resources, so stand-ins do (no synth needed).
    const resources = { table: { tableName: 't' }, bus: { eventBusName: 'b' }, userPool: { userPoolId: 'p' }, userPoolClient: { userPoolClientId: 'c' } } as unknown as FunctionResources;
    const environment = (siteUrl: string) => functionEnvironment(new Stack(new App({ context: { siteUrl } }), 'Functions'), resources);
    expect(environment('https://d111111abcdef8.cloudfront.net').SITE_URL).toBe('https://d111111abcdef8.cloudfront.net');
    expect(() => environment('ftp://example.com')).toThrow(/siteUrl/);
  });
});
