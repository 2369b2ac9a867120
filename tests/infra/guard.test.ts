import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ControlTowerGuard, controlTowerRules, type GuardException, guardExceptions } from '#infra/constructs/guard.ts';
import { referencedId, resourcesOf, synthApp } from './synth.ts';

// dev has every default (no custom domain, no WAF, no alarm address); prod every option.
const stages = [synthApp('dev'), synthApp('prod')];

/** The stage's templates as the CLI's synth writes them (the assembly the other tests read). */
function templatePaths(synth: (typeof stages)[number]): string[] {
  const assembly = synth.built.app.synth();
  return assembly.stacks.map((stack) => path.join(assembly.directory, stack.templateFile));
}

// Guard costs about 27 s of CPU per stage here, so the suite checks prod, the stage with every
// option (its custom domain, WAF, alarm address); `cdk synth` checks each stage it synthesizes.
const checked = stages.filter((synth) => synth.built.stage === 'prod');

describe("AWS Control Tower's Guard rules (decision 082)", () => {
  it.each(checked.map((synth) => [synth.built.stage, synth] as const))('find nothing in %s', (stage, synth) => {
    const report = new ControlTowerGuard(stage).validate({ templatePaths: templatePaths(synth), appConstruct: synth.built.app });
    const findings = report.violations.map(
      (violation) =>
        `${violation.ruleName}: ${violation.violatingResources.map((resource) => `${path.basename(resource.templatePath ?? '')} ${resource.resourceLogicalId}`).join(', ')}`,
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('except only rules the Control Tower set has, each with the name Guard reports and its reason', () => {
    const rules = new Map(controlTowerRules().map((rule) => [rule.id, rule.file]));
    expect(rules.size).toBeGreaterThan(200);
    for (const [id, exception] of Object.entries(guardExceptions as Record<string, GuardException>)) {
      expect(rules.has(id), `${id} is no Control Tower rule`).toBe(true);
      expect(existsSync(rules.get(id)!)).toBe(true);
      expect(exception.why.length, id).toBeGreaterThan(60);
      expect(exception.stages ?? ['dev', 'prod'], id).not.toEqual([]);
    }
  });

  it('knows what every Control Tower rule reports on', () => {
    expect(controlTowerRules().filter((rule) => rule.reportsOn.length === 0)).toEqual([]);
  });

  // What ct-lambda-pr-2 would check, had Guard read CDK's Fn::Join: a service invokes a function
  // only for a source named in this stack (a rule's GetAtt) or in this account (an ARN with its id).
  it.each(stages.map((synth) => [synth.built.stage, synth] as const))(
    'lets services invoke a function in %s only from a source in this account',
    (_stage, synth) => {
      const permissions = synth.all.flatMap((template) =>
        Object.entries(resourcesOf(template, 'AWS::Lambda::Permission')).map(([id, permission]) => ({ id, permission, template })),
      );
      expect(permissions.length).toBeGreaterThan(100);
      for (const { id, permission, template } of permissions) {
        expect(permission.Properties['Principal'], id).toMatch(/^[a-z0-9.-]+\.amazonaws\.com$/);
        const source = permission.Properties['SourceArn'];
        const local = referencedId(source);
        const inThisAccount = local !== undefined ? local in template.toJSON()['Resources'] : JSON.stringify(source).includes('{"Ref":"AWS::AccountId"}');
        expect(inThisAccount, `${id}: ${JSON.stringify(source)}`).toBe(true);
      }
    },
  );
});
