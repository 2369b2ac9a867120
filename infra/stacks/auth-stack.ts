import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  type CfnUserPoolClient,
  CfnUserPoolGroup,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  type AuthFlow,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { userPoolDefinition } from '#functions/adapters/cognito/user-pool.ts';
import { acknowledge } from '../constructs/nag.ts';
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
      // No verification e-mail from Cognito: registration confirms the user itself
      // (AdminConfirmSignUp in functions/adapters/cognito/cognito.ts), so Cognito's message
      // would only spend its 50-a-day allowance on a code nobody asks for (decision 053).
      autoVerify: { [def.usernameAttribute]: false },
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
      // Essentials: the plan Cognito gives new pools, named here so a change is a decision (012).
      featurePlan: FeaturePlan.ESSENTIALS,
      // An authenticator app (TOTP) when a user turns it on; never SMS (cost, SIM swaps).
      mfa: def.mfa.mode === 'optional' ? Mfa.OPTIONAL : Mfa.REQUIRED,
      mfaSecondFactor: { otp: def.mfa.factors.includes('totp'), sms: false, email: false },
      deletionProtection: settings.deletionProtection,
      removalPolicy: settings.removalPolicy,
    });

    const cfnPool = this.userPool.node.defaultChild!;
    acknowledge(cfnPool, 'AwsSolutions-COG1');
    acknowledge(cfnPool, 'AwsSolutions-COG2');
    acknowledge(cfnPool, 'AwsSolutions-COG8');

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
      // The session token Cognito hands out with a challenge (a new password, the TOTP code of decision 085).
      authSessionValidity: Duration.minutes(client.challengeSessionMinutes),
    });
    (this.apiClient.node.defaultChild as CfnUserPoolClient).refreshTokenRotation = { feature: client.refreshTokenRotation ? 'ENABLED' : 'DISABLED' };

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId, description: 'For seeding the first admin (docs/deploy.md).' });
    new CfnOutput(this, 'UserPoolClientId', { value: this.apiClient.userPoolClientId });
  }
}
