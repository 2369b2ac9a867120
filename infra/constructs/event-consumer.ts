import { Duration } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, type IEventBus } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { EventRule } from '#events/rules.ts';
import type { Stage } from '../stacks/stage.ts';
import { AppFunction } from './api-function.ts';
import { deadLetterQueue, failedInvocationsAlarm } from './dead-letter-queue.ts';
import { toCdkEventPattern } from './event-pattern.ts';

export interface EventConsumerProps {
  readonly stage: Stage;
  readonly rule: EventRule;
  readonly bus: IEventBus;
  readonly environment: Record<string, string>;
  /** Where the consumer's alarms notify (the operators' topic), if anywhere. */
  readonly alarmAction?: IAlarmAction | undefined;
}

/** EventBridge's retry policy for delivering to a consumer: a day of retries with back-off. */
export const CONSUMER_DELIVERY_RETRY = { retryAttempts: 8, maxEventAge: Duration.hours(24) } as const;
/** Lambda's retries of a consumer that throws (asynchronous invocation). */
export const CONSUMER_HANDLER_RETRY = { retryAttempts: 2, maxEventAge: Duration.hours(6) } as const;

/**
 * One row of the event-rule table in the cloud: the consumer function, its EventBridge rule and
 * one dead-letter queue that catches both ways an event can be lost, with alarms on the queue's
 * depth and on failed deliveries.
 */
export class EventConsumer extends Construct {
  readonly fn: AppFunction;
  readonly rule: Rule;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: EventConsumerProps) {
    super(scope, id);
    const { rule } = props;

    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetterQueue', {
      what: `An event for ${rule.name} (${rule.consumer})`,
      deadLettersOf: 'functions',
      alarmAction: props.alarmAction,
    });

    // EventBridge invokes Lambda asynchronously: its retry policy covers delivering the event,
    // while a handler that throws is retried by Lambda. Both end in the same queue, so one redrive
    // procedure serves both (docs/deploy.md): EventBridge and Lambda's dead-letter config put the
    // event there as it was, Lambda's on-failure destination a record of the failed invocation
    // (the event as `requestPayload`, with the error), so the queue tells why as well as what.
    // Consumers are idempotent on the event id, so an event present twice is processed once.
    this.fn = new AppFunction(this, 'Function', {
      stage: props.stage,
      entry: rule.consumer,
      description: `EventBridge consumer ${rule.name} (${rule.consumer})`,
      environment: props.environment,
      ...CONSUMER_HANDLER_RETRY,
      deadLetterQueue: this.deadLetterQueue,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    this.rule = new Rule(this, 'Rule', {
      eventBus: props.bus,
      description: rule.description,
      eventPattern: toCdkEventPattern(rule.pattern),
      targets: [new LambdaFunction(this.fn, { ...CONSUMER_DELIVERY_RETRY, deadLetterQueue: this.deadLetterQueue })],
    });

    failedInvocationsAlarm(this, 'FailedInvocationsAlarm', this.rule, { what: `${rule.name} (${rule.consumer})`, alarmAction: props.alarmAction });
  }
}
