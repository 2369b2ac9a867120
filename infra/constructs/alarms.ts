import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData, type IAlarmAction, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

/** An alarm on the first occurrence within five minutes; no data (nothing happened) is not a breach. */
export function alarmOnFirst(scope: Construct, id: string, metric: IMetric, description: string, action: IAlarmAction | undefined): Alarm {
  return alarmAtOrAbove(scope, id, { metric, threshold: 1, description }, action);
}

export interface ThresholdAlarmOptions {
  readonly metric: IMetric;
  readonly threshold: number;
  readonly description: string;
  /** How many consecutive periods must breach: 1 for a failure, more for a level that must last. */
  readonly periods?: number;
}

/** An alarm when the metric reaches the threshold in `periods` consecutive periods; no data is not a breach. */
export function alarmAtOrAbove(scope: Construct, id: string, options: ThresholdAlarmOptions, action: IAlarmAction | undefined): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: options.description,
    metric: options.metric,
    threshold: options.threshold,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: options.periods ?? 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  if (action) alarm.addAlarmAction(action);
  return alarm;
}

/**
 * Lambda's errors or throttles of every function in the account and region (the metric without
 * a FunctionName dimension). Per-function alarms for some 140 functions would cost more than the
 * rest of the monitoring; consumers' and jobs' failures already alarm through their dead-letter
 * queues and the API's through its 5xx alarm, so this is the backstop, and throttles are an
 * account matter anyway (one concurrency limit for every function).
 */
export function accountLambdaMetric(metricName: 'Errors' | 'Throttles'): Metric {
  return new Metric({ namespace: 'AWS/Lambda', metricName, statistic: 'Sum', period: Duration.minutes(5) });
}

/** The namespace of the metrics the stacks make from logs (business counts, webhook failures). */
export function metricNamespace(stage: string): string {
  return `PartyCruises/${stage}`;
}
