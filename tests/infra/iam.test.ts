import { describe, expect, it } from 'vitest';
import { type Resource, resourcesOf, synthApp } from './synth.ts';

const dev = synthApp('dev');
const prod = synthApp('prod');

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Principal?: unknown;
}

// Every kind of policy document the stacks write, and where its statements are.
type Properties = Resource['Properties'];
const policyTypes = {
  'AWS::IAM::Policy': (props: Properties) => props['PolicyDocument'].Statement,
  'AWS::IAM::ManagedPolicy': (props: Properties) => props['PolicyDocument'].Statement,
  'AWS::S3::BucketPolicy': (props: Properties) => props['PolicyDocument'].Statement,
  'AWS::SQS::QueuePolicy': (props: Properties) => props['PolicyDocument'].Statement,
  'AWS::SNS::TopicPolicy': (props: Properties) => props['PolicyDocument'].Statement,
} as const;

// The one allowance: X-Ray's PutTraceSegments and PutTelemetryRecords support no resource-level
// permissions, so each stack's tracing policy names every resource for those two actions only.
const xrayActions = new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']);

function everyResource(statement: Statement): boolean {
  return [statement.Resource].flat().includes('*');
}

describe('IAM policies', () => {
  for (const [stage, synth] of [
    ['dev', dev],
    ['prod', prod],
  ] as const) {
    it(`grant no action on every resource (${stage}), but X-Ray's`, () => {
      const offending = synth.all.flatMap((template) =>
        Object.entries(policyTypes).flatMap(([type, statementsOf]) =>
          Object.entries(resourcesOf(template, type)).flatMap(([id, policy]) =>
            (statementsOf(policy.Properties) as Statement[])
              .filter((statement) => statement.Effect === 'Allow' && everyResource(statement))
              .filter((statement) => !(type === 'AWS::IAM::ManagedPolicy' && [statement.Action].flat().every((action) => xrayActions.has(action))))
              .map((statement) => ({ policy: id, actions: statement.Action })),
          ),
        ),
      );
      expect(offending).toEqual([]);
    });
  }

  it('are never inline in a role, where the check above would not see them', () => {
    const roles = [...dev.all, ...prod.all].flatMap((template) => Object.entries(resourcesOf(template, 'AWS::IAM::Role')));
    expect(roles.filter(([, role]) => role.Properties['Policies'] !== undefined).map(([id]) => id)).toEqual([]);
  });

  it("attach no AWS managed policy to any role but CDK's own bucket-emptying provider (dev only)", () => {
    const roles = [...dev.all, ...prod.all].flatMap((template) => Object.entries(resourcesOf(template, 'AWS::IAM::Role')));
    const awsManaged = roles
      .filter(([id]) => !id.startsWith('CustomS3AutoDeleteObjectsCustomResourceProviderRole'))
      .flatMap(([id, role]) =>
        ((role.Properties['ManagedPolicyArns'] ?? []) as unknown[]).filter((arn) => JSON.stringify(arn).includes(':iam::aws:policy')).map(() => id),
      );
    expect(awsManaged).toEqual([]);
  });
});
