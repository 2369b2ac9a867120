import { Alarm, ComparisonOperator, TreatMissingData, type IAlarmAction, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';

/** An alarm on the first occurrence within five minutes; no data (nothing happened) is not a breach. */
export function alarmOnFirst(scope: Construct, id: string, metric: IMetric, description: string, action: IAlarmAction | undefined): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmDescription: description,
    metric,
    threshold: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  if (action) alarm.addAlarmAction(action);
  return alarm;
}
