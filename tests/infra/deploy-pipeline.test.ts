import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '#infra/shared/project-root.ts';

// The deploy pipeline (issue 28, decision 065) as GitHub reads it: the order of its jobs, where
// each gets its AWS access, and that each deploy is followed by the smoke check.

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  environment?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}

const workflow = parse(readFileSync(path.join(projectRoot, '.github', 'workflows', 'deploy.yml'), 'utf8')) as {
  on: { push: { branches: string[] } };
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
};
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));

describe('the deploy pipeline', () => {
  it('tests, deploys dev, then prod behind its environment, one deploy at a time', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(Object.keys(workflow.jobs)).toEqual(['test', 'deploy-dev', 'deploy-prod']);
    expect(workflow.jobs['deploy-dev']).toMatchObject({ needs: 'test', environment: 'dev' });
    expect(workflow.jobs['deploy-prod']).toMatchObject({ needs: 'deploy-dev', environment: 'prod' });
    expect(workflow.concurrency).toEqual({ group: 'deploy', 'cancel-in-progress': false });
  });

  it('runs the CI script, which runs the README test command, before anything deploys', () => {
    expect(runs(workflow.jobs['test']!)).toEqual(['.ci/run']);
    expect(readFileSync(path.join(projectRoot, '.ci', 'run'), 'utf8')).toMatch(/^npm test$/m);
    expect(workflow.jobs['test']!.steps.find((step) => step.uses?.startsWith('actions/setup-node'))?.with).toEqual({ 'node-version-file': '.nvmrc' });
  });

  it.each([
    ['deploy-dev', 'dev'],
    ['deploy-prod', 'prod'],
  ])('%s gets AWS access only through the OIDC role, deploys its stage, then runs the smoke check', (name, stage) => {
    const job = workflow.jobs[name]!;
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(job.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    const credentials = job.steps.find((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials'));
    expect(credentials?.with).toEqual({ 'role-to-assume': `\${{ vars.AWS_DEPLOY_ROLE_ARN }}`, 'aws-region': `\${{ vars.AWS_REGION }}` });
    expect(JSON.stringify(job)).not.toMatch(/aws-access-key-id|AWS_SECRET_ACCESS_KEY/i);
    const commands = runs(job);
    const deploy = commands.indexOf(`npx cdk deploy --all -c stage=${stage} --require-approval never`);
    const smoke = commands.findIndex((command) => command.startsWith('npm run smoke -- --url'));
    expect(deploy).toBeGreaterThan(-1);
    expect(smoke).toBeGreaterThan(deploy);
    const smokeStep = job.steps.find((step) => step.run?.startsWith('npm run smoke'));
    expect(smokeStep?.env).toEqual({
      SMOKE_STAFF_EMAIL: `\${{ vars.SMOKE_STAFF_EMAIL }}`,
      SMOKE_STAFF_PASSWORD: `\${{ secrets.SMOKE_STAFF_PASSWORD }}`,
      // The staff member's authenticator (decision 085).
      SMOKE_STAFF_TOTP_SECRET: `\${{ secrets.SMOKE_STAFF_TOTP_SECRET }}`,
    });
  });
});
