import { describe, expect, it } from 'vitest';
import { paymentsRoutes } from '#contracts/routes/payments.ts';
import { BUSINESS_METRICS } from '#functions/platform/business-metrics.ts';
import { API_5XX_THRESHOLD, API_P99_LATENCY_MS, BUSINESS_COUNTS, routeKeyOf } from '#infra/constructs/api-monitoring.ts';
import { DEFAULT_MONTHLY_BUDGET_USD } from '#infra/stacks/deployment.ts';
import { SES_BOUNCE_RATE_ALARM, SES_COMPLAINT_RATE_ALARM } from '#infra/stacks/events-stack.ts';
import { onlyResource, permissionFacts, PROD_CONTEXT, type Resource, referencedId, resourcesOf, synthApp } from './synth.ts';

const dev = synthApp('dev');
const prod = synthApp('prod');

// Seeing trouble (issue 28, decision 053): what each alarm watches, and that it reaches the topic.
describe('monitoring', () => {
  const topicId = Object.keys(resourcesOf(dev.events, 'AWS::SNS::Topic'))[0]!;
  const topicExport = (template: typeof dev.api) => {
    const alarms = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
    return alarms.map((alarm) => JSON.stringify(alarm.Properties['AlarmActions']));
  };
  const alarm = (template: typeof dev.api, match: (properties: Resource['Properties']) => boolean): Resource['Properties'] => {
    const found = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter((candidate) => match(candidate.Properties));
    expect(found).toHaveLength(1);
    return found[0]!.Properties;
  };
  const apiId = Object.keys(resourcesOf(dev.api, 'AWS::ApiGatewayV2::Api'))[0]!;
  const onApi = (properties: Resource['Properties']) => referencedId(properties['Dimensions']?.[0]?.Value) === apiId;

  it("alarms on the API's server errors, in five minutes", () => {
    expect(alarm(dev.api, (p) => p['MetricName'] === '5xx' && onApi(p))).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      Statistic: 'Sum',
      Period: 300,
      Threshold: API_5XX_THRESHOLD,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it("alarms on the API's p99 latency when it lasts fifteen minutes", () => {
    expect(alarm(dev.api, (p) => p['MetricName'] === 'Latency' && onApi(p))).toMatchObject({
      ExtendedStatistic: 'p99',
      Period: 300,
      Threshold: API_P99_LATENCY_MS,
      EvaluationPeriods: 3,
    });
  });

  it("counts the payment webhook's refusals and failures from the access log and alarms on the first", () => {
    const accessLogs = Object.keys(resourcesOf(dev.api, 'AWS::Logs::LogGroup')).find((id) => id.startsWith('AccessLogs'))!;
    const filters = Object.values(resourcesOf(dev.api, 'AWS::Logs::MetricFilter'));
    const failures = filters.find((filter) => filter.Properties['MetricTransformations'][0].MetricName === 'PaymentWebhookFailures')!;
    expect(referencedId(failures.Properties['LogGroupName'])).toBe(accessLogs);
    expect(failures.Properties['FilterPattern']).toBe(
      `{ ($.routeKey = "${routeKeyOf(paymentsRoutes.stripeWebhook)}") && (($.status = "4*") || ($.status = "5*")) }`,
    );
    expect(routeKeyOf(paymentsRoutes.stripeWebhook)).toBe('POST /api/payments/stripe/webhook');
    expect(alarm(dev.api, (p) => p['MetricName'] === 'PaymentWebhookFailures')).toMatchObject({
      Namespace: 'PartyCruises/dev',
      Threshold: 1,
      Statistic: 'Sum',
    });
  });

  it('counts quotes, bookings, checkouts, webhooks handled and refunds from the successful requests of their routes', () => {
    const filters = Object.values(resourcesOf(dev.api, 'AWS::Logs::MetricFilter'));
    for (const [name, route] of Object.entries(BUSINESS_COUNTS)) {
      const filter = filters.find((candidate) => candidate.Properties['MetricTransformations'][0].MetricName === name);
      expect(filter?.Properties['FilterPattern'], name).toBe(`{ ($.routeKey = "${routeKeyOf(route)}") && ($.status = "2*") }`);
      expect(filter?.Properties['MetricTransformations'][0]).toMatchObject({ MetricNamespace: 'PartyCruises/dev', MetricValue: '1' });
    }
  });

  it('alarms on Lambda errors and throttles across the account', () => {
    const lambda = (name: string) => alarm(dev.events, (p) => p['Namespace'] === 'AWS/Lambda' && p['MetricName'] === name);
    expect(lambda('Errors')).toMatchObject({ Statistic: 'Sum', Period: 300 });
    expect(lambda('Errors')['Dimensions']).toBeUndefined();
    expect(lambda('Throttles')).toMatchObject({ Statistic: 'Sum', Threshold: 1 });
  });

  it('alarms on DynamoDB throttling of the table and each of its indexes', () => {
    const tableThrottles = alarm(dev.events, (p) => Array.isArray(p['Metrics']) && JSON.stringify(p['Metrics']).includes('ThrottleEvents'));
    const metrics = tableThrottles['Metrics'] as Array<{
      Id: string;
      Expression?: string;
      MetricStat?: { Metric: { MetricName: string; Dimensions: Array<{ Name: string }> } };
    }>;
    const stats = metrics.filter((metric) => metric.MetricStat);
    expect(stats.map((metric) => metric.MetricStat!.Metric.MetricName).sort()).toEqual(
      ['ReadThrottleEvents', 'WriteThrottleEvents'].flatMap((name) => Array(stats.length / 2).fill(name)).sort(),
    );
    expect(stats.filter((metric) => metric.MetricStat!.Metric.Dimensions.some((d) => d.Name === 'GlobalSecondaryIndexName')).length).toBeGreaterThan(0);
    expect(metrics.find((metric) => metric.Expression)?.Expression).toContain('FILL(');
    expect(tableThrottles['Threshold']).toBe(1);
  });

  it("alarms on SES's bounce and complaint rates before SES reviews the account", () => {
    expect(alarm(dev.events, (p) => p['MetricName'] === 'Reputation.BounceRate')).toMatchObject({ Namespace: 'AWS/SES', Threshold: SES_BOUNCE_RATE_ALARM });
    expect(alarm(dev.events, (p) => p['MetricName'] === 'Reputation.ComplaintRate')).toMatchObject({
      Namespace: 'AWS/SES',
      Threshold: SES_COMPLAINT_RATE_ALARM,
    });
    expect(SES_BOUNCE_RATE_ALARM).toBeLessThan(0.05);
    expect(SES_COMPLAINT_RATE_ALARM).toBeLessThan(0.001);
  });

  it('sends every alarm to the alarm topic, which e-mails the on-call address in prod', () => {
    expect(new Set(topicExport(dev.events))).toEqual(new Set([JSON.stringify([{ Ref: topicId }])]));
    for (const actions of topicExport(dev.api)) expect(actions).toContain('Fn::ImportValue');
    expect(onlyResource(prod.events, 'AWS::SNS::Subscription').Properties).toMatchObject({ Protocol: 'email', Endpoint: PROD_CONTEXT.alarmEmail });
  });

  it('keeps a monthly budget that tells the alarm topic at 80% spent and 100% forecast', () => {
    const budget = onlyResource(dev.events, 'AWS::Budgets::Budget').Properties;
    expect(budget['Budget']).toMatchObject({
      BudgetName: 'party-cruises-dev',
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: DEFAULT_MONTHLY_BUDGET_USD, Unit: 'USD' },
    });
    const notifications = budget['NotificationsWithSubscribers'] as Array<{ Notification: Record<string, unknown>; Subscribers: unknown[] }>;
    expect(notifications.map((n) => n.Notification)).toEqual([
      { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 80, ThresholdType: 'PERCENTAGE' },
      { NotificationType: 'FORECASTED', ComparisonOperator: 'GREATER_THAN', Threshold: 100, ThresholdType: 'PERCENTAGE' },
    ]);
    for (const n of notifications) expect(n.Subscribers).toEqual([{ SubscriptionType: 'SNS', Address: { Ref: topicId } }]);
    const facts = permissionFacts(onlyResource(dev.events, 'AWS::SNS::TopicPolicy').Properties['PolicyDocument'].Statement);
    expect(facts).toContainEqual(
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sns:Publish',
        Principal: { Service: 'budgets.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      }),
    );
  });

  it('draws one dashboard per stage: the stage-wide alarms, the business counts, the API, Lambda, the table and SES', () => {
    const dashboard = onlyResource(dev.api, 'AWS::CloudWatch::Dashboard').Properties;
    expect(dashboard['DashboardName']).toBe('party-cruises-dev');
    const body = JSON.stringify(dashboard['DashboardBody']);
    for (const name of [
      ...Object.keys(BUSINESS_COUNTS),
      'PaymentWebhookFailures',
      '5xx',
      'Latency',
      'ConcurrentExecutions',
      'ReadThrottleEvents',
      'Reputation.BounceRate',
      'Send',
    ]) {
      expect(body, name).toContain(name);
    }
    // The stage-wide alarms: the API's three by reference, the events stack's five through its
    // exports (the dead-letter alarms, one per consumer and job, are listed in the alarm console).
    const apiAlarms = Object.keys(resourcesOf(dev.api, 'AWS::CloudWatch::Alarm')).filter((id) => id.startsWith('Monitoring'));
    expect(apiAlarms).toHaveLength(3);
    for (const id of apiAlarms) expect(body, id).toContain(`"${id}"`);
    expect(body.match(/Fn::ImportValue/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
  });

  // Decision 081: the metrics the business summary's consumer emits through Powertools, in the
  // stage's namespace with the service dimension they are emitted with (else the graph is empty).
  it('graphs the business metrics the functions emit: the counts per hour, and the money in dollars per day', () => {
    const body = JSON.parse(JSON.stringify(onlyResource(dev.api, 'AWS::CloudWatch::Dashboard').Properties['DashboardBody'])) as {
      'Fn::Join': [string, unknown[]];
    };
    const text = body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '')).join('');
    for (const name of Object.keys(BUSINESS_METRICS)) {
      expect(text, name).toContain(`["PartyCruises/dev","${name}","service","party-cruises"`);
    }
    for (const name of ['QuoteCreated', 'BookingConfirmed', 'BookingCancelled', 'PaymentRecorded', 'RefundIssued']) {
      expect(text, name).toMatch(new RegExp(`"PartyCruises/dev","${name}","service","party-cruises",\\{[^}]*"period":3600,"stat":"Sum"`));
    }
    expect(text).toContain('"expression":"paymentCents / 100"');
    expect(text).toContain('"expression":"refundCents / 100"');
  });
});
