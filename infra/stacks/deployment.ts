import type { Construct } from 'constructs';
import * as z from '#domain/shared/zod.ts';
import { businessFacts } from '#domain/site/business.ts';
import { DEFAULT_EMAIL_FROM, DEFAULT_STAFF_EMAIL } from '#functions/platform/config.ts';
import { schedules } from '#functions/scheduled/schedules.ts';
import { stageSchema, type Stage } from './stage.ts';

const stageSchemaOptions: readonly Stage[] = stageSchema.options;

/**
 * What an operator may set per stage, beyond the stage itself. Each value comes from CDK context:
 * `-c key=value` on the command line, or a `stages` object in cdk.json (`{ "stages": { "prod":
 * { "domainName": "..." } } }`) for values a stage always uses; the command line wins. Every
 * value is optional: a bare `npx cdk synth` works offline with the defaults below.
 */
const httpsUrl = z.url({ protocol: /^https?$/ });
const hostName = z.string().check(z.regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'a host name such as www.example.com'));
/** A count from cdk.json (a number) or the command line (a string of digits). */
const count = (minimum: number) => z.pipe(z.union([z.int(), z.string().check(z.regex(/^\d+$/, 'a whole number'))]), z.transform(Number)).check(z.gte(minimum));
const mailbox = z.string().check(z.regex(/^(?:[^<>"\r\n]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/, 'an e-mail address, or "Name <address>"'));

export const deploymentContextSchema = z
  .strictObject({
    /** Origin of links in e-mails; defaults to `https://<domainName>`, else the business's website. */
    siteUrl: z.optional(httpsUrl),
    /** The site's own host name on CloudFront; needs `certificateArn` (an ACM certificate in us-east-1). */
    domainName: z.optional(hostName),
    certificateArn: z.optional(
      z
        .string()
        .check(
          z.regex(/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'an ACM certificate ARN in us-east-1 (CloudFront reads certificates there only)'),
        ),
    ),
    /** The SES domain identity the functions send from; defaults to the From address's domain. */
    emailDomain: z.optional(hostName),
    /** Sender of guest and staff e-mails (must be at emailDomain). */
    emailFrom: z.optional(mailbox),
    /** Where new quotes and leads are announced. */
    staffEmail: z.optional(z.email()),
    /** An AWS WAF web ACL (CLOUDFRONT scope, made in us-east-1) for the distribution, if the stage has one. */
    webAclArn: z.optional(
      z
        .string()
        .check(z.regex(/^arn:aws[\w-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/, 'a WAFv2 web ACL ARN with CLOUDFRONT scope (us-east-1)')),
    ),
    /** Who is e-mailed when an alarm fires (dead letters, failed deliveries, failed site builds). */
    alarmEmail: z.optional(z.email()),
    /**
     * `create` (the default): this stage's stack creates the SES domain identity. `import`: the
     * identity exists already (verified by hand, or created by another stage in the same
     * account), so the stage only sends as it; SES refuses a second identity for one domain.
     */
    emailIdentity: z.optional(z.enum(['create', 'import'])),
    /**
     * Reserved concurrency, none unless set: a new account's Lambda limit can be 10, and Lambda
     * keeps 100 of the limit unreserved, so any reservation fails its deploy. Each scheduled job
     * (every one of them), and the media library's image function.
     */
    scheduledJobConcurrency: z.optional(count(1)),
    imageFunctionConcurrency: z.optional(count(1)),
    /** The account's Lambda concurrency limit (`aws lambda get-account-settings`); required with a reservation. */
    lambdaConcurrencyLimit: z.optional(count(1)),
    /** The monthly AWS Budget in US dollars: the alarm topic hears at 80% spent and at 100% forecast. */
    monthlyBudgetUsd: z.optional(count(1)),
  })
  .check(
    z.refine((value) => (value.domainName === undefined) === (value.certificateArn === undefined), {
      message: 'domainName and certificateArn go together: CloudFront serves a custom domain only with its certificate.',
      path: ['certificateArn'],
    }),
  );

export type DeploymentContext = z.infer<typeof deploymentContextSchema>;

export interface DeploymentConfig {
  readonly siteUrl: string;
  /** Whether siteUrl was chosen for this stage, rather than falling back to the business's website. */
  readonly siteUrlIsDefault: boolean;
  readonly customDomain: { readonly domainName: string; readonly certificateArn: string } | null;
  readonly email: { readonly domain: string; readonly from: string; readonly staff: string };
  readonly alarmEmail: string | null;
  readonly webAclArn: string | null;
  /** Whether this stage's stack creates the SES identity or sends as one that exists. */
  readonly emailIdentity: 'create' | 'import';
  readonly monthlyBudgetUsd: number;
  /** Reserved concurrency per function kind; null reserves none. */
  readonly reservedConcurrency: { readonly scheduledJob: number | null; readonly imageFunction: number | null };
}

/**
 * The budget a stage alerts on unless told otherwise: a small business's site costs a few
 * dollars a month at rest, so crossing this means traffic, a loop or an attack to look at.
 */
export const DEFAULT_MONTHLY_BUDGET_USD = 50;

/** Lambda keeps this much of an account's concurrency unreserved: a reservation may use only the rest. */
export const LAMBDA_UNRESERVED_MINIMUM = 100;

/**
 * Domains reserved for documentation and tests (RFC 2606, RFC 6761): the repository's defaults
 * use them, and no mail or site can live there, so prod refuses them.
 */
const PLACEHOLDER_DOMAIN = /(^|\.)(example|test|invalid|localhost|example\.(com|net|org))$/i;

const keys = Object.keys(deploymentContextSchema.shape) as Array<keyof DeploymentContext>;

function addressOf(mailboxValue: string): string {
  return (/<([^>]+)>/.exec(mailboxValue)?.[1] ?? mailboxValue).trim();
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** The stage's settings as given: its object in cdk.json's `stages`, then each `-c key=value` over it. */
function rawSettings(scope: Construct, stage: Stage, withCommandLine: boolean): Record<string, unknown> {
  const stages: unknown = scope.node.tryGetContext('stages');
  const fromFile = typeof stages === 'object' && stages !== null ? (stages as Record<string, unknown>)[stage] : undefined;
  if (fromFile !== undefined && (typeof fromFile !== 'object' || fromFile === null)) {
    throw new Error(`CDK context "stages.${stage}" must be an object of deployment settings.`);
  }
  const raw: Record<string, unknown> = { ...(fromFile as Record<string, unknown> | undefined) };
  if (!withCommandLine) return raw;
  for (const key of keys) {
    const value: unknown = scope.node.tryGetContext(key);
    if (value !== undefined && value !== '') raw[key] = value;
  }
  return raw;
}

function parseSettings(raw: Record<string, unknown>, stage: Stage): DeploymentContext {
  const parsed = deploymentContextSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(settings)'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid deployment settings for stage ${stage} (CDK context): ${problems}`);
  }
  return parsed.data;
}

function emailOf(value: DeploymentContext): { domain: string; from: string } {
  const from = value.emailFrom ?? DEFAULT_EMAIL_FROM;
  return { from, domain: (value.emailDomain ?? domainOf(addressOf(from))).toLowerCase() };
}

/**
 * What prod may not run without: the repository's defaults stand in for a real business's
 * domain, sender, staff inbox and on-call address, and a prod deployed with them would serve no
 * one's domain, send no e-mail and tell no one of an outage. Every missing or placeholder value
 * is named at once, so one synth lists the whole fix.
 */
function placeholderProblems(value: DeploymentContext): string[] {
  const problems: string[] = [];
  const required: Array<[keyof DeploymentContext, string]> = [
    ['domainName', "the site's host name, e.g. www.yourbusiness.com"],
    ['certificateArn', 'its ACM certificate in us-east-1'],
    ['emailDomain', 'the SES domain identity e-mail is sent as, e.g. yourbusiness.com'],
    ['emailFrom', 'the sender, e.g. "Your Business <hello@yourbusiness.com>"'],
    ['staffEmail', 'the inbox new quotes and leads are announced to'],
    ['alarmEmail', 'who is e-mailed when an alarm fires'],
  ];
  for (const [key, what] of required) {
    if (value[key] === undefined) problems.push(`${key} is not set (${what})`);
  }
  const domains: Array<[keyof DeploymentContext, string | undefined]> = [
    ['domainName', value.domainName],
    ['siteUrl', value.siteUrl ? new URL(value.siteUrl).hostname : undefined],
    ['emailDomain', value.emailDomain],
    ['emailFrom', value.emailFrom ? domainOf(addressOf(value.emailFrom)) : undefined],
    ['staffEmail', value.staffEmail ? domainOf(value.staffEmail) : undefined],
    ['alarmEmail', value.alarmEmail ? domainOf(value.alarmEmail) : undefined],
  ];
  for (const [key, domain] of domains) {
    if (domain !== undefined && PLACEHOLDER_DOMAIN.test(domain)) problems.push(`${key} is at ${domain}, a domain reserved for examples`);
  }
  return problems;
}

/**
 * The functions' reserved concurrency: none unless the stage sets it, and then only with the
 * account's limit, so a total the account cannot hold stops the synth instead of the deploy.
 */
function reservedConcurrencyOf(value: DeploymentContext, stage: Stage): DeploymentConfig['reservedConcurrency'] {
  const scheduledJob = value.scheduledJobConcurrency ?? null;
  const imageFunction = value.imageFunctionConcurrency ?? null;
  const total = (scheduledJob ?? 0) * schedules.length + (imageFunction ?? 0);
  if (total === 0) return { scheduledJob, imageFunction };
  const parts = [
    ...(scheduledJob ? [`scheduledJobConcurrency ${scheduledJob} x ${schedules.length} jobs`] : []),
    ...(imageFunction ? [`imageFunctionConcurrency ${imageFunction}`] : []),
  ].join(' + ');
  const limit = value.lambdaConcurrencyLimit;
  if (limit === undefined) {
    throw new Error(
      `Stage ${stage} reserves ${total} Lambda concurrency (${parts}) but does not say what the account allows: set lambdaConcurrencyLimit to the value of \`aws lambda get-account-settings --query AccountLimit.ConcurrentExecutions\`.`,
    );
  }
  if (total > limit - LAMBDA_UNRESERVED_MINIMUM) {
    throw new Error(
      `Stage ${stage} reserves ${total} Lambda concurrency (${parts}), but an account limit of ${limit} leaves ${Math.max(0, limit - LAMBDA_UNRESERVED_MINIMUM)} to reserve (Lambda keeps ${LAMBDA_UNRESERVED_MINIMUM} unreserved): lower or remove the reservations, or ask AWS Support (Service Quotas, "Concurrent executions") for a higher limit and set lambdaConcurrencyLimit to it.`,
    );
  }
  return { scheduledJob, imageFunction };
}

/** Reads and validates the stage's deployment settings; a bad value stops the synth with its name. */
export function deploymentFromContext(scope: Construct, stage: Stage): DeploymentConfig {
  const value = parseSettings(rawSettings(scope, stage, true), stage);

  if (stage === 'prod') {
    const problems = placeholderProblems(value);
    if (problems.length > 0) {
      throw new Error(
        `Stage prod will not deploy with placeholder settings. Set each of these with -c key=value or in cdk.json ("stages": { "prod": { ... } }, docs/deploy.md): ${problems.join('; ')}.`,
      );
    }
  }

  const { from, domain: emailDomain } = emailOf(value);
  const fromDomain = domainOf(addressOf(from));
  if (fromDomain !== emailDomain && !fromDomain.endsWith(`.${emailDomain}`)) {
    throw new Error(
      `The sender ${from} is not at the SES identity ${emailDomain}: set emailFrom to an address at ${emailDomain} (or emailDomain to ${fromDomain}).`,
    );
  }
  const emailIdentity = value.emailIdentity ?? 'create';
  // SES holds one identity per domain and account: two stages in one account that both create it
  // fail the second deploy. cdk.json is the one place both stages' settings are known at synth.
  if (emailIdentity === 'create') {
    for (const other of stageSchemaOptions.filter((name) => name !== stage)) {
      const otherRaw = rawSettings(scope, other, false);
      // Only a domain the other stage names: its defaults may be replaced on its own command line.
      if (otherRaw['emailDomain'] === undefined && otherRaw['emailFrom'] === undefined) continue;
      const otherValue = parseSettings(otherRaw, other);
      if ((otherValue.emailIdentity ?? 'create') === 'create' && emailOf(otherValue).domain === emailDomain) {
        throw new Error(
          `Stages ${stage} and ${other} both create the SES identity ${emailDomain} (cdk.json "stages"), and SES allows one per domain in an account: give one stage its own domain (e.g. emailDomain ${emailDomain.startsWith('dev.') ? emailDomain : `dev.${emailDomain}`} with an emailFrom there), or set emailIdentity to "import" on the stage that should send as the other's.`,
        );
      }
    }
  }

  const siteUrl = value.siteUrl ?? (value.domainName ? `https://${value.domainName}` : businessFacts.website);
  return {
    siteUrl,
    siteUrlIsDefault: value.siteUrl === undefined && value.domainName === undefined,
    customDomain: value.domainName && value.certificateArn ? { domainName: value.domainName, certificateArn: value.certificateArn } : null,
    email: { domain: emailDomain, from, staff: value.staffEmail ?? DEFAULT_STAFF_EMAIL },
    alarmEmail: value.alarmEmail ?? null,
    webAclArn: value.webAclArn ?? null,
    emailIdentity,
    monthlyBudgetUsd: value.monthlyBudgetUsd ?? DEFAULT_MONTHLY_BUDGET_USD,
    reservedConcurrency: reservedConcurrencyOf(value, stage),
  };
}
