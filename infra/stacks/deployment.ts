import type { Construct } from 'constructs';
import * as z from '#domain/shared/zod.ts';
import { businessFacts } from '#domain/site/business.ts';
import { DEFAULT_EMAIL_FROM, DEFAULT_STAFF_EMAIL } from '#functions/platform/config.ts';
import type { Stage } from './stage.ts';

/**
 * What an operator may set per stage, beyond the stage itself. Each value comes from CDK context:
 * `-c key=value` on the command line, or a `stages` object in cdk.json (`{ "stages": { "prod":
 * { "domainName": "..." } } }`) for values a stage always uses; the command line wins. Every
 * value is optional: a bare `npx cdk synth` works offline with the defaults below.
 */
const httpsUrl = z.url({ protocol: /^https?$/ });
const hostName = z.string().check(z.regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'a host name such as www.example.com'));
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
}

const keys = Object.keys(deploymentContextSchema.shape) as Array<keyof DeploymentContext>;

function addressOf(mailboxValue: string): string {
  return (/<([^>]+)>/.exec(mailboxValue)?.[1] ?? mailboxValue).trim();
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** Reads and validates the stage's deployment settings; a bad value stops the synth with its name. */
export function deploymentFromContext(scope: Construct, stage: Stage): DeploymentConfig {
  const stages: unknown = scope.node.tryGetContext('stages');
  const fromFile = typeof stages === 'object' && stages !== null ? (stages as Record<string, unknown>)[stage] : undefined;
  if (fromFile !== undefined && (typeof fromFile !== 'object' || fromFile === null)) {
    throw new Error(`CDK context "stages.${stage}" must be an object of deployment settings.`);
  }
  const raw: Record<string, unknown> = { ...(fromFile as Record<string, unknown> | undefined) };
  for (const key of keys) {
    const value: unknown = scope.node.tryGetContext(key);
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = deploymentContextSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(settings)'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid deployment settings for stage ${stage} (CDK context): ${problems}`);
  }
  const value = parsed.data;

  const from = value.emailFrom ?? DEFAULT_EMAIL_FROM;
  const emailDomain = (value.emailDomain ?? domainOf(addressOf(from))).toLowerCase();
  const fromDomain = domainOf(addressOf(from));
  if (fromDomain !== emailDomain && !fromDomain.endsWith(`.${emailDomain}`)) {
    throw new Error(
      `The sender ${from} is not at the SES identity ${emailDomain}: set emailFrom to an address at ${emailDomain} (or emailDomain to ${fromDomain}).`,
    );
  }

  const siteUrl = value.siteUrl ?? (value.domainName ? `https://${value.domainName}` : businessFacts.website);
  return {
    siteUrl,
    siteUrlIsDefault: value.siteUrl === undefined && value.domainName === undefined,
    customDomain: value.domainName && value.certificateArn ? { domainName: value.domainName, certificateArn: value.certificateArn } : null,
    email: { domain: emailDomain, from, staff: value.staffEmail ?? DEFAULT_STAFF_EMAIL },
    alarmEmail: value.alarmEmail ?? null,
    webAclArn: value.webAclArn ?? null,
  };
}
