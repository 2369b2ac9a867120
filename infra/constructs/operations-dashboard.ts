import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AlarmStatusWidget, Dashboard, GraphWidget, type IAlarm, type IMetric, MathExpression, Metric, TextWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '#functions/adapters/dynamodb/table.ts';
import { BUSINESS_METRIC_SERVICE, type BusinessMetricName } from '#functions/platform/business-metrics.ts';
import { accountLambdaMetric, metricNamespace } from './alarms.ts';
import type { BusinessCount } from './api-monitoring.ts';

/** The table's read and write throttle events, its indexes' included, as one number (alarm and dashboard). */
export function tableThrottles(table: ITableV2, period: Duration = Duration.minutes(5)): MathExpression {
  const metrics: Record<string, IMetric> = {};
  const add = (key: string, metricName: string, dimensions: Record<string, string>) => {
    metrics[key] = new Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: dimensions, statistic: 'Sum', period });
  };
  add('tableReads', 'ReadThrottleEvents', { TableName: table.tableName });
  add('tableWrites', 'WriteThrottleEvents', { TableName: table.tableName });
  tableDefinition.globalSecondaryIndexes.forEach((gsi, index) => {
    add(`index${index}Reads`, 'ReadThrottleEvents', { TableName: table.tableName, GlobalSecondaryIndexName: gsi.indexName });
    add(`index${index}Writes`, 'WriteThrottleEvents', { TableName: table.tableName, GlobalSecondaryIndexName: gsi.indexName });
  });
  // FILL(..., 0): a series without data (no throttling) must not blank the sum.
  return new MathExpression({
    expression: Object.keys(metrics)
      .map((key) => `FILL(${key}, 0)`)
      .join(' + '),
    usingMetrics: metrics,
    label: 'DynamoDB throttle events',
    period,
  });
}

/** SES's account reputation: the share of sent mail that bounced or drew a complaint (0 to 1). */
export function sesReputation(metricName: 'Reputation.BounceRate' | 'Reputation.ComplaintRate'): Metric {
  return new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.minutes(15) });
}

/**
 * A business metric the functions emit through Powertools Metrics (decision 081), summed: the
 * namespace and the one dimension (service) they are emitted with, so the graph finds them.
 */
export function businessMetric(stage: string, name: BusinessMetricName, period: Duration = Duration.hours(1)): Metric {
  return new Metric({
    namespace: metricNamespace(stage),
    metricName: name,
    dimensionsMap: { service: BUSINESS_METRIC_SERVICE },
    statistic: 'Sum',
    period,
    label: name,
  });
}

/** Cents summed as dollars, as the owner reads money (the metric itself stays in integer cents). */
function dollars(stage: string, name: 'PaymentAmountCents' | 'RefundAmountCents', label: string, period: Duration): MathExpression {
  // Each expression names its metric after it: two expressions in one graph may not share an id.
  const id = name === 'PaymentAmountCents' ? 'paymentCents' : 'refundCents';
  return new MathExpression({ expression: `${id} / 100`, usingMetrics: { [id]: businessMetric(stage, name, period) }, label, period });
}

export interface OperationsDashboardProps {
  readonly stage: string;
  readonly httpApi: HttpApi;
  readonly table: ITableV2;
  readonly businessCounts: Record<BusinessCount, Metric>;
  readonly webhookFailures: Metric;
  /** The stage-wide alarms, shown by state at the top (each dead-letter queue's is in the alarm console). */
  readonly alarms: readonly IAlarm[];
}

/**
 * One CloudWatch dashboard per stage: the business (quotes, bookings, payments, refunds) beside
 * the system (the API, the functions, the table, e-mail), with the stage-wide alarms' state on top.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const hour = Duration.hours(1);
    const fiveMinutes = Duration.minutes(5);
    const { httpApi } = props;
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `party-cruises-${props.stage}`,
      defaultInterval: Duration.days(7),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# Party cruises (${props.stage})\nWhat an alarm means and what to do: docs/deploy.md, "When something fails".`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 24, height: 4 }));
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Business: successful requests per hour',
        left: Object.entries(props.businessCounts).map(([name, metric]) => metric.with({ period: hour, label: name })),
        width: 16,
      }),
      new GraphWidget({
        title: 'Payment webhooks',
        left: [
          props.businessCounts.PaymentWebhooksHandled.with({ period: hour, label: 'handled' }),
          props.webhookFailures.with({ period: hour, label: 'refused or failed' }),
        ],
        width: 8,
      }),
    );
    // The business as the functions count it, once per event (the business summary's consumer,
    // decision 081): what the access-log counts above cannot see, such as payments staff record,
    // Stripe's retried webhooks counted once, and cancellations.
    const day = Duration.days(1);
    const counts: BusinessMetricName[] = ['QuoteCreated', 'BookingConfirmed', 'BookingCancelled', 'PaymentRecorded', 'RefundIssued'];
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Business: quotes, bookings, payments and refunds per hour (counted once per event)',
        left: counts.map((name) => businessMetric(props.stage, name, hour)),
        width: 16,
      }),
      new GraphWidget({
        title: 'Money taken and given back per day (USD)',
        left: [dollars(props.stage, 'PaymentAmountCents', 'payments', day), dollars(props.stage, 'RefundAmountCents', 'refunds', day)],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        left: [
          httpApi.metricCount({ statistic: 'Sum', period: fiveMinutes, label: 'requests' }),
          httpApi.metricClientError({ statistic: 'Sum', period: fiveMinutes, label: '4xx' }),
          httpApi.metricServerError({ statistic: 'Sum', period: fiveMinutes, label: '5xx' }),
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: ['p50', 'p90', 'p99'].map((statistic) => httpApi.metricLatency({ statistic, period: fiveMinutes, label: statistic })),
        width: 12,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Lambda (whole account)',
        left: [accountLambdaMetric('Errors').with({ label: 'errors' }), accountLambdaMetric('Throttles').with({ label: 'throttles' })],
        right: [new Metric({ namespace: 'AWS/Lambda', metricName: 'ConcurrentExecutions', statistic: 'Maximum', period: fiveMinutes, label: 'concurrency' })],
        width: 8,
      }),
      new GraphWidget({
        title: 'DynamoDB',
        left: [tableThrottles(props.table)],
        right: [
          props.table.metricConsumedReadCapacityUnits({ statistic: 'Sum', period: fiveMinutes, label: 'read units' }),
          props.table.metricConsumedWriteCapacityUnits({ statistic: 'Sum', period: fiveMinutes, label: 'write units' }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'SES (whole account)',
        left: [new Metric({ namespace: 'AWS/SES', metricName: 'Send', statistic: 'Sum', period: hour, label: 'sent' })],
        right: [
          sesReputation('Reputation.BounceRate').with({ label: 'bounce rate' }),
          sesReputation('Reputation.ComplaintRate').with({ label: 'complaint rate' }),
        ],
        width: 8,
      }),
    );
  }
}
