import { CfnResource, Validations } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { acknowledgedFindings, MAX_ACKNOWLEDGED_FINDINGS, nagPacks } from '#infra/constructs/nag.ts';
import { synthApp } from './synth.ts';

// dev has every default (no custom domain, no WAF, no alarm address); prod every option.
const stages = [synthApp('dev'), synthApp('prod')];

interface Acknowledgement {
  readonly path: string;
  readonly onResource: boolean;
  readonly id: string;
  readonly reason: string;
}

/** Every acknowledgement recorded in the app's construct tree, where it was recorded. */
function acknowledgementsIn(synth: (typeof stages)[number]): Acknowledgement[] {
  return synth.built.app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          onResource: CfnResource.isCfnResource(construct),
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

const isNagFinding = (id: string) => /^(AwsSolutions|Serverless)-/.test(id);

describe('cdk-nag', () => {
  it.each(stages.map((synth) => [synth.built.stage, synth] as const))(
    'finds nothing unacknowledged in %s (AWS Solutions and Serverless packs)',
    (_stage, synth) => {
      for (const pack of nagPacks()) {
        const report = pack.validateScope(synth.built.app);
        const findings = report.violations.map(
          (violation) => `${violation.ruleName}: ${violation.violatingResources.map((resource) => resource.constructPath).join(', ')}`,
        );
        expect(findings, pack.readPackName).toEqual([]);
      }
    },
  );

  it('acknowledges at most twelve findings (ten, and the two S3 prefixes of the media library), each in the list with its reason', () => {
    expect(Object.keys(acknowledgedFindings).length).toBeLessThanOrEqual(MAX_ACKNOWLEDGED_FINDINGS);
    expect(MAX_ACKNOWLEDGED_FINDINGS).toBe(12);
    for (const [id, reason] of Object.entries(acknowledgedFindings)) {
      expect(isNagFinding(id), id).toBe(true);
      expect(reason.length, id).toBeGreaterThan(60);
    }
  });

  it.each(stages.map((synth) => [synth.built.stage, synth] as const))(
    'places every acknowledgement in %s on one resource, for one listed finding, with its listed reason',
    (_stage, synth) => {
      const acknowledgements = acknowledgementsIn(synth);
      expect(acknowledgements.filter((ack) => isNagFinding(ack.id)).length).toBeGreaterThan(0);
      for (const ack of acknowledgements) {
        if (!isNagFinding(ack.id)) {
          // CDK's own construct warnings (not cdk-nag findings) are acknowledged where CDK raised them.
          expect(ack.id, ack.path).toMatch(/^@aws-cdk\//);
          continue;
        }
        expect(ack.onResource, `${ack.id} at ${ack.path} must sit on a CloudFormation resource`).toBe(true);
        expect(ack.id in acknowledgedFindings, `${ack.id} is not in infra/constructs/nag.ts`).toBe(true);
        expect(ack.reason).toBe(acknowledgedFindings[ack.id as keyof typeof acknowledgedFindings]);
      }
    },
  );

  it('uses every listed acknowledgement somewhere (a stale one would hide a future finding)', () => {
    const used = new Set(stages.flatMap((synth) => acknowledgementsIn(synth).map((ack) => ack.id)));
    expect(Object.keys(acknowledgedFindings).filter((id) => !used.has(id))).toEqual([]);
  });

  it('needs no certificate or WAF acknowledgement for a stage that has a custom domain and a web ACL', () => {
    const prodIds = acknowledgementsIn(stages[1]!).map((ack) => ack.id);
    expect(prodIds).not.toContain('AwsSolutions-CFR4');
    expect(prodIds).not.toContain('AwsSolutions-CFR2');
  });
});
