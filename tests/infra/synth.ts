import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp, type PartyCruisesApp } from '#infra/bin/build-app.ts';

/**
 * Stands in for dist/site: a root page, a dedicated 404 page, prerendered pages one and two levels
 * deep, and an asset. It keeps these tests independent of the Vite build.
 */
export const fixtureSiteDir = path.join(import.meta.dirname, 'fixtures', 'site');

/**
 * The operator settings the prod synth gets (a custom domain, a sending domain verified already,
 * a sender, a staff inbox, an alarm address, a WAF web ACL, reserved concurrency), so the two
 * stages cover both ways: dev with every default, prod with every option (infra/stacks/deployment.ts).
 * Not at a reserved example domain: prod refuses those as placeholders.
 */
export const PROD_CONTEXT = {
  domainName: 'www.laketravispartycruises.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  emailDomain: 'laketravispartycruises.com',
  emailFrom: 'Lake Travis Party Cruises <hello@laketravispartycruises.com>',
  staffEmail: 'crew@laketravispartycruises.com',
  alarmEmail: 'ops@laketravispartycruises.com',
  emailIdentity: 'import',
  webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/party-cruises/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  scheduledJobConcurrency: 1,
  imageFunctionConcurrency: 5,
  lambdaConcurrencyLimit: 1000,
} as const;

/** The repository the prod synth names for the deploy workflow's role (not a stage setting: one per account). */
export const DEPLOY_REPOSITORY = 'lake-travis-party-cruises/website';

export interface SynthesizedApp {
  readonly built: PartyCruisesApp;
  readonly data: Template;
  readonly auth: Template;
  readonly events: Template;
  /**
   * The API as one template: its own stack with every route group's resources beside it, each
   * import of the API stack's exports replaced by what it exports, so tests read routes,
   * integrations, functions and the authorizer as if they were one stack (they were, once).
   */
  readonly api: Template;
  readonly web: Template;
  /** The stage's web ACL, in us-east-1 (decision 053). */
  readonly waf: Template;
  /** Every stack's own template, the API's route groups each on their own. */
  readonly all: Template[];
}

/** The API stack and its route groups merged (SynthesizedApp.api). */
function mergedApi(built: PartyCruisesApp): Template {
  const base = Template.fromStack(built.api).toJSON();
  const exported = new Map<string, unknown>(
    Object.values((base['Outputs'] ?? {}) as Record<string, { Value: unknown; Export?: { Name: string } }>).flatMap((output) =>
      output.Export ? [[output.Export.Name, output.Value] as const] : [],
    ),
  );
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const imported = (value as Record<string, unknown>)['Fn::ImportValue'];
    if (typeof imported === 'string' && exported.has(imported)) return exported.get(imported);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(item)]));
  };
  const resources = { ...(base['Resources'] as object) };
  for (const group of built.apiRoutes) Object.assign(resources, inline(Template.fromStack(group).toJSON()['Resources']));
  return Template.fromJSON({ ...base, Resources: resources });
}

const synthesized = new Map<string, SynthesizedApp>();

/**
 * Synthesizes every stack of a stage, once per test file (later calls share the result). prod
 * gets PROD_CONTEXT. `aws:cdk:bundling-stacks: []` makes NodejsFunction skip esbuild, which the
 * CLI synth (npx cdk synth) and `npm run bench:lambda` exercise instead. CDK's CloudFormation
 * schema validation costs seconds per synth, so only the test that is about it turns it on.
 */
export const cdkJsonContext = (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
  .context;

export function synthApp(stage: string, options: { validate?: boolean } = {}): SynthesizedApp {
  const key = `${stage}:${options.validate ?? false}`;
  const cached = synthesized.get(key);
  if (cached) return cached;
  const app = new App({
    // cdk.json's context as the CLI hands it to the app (the pinned feature flags, decision 064), then the stage's.
    context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], stage, ...(stage === 'prod' ? { ...PROD_CONTEXT, githubRepository: DEPLOY_REPOSITORY } : {}) },
    builtinCloudFormationValidation: options.validate ?? false,
  });
  const built = buildApp(app, { siteDir: fixtureSiteDir });
  const templates = {
    data: Template.fromStack(built.data),
    auth: Template.fromStack(built.auth),
    events: Template.fromStack(built.events),
    web: Template.fromStack(built.web),
    waf: Template.fromStack(built.waf),
  };
  const all = [...Object.values(templates), Template.fromStack(built.api), ...built.apiRoutes.map((group) => Template.fromStack(group))];
  const result = { built, ...templates, api: mergedApi(built), all };
  synthesized.set(key, result);
  return result;
}

// biome-ignore lint/suspicious/noExplicitAny: a template's properties are whatever CloudFormation takes; tests read the paths they assert
export type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

/** The resources of one type, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

export function onlyResource(template: Template, type: string): Resource {
  const found = Object.values(resourcesOf(template, type));
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0]!;
}

/** A `{ Ref }` or `{ Fn::GetAtt: [id, ...] }` value's logical id. */
export function referencedId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref === 'string') return ref;
  const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
  return Array.isArray(getAtt) && typeof getAtt[0] === 'string' ? getAtt[0] : undefined;
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** One thing a policy allows or denies: an effect, for one principal, action and resource, under a condition. */
export interface PermissionFact {
  Effect: string;
  Principal?: unknown;
  Action: string;
  Resource?: unknown;
  Condition?: unknown;
}

const oneEach = (value: unknown): unknown[] => (value === undefined ? [undefined] : Array.isArray(value) ? value : [value]);

/**
 * The statements as the set of single permissions they state, sorted and without repeats. CDK's
 * @aws-cdk/aws-iam:minimizePolicies flag (decision 064) sorts actions and merges statements that
 * differ in one list only (two services publishing to a topic become one statement with both), so
 * tests compare these facts: a permission missing or extra still fails, the written order does not.
 */
export function permissionFacts(statements: ReadonlyArray<PolicyStatementJson & { Principal?: unknown }>): PermissionFact[] {
  const facts = new Map<string, PermissionFact>();
  for (const statement of statements) {
    const principals =
      typeof statement.Principal === 'object' && statement.Principal !== null
        ? Object.entries(statement.Principal).flatMap(([kind, ids]) => oneEach(ids).map((id) => ({ [kind]: id })))
        : [statement.Principal];
    for (const principal of principals) {
      for (const action of oneEach(statement.Action) as string[]) {
        for (const resource of oneEach(statement.Resource)) {
          const fact: PermissionFact = { Effect: statement.Effect, Action: action };
          if (principal !== undefined) fact.Principal = principal;
          if (resource !== undefined) fact.Resource = resource;
          if (statement.Condition !== undefined) fact.Condition = statement.Condition;
          facts.set(JSON.stringify(fact), fact);
        }
      }
    }
  }
  return [...facts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, fact]) => fact);
}

/** Every statement of the policies CDK attached to the function's role. */
export function grantedStatements(template: Template, functionId: string): PolicyStatementJson[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId];
  const roleId = referencedId(fn?.Properties['Role']);
  if (!roleId) throw new Error(`${functionId} has no role in this template`);
  return roleGrantedStatements(template, roleId);
}

/** The statements of the policies CDK attached to a role. */
export function roleGrantedStatements(template: Template, roleId: string): PolicyStatementJson[] {
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties['Roles'] as unknown[]).some((role) => referencedId(role) === roleId))
    .flatMap((policy) => policy.Properties['PolicyDocument'].Statement as PolicyStatementJson[]);
}

/** Every action the function's role is allowed by the policies CDK attached to it. */
export function grantedActions(template: Template, functionId: string): string[] {
  return grantedStatements(template, functionId).flatMap((statement) => [statement.Action].flat());
}

/** Every statement of the function's role: its own policies and the managed ones attached to it. */
export function roleStatements(template: Template, functionId: string): PolicyStatementJson[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId];
  const roleId = referencedId(fn?.Properties['Role'])!;
  const role = resourcesOf(template, 'AWS::IAM::Role')[roleId]!;
  const managed = ((role.Properties['ManagedPolicyArns'] ?? []) as unknown[]).map(
    (arn) => resourcesOf(template, 'AWS::IAM::ManagedPolicy')[referencedId(arn)!],
  );
  return [
    ...grantedStatements(template, functionId),
    ...managed.flatMap((policy) => (policy?.Properties['PolicyDocument'].Statement ?? []) as PolicyStatementJson[]),
  ];
}

/** The function whose description names this handler module (routes and consumers put it there). */
/** The function an integration calls: through its live alias (decision 065), or itself. */
export function integratedFunctionId(template: Template, integrationUri: unknown): string | undefined {
  const id = referencedId(integrationUri);
  const alias = id === undefined ? undefined : resourcesOf(template, 'AWS::Lambda::Alias')[id];
  return alias ? referencedId(alias.Properties['FunctionName']) : id;
}

export function functionIdFor(template: Template, entry: string): string {
  const ids = Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
    .filter(([, fn]) => String(fn.Properties['Description'] ?? '').includes(`(${entry})`))
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`Expected one function for ${entry}, found ${ids.length}`);
  return ids[0]!;
}

/** The schedule expression CDK writes for a job every `minutes` (whole hours as hours, as Duration renders them). */
export function rateExpression(minutes: number): string {
  if (minutes % 60 === 0) return `rate(${minutes / 60} hour${minutes === 60 ? '' : 's'})`;
  return `rate(${minutes} minute${minutes === 1 ? '' : 's'})`;
}
