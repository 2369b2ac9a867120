import { describe, expect, it } from 'vitest';
import { eventRules, type EventRule } from '#events/rules.ts';
import { toCdkEventPattern } from '#infra/constructs/event-pattern.ts';
import { functionIdFor, grantedActions, onlyResource, referencedId, resourcesOf, synthApp, type Resource } from './synth.ts';

const dev = synthApp('dev');

/** The statements of the function's policies that allow an SES action. */
function sesStatements(template: typeof dev.events, functionId: string) {
  const roleId = referencedId(resourcesOf(template, 'AWS::Lambda::Function')[functionId]!.Properties['Role']);
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy: Resource) => (policy.Properties['Roles'] as unknown[]).some((role) => referencedId(role) === roleId))
    .flatMap((policy) => policy.Properties['PolicyDocument'].Statement as Array<{ Action: string | string[] }>)
    .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('ses:')));
}
const prod = synthApp('prod');
const { events } = dev;

describe('events stack', () => {
  const busId = Object.keys(resourcesOf(events, 'AWS::Events::EventBus'))[0];
  const rules = Object.values(resourcesOf(events, 'AWS::Events::Rule'));
  const queues = resourcesOf(events, 'AWS::SQS::Queue');

  it('has one rule on the bus per row of the event-rule table, with its pattern unchanged', () => {
    expect(rules).toHaveLength(eventRules.length);
    for (const rule of eventRules) {
      const resource = rules.find((r) => r.Properties['Description'] === rule.description);
      expect(resource?.Properties['EventPattern']).toEqual(rule.pattern);
      expect(referencedId(resource?.Properties['EventBusName'])).toBe(busId);
    }
  });

  describe.each(eventRules.map((rule): [string, EventRule] => [rule.name, rule]))('consumer %s', (_name, rule) => {
    const functionId = functionIdFor(events, rule.consumer);
    const fn = resourcesOf(events, 'AWS::Lambda::Function')[functionId]!;
    const target = rules.find((r) => r.Properties['Description'] === rule.description)!.Properties['Targets'][0];
    const queueId = referencedId(target.DeadLetterConfig.Arn)!;

    it('is the Lambda target of its rule, with a retry policy and a dead-letter queue', () => {
      expect(referencedId(target.Arn)).toBe(functionId);
      expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 24 * 3600 });
      expect(queues[queueId]).toBeDefined();
    });

    it('dead-letters the events its handler fails on into the same queue, after Lambda retries', () => {
      expect(referencedId(fn.Properties['DeadLetterConfig'].TargetArn)).toBe(queueId);
      events.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: functionId },
        MaximumRetryAttempts: 2,
        MaximumEventAgeInSeconds: 6 * 3600,
      });
    });

    it('has an encrypted, TLS-only dead-letter queue with an alarm on its depth', () => {
      expect(queues[queueId]!.Properties['SqsManagedSseEnabled']).toBe(true);
      const policy = Object.values(resourcesOf(events, 'AWS::SQS::QueuePolicy')).find((p) => referencedId(p.Properties['Queues'][0]) === queueId)!;
      expect(policy.Properties['PolicyDocument'].Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      events.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    });

    it('is granted exactly the permissions its rule lists', () => {
      const actions = grantedActions(events, functionId).filter((action) => action !== 'sqs:SendMessage');
      expect(actions.includes('dynamodb:GetItem')).toBe(rule.permissions.includes('table:read'));
      expect(actions.includes('dynamodb:PutItem')).toBe(rule.permissions.includes('table:write'));
      expect(actions.includes('events:PutEvents')).toBe(rule.permissions.includes('events:publish'));
      expect(actions.includes('ses:SendEmail')).toBe(rule.permissions.includes('email:send'));
      expect(actions.filter((action) => !/^(dynamodb|events|xray|ses):/.test(action))).toEqual([]);
    });
  });

  it("lets the consumers that send e-mail send only as the account's SES identities in its region", () => {
    const senders = eventRules.filter((rule) => (rule.permissions as readonly string[]).includes('email:send'));
    expect(senders.map((rule) => rule.name)).toEqual(['quote-emails']);
    for (const rule of senders) {
      expect(sesStatements(events, functionIdFor(events, rule.consumer))).toEqual([
        {
          Effect: 'Allow',
          Action: ['ses:SendEmail', 'ses:SendRawEmail'],
          Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':identity/*']] },
        },
      ]);
    }
  });

  it('archives every event on the bus for replay, longer in prod', () => {
    const archive = onlyResource(events, 'AWS::Events::Archive').Properties;
    expect(referencedId(archive['SourceArn'])).toBe(busId);
    expect(archive['EventPattern']).toEqual({ account: [{ Ref: 'AWS::AccountId' }] });
    expect(archive['RetentionDays']).toBe(30);
    expect(onlyResource(prod.events, 'AWS::Events::Archive').Properties['RetentionDays']).toBe(365);
  });
});

describe('event pattern translation', () => {
  it('renames detail-type and passes every value through', () => {
    const pattern = { 'detail-type': ['QuoteRequested'], source: [{ prefix: 'cruises.' }], detail: { guests: [{ numeric: ['>', 20] }] } };
    expect(toCdkEventPattern(pattern)).toEqual({ detailType: ['QuoteRequested'], source: [{ prefix: 'cruises.' }], detail: pattern.detail });
  });

  it('refuses a key EventBridge events do not have', () => {
    expect(() => toCdkEventPattern({ sauce: ['x'] })).toThrow(/"sauce" is not an EventBridge event field/);
  });
});
