import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import type { IPolicyValidationContext, IPolicyValidationPlugin, PolicyValidationPluginReport } from 'aws-cdk-lib';
import type { Stage } from '../stacks/stage.ts';

/**
 * A Control Tower Guard rule we do not run, with its one reason (decision 082). `stages` limits
 * the exception to the stages named; without it the rule is off for every stage. Nothing else
 * is excepted: Guard cannot acknowledge a finding on one resource, so a rule is either run or
 * not, and a finding that can be fixed is fixed instead (the buckets' versioning and lifecycle,
 * the alarm e-mail's dead-letter alarm).
 */
export interface GuardException {
  /** The rule's name as Guard reports it. */
  readonly rule: string;
  readonly why: string;
  readonly stages?: readonly Stage[];
}

/** Keyed by the rule file's name (`ct-<service>-pr-<n>`), which CfnGuardValidator's disabledRules takes. */
export const guardExceptions = {
  'ct-lambda-pr-2': {
    rule: 'lambda_function_public_access_prohibited_check',
    why: "Every Lambda permission CDK writes names the caller by a SourceArn in this account (the HTTP API's routes and authorizer, the uploads bucket, EventBridge rules), built with Fn::Join; Guard accepts only a literal string or a Ref/GetAtt there, so it reports all of them. tests/infra/guard.test.ts checks instead that each permission has a SourceArn naming AWS::AccountId.",
  },
  'ct-lambda-pr-3': {
    rule: 'lambda_inside_vpc_check',
    why: 'The functions reach only AWS APIs (DynamoDB, EventBridge, S3, SES, Cognito, SSM, Bedrock) and Stripe over TLS with IAM or API keys; there is no private network resource to reach, and a VPC would add NAT gateways (cost, a failure point) and ENI set-up to every cold start for no protection gained (decision 012).',
  },
  'ct-cloudwatch-pr-2': {
    rule: 'cloudwatch_log_group_retention_period_check',
    why: "Function and build logs are kept as long as the stage decides (dev one month, prod six months, infra/stacks/stage.ts), not a year: they hold guests' e-mail addresses and names, which are kept no longer than they serve troubleshooting; the table, not the logs, is the record of what happened.",
  },
  'ct-cloudwatch-pr-3': {
    rule: 'cloudwatch_log_group_encrypted_check',
    why: 'CloudWatch Logs encrypts every log group at rest with its own keys; a customer managed key per stage would add a key policy for the logs service principal and KMS charges to each of the ~180 log groups, and protect against no reader the IAM policies do not already exclude.',
  },
  'ct-s3-pr-10': {
    rule: 's3_bucket_default_encryption_kms_check',
    why: 'The buckets are encrypted with S3-managed keys (SSE-S3): S3 server access logs cannot be delivered to an SSE-KMS bucket, CloudFront reads the site and media buckets through origin access control, which with SSE-KMS needs a key policy for CloudFront, and the public site and web-size photos are published content; cdk-nag (AwsSolutions-S10, S2) checks TLS-only access and blocked public access on each.',
  },
  'ct-s3-pr-9': {
    rule: 's3_bucket_object_lock_enabled_check',
    why: "Object Lock is write-once storage for records that must not be deleted; staff delete photos, the site publisher replaces the site with `s3 sync --delete`, log buckets expire their objects, and dev's buckets are emptied when the stage is removed. Versioning with a noncurrent-version lifecycle (checked by ct-s3-pr-11 and ct-s3-pr-3) covers recovery from a mistaken delete.",
  },
  'ct-s3-pr-4': {
    rule: 's3_event_notifications_enabled_check',
    why: 'Only the uploads bucket has something to announce (a new photo, to the image function, decision 031); event notifications on the site, media and log buckets would have no consumer.',
  },
  'ct-s3-pr-2': {
    rule: 's3_bucket_logging_enabled_check',
    why: 'It reports only the access-log buckets, which do not log their own access (S3 would write logs about writing logs, without end, infra/constructs/log-bucket.ts); every other bucket logs to one, which cdk-nag (AwsSolutions-S1) checks bucket by bucket.',
  },
  'ct-sqs-pr-1': {
    rule: 'sqs_dlq_check',
    why: "Every queue in the app but one is a dead-letter queue (of EventBridge targets, Lambda functions, an SNS subscription or the site publisher's request queue) or the API's asynchronous-failure queue: what lands in one stays for inspection and redrive under an alarm on its depth (docs/deploy.md); a queue behind it would only move the problem. Guard recognises a dead-letter queue only by a RedriveAllowPolicy, which none sets. The one source queue, the site publisher's requests (decision 087), has its redrive policy, which tests/infra/web-stack.test.ts checks.",
  },
  'ct-cloudfront-pr-4': {
    rule: 'cloudfront_origin_failover_enabled_check',
    why: "An origin group needs a second copy of the site in another region, replicated and kept in step by the publisher; the site bucket is in one region, and S3's availability there is the app's as a whole (the API, table and functions are in that region too).",
  },
  'ct-kms-pr-3': {
    rule: 'kms_create_grant_aws_service_check',
    why: "It reports the site publisher key's default policy, which gives the account (root) kms:* so that IAM policies decide who uses the key; the only grant is CodeBuild's role's, through IAM. A condition on CreateGrant there would not narrow any principal's rights, and without the account statement the key could become unmanageable.",
  },
  'ct-cloudfront-pr-6': {
    rule: 'cloudfront_custom_ssl_certificate_check',
    why: "dev has no custom domain (no domainName and certificateArn): its distribution answers on CloudFront's default certificate, as cdk-nag's AwsSolutions-CFR4 acknowledgement says. prod has them and is checked.",
    stages: ['dev'],
  },
  'ct-cloudfront-pr-7': {
    rule: 'cloudfront_sni_enabled_check',
    why: "dev has no custom certificate, so there is no SNI setting to make: the default CloudFront certificate serves every distribution. prod's custom certificate is served by SNI and is checked.",
    stages: ['dev'],
  },
  'ct-cloudfront-pr-9': {
    rule: 'cloudfront_security_policy_check',
    why: "dev answers on CloudFront's default certificate, whose TLS floor CloudFront fixes and no template can set; prod's custom certificate uses TLSv1.2_2021 and is checked.",
    stages: ['dev'],
  },
} as const satisfies Record<string, GuardException>;

export type GuardExceptionId = keyof typeof guardExceptions;

const require = createRequire(import.meta.url);
/** The Control Tower rules the validator ships (a folder per service, a `.guard` file per rule). */
export const controlTowerRulesDir = path.join(
  path.dirname(require.resolve('@cdklabs/cdk-validator-cfnguard/package.json')),
  'rules',
  'control-tower',
  'cfn-guard',
);

interface RuleFile {
  readonly id: string;
  readonly file: string;
  /** The resource types the rule's header says it reports on. */
  readonly reportsOn: readonly string[];
}

let ruleFiles: RuleFile[] | undefined;

/** Every Control Tower rule file with the resource types it reports on (its "Reports on:" header). */
export function controlTowerRules(): readonly RuleFile[] {
  ruleFiles ??= readdirSync(controlTowerRulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.guard'))
    .sort()
    .map((relative) => {
      const file = path.join(controlTowerRulesDir, relative);
      const header = /# Reports on:\s*\n((?:#.*\n)+?)#\s*\n/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      return { id: path.basename(file, '.guard'), file, reportsOn: header.match(/AWS::[A-Za-z0-9]+::[A-Za-z0-9]+/g) ?? [] };
    });
  return ruleFiles;
}

/** The rules that can find anything in a template with these resource types, and the types they read. */
function rulesFor(types: ReadonlySet<string>, stage: Stage): { files: string[]; reads: Set<string> } {
  const off = new Set(
    Object.entries(guardExceptions as Record<string, GuardException>)
      .filter(([, exception]) => !exception.stages || exception.stages.includes(stage))
      .map(([id]) => id),
  );
  const rules = controlTowerRules().filter((rule) => !off.has(rule.id) && rule.reportsOn.some((type) => types.has(type)));
  return { files: rules.map((rule) => rule.file), reads: new Set(rules.flatMap((rule) => rule.reportsOn)) };
}

/**
 * AWS Control Tower's proactive controls as CloudFormation Guard rules, through
 * `@cdklabs/cdk-validator-cfnguard`, for one stage (decision 082). Guard reads every rule file
 * against every template it is given, and a rule about a resource type a template does not have
 * can only skip, so each template is checked with the rules about the types it holds, reading
 * those resources (what took minutes takes seconds); the excepted rules are left out.
 */
export class ControlTowerGuard implements IPolicyValidationPlugin {
  readonly name = 'cdk-validator-cfnguard (Control Tower)';
  readonly version: string = (require('@cdklabs/cdk-validator-cfnguard/package.json') as { version: string }).version;

  constructor(private readonly stage: Stage) {}

  validate(context: Pick<IPolicyValidationContext, 'templatePaths' | 'appConstruct'>): PolicyValidationPluginReport {
    const workDir = mkdtempSync(path.join(tmpdir(), 'guard-'));
    try {
      const reports = context.templatePaths.flatMap((templatePath) => {
        const template = JSON.parse(readFileSync(templatePath, 'utf8')) as { Resources?: Record<string, { Type: string }> };
        const resources = Object.entries(template.Resources ?? {});
        const { files, reads } = rulesFor(new Set(resources.map(([, resource]) => resource.Type)), this.stage);
        if (files.length === 0) return [];
        // Guard's time grows with the rules times the template's size, so it reads the resources
        // the rules are about in full and the others by their type alone (so a reference to one
        // still resolves): the same findings, in a fraction of the time.
        const relevant = Object.fromEntries(resources.map(([id, resource]) => [id, reads.has(resource.Type) ? resource : { Type: resource.Type }]));
        const checked = path.join(workDir, path.basename(templatePath));
        writeFileSync(checked, JSON.stringify({ ...template, Outputs: undefined, Resources: relevant }));
        const validator = new CfnGuardValidator({ controlTowerRulesEnabled: false, rules: files, maxBuffer: 64 * 1024 * 1024 });
        const report = validator.validate({ templatePaths: [checked], appConstruct: context.appConstruct });
        const violations = report.violations.map((violation) => ({
          ...violation,
          violatingResources: violation.violatingResources.map((resource) => ({ ...resource, templatePath })),
        }));
        return [{ success: report.success, violations }];
      });
      return { success: reports.every((report) => report.success), violations: reports.flatMap((report) => report.violations) };
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }
}
