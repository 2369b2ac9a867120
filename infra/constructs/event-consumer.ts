import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, type IEventBus } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { EventRule } from '#events/rules.ts';
import type { Stage } from '../stacks/stage.ts';
import { AppFunction } from './api-function.ts';
import { toCdkEventPattern } from './event-pattern.ts';

export interface EventConsumerProps {
  readonly stage: Stage;
  readonly rule: EventRule;
  readonly bus: IEventBus;
  readonly environment: Record<string, string>;
}

/**
 * One row of the event-rule table in the cloud: the consumer function, its EventBridge rule and
 * one dead-letter queue that catches both ways an event can be lost, with an alarm on it.
 */
export class EventConsumer extends Construct {
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, props: EventConsumerProps) {
    super(scope, id);
    const { rule } = props;

    const deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    });

    // EventBridge invokes Lambda asynchronously: its retry policy covers delivering the event,
    // while a handler that throws is retried by Lambda. Both end in the same queue, as the raw
    // event, so one redrive procedure serves both.
    this.fn = new AppFunction(this, 'Function', {
      stage: props.stage,
      entry: rule.consumer,
      description: `EventBridge consumer ${rule.name} (${rule.consumer})`,
      environment: props.environment,
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      deadLetterQueue,
    });

    new Rule(this, 'Rule', {
      eventBus: props.bus,
      description: rule.description,
      eventPattern: toCdkEventPattern(rule.pattern),
      targets: [
        new LambdaFunction(this.fn, {
          retryAttempts: 8,
          maxEventAge: Duration.hours(24),
          deadLetterQueue,
        }),
      ],
    });

    new Alarm(this, 'DeadLettersAlarm', {
      alarmDescription: `Events for ${rule.name} were dead-lettered: inspect ${rule.consumer}'s logs, fix, then redrive the queue.`,
      metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
