import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_REQUESTS_PER_ADDRESS, MANAGED_RULE_GROUPS, WAF_REGION } from '#infra/stacks/waf-stack.ts';
import { onlyResource, type Resource, synthApp } from './synth.ts';

const dev = synthApp('dev');
const prod = synthApp('prod');

// AWS WAF in front of CloudFront (issue 28, decision 053).
describe('waf stack', () => {
  const acl = () => onlyResource(dev.waf, 'AWS::WAFv2::WebACL').Properties;
  type Rule = { Name: string; Priority: number; Action?: unknown; OverrideAction?: unknown; Statement: Resource['Properties'] };
  const rules = () => acl()['Rules'] as Rule[];

  it('is a CLOUDFRONT-scope web ACL in us-east-1, where CloudFront reads it, and outputs its ARN for the Web stack', () => {
    expect(dev.built.waf.region).toBe(WAF_REGION);
    expect(acl()).toMatchObject({ Name: 'party-cruises-dev', Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(dev.waf.findOutputs('WebAclArn')['WebAclArn']?.Value).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
  });

  it('blocks an address over its rate on /api/* with 429 before any managed rule runs', () => {
    const [first] = rules();
    expect(first).toMatchObject({
      Name: 'ApiRequestsPerAddress',
      Priority: 0,
      Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'TooManyRequests' } } },
    });
    expect(first!.Statement['RateBasedStatement']).toEqual({
      Limit: API_REQUESTS_PER_ADDRESS,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
      ScopeDownStatement: {
        ByteMatchStatement: {
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: 'STARTS_WITH',
          SearchString: '/api/',
          TextTransformations: [{ Priority: 0, Type: 'NONE' }],
        },
      },
    });
    expect(JSON.parse(acl()['CustomResponseBodies'].TooManyRequests.Content)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it("runs AWS's managed rule groups, counting only the body-size rule staff's long posts would trip", () => {
    const managed = rules().slice(1);
    expect(managed.map((rule) => rule.Statement['ManagedRuleGroupStatement'].Name)).toEqual(MANAGED_RULE_GROUPS.map((group) => group.name));
    for (const rule of managed) {
      expect(rule.OverrideAction).toEqual({ None: {} });
      expect(rule.Statement['ManagedRuleGroupStatement'].VendorName).toBe('AWS');
    }
    expect(managed[0]!.Statement['ManagedRuleGroupStatement'].RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });

  it('tells the operator to attach it until the stage has webAclArn, and is attached when it does', () => {
    Annotations.fromStack(dev.built.web).hasWarning('*', Match.stringLikeRegexp('deploy PartyCruises-dev-Waf'));
    Annotations.fromStack(prod.built.web).hasNoWarning('*', Match.stringLikeRegexp('webAclArn'));
    expect(onlyResource(prod.web, 'AWS::CloudFront::Distribution').Properties['DistributionConfig'].WebACLId).toMatch(/^arn:aws:wafv2:us-east-1:/);
  });
});
