import { describe, expect, it } from 'vitest';
import { resourcesOf, synthApp } from './synth.ts';

const { all } = synthApp('dev');

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
}

// The only statements allowed to name every resource, each for a reason outside our control:
// - X-Ray's PutTraceSegments/PutTelemetryRecords do not support resource-level permissions, and
//   CDK grants them so for any function with active tracing.
// - CDK's BucketDeployment handler (the construct's own Lambda, not ours) creates CloudFront
//   invalidations with Resource '*'.
const xrayActions = new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']);
const isCdkBucketDeploymentRole = (roleId: string) => roleId.startsWith('CustomCDKBucketDeployment');

function everyResource(statement: Statement): boolean {
  return [statement.Resource].flat().includes('*');
}

describe('IAM policies', () => {
  const policies = all.flatMap((template) => Object.entries(resourcesOf(template, 'AWS::IAM::Policy')));
  const roles = all.flatMap((template) => Object.entries(resourcesOf(template, 'AWS::IAM::Role')));

  it('grant no action on every resource', () => {
    expect(policies.length).toBeGreaterThan(0);
    const offending = policies.flatMap(([id, policy]) => {
      const roleIds = (policy.Properties['Roles'] as Array<{ Ref: string }>).map((role) => role.Ref);
      return (policy.Properties['PolicyDocument'].Statement as Statement[])
        .filter((statement) => statement.Effect === 'Allow' && everyResource(statement))
        .filter((statement) => ![statement.Action].flat().every((action) => xrayActions.has(action)))
        .filter(() => !roleIds.every(isCdkBucketDeploymentRole))
        .map((statement) => ({ policy: id, actions: statement.Action }));
    });
    expect(offending).toEqual([]);
  });

  it('are never inline in a role, where the check above would not see them', () => {
    const inline = roles.filter(([, role]) => role.Properties['Policies'] !== undefined).map(([id]) => id);
    expect(inline).toEqual([]);
  });
});
