import { Duration } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ScheduledJob as ScheduledJobDefinition } from '#functions/scheduled/schedules.ts';
import type { Stage } from '../stacks/stage.ts';
import { AppFunction } from './api-function.ts';
import { alarmOnFirst } from './alarms.ts';
import { deadLetterQueue, failedInvocationsAlarm } from './dead-letter-queue.ts';

export interface ScheduledJobProps {
  readonly stage: Stage;
  readonly job: ScheduledJobDefinition;
  readonly environment: Record<string, string>;
  readonly alarmAction?: IAlarmAction | undefined;
  /** Reserved concurrency, if the stage sets one (deployment.ts); none by default. */
  readonly reservedConcurrency?: number | null;
}

/** A scheduled job may run this long; the local scheduler gives it the same minute. */
export const SCHEDULED_JOB_TIMEOUT = Duration.seconds(60);

/**
 * One row of the schedule table (functions/scheduled/schedules.ts) in the cloud: the job's
 * function, a scheduled EventBridge rule on its interval, and a dead-letter queue with alarms.
 * A failed run is not retried: the next interval runs the job again. Each failure is kept in the
 * queue (with its error), so a job that keeps failing raises the alarm. No concurrency is
 * reserved unless the stage asks (a new account's limit cannot hold one per job): EventBridge
 * delivers at least once, so every job must already tolerate a second run at the same time
 * (conditional writes, Stripe idempotency keys; decision 053).
 */
export class ScheduledJob extends Construct {
  readonly fn: AppFunction;
  readonly rule: Rule;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job } = props;
    const interval = Duration.minutes(job.everyMinutes);

    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetterQueue', {
      what: `A run of ${job.name} (${job.handler})`,
      deadLettersOf: 'functions',
      alarmAction: props.alarmAction,
    });

    this.fn = new AppFunction(this, 'Function', {
      stage: props.stage,
      entry: job.handler,
      description: `Scheduled job ${job.name}, every ${job.everyMinutes} min (${job.handler})`,
      environment: props.environment,
      timeout: SCHEDULED_JOB_TIMEOUT,
      retryAttempts: 0,
      // A run that could not start within its interval is overtaken by the next one.
      maxEventAge: Duration.seconds(Math.max(60, interval.toSeconds())),
      deadLetterQueue: this.deadLetterQueue,
      onFailure: new SqsDestination(this.deadLetterQueue),
      ...(props.reservedConcurrency ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
    });

    this.rule = new Rule(this, 'Rule', {
      description: job.description,
      schedule: Schedule.rate(interval),
      targets: [
        new LambdaFunction(this.fn, {
          retryAttempts: 2,
          maxEventAge: Duration.seconds(Math.max(60, interval.toSeconds())),
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });

    failedInvocationsAlarm(this, 'FailedInvocationsAlarm', this.rule, { what: `${job.name} (${job.handler})`, alarmAction: props.alarmAction });

    if (job.alarmOnLoggedCount) {
      const { message, field, description } = job.alarmOnLoggedCount;
      const filter = new MetricFilter(this, 'LoggedCountFilter', {
        logGroup: this.fn.logGroup,
        filterPattern: FilterPattern.all(FilterPattern.stringValue('$.message', '=', message), FilterPattern.numberValue(`$.${field}`, '>', 0)),
        metricNamespace: 'PartyCruises',
        metricName: `${job.name}-${field}`,
        metricValue: `$.${field}`,
      });
      alarmOnFirst(this, 'LoggedCountAlarm', filter.metric({ statistic: 'Maximum' }), description, props.alarmAction);
    }
  }
}
