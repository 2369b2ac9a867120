import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { eventRules } from '#events/rules.ts';
import { schedules } from '#functions/scheduled/schedules.ts';
import { accountLambdaMetric, alarmAtOrAbove } from '../constructs/alarms.ts';
import { grantPermissions } from '../constructs/api-function.ts';
import { deadLetterQueue } from '../constructs/dead-letter-queue.ts';
import { EventConsumer } from '../constructs/event-consumer.ts';
import { functionEnvironment, stripeParameterArns } from '../constructs/function-environment.ts';
import { sesReputation, tableThrottles } from '../constructs/operations-dashboard.ts';
import { ScheduledJob } from '../constructs/scheduled-job.ts';
import type { DeploymentConfig } from './deployment.ts';
import { stageSettings, type Stage } from './stage.ts';

/** Failed invocations across the account in five minutes that page someone (one failure has its own dead-letter alarm). */
export const LAMBDA_ERRORS_THRESHOLD = 5;
/** Half of SES's review levels (5% bounces, 0.1% complaints), so there is time to act. */
export const SES_BOUNCE_RATE_ALARM = 0.025;
export const SES_COMPLAINT_RATE_ALARM = 0.0005;

export interface EventsStackProps extends StackProps {
  readonly stage: Stage;
  readonly deployment: DeploymentConfig;
  readonly table: ITableV2;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/**
 * The domain-event bus, an archive of it for replay, one consumer per row of the event-rule
 * table, one scheduled job per row of the schedule table, the SES identity the functions send
 * e-mail as, and the topic every alarm notifies.
 */
export class EventsStack extends Stack {
  readonly bus: EventBus;
  readonly alarmTopic: Topic;
  readonly alarmAction: SnsAction;
  /** The SES identity this stage created, or null when it sends as one that exists (emailIdentity: import). */
  readonly emailIdentity: EmailIdentity | null;
  /** The domain e-mail is sent as. */
  readonly emailDomain: string;
  /** The stage-wide alarms (functions, table, e-mail), for the dashboard's alarm widget. */
  readonly operationalAlarms: Alarm[];
  /** Lambda's errors and throttles: with the API's alarms, what rolls back an API deploy (api-rollout.ts). */
  readonly functionAlarms: Alarm[];

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { deployment } = props;

    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: `Party cruises ${props.stage} alarms`, enforceSSL: true });
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    if (deployment.alarmEmail) {
      // A notification SNS cannot deliver (a full mailbox, say) is kept rather than lost.
      // Its alarm notifies the topic too: a delivery that failed once (a full mailbox) may pass
      // later, and an alarm with no action would tell no one (Guard's cloudwatch_alarm_action_check, decision 080).
      const undelivered = deadLetterQueue(this, 'AlarmEmailDeadLetterQueue', {
        what: 'An alarm notification',
        deadLettersOf: 'deliveries',
        alarmAction: new SnsAction(this.alarmTopic),
      });
      this.alarmTopic.addSubscription(new EmailSubscription(deployment.alarmEmail, { deadLetterQueue: undelivered }));
    }
    this.alarmAction = new SnsAction(this.alarmTopic);
    this.functionAlarms = this.watchTheFunctions();
    this.operationalAlarms = [...this.functionAlarms, ...this.watchTheSystem(props)];
    this.setBudget(props);

    // The domain the functions send from, verified with Easy DKIM: SES signs once the three
    // CNAME records below are in the domain's DNS (docs/deploy.md). SES keeps one identity per
    // domain in an account, so a stage whose domain is verified already (by hand, or by another
    // stage) sends as that one instead of creating it (decision 053).
    this.emailDomain = deployment.email.domain;
    this.emailIdentity =
      deployment.emailIdentity === 'create' ? new EmailIdentity(this, 'EmailIdentity', { identity: Identity.domain(deployment.email.domain) }) : null;
    this.emailIdentity?.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `EmailDkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: `DKIM record ${index + 1} of 3 for ${deployment.email.domain}`,
      });
    });

    this.bus = new EventBus(this, 'Bus', { eventBusName: `party-cruises-${props.stage}` });
    this.bus.archive('Archive', {
      description: 'Every event on the bus, for replay after a consumer fix.',
      eventPattern: { account: [this.account] },
      retention: stageSettings[props.stage].eventArchiveRetention,
    });

    const environment = functionEnvironment(this, { ...props, bus: this.bus }, deployment, props.stage);
    const grantTargets = {
      table: props.table,
      bus: this.bus,
      userPool: props.userPool,
      emailIdentityArn: this.emailIdentityArn,
      stripeParameterArns: stripeParameterArns(this, props.stage),
    };
    for (const rule of eventRules) {
      const consumer = new EventConsumer(this, rule.name, { stage: props.stage, rule, bus: this.bus, environment, alarmAction: this.alarmAction });
      grantPermissions(consumer.fn, rule.permissions, grantTargets);
    }
    // Jobs on a clock (declared in contracts/schedules.ts, with their handlers and grants in
    // functions/scheduled/schedules.ts), on the account's default bus where
    // EventBridge keeps scheduled rules.
    for (const job of schedules) {
      const scheduled = new ScheduledJob(this, job.name, {
        stage: props.stage,
        job,
        environment,
        alarmAction: this.alarmAction,
        reservedConcurrency: deployment.reservedConcurrency.scheduledJob,
      });
      grantPermissions(scheduled.fn, job.permissions, grantTargets);
    }

    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn, description: 'Subscribe to be told about dead letters and failed site builds.' });
  }

  /**
   * Lambda's errors and throttles of the whole account and region (see accountLambdaMetric), beside
   * the per-queue and per-rule alarms.
   */
  private watchTheFunctions(): Alarm[] {
    const action = this.alarmAction;
    return [
      alarmAtOrAbove(
        this,
        'LambdaErrorsAlarm',
        {
          metric: accountLambdaMetric('Errors'),
          threshold: LAMBDA_ERRORS_THRESHOLD,
          description: `Lambda functions in this account failed ${LAMBDA_ERRORS_THRESHOLD} or more times in five minutes: find which on the dashboard (Lambda, by function) and read its log.`,
        },
        action,
      ),
      alarmAtOrAbove(
        this,
        'LambdaThrottlesAlarm',
        {
          metric: accountLambdaMetric('Throttles'),
          threshold: 1,
          description:
            "Lambda refused invocations for want of concurrency: the account's limit is reached (raise it in Service Quotas) or a reservation is too small (decision 053).",
        },
        action,
      ),
    ];
  }

  /**
   * The table's throttling, and SES's reputation, which SES itself reviews at a 5% bounce or 0.1%
   * complaint rate and may stop the account's sending over.
   */
  private watchTheSystem(props: EventsStackProps): Alarm[] {
    const action = this.alarmAction;
    return [
      alarmAtOrAbove(
        this,
        'TableThrottlesAlarm',
        {
          metric: tableThrottles(props.table),
          threshold: 1,
          description: 'DynamoDB throttled reads or writes of the table or an index: a hot partition, or on-demand limits reached.',
        },
        action,
      ),
      alarmAtOrAbove(
        this,
        'EmailBouncesAlarm',
        {
          metric: sesReputation('Reputation.BounceRate'),
          threshold: SES_BOUNCE_RATE_ALARM,
          description: `SES's bounce rate reached ${SES_BOUNCE_RATE_ALARM * 100}%: SES reviews the account at 5% and may pause its sending at 10%. Look for a list of bad addresses or a typo-ridden form.`,
        },
        action,
      ),
      alarmAtOrAbove(
        this,
        'EmailComplaintsAlarm',
        {
          metric: sesReputation('Reputation.ComplaintRate'),
          threshold: SES_COMPLAINT_RATE_ALARM,
          description: `SES's complaint rate reached ${SES_COMPLAINT_RATE_ALARM * 100}%: SES reviews the account at 0.1% and may pause its sending at 0.5%. Recipients are marking the e-mails as spam.`,
        },
        action,
      ),
    ];
  }

  /** A monthly cost budget for the account, alerting the alarm topic at 80% spent and at 100% forecast. */
  private setBudget(props: EventsStackProps): void {
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.alarmTopic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const toTopic = [{ subscriptionType: 'SNS', address: this.alarmTopic.topicArn }];
    new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `party-cruises-${props.stage}`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.deployment.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: { notificationType: 'ACTUAL', comparisonOperator: 'GREATER_THAN', threshold: 80, thresholdType: 'PERCENTAGE' },
          subscribers: toTopic,
        },
        {
          notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: 100, thresholdType: 'PERCENTAGE' },
          subscribers: toTopic,
        },
      ],
    });
  }

  /** The SES identity's ARN, the only resource e-mail sending is granted on. */
  get emailIdentityArn(): string {
    return this.formatArn({ service: 'ses', resource: 'identity', resourceName: this.emailIdentity?.emailIdentityName ?? this.emailDomain });
  }
}
