import { CfnResource, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks, type NagPack } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * Every cdk-nag finding we accept, each with its one reason (decision 012). Nothing else may be
 * acknowledged: `acknowledge()` takes only these ids, places each on one CloudFormation resource
 * (never a stack or a parent construct, whose acknowledgement would cover whatever is added under
 * it later), and the infra tests fail on an unacknowledged finding or on an entry that no longer
 * matches one. The list is capped at twelve; a finding that can be fixed is fixed instead.
 */
export const acknowledgedFindings = {
  'AwsSolutions-COG1':
    'The password policy asks for 12+ characters with lower- and upper-case letters and a digit, but no symbol: length protects more than composition rules (NIST SP 800-63B), and it is the one definition the API, its form messages and the local pool share (functions/adapters/cognito/user-pool.ts).',
  'AwsSolutions-COG2':
    'MFA (TOTP) is optional in the pool because customers share it and Cognito cannot require it for one group; the API sign-in requires TOTP of every staff role that moves money (owner, office) and enrols them at first sign-in (decision 085).',
  'AwsSolutions-COG8':
    "Essentials feature plan: Plus threat protection judges risk by the caller's device and IP, but every sign-in reaches Cognito from the API's Lambda functions; the API already rate-limits by client address, locks an address out of an account after failures and slows down guessing from many addresses (functions/app/people/login-throttle.ts, decision 016). Decision 012.",
  'AwsSolutions-IAM5[Resource::*]':
    'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions; this tracing policy holds those two actions and nothing else.',
  'Serverless-SQSRedrivePolicy':
    'This queue is a dead-letter queue: what lands here stays for inspection and redrive (docs/deploy.md) under an alarm on its depth; another queue behind it would only move the problem.',
  'AwsSolutions-SQS3':
    "This queue is the dead-letter queue of EventBridge rule targets or of an SNS subscription; the rule recognises only dead-letter queues named by another queue's redrive policy or a function's DeadLetterConfig.",
  'AwsSolutions-CFR2':
    "No AWS WAF web ACL until the stage names one (context webAclArn): the stage's Waf stack makes it in us-east-1, where CloudFront reads it, and is deployed first, since a cross-region reference would add a custom-resource function to the Web stack; the synth warns until the ARN is set. Decisions 012, 053.",
  'AwsSolutions-IAM5[Resource::<MediaUploadBucket7636FAD5.Arn>/originals/*]':
    "The media library's upload routes sign presigned POSTs for new keys under originals/ (one per photo, unknown until staff upload), so the grant is the prefix; the policy holds s3:PutObject on it and nothing else. Decision 031.",
  'AwsSolutions-IAM5[Resource::<MediaBucketBCBB02BA.Arn>/media-files/*]':
    'Deleting a photo removes its web sizes, keys under media-files/<id>/ made by the image function, so the grant is the prefix; the policy holds s3:DeleteObject on it and nothing else. Decision 031.',
  'Serverless-LambdaEventSourceMappingDestination':
    "Lambda takes an on-failure destination for stream and Kafka event sources only, not for an SQS queue's: the site publisher's queue sends a request it could not serve to its dead-letter queue by its own redrive policy, under the dead-letter alarm. Decision 087.",
  'AwsSolutions-CFR4':
    "Without a custom domain the distribution answers on CloudFront's default certificate, whose TLS floor CloudFront fixes; a stage given domainName and certificateArn uses TLSv1.2_2021 and needs no acknowledgement.",
} as const satisfies Record<string, string>;

export type AcknowledgedFinding = keyof typeof acknowledgedFindings;

// Ten, and two for the media library's S3 prefixes (decision 031), which no narrower grant can
// replace; eleven are used since the site publisher's queue (decision 087).
export const MAX_ACKNOWLEDGED_FINDINGS = 12;

/** The CloudFormation resource a construct stands for: itself, or its default child. */
function resourceOf(target: IConstruct): CfnResource {
  const resource = CfnResource.isCfnResource(target) ? target : target.node.defaultChild;
  if (!resource || !CfnResource.isCfnResource(resource)) {
    throw new Error(`${target.node.path} is not a CloudFormation resource: acknowledge findings on the resource itself.`);
  }
  return resource;
}

/** Acknowledges one listed finding on one resource, with its recorded reason. */
export function acknowledge(target: IConstruct, finding: AcknowledgedFinding): void {
  Validations.of(resourceOf(target)).acknowledge({ id: finding, reason: acknowledgedFindings[finding] });
}

/** The rule packs every stage is checked with: AWS Solutions and, for our serverless parts, Serverless. */
export function nagPacks(): NagPack[] {
  return [new AwsSolutionsChecks(), new ServerlessChecks()];
}
