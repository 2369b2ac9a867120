import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import * as upstreamCredentials from '@aws-sdk/credential-provider-node';
import { appFunctionBundling } from '#infra/constructs/api-function.ts';
import * as credentialsShim from '#infra/constructs/bundle-shims/credentials.ts';
import * as zodShim from '#infra/constructs/bundle-shims/zod.ts';
import { projectRoot } from '#infra/shared/project-root.ts';

// What the Lambda bundles' zod leaves out (infra/constructs/bundle-shims/zod.ts).
const LEFT_OUT_OF_ZOD = ['compile', 'core', 'fromJSONSchema', 'locales', 'toJSONSchema', 'withParser', 'ZodCompileAsyncError', 'ZodCompileUnsupportedError'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(projectRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

describe('Lambda bundling', () => {
  it('aliases modules to shims that exist', () => {
    for (const [flag, target] of Object.entries(appFunctionBundling.esbuildArgs)) {
      expect(flag).toMatch(/^--alias:/);
      expect(existsSync(target), target).toBe(true);
    }
  });

  it("bundles zod's classic API whole, but for the locales, JSON-schema converters, core namespace and compiler", () => {
    const upstream = Object.keys(zod.z);
    const shim = new Set(Object.keys(zodShim.z));
    expect(upstream.filter((name) => !shim.has(name)).sort()).toEqual([...LEFT_OUT_OF_ZOD].sort());
    expect([...shim].filter((name) => !upstream.includes(name))).toEqual([]);
    // Same functions, not look-alikes.
    expect(zodShim.z.object).toBe(zod.z.object);
    expect(zodShim.z.email().safeParse('nope').error?.issues[0]?.message).toBe(zod.z.email().safeParse('nope').error?.issues[0]?.message);
  });

  it('leaves out nothing the functions use', () => {
    const used = ['domain', 'events', 'functions'].flatMap(sourceFiles).flatMap((file) => {
      const code = readFileSync(path.join(projectRoot, file), 'utf8');
      return LEFT_OUT_OF_ZOD.filter((name) => new RegExp(`\\bz\\.${name}\\b`).test(code)).map((name) => `${file}: z.${name}`);
    });
    expect(used).toEqual([]);
  });

  it("takes Lambda's credentials from the environment, keeping the package's other exports", async () => {
    expect(Object.keys(credentialsShim).sort()).toEqual(Object.keys(upstreamCredentials).filter((name) => name !== 'default').sort());
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' });
      delete process.env['AWS_PROFILE'];
      expect(await credentialsShim.defaultProvider()()).toMatchObject({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' });
    } finally {
      process.env = saved;
    }
    for (const credentials of [{}, { expiration: new Date(Date.now() + 60_000) }, { expiration: new Date(Date.now() + 3_600_000) }]) {
      expect(credentialsShim.credentialsWillNeedRefresh(credentials)).toBe(upstreamCredentials.credentialsWillNeedRefresh(credentials as never));
      expect(credentialsShim.credentialsTreatedAsExpired(credentials)).toBe(upstreamCredentials.credentialsTreatedAsExpired(credentials as never));
    }
  });
});
