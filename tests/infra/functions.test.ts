import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { DEFAULT_EMAIL_FROM, DEFAULT_STAFF_EMAIL, loadConfig } from '#functions/platform/config.ts';
import { functionEntries, SITE_PUBLISH_REQUESTS_ENTRY } from '#infra/constructs/function-bundles.ts';
import { functionEnvironment, type FunctionResources } from '#infra/constructs/function-environment.ts';
import { IMAGE_FUNCTION_ENTRY, IMAGE_FUNCTION_TIMEOUT } from '#infra/constructs/media-image-function.ts';
import { deploymentFromContext } from '#infra/stacks/deployment.ts';
import { permissionFacts, PROD_CONTEXT, referencedId, resourcesOf, roleStatements, synthApp, type Resource } from './synth.ts';

const dev = synthApp('dev');
const prod = synthApp('prod');

// Our functions are the ones built from a module of this repository: the route handlers and
// event consumers (functions/), and the API's origin authorizer (infra/). CDK's own (bucket
// auto-delete) are left to CDK.
function ourFunctions(synth: typeof dev, modules = /\(((functions|infra)\/[^)]+)\)$/): Array<[string, Resource, typeof dev.api]> {
  return synth.all.flatMap((template) =>
    Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
      .filter(([, fn]) => modules.test(String(fn.Properties['Description'] ?? '')))
      .map(([id, fn]) => [id, fn, template] as [string, Resource, typeof template]),
  );
}
// The handlers that read the handlers' config (functions/platform/config.ts): all but the site
// publisher's starter, which reads only its project and stack (its own schema, web-stack.test.ts).
const handlerFunctions = (synth: typeof dev) =>
  ourFunctions(synth, /\((functions\/[^)]+)\)$/).filter(([, fn]) => !String(fn.Properties['Description']).includes(`(${SITE_PUBLISH_REQUESTS_ENTRY})`));

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
  // The guest agent's guardrail (decision 086), as Bedrock names it: an id of letters and digits, a version number.
  const attribute = (record['Fn::GetAtt'] as [string, string] | undefined)?.[1];
  if (attribute === 'GuardrailId') return 'k3x9q2m7z1ab';
  if (attribute === 'Version') return '1';
  return 'resolved-at-deploy';
}

describe('our Lambda functions', () => {
  it("are the route handlers, event consumers, jobs, the API's origin check and the site publisher's starter", () => {
    expect(ourFunctions(dev).length).toBeGreaterThanOrEqual(2);
    expect(ourFunctions(dev).filter(([, fn]) => String(fn.Properties['Description']).endsWith(`(${SITE_PUBLISH_REQUESTS_ENTRY})`))).toHaveLength(1);
  });

  it('run Node.js 24 on ARM64 with at least 512 MB, X-Ray tracing and no source-map flag, within the API timeout', () => {
    for (const [id, fn] of ourFunctions(dev)) {
      // The media library's image function runs where sharp's installed binaries do (decision 031).
      const isImageFunction = String(fn.Properties['Description']).includes(`(${IMAGE_FUNCTION_ENTRY})`);
      expect(fn.Properties, id).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: [isImageFunction ? 'x86_64' : 'arm64'],
        TracingConfig: { Mode: 'Active' },
      });
      // Within API Gateway's 30 s; a scheduled job gets the minute the local scheduler gives it;
      // S3 invokes the image function asynchronously, so nobody waits on its two minutes.
      const limit = isImageFunction ? IMAGE_FUNCTION_TIMEOUT.toSeconds() : String(fn.Properties['Description']).startsWith('Scheduled job') ? 60 : 28;
      expect(fn.Properties['Timeout'], id).toBeLessThanOrEqual(limit);
      expect(fn.Properties['MemorySize'], id).toBeGreaterThanOrEqual(512);
      // Decision 060: no source-map flag to parse the map at every cold start; the logger maps a logged error's stack.
      expect(fn.Properties['Environment']?.Variables?.NODE_OPTIONS, id).toBeUndefined();
    }
  });

  // Decision 057: synth bundles them all in one esbuild run; a function missing from its list would stop the synth.
  it('are bundled together, all but the image function, which bundles sharp its own way', () => {
    const bundled = new Set(functionEntries().map(({ entry }) => entry));
    const entries = ourFunctions(dev).map(([, fn]) => /\(([^)]+)\)$/.exec(String(fn.Properties['Description']))![1]!);
    expect(entries.filter((entry) => !bundled.has(entry))).toEqual([IMAGE_FUNCTION_ENTRY]);
    expect(ourFunctions(dev).filter(([, fn]) => fn.Properties['Handler'] !== 'index.handler')).toEqual([]);
  });

  it('log to their own log group, kept a month in dev and six months in prod', () => {
    for (const [synth, days] of [
      [dev, 30],
      [prod, 180],
    ] as const) {
      for (const [id, fn, template] of ourFunctions(synth)) {
        const logGroup = resourcesOf(template, 'AWS::Logs::LogGroup')[referencedId(fn.Properties['LoggingConfig'].LogGroup)!];
        expect(logGroup?.Properties['RetentionInDays'], id).toBe(days);
      }
    }
  });

  it('have a role of their own with no AWS managed policy, tracing through the one X-Ray policy of their stack', () => {
    for (const [id, fn, template] of ourFunctions(dev)) {
      const role = resourcesOf(template, 'AWS::IAM::Role')[referencedId(fn.Properties['Role'])!]!;
      const managed = role.Properties['ManagedPolicyArns'] as unknown[];
      const ofItsStack = managed.filter((arn) => referencedId(arn) !== undefined);
      expect(
        ofItsStack.map((arn) => referencedId(arn)),
        id,
      ).toEqual([Object.keys(resourcesOf(template, 'AWS::IAM::ManagedPolicy')).find((policyId) => policyId.startsWith('TracingPolicy'))]);
      // The only policies from another stack are the media library's two prefix grants (the data
      // stack's, decision 031), imported by the routes that upload or delete photos.
      for (const arn of managed.filter((candidate) => referencedId(candidate) === undefined)) {
        expect(JSON.stringify(arn), id).toMatch(
          /^\{"Fn::ImportValue":"PartyCruises-dev-Data:ExportsOutputRefMedia(Upload|Delete)Policy[0-9A-F]+[0-9A-F]{8}"\}$/,
        );
      }
      const xray = roleStatements(template, id).filter((statement) => [statement.Action].flat().some((action) => action.startsWith('xray:')));
      expect(permissionFacts(xray), id).toEqual(
        permissionFacts([{ Effect: 'Allow', Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Resource: '*' }]),
      );
      // Their logs go to their own group, and nowhere else.
      const logs = roleStatements(template, id).filter((statement) => [statement.Action].flat().some((action) => action.startsWith('logs:')));
      expect(
        logs.map((statement) => referencedId(statement.Resource)),
        id,
      ).toEqual([referencedId(fn.Properties['LoggingConfig'].LogGroup)]);
    }
    for (const template of [dev.api, dev.events]) {
      expect(Object.values(resourcesOf(template, 'AWS::IAM::ManagedPolicy')).map((p) => permissionFacts(p.Properties['PolicyDocument'].Statement))).toEqual([
        permissionFacts([{ Effect: 'Allow', Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Resource: '*' }]),
      ]);
    }
  });

  it("get every variable the handlers' config schema requires", () => {
    for (const [id, fn] of handlerFunctions(dev)) {
      const variables = Object.fromEntries(
        Object.entries(fn.Properties['Environment'].Variables as Record<string, unknown>).map(([name, value]) => [name, resolveForTest(value)]),
      );
      // Lambda sets AWS_REGION itself.
      const config = loadConfig({ AWS_REGION: 'us-east-1', ...variables });
      expect(config.COGNITO_ISSUER_BASE, id).toBe('https://cognito-idp.us-east-1.amazonaws.com');
      expect(config.SESSION_COOKIE_SECURE, id).toBe('true');
      // The cloud sends e-mail (only the local stack keeps it in the outbox), linking to the site.
      expect(config, id).toMatchObject({
        EMAIL_DELIVERY: 'ses',
        SITE_URL: businessFacts.website,
        EMAIL_FROM: DEFAULT_EMAIL_FROM,
        STAFF_EMAIL: DEFAULT_STAFF_EMAIL,
      });
      expect(
        Object.keys(variables).filter((name) => name.endsWith('_ENDPOINT')),
        id,
      ).toEqual([]);
    }
  });

  // Decision 081: the business metrics go to the stage's namespace, where its dashboard reads them.
  it.each([dev, prod])("send business metrics to their stage's namespace, as the service ($built.stage)", (synth) => {
    const functions = handlerFunctions(synth);
    expect(functions.length).toBeGreaterThan(100);
    for (const [id, fn] of functions) {
      expect(fn.Properties['Environment'].Variables, id).toMatchObject({
        POWERTOOLS_METRICS_NAMESPACE: `PartyCruises/${synth.built.stage}`,
        POWERTOOLS_SERVICE_NAME: 'party-cruises',
      });
      // Only the local stack and the tests switch them off.
      expect(fn.Properties['Environment'].Variables, id).not.toHaveProperty('POWERTOOLS_METRICS_DISABLED');
    }
  });

  it('link e-mails to the site URL a stage is given with -c siteUrl=..., and refuse one that is not http(s)', () => {
    // Only names are read from the resources, so stand-ins do (no synth needed).
    const resources = {
      table: { tableName: 't' },
      bus: { eventBusName: 'b' },
      userPool: { userPoolId: 'p' },
      userPoolClient: { userPoolClientId: 'c' },
    } as unknown as FunctionResources;
    const environment = (context: Record<string, unknown>) => {
      const stack = new Stack(new App({ context }), 'Functions');
      return functionEnvironment(stack, resources, deploymentFromContext(stack, 'dev'), 'dev');
    };
    expect(environment({ siteUrl: 'https://d111111abcdef8.cloudfront.net' }).SITE_URL).toBe('https://d111111abcdef8.cloudfront.net');
    expect(environment({ stages: { dev: { siteUrl: 'https://dev.example.com' } } }).SITE_URL).toBe('https://dev.example.com');
    expect(() => environment({ siteUrl: 'ftp://example.com' })).toThrow(/siteUrl/);
  });

  it('send as the stage address and link to its own domain when it has one', () => {
    for (const [id, fn] of handlerFunctions(prod)) {
      expect(fn.Properties['Environment'].Variables, id).toMatchObject({
        SITE_URL: `https://${PROD_CONTEXT.domainName}`,
        EMAIL_FROM: PROD_CONTEXT.emailFrom,
        STAFF_EMAIL: PROD_CONTEXT.staffEmail,
      });
    }
  });
});
