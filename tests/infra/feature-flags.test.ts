import { CURRENT_VERSION_EXPIRED_FLAGS, CURRENTLY_RECOMMENDED_FLAGS, FLAGS } from 'aws-cdk-lib/cx-api';
import { describe, expect, it } from 'vitest';
import { cdkJsonContext } from './synth.ts';

// Decisions 064 and 082: every feature flag the installed aws-cdk-lib knows is chosen in cdk.json,
// so an upgrade that adds one fails here until it is pinned (after diffing the templates).
describe("cdk.json's feature flags", () => {
  const current = Object.keys(FLAGS).filter((flag) => !CURRENT_VERSION_EXPIRED_FLAGS.includes(flag));

  it('set every flag aws-cdk-lib knows (but the v1 flags v2 refuses to read)', () => {
    expect(current.filter((flag) => !(flag in cdkJsonContext))).toEqual([]);
    expect(CURRENT_VERSION_EXPIRED_FLAGS.filter((flag) => flag in cdkJsonContext)).toEqual([]);
  });

  it('set every recommended flag to its recommended value', () => {
    const differing = Object.entries(CURRENTLY_RECOMMENDED_FLAGS).filter(([flag, value]) => JSON.stringify(cdkJsonContext[flag]) !== JSON.stringify(value));
    expect(differing).toEqual([]);
  });

  it('set the others as aws-cdk-lib behaves when they are unset, so pinning them changed no template', () => {
    const others = current.filter((flag) => !(flag in CURRENTLY_RECOMMENDED_FLAGS));
    const differing = others.filter((flag) => JSON.stringify(cdkJsonContext[flag]) !== JSON.stringify(FLAGS[flag]?.unconfiguredBehavesLike?.v2));
    expect(differing).toEqual([]);
  });

  it('hold nothing but flags and the stage', () => {
    expect(Object.keys(cdkJsonContext).filter((key) => key !== 'stage' && !(key in FLAGS))).toEqual([]);
  });
});
