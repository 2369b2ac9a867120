import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as upstreamCredentials from '@aws-sdk/credential-provider-node';
import { AppFunction, appFunctionBundling, buildAppFunctionBundles } from '#infra/constructs/api-function.ts';
import * as credentialsShim from '#infra/constructs/bundle-shims/credentials.ts';
import { routeList, type RouteName } from '#functions/http/routes.ts';
import { projectRoot } from '#infra/shared/project-root.ts';
import { BUNDLE_BUDGET_BYTES, lambdaEntries, MODEL_BUNDLE_BUDGET_BYTES, STRIPE_BUNDLE_BUDGET_BYTES } from '#tests/bench/lambda.ts';
import { ORIGIN_AUTHORIZER_ENTRY, SITE_PUBLISH_REQUESTS_ENTRY } from '#infra/constructs/function-bundles.ts';

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

  // Code takes zod from domain/shared/zod.ts: zod/mini with English messages. Classic zod, imported
  // anywhere, would add about 95 KB to every bundle and ship forms with two zods.
  it('takes zod from domain/shared/zod.ts only, so that bundles and pages carry zod/mini alone', () => {
    const direct = ['domain', 'events', 'functions', 'frontend/src']
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join('domain', 'shared', 'zod.ts') && /from\s+'zod(\/[^']*)?'/.test(readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(direct).toEqual([]);
  });

  describe('every function, built as the CDK builds it', () => {
    // The build `cdk synth` hands the CDK (decision 057): one esbuild run with every function as an
    // entry point, the modules they share (the SDK, zod, the domain) parsed once.
    let built: Array<{ name: string; entry: string; budget: number; stripe: boolean; code: Uint8Array }> = [];
    beforeAll(async () => {
      const { bundles } = await buildAppFunctionBundles();
      built = lambdaEntries().map(({ name, entry, budget }) => {
        const bundle = bundles.get(entry)!;
        const stripe = bundle.inputs.some((input) => input.includes('node_modules/stripe/'));
        return { name, entry, budget, stripe, code: bundle.code };
      });
      // Every function in one build: 110 s on two cores loaded eleven times over, growing with the functions. A
      // budget for the build, not a timing target (the build's speed is no requirement).
    }, 300_000);

    // Decision 057: synth takes each function's files from that build instead of running esbuild per
    // function; each function still gets an asset of its own, hashed by its own bundle.
    it("is what synth puts in each function's own asset", () => {
      const outdir = mkdtempSync(path.join(tmpdir(), 'function-assets-'));
      const app = new App({ outdir });
      const stack = new Stack(app, 'FunctionAssets');
      const deadLetterQueue = new Queue(stack, 'Failures');
      const [first, second] = [built[0]!, built.at(-1)!];
      for (const [id, fn] of [
        ['First', first],
        ['Second', second],
      ] as const) {
        new AppFunction(stack, id, { stage: 'dev', entry: fn.entry, description: `(${fn.entry})`, environment: {}, deadLetterQueue });
      }
      app.synth();
      const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
      const assets = functions.map((fn) => ({
        handler: fn['Properties'].Handler,
        dir: path.join(outdir, `asset.${String(fn['Properties'].Code.S3Key).replace(/\.zip$/, '')}`),
      }));
      expect(assets.map((asset) => asset.handler)).toEqual(['index.handler', 'index.handler']);
      expect(new Set(assets.map((asset) => asset.dir)).size).toBe(2);
      for (const [i, fn] of [first, second].entries()) {
        expect(readdirSync(assets[i]!.dir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
        expect(Buffer.from(readFileSync(path.join(assets[i]!.dir, 'index.mjs'))).equals(Buffer.from(fn.code)), fn.entry).toBe(true);
      }
    });

    // Decision 015: every function stays within the budget; the ones that talk to Stripe within
    // theirs (decision 018), and only they carry the package.
    it(`is within ${BUNDLE_BUDGET_BYTES / 1024} KB minified (${STRIPE_BUNDLE_BUDGET_BYTES / 1024} KB with Stripe)`, () => {
      const sizes = built.map(({ name, budget, stripe, code }) => ({ name, budget, stripe, bytes: code.length }));
      expect(sizes.length).toBeGreaterThan(20);
      expect(sizes.filter((size) => size.bytes > size.budget)).toEqual([]);
      expect(sizes.filter((size) => size.stripe !== (size.budget === STRIPE_BUNDLE_BUDGET_BYTES)).map((size) => size.name)).toEqual([]);
    });

    // Node builds an ES module facade of a built-in that reads every export, and some exports are
    // getters that load what nobody asked for (http's WebSocket loads undici): the bundles take the
    // built-ins through the shims of appFunctionBundling instead. Only the banner imports one.
    it("imports no Node built-in as an ES module but the banner's require", () => {
      const decoder = new TextDecoder();
      const builtin = new RegExp(
        `(?:from\\s*|import\\s*\\(\\s*)["'](?:node:)?(?:${builtinModules.map((name) => name.replace(/\//g, '\\/')).join('|')})["']`,
        'g',
      );
      const imports = built.map(({ name, code }) => ({ name, imports: decoder.decode(code).slice(appFunctionBundling.banner.length).match(builtin) ?? [] }));
      expect(imports.filter((bundle) => bundle.imports.length > 0)).toEqual([]);
    });

    // The bundles as deployed load in a fresh Node.js process, as Lambda starts them: the shims
    // above and the credentials alias resolve, and the origin check answers.
    it('loads in a fresh Node.js process and answers', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'function-load-'));
      const samples = [
        built.find((fn) => fn.entry === ORIGIN_AUTHORIZER_ENTRY)!,
        built.find((fn) => fn.stripe)!,
        built.find((fn) => fn.budget === MODEL_BUNDLE_BUDGET_BYTES)!,
        built.find((fn) => fn.budget === BUNDLE_BUDGET_BYTES)!,
        // The site publisher's starter (decision 087), which bundles the CodeBuild and CloudFormation clients.
        built.find((fn) => fn.entry === SITE_PUBLISH_REQUESTS_ENTRY)!,
      ];
      const files = samples.map((fn, i) => {
        mkdirSync(path.join(dir, String(i)));
        writeFileSync(path.join(dir, String(i), 'index.mjs'), fn.code);
        return pathToFileURL(path.join(dir, String(i), 'index.mjs')).href;
      });
      const script = `
        const [authorizer, ...others] = await Promise.all(${JSON.stringify(files)}.map((file) => import(file)));
        const answers = await Promise.all([{ 'x-origin-verify': 'the-secret' }, { 'x-origin-verify': 'a-guess' }, {}].map((headers) => authorizer.handler({ headers })));
        process.stdout.write(JSON.stringify({ answers: answers.map((answer) => answer.isAuthorized), handlers: others.map((module) => typeof module.handler) }));`;
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { PATH: process.env['PATH'], AWS_REGION: 'us-east-1', ORIGIN_VERIFY_SECRET: 'the-secret', TABLE_NAME: 'table', EVENT_BUS_NAME: 'bus' },
        encoding: 'utf8',
      });
      expect(JSON.parse(output)).toEqual({ answers: [true, false, false], handlers: ['function', 'function', 'function', 'function'] });
    });

    // Decision 054: a handler imports its area's route module, so its bundle carries its own route's
    // entry and no other (the whole table was 20 KB of every function), nor another handler. A
    // route's entry names its handler module, a string no minifier changes, so it shows which
    // entries a bundle holds.
    it("carries its own route's entry and no other", () => {
      // A handler that also reads another route's entry: the price preview counts a promo code
      // against the code check's rate limit.
      const alsoReads: Partial<Record<RouteName, RouteName[]>> = { previewQuotePrice: ['checkPromoCode'] };
      const decoder = new TextDecoder();
      const carried = built.map(({ name, code }) => {
        const text = decoder.decode(code);
        const routes = routeList.filter((route) => text.includes(`"${route.entry}"`) || text.includes(`'${route.entry}'`)).map((route) => route.name);
        return { name, routes: routes.sort() };
      });
      const expected = built.map(({ name }) => {
        const route = routeList.find((candidate) => candidate.name === name);
        return { name, routes: route ? [route.name, ...(alsoReads[route.name] ?? [])].sort() : [] };
      });
      expect(carried).toEqual(expected);
    });
  });

  it("takes Lambda's credentials from the environment, keeping the package's other exports", async () => {
    expect(Object.keys(credentialsShim).sort()).toEqual(
      // `default` and (Node 23 on) `module.exports` are how an ES module sees a CommonJS one, not the package's exports.
      Object.keys(upstreamCredentials)
        .filter((name) => name !== 'default' && name !== 'module.exports')
        .sort(),
    );
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
