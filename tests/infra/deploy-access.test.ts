import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#infra/bin/build-app.ts';
import { cdkJsonContext, fixtureSiteDir, DEPLOY_REPOSITORY, onlyResource, resourcesOf, roleGrantedStatements, synthApp } from './synth.ts';

// The deploy workflow's access (issue 28, decision 065): GitHub's OIDC provider and one role that
// only the repository's dev and prod environments may assume, allowed only into CDK's bootstrap roles.

const { built } = synthApp('prod');

describe('the deploy access stack', () => {
  it('is made only when the repository is named, and refuses a name that is not owner/name', () => {
    expect(synthApp('dev').built.deployAccess).toBeNull();
    const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], stage: 'dev', githubRepository: 'not a repository' } });
    expect(() => buildApp(app, { siteDir: fixtureSiteDir })).toThrow(/githubRepository" must be a GitHub repository as owner\/name/);
  });

  it("trusts GitHub's token only for the repository's dev and prod environments, for an hour", () => {
    const template = Template.fromStack(built.deployAccess!);
    expect(onlyResource(template, 'AWS::IAM::OIDCProvider').Properties).toMatchObject({
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
    const role = onlyResource(template, 'AWS::IAM::Role');
    expect(role.Properties['MaxSessionDuration']).toBe(3600);
    expect(role.Properties['AssumeRolePolicyDocument'].Statement).toEqual([
      {
        Action: 'sts:AssumeRoleWithWebIdentity',
        Effect: 'Allow',
        Principal: { Federated: expect.anything() },
        Condition: {
          StringEquals: {
            'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
            'token.actions.githubusercontent.com:sub': [`repo:${DEPLOY_REPOSITORY}:environment:dev`, `repo:${DEPLOY_REPOSITORY}:environment:prod`],
          },
        },
      },
    ]);
  });

  it("may only assume the CDK bootstrap's four roles, in the stages' region and in us-east-1", () => {
    const template = Template.fromStack(built.deployAccess!);
    const [roleId] = Object.keys(resourcesOf(template, 'AWS::IAM::Role'));
    const statements = roleGrantedStatements(template, roleId!);
    expect(statements.map((statement) => statement.Action)).toEqual(['sts:AssumeRole']);
    const resources = JSON.stringify(statements[0]!.Resource);
    for (const role of ['deploy-role', 'file-publishing-role', 'image-publishing-role', 'lookup-role']) {
      expect(resources).toContain(`:role/cdk-hnb659fds-${role}-`);
    }
    expect(resources).toContain('-us-east-1');
    expect(resources).not.toContain('*');
    expect(Object.keys(template.findOutputs('*'))).toEqual(['DeployRoleArn']);
  });
});
