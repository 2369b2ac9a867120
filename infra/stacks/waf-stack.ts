import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { Stage } from './stage.ts';

/** CloudFront reads web ACLs of scope CLOUDFRONT from this region only. */
export const WAF_REGION = 'us-east-1';

/**
 * Requests to /api/* one viewer address may make in five minutes (WAF's evaluation window): one a
 * second on average, far above a guest's or a member of staff's, so only a scraper or a script
 * hits it, and it no longer spends the API's stage-wide throttle (API_THROTTLE) for everyone.
 */
export const API_REQUESTS_PER_ADDRESS = 300;

/** AWS's managed rule groups the ACL runs, in order, with the rules counted rather than blocked. */
export const MANAGED_RULE_GROUPS = [
  // Staff save blog posts and templates of more than the common set's 8 KB body limit.
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: [] },
] as const;

export interface WafStackProps extends StackProps {
  readonly stage: Stage;
}

/**
 * The stage's AWS WAF web ACL for CloudFront (decision 053). It lives in us-east-1, where CloudFront
 * reads it, so it is its own stack: deployed first, its `WebAclArn` output is the Web stack's
 * `webAclArn` setting (docs/deploy.md). No cross-region reference: CDK's would add a custom
 * resource function to the Web stack for one string the operator can pass once.
 */
export class WafStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `party-cruises-${props.stage}`,
      // CloudFormation's pattern for a web ACL's description refuses parentheses, asterisks and apostrophes.
      description: 'A per-address limit on the /api/ paths and AWS managed rules, in front of the site, decision 053',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`party-cruises-${props.stage}`),
      customResponseBodies: {
        TooManyRequests: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests from this address; try again in a few minutes.' } }),
        },
      },
      rules: [
        {
          name: 'ApiRequestsPerAddress',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyRequests' } } },
          statement: {
            rateBasedStatement: {
              limit: API_REQUESTS_PER_ADDRESS,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('api-requests-per-address'),
        },
        ...MANAGED_RULE_GROUPS.map((group, index) => ({
          name: group.name,
          priority: index + 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: group.name,
              ...(group.countOnly.length > 0 ? { ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })) } : {}),
            },
          },
          visibilityConfig: visibility(group.name),
        })),
      ],
    });

    new CfnOutput(this, 'WebAclArn', {
      value: this.webAcl.attrArn,
      description: "Pass to the other stacks as -c webAclArn=<this> (or the stage's webAclArn in cdk.json).",
    });
  }
}
