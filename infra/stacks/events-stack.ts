import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
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
import { grantPermissions } from '../constructs/api-function.ts';
import { deadLetterQueue } from '../constructs/dead-letter-queue.ts';
import { EventConsumer } from '../constructs/event-consumer.ts';
import { functionEnvironment, stripeParameterArns } from '../constructs/function-environment.ts';
import { ScheduledJob } from '../constructs/scheduled-job.ts';
import type { DeploymentConfig } from './deployment.ts';
import { stageSettings, type Stage } from './stage.ts';

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
  readonly emailIdentity: EmailIdentity;

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
      const undelivered = deadLetterQueue(this, 'AlarmEmailDeadLetterQueue', { what: 'An alarm notification', deadLettersOf: 'deliveries' });
      this.alarmTopic.addSubscription(new EmailSubscription(deployment.alarmEmail, { deadLetterQueue: undelivered }));
    }
    this.alarmAction = new SnsAction(this.alarmTopic);

    // The domain the functions send from, verified with Easy DKIM: SES signs once the three
    // CNAME records below are in the domain's DNS (docs/deploy.md).
    this.emailIdentity = new EmailIdentity(this, 'EmailIdentity', { identity: Identity.domain(deployment.email.domain) });
    this.emailIdentity.dkimRecords.forEach((record, index) => {
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
      const scheduled = new ScheduledJob(this, job.name, { stage: props.stage, job, environment, alarmAction: this.alarmAction });
      grantPermissions(scheduled.fn, job.permissions, grantTargets);
    }

    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn, description: 'Subscribe to be told about dead letters and failed site builds.' });
  }

  /** The SES identity's ARN, the only resource e-mail sending is granted on. */
  get emailIdentityArn(): string {
    return this.formatArn({ service: 'ses', resource: 'identity', resourceName: this.emailIdentity.emailIdentityName });
  }
}
