import { describe, expect, it } from 'vitest';
import { eventRules, type EventRule } from '#events/rules.ts';
import { schedules } from '#functions/scheduled/schedules.ts';
import { CONSUMER_DELIVERY_RETRY, CONSUMER_HANDLER_RETRY } from '#infra/constructs/event-consumer.ts';
import { toCdkEventPattern } from '#infra/constructs/event-pattern.ts';
import { functionIdFor, grantedStatements, onlyResource, permissionFacts, PROD_CONTEXT, rateExpression, referencedId, resourcesOf, synthApp } from './synth.ts';

const dev = synthApp('dev');
const prod = synthApp('prod');
const { events } = dev;

describe('events stack', () => {
  const busId = Object.keys(resourcesOf(events, 'AWS::Events::EventBus'))[0];
  const rules = Object.values(resourcesOf(events, 'AWS::Events::Rule'));
  const queues = resourcesOf(events, 'AWS::SQS::Queue');
  const alarms = Object.values(resourcesOf(events, 'AWS::CloudWatch::Alarm'));
  const topicId = Object.keys(resourcesOf(events, 'AWS::SNS::Topic'))[0]!;

  it('has one rule on the bus per row of the event-rule table, with its pattern unchanged', () => {
    expect(rules.filter((r) => r.Properties['EventBusName'] !== undefined)).toHaveLength(eventRules.length);
    for (const rule of eventRules) {
      const resource = rules.find((r) => r.Properties['Description'] === rule.description);
      expect(resource?.Properties['EventPattern']).toEqual(rule.pattern);
      expect(referencedId(resource?.Properties['EventBusName'])).toBe(busId);
    }
  });

  describe.each(eventRules.map((rule): [string, EventRule] => [rule.name, rule]))('consumer %s', (_name, rule) => {
    const functionId = functionIdFor(events, rule.consumer);
    const fn = resourcesOf(events, 'AWS::Lambda::Function')[functionId]!;
    const ruleResource = Object.entries(resourcesOf(events, 'AWS::Events::Rule')).find(([, r]) => r.Properties['Description'] === rule.description)!;
    const target = ruleResource[1].Properties['Targets'][0];
    const queueId = referencedId(target.DeadLetterConfig.Arn)!;

    it('is the Lambda target of its rule, with a retry policy and a dead-letter queue', () => {
      expect(referencedId(target.Arn)).toBe(functionId);
      expect(target.RetryPolicy).toEqual({
        MaximumRetryAttempts: CONSUMER_DELIVERY_RETRY.retryAttempts,
        MaximumEventAgeInSeconds: CONSUMER_DELIVERY_RETRY.maxEventAge.toSeconds(),
      });
      expect(CONSUMER_DELIVERY_RETRY.maxEventAge.toHours()).toBe(24);
      expect(queues[queueId]).toBeDefined();
    });

    it('dead-letters the events its handler fails on into the same queue, after Lambda retries, with the error', () => {
      expect(referencedId(fn.Properties['DeadLetterConfig'].TargetArn)).toBe(queueId);
      events.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: functionId },
        MaximumRetryAttempts: CONSUMER_HANDLER_RETRY.retryAttempts,
        MaximumEventAgeInSeconds: CONSUMER_HANDLER_RETRY.maxEventAge.toSeconds(),
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      });
    });

    it('has an encrypted, TLS-only dead-letter queue with an alarm on its depth, to the alarm topic', () => {
      expect(queues[queueId]!.Properties['SqsManagedSseEnabled']).toBe(true);
      const policy = Object.values(resourcesOf(events, 'AWS::SQS::QueuePolicy')).find((p) => referencedId(p.Properties['Queues'][0]) === queueId)!;
      expect(policy.Properties['PolicyDocument'].Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      const depth = alarms.find(
        (a) => a.Properties['MetricName'] === 'ApproximateNumberOfMessagesVisible' && JSON.stringify(a.Properties['Dimensions']).includes(queueId),
      );
      expect(depth?.Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: topicId }],
      });
    });

    it('alarms when EventBridge fails to invoke it', () => {
      const failed = alarms.find(
        (a) => a.Properties['MetricName'] === 'FailedInvocations' && referencedId(a.Properties['Dimensions'][0].Value) === ruleResource[0],
      );
      expect(failed?.Properties).toMatchObject({ Namespace: 'AWS/Events', Statistic: 'Sum', Threshold: 1, AlarmActions: [{ Ref: topicId }] });
    });

    it('is granted exactly the permissions its rule lists, besides its logs and its dead-letter queue', () => {
      const statements = grantedStatements(events, functionId);
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect(actions.includes('dynamodb:GetItem')).toBe(rule.permissions.includes('table:read'));
      expect(actions.includes('dynamodb:PutItem')).toBe(rule.permissions.includes('table:write'));
      expect(actions.includes('events:PutEvents')).toBe(rule.permissions.includes('events:publish'));
      expect(actions.includes('ses:SendEmail')).toBe(rule.permissions.includes('email:send'));
      // Stripe's keys, read from SSM (decision 018): a consumer that refunds (booking-edit-settlement) has them, no other.
      expect(actions.includes('ssm:GetParameters')).toBe(rule.permissions.includes('payments:stripe'));
      for (const statement of statements.filter((st) => [st.Action].flat().some((action) => action.startsWith('sqs:')))) {
        expect(referencedId(statement.Resource)).toBe(queueId);
      }
      expect(actions.filter((action) => !/^(dynamodb|events|ses|sqs|logs|ssm):/.test(action))).toEqual([]);
    });
  });

  describe.each(schedules.map((job) => [job.name, job] as const))('scheduled job %s', (_name, job) => {
    const functionId = functionIdFor(events, job.handler);
    const fn = resourcesOf(events, 'AWS::Lambda::Function')[functionId]!;
    const [ruleId, rule] = Object.entries(resourcesOf(events, 'AWS::Events::Rule')).find(([, r]) => r.Properties['Description'] === job.description)!;

    it('runs on its interval on the default bus, with reserved concurrency only when the stage sets it', () => {
      const minutes: number = job.everyMinutes;
      expect(rule.Properties['ScheduleExpression']).toBe(rateExpression(minutes));
      expect(rule.Properties['EventBusName']).toBeUndefined();
      expect(referencedId(rule.Properties['Targets'][0].Arn)).toBe(functionId);
      // A new account's limit (10) cannot hold one per job: none by default (decision 053).
      expect(fn.Properties['ReservedConcurrentExecutions']).toBeUndefined();
      const prodFn = resourcesOf(prod.events, 'AWS::Lambda::Function')[functionIdFor(prod.events, job.handler)]!;
      expect(prodFn.Properties['ReservedConcurrentExecutions']).toBe(PROD_CONTEXT.scheduledJobConcurrency);
    });

    it('does not retry a failed run (the next interval runs it again) but keeps it, alarmed', () => {
      const queueId = referencedId(fn.Properties['DeadLetterConfig'].TargetArn)!;
      expect(referencedId(rule.Properties['Targets'][0].DeadLetterConfig.Arn)).toBe(queueId);
      events.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: functionId },
        MaximumRetryAttempts: 0,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      });
      expect(
        alarms.some((a) => a.Properties['MetricName'] === 'ApproximateNumberOfMessagesVisible' && JSON.stringify(a.Properties['Dimensions']).includes(queueId)),
      ).toBe(true);
      expect(alarms.some((a) => a.Properties['MetricName'] === 'FailedInvocations' && referencedId(a.Properties['Dimensions'][0].Value) === ruleId)).toBe(true);
    });

    it('alarms on the count it logs, when its row asks for one', () => {
      const filters = Object.values(resourcesOf(events, 'AWS::Logs::MetricFilter')).filter(
        (filter) => referencedId(filter.Properties['LogGroupName']) === referencedId(fn.Properties['LoggingConfig']?.LogGroup),
      );
      const watched: { message: string; field: string } | undefined = 'alarmOnLoggedCount' in job ? job.alarmOnLoggedCount : undefined;
      if (!watched) {
        expect(filters).toEqual([]);
        return;
      }
      expect(filters).toHaveLength(1);
      const [filter] = filters;
      expect(filter!.Properties['FilterPattern']).toBe(`{ ($.message = "${watched.message}") && ($.${watched.field} > 0) }`);
      const metric = filter!.Properties['MetricTransformations'][0];
      expect(metric).toMatchObject({ MetricValue: `$.${watched.field}` });
      expect(
        alarms.some(
          (a) => a.Properties['MetricName'] === metric.MetricName && a.Properties['Namespace'] === metric.MetricNamespace && a.Properties['Threshold'] === 1,
        ),
      ).toBe(true);
    });

    it('is granted exactly the permissions its row lists', () => {
      const actions = grantedStatements(events, functionId).flatMap((statement) => [statement.Action].flat());
      expect(actions.includes('dynamodb:GetItem')).toBe((job.permissions as readonly string[]).includes('table:read'));
      expect(actions.includes('dynamodb:PutItem')).toBe((job.permissions as readonly string[]).includes('table:write'));
      expect(actions.includes('events:PutEvents')).toBe((job.permissions as readonly string[]).includes('events:publish'));
      expect(actions.includes('ses:SendEmail')).toBe((job.permissions as readonly string[]).includes('email:send'));
      expect(actions.includes('ssm:GetParameters')).toBe((job.permissions as readonly string[]).includes('payments:stripe'));
    });
  });

  it('lets the consumers that send e-mail send only as the verified domain', () => {
    const senders = eventRules.filter((rule) => (rule.permissions as readonly string[]).includes('email:send'));
    expect(senders.length).toBeGreaterThan(0);
    const identityId = Object.keys(resourcesOf(events, 'AWS::SES::EmailIdentity'))[0]!;
    for (const rule of senders) {
      const ses = grantedStatements(events, functionIdFor(events, rule.consumer)).filter((st) =>
        [st.Action].flat().some((action) => action.startsWith('ses:')),
      );
      expect(ses).toEqual([
        {
          Effect: 'Allow',
          Action: ['ses:SendEmail', 'ses:SendRawEmail'],
          Resource: {
            'Fn::Join': [
              '',
              ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':identity/', { Ref: identityId }],
            ],
          },
        },
      ]);
    }
  });

  it('verifies the sending domain with Easy DKIM and outputs its DNS records', () => {
    // dev sends as the business's default address, so its domain.
    expect(onlyResource(events, 'AWS::SES::EmailIdentity').Properties['EmailIdentity']).toBe('laketravispartycruises.example');
    expect(Object.keys(events.findOutputs('*')).filter((id) => id.startsWith('EmailDkimRecord'))).toHaveLength(3);
  });

  it('sends as an identity that exists without creating it again, when the stage imports it (decision 053)', () => {
    // SES keeps one identity per domain and account: a second stack creating it fails its deploy.
    expect(resourcesOf(prod.events, 'AWS::SES::EmailIdentity')).toEqual({});
    expect(Object.keys(prod.events.findOutputs('*')).filter((id) => id.startsWith('EmailDkimRecord'))).toEqual([]);
    const sender = eventRules.find((rule) => (rule.permissions as readonly string[]).includes('email:send'))!;
    const ses = grantedStatements(prod.events, functionIdFor(prod.events, sender.consumer)).filter((st) =>
      [st.Action].flat().some((action) => action.startsWith('ses:')),
    );
    expect(ses.map((statement) => statement.Resource)).toEqual([
      {
        'Fn::Join': [
          '',
          ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:identity/${PROD_CONTEXT.emailDomain}`],
        ],
      },
    ]);
  });

  it('sends every alarm to one TLS-only topic that CloudWatch may publish to, e-mailing the stage address when it has one', () => {
    const facts = permissionFacts(onlyResource(events, 'AWS::SNS::TopicPolicy').Properties['PolicyDocument'].Statement);
    expect(facts).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
    expect(facts).toContainEqual(expect.objectContaining({ Effect: 'Allow', Action: 'sns:Publish', Principal: { Service: 'cloudwatch.amazonaws.com' } }));
    for (const alarm of alarms) expect(alarm.Properties['AlarmActions']).toEqual([{ Ref: topicId }]);
    expect(resourcesOf(events, 'AWS::SNS::Subscription')).toEqual({});
    const subscription = onlyResource(prod.events, 'AWS::SNS::Subscription').Properties;
    expect(subscription).toMatchObject({ Protocol: 'email', Endpoint: PROD_CONTEXT.alarmEmail });
    expect(subscription['RedrivePolicy']).toBeDefined();
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
