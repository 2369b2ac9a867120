import { Alias, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup, type ILambdaDeploymentConfig } from 'aws-cdk-lib/aws-codedeploy';
import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { Stage } from '../stacks/stage.ts';
import type { AppFunction } from './api-function.ts';

/** The alias API Gateway calls; CodeDeploy moves it from one version of the function to the next. */
export const LIVE_ALIAS = 'live';

/**
 * prod: a tenth of the requests reach the new code for five minutes, then all of them; dev: all at
 * once. Either way a rollback alarm that fires puts the alias back on the version before.
 */
export const rolloutConfig: Record<Stage, ILambdaDeploymentConfig> = {
  dev: LambdaDeploymentConfig.ALL_AT_ONCE,
  prod: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
};

export interface ApiRolloutProps {
  readonly stage: Stage;
  /** The alarms that stop a rollout and roll it back: the API's errors and latency, Lambda's errors and throttles. */
  readonly rollbackAlarms: readonly IAlarm[];
}

/**
 * How an API function's new code reaches guests (issue 28, decision 065): API Gateway calls the
 * function's `live` alias, never `$LATEST`, and each deploy that changes the function publishes a
 * version that CodeDeploy shifts the alias to by the stage's rollout, rolling back on the alarms.
 * One CodeDeploy application and one service role per stack of routes. The role holds what
 * CodeDeploy calls for these functions alone (not AWS's managed policy, which may move any alias in
 * the account): read the rollback alarms, read and move the aliases.
 */
export class ApiRollout extends Construct {
  private readonly application: LambdaApplication;
  private readonly role: Role;
  private readonly props: ApiRolloutProps;

  constructor(scope: Construct, id: string, props: ApiRolloutProps) {
    super(scope, id);
    this.props = props;
    this.application = new LambdaApplication(this, 'Application');
    this.role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      description: "CodeDeploy shifting the API functions' live aliases",
    });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['cloudwatch:DescribeAlarms'], resources: props.rollbackAlarms.map((alarm) => alarm.alarmArn) }),
    );
  }

  /** The function's live alias, on its current version, shifted by CodeDeploy on each deploy. */
  liveAlias(fn: AppFunction, id: string): IFunction {
    const alias = new Alias(fn, 'Live', { aliasName: LIVE_ALIAS, version: fn.currentVersion });
    // Alias actions are authorised on the function's own (unqualified) ARN.
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:GetAlias', 'lambda:UpdateAlias', 'lambda:GetProvisionedConcurrencyConfig'], resources: [fn.functionArn] }),
    );
    new LambdaDeploymentGroup(this, id, {
      application: this.application,
      alias,
      // Without policy updates: the construct would attach AWS's managed policy to a role it is given.
      role: this.role.withoutPolicyUpdates(),
      deploymentConfig: rolloutConfig[this.props.stage],
      alarms: [...this.props.rollbackAlarms],
      autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
    });
    return alias;
  }
}
