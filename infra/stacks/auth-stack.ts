import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, CfnUserPoolGroup, UserPool, UserPoolClient, type AuthFlow } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { userPoolDefinition } from '#infra/shared/user-pool.ts';
import { stageSettings, type Stage } from './stage.ts';

export interface AuthStackProps extends StackProps {
  readonly stage: Stage;
}

type ApiAuthFlow = (typeof userPoolDefinition.apiClient.authFlows)[number];

// Cognito always allows refreshing tokens once any flow is enabled, so it needs no CDK switch.
const authFlowProps: Record<ApiAuthFlow, keyof AuthFlow | null> = {
  USER_PASSWORD_AUTH: 'userPassword',
  REFRESH_TOKEN_AUTH: null,
};

/** The user pool, its groups and the API's app client, from the definition the local stack uses. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly apiClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const def = userPoolDefinition;
    const settings = stageSettings[props.stage];

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${def.poolName}-${props.stage}`,
      signInAliases: { [def.usernameAttribute]: true },
      autoVerify: { [def.usernameAttribute]: true },
      signInCaseSensitive: false,
      standardAttributes: { [def.usernameAttribute]: { required: true, mutable: true } },
      // Customers register themselves; staff are customers added to the admin group.
      selfSignUpEnabled: true,
      passwordPolicy: {
        minLength: def.passwordPolicy.minLength,
        requireLowercase: def.passwordPolicy.requireLowercase,
        requireUppercase: def.passwordPolicy.requireUppercase,
        requireDigits: def.passwordPolicy.requireDigits,
        requireSymbols: def.passwordPolicy.requireSymbols,
        tempPasswordValidity: Duration.days(def.passwordPolicy.temporaryPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: settings.deletionProtection,
      removalPolicy: settings.removalPolicy,
    });

    for (const group of def.groups) {
      new CfnUserPoolGroup(this, `${group.name}Group`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group.name,
        description: group.description,
      });
    }

    const client = def.apiClient;
    const authFlows: AuthFlow = Object.fromEntries(
      client.authFlows.flatMap((flow) => {
        const prop = authFlowProps[flow];
        return prop ? [[prop, true]] : [];
      }),
    );
    this.apiClient = this.userPool.addClient('ApiClient', {
      userPoolClientName: client.name,
      authFlows,
      // The API signs users in server-side; the hosted UI and OAuth flows are not used.
      disableOAuth: true,
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(client.accessTokenValidityMinutes),
      idTokenValidity: Duration.minutes(client.idTokenValidityMinutes),
      refreshTokenValidity: Duration.days(client.refreshTokenValidityDays),
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.apiClient.userPoolClientId });
  }
}
