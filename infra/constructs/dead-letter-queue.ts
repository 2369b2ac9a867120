import { Duration } from 'aws-cdk-lib';
import { Metric, type Alarm, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { IRule } from 'aws-cdk-lib/aws-events';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { alarmOnFirst } from './alarms.ts';
import { acknowledge } from './nag.ts';

/**
 * A dead-letter queue: encrypted, TLS-only, kept 14 days (SQS's longest), with an alarm as soon
 * as one message waits in it. Its messages are redriven by hand (docs/deploy.md).
 */
export function deadLetterQueue(
  scope: Construct,
  id: string,
  options: {
    what: string;
    /**
     * Who puts failures here: a Lambda function (its DeadLetterConfig) or a queue (its redrive
     * policy), which cdk-nag's SQS3 recognises, or only EventBridge targets and SNS subscriptions.
     */
    deadLettersOf: 'functions' | 'queues' | 'deliveries';
    alarmAction?: IAlarmAction | undefined;
  },
): Queue {
  const queue = unwatchedDeadLetterQueue(scope, id, options.deadLettersOf);
  deadLetterAlarm(scope, `${id}Alarm`, queue, options.what, options.alarmAction);
  return queue;
}

/**
 * The same queue without its alarm, for a stack that cannot reach the alarm topic (the data
 * stack, which the events stack that holds the topic depends on): the caller puts
 * deadLetterAlarm() in a stack that can (the media library's image function, decision 031).
 */
export function unwatchedDeadLetterQueue(scope: Construct, id: string, deadLettersOf: 'functions' | 'queues' | 'deliveries'): Queue {
  const queue = new Queue(scope, id, {
    enforceSSL: true,
    encryption: QueueEncryption.SQS_MANAGED,
    retentionPeriod: Duration.days(14),
  });
  acknowledge(queue, 'Serverless-SQSRedrivePolicy');
  if (deadLettersOf === 'deliveries') acknowledge(queue, 'AwsSolutions-SQS3');
  return queue;
}

/** The alarm on a dead-letter queue: one waiting message is enough. */
export function deadLetterAlarm(scope: Construct, id: string, queue: IQueue, what: string, alarmAction: IAlarmAction | undefined): Alarm {
  return alarmOnFirst(
    scope,
    id,
    queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
    `${what} was dead-lettered: inspect the queue and the logs, fix, then redrive (docs/deploy.md).`,
    alarmAction,
  );
}

/** Alarms when EventBridge fails to invoke a rule's target (before retries end in the dead-letter queue). */
export function failedInvocationsAlarm(scope: Construct, id: string, rule: IRule, options: { what: string; alarmAction?: IAlarmAction | undefined }): Alarm {
  return alarmOnFirst(
    scope,
    id,
    new Metric({
      namespace: 'AWS/Events',
      metricName: 'FailedInvocations',
      dimensionsMap: { RuleName: rule.ruleName },
      statistic: 'Sum',
      period: Duration.minutes(5),
    }),
    `EventBridge could not invoke ${options.what}; it retries, and what still fails lands in the dead-letter queue.`,
    options.alarmAction,
  );
}
