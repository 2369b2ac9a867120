import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import { eventRules } from '#events/rules.ts';
import { grantPermissions } from '../constructs/api-function.ts';
import { EventConsumer } from '../constructs/event-consumer.ts';
import { functionEnvironment } from '../constructs/function-environment.ts';
import { stageSettings, type Stage } from './stage.ts';

export interface EventsStackProps extends StackProps {
  readonly stage: Stage;
  readonly table: ITableV2;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/** The domain-event bus, an archive of it for replay, and one consumer per row of the event-rule table. */
export class EventsStack extends Stack {
  readonly bus: EventBus;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);

    this.bus = new EventBus(this, 'Bus', { eventBusName: `party-cruises-${props.stage}` });
    this.bus.archive('Archive', {
      description: 'Every event on the bus, for replay after a consumer fix.',
      eventPattern: { account: [this.account] },
      retention: stageSettings[props.stage].eventArchiveRetention,
    });

    const environment = functionEnvironment(this, { ...props, bus: this.bus });
    for (const rule of eventRules) {
      const consumer = new EventConsumer(this, rule.name, { stage: props.stage, rule, bus: this.bus, environment });
      grantPermissions(consumer.fn, rule.permissions, { table: props.table, bus: this.bus, userPool: props.userPool });
    }
  }
}
