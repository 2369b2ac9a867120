import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { OidcProviderNative, PolicyStatement, Role, WebIdentityPrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import * as z from '#domain/shared/zod.ts';
import { stageSchema } from './stage.ts';
import { WAF_REGION } from './waf-stack.ts';

const GITHUB_ISSUER = 'token.actions.githubusercontent.com';

/** `-c githubRepository=owner/name`: the repository whose deploy workflow may deploy to this account. */
export const githubRepositorySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/, 'a GitHub repository as owner/name'));

/** The CDK bootstrap's roles (the default qualifier) a deploy assumes: it deploys, publishes assets and looks up. */
const BOOTSTRAP_ROLES = ['deploy-role', 'file-publishing-role', 'image-publishing-role', 'lookup-role'] as const;

export interface DeployAccessStackProps extends StackProps {
  readonly repository: string;
}

/**
 * What the repository's workflow (.github/workflows/deploy.yml) deploys with, made once per
 * account by an administrator (docs/deploy.md): GitHub's OIDC identity provider, and a role that
 * only that repository's `dev` and `prod` environments may assume, for an hour, with no access
 * keys anywhere. The role may do one thing: assume the CDK bootstrap's roles in the stages' region
 * and in us-east-1 (the web ACL's), which CloudFormation then deploys with.
 */
export class DeployAccessStack extends Stack {
  readonly role: Role;

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    super(scope, id, props);
    const github = new OidcProviderNative(this, 'GitHub', { url: `https://${GITHUB_ISSUER}`, clientIds: ['sts.amazonaws.com'] });
    this.role = new Role(this, 'DeployRole', {
      description: `Deploys the party-cruises stages from ${props.repository}'s workflow`,
      maxSessionDuration: Duration.hours(1),
      assumedBy: new WebIdentityPrincipal(github.oidcProviderArn, {
        StringEquals: {
          [`${GITHUB_ISSUER}:aud`]: 'sts.amazonaws.com',
          // Only a job that runs in one of the repository's deployment environments, so prod's
          // required reviewers stand between a push and the prod deploy.
          [`${GITHUB_ISSUER}:sub`]: stageSchema.options.map((stage) => `repo:${props.repository}:environment:${stage}`),
        },
      }),
    });
    const regions = [...new Set([this.region, WAF_REGION])];
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole'],
        resources: regions.flatMap((region) =>
          BOOTSTRAP_ROLES.map((role) => `arn:${this.partition}:iam::${this.account}:role/cdk-hnb659fds-${role}-${this.account}-${region}`),
        ),
      }),
    );
    new CfnOutput(this, 'DeployRoleArn', { value: this.role.roleArn, description: "The workflow's AWS_DEPLOY_ROLE_ARN (docs/deploy.md)" });
  }
}
