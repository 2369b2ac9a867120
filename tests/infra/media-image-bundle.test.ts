import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type Sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppFunction } from '#infra/constructs/api-function.ts';
import { BUNDLE_BUDGET_BYTES } from '#tests/bench/lambda.ts';
import {
  IMAGE_FUNCTION_ENTRY,
  imageFunctionBundling,
  SHARP_BINARY_PACKAGES,
  SHARP_SYNTH_DOC_HEADING,
  sharpRuntimePackages,
} from '#infra/constructs/media-image-function.ts';
import { projectRoot } from '#infra/shared/project-root.ts';

/**
 * Bundles the image function as `cdk synth` does (esbuild and the command hooks run for real,
 * unlike the other infra tests' synth) into a fresh cloud assembly, and returns its asset folder.
 */
function bundleImageFunction(): { dir: string; hash: string } {
  const outdir = mkdtempSync(path.join(tmpdir(), 'image-function-'));
  const app = new App({ outdir });
  const stack = new Stack(app, 'ImageFunctionBundle');
  new AppFunction(stack, 'Images', {
    stage: 'dev',
    entry: IMAGE_FUNCTION_ENTRY,
    description: 'The image function, bundled for the test',
    environment: {},
    deadLetterQueue: new Queue(stack, 'Failures'),
    architecture: Architecture.X86_64,
    bundling: imageFunctionBundling(),
  });
  app.synth();
  const [fn] = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
  const hash = String(fn!['Properties'].Code.S3Key).replace(/\.zip$/, '');
  return { dir: path.join(outdir, `asset.${hash}`), hash };
}

describe('the image function bundle (decision 031)', () => {
  const bundle = bundleImageFunction();

  it('leaves sharp out of the bundled code and imports it from beside it', () => {
    const code = readFileSync(path.join(bundle.dir, 'index.mjs'), 'utf8');
    expect(code).toMatch(/from\s*"sharp"/);
    // sharp's own loader (which names the platform packages) is not inlined.
    expect(code).not.toContain('sharp-libvips');
    // The bench (decision 015) lists the API's, consumers' and jobs' bundles. This one carries the
    // outbox and the bus client besides S3 and DynamoDB (a replaced published photo republishes
    // the site), and S3 invokes it asynchronously: no guest waits on its cold start, which
    // loading sharp's native library dominates anyway. Its budget is 50 KB more (decision 031).
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES + 50 * 1024);
  });

  it("holds sharp, its dependencies and Lambda x86_64's binaries, and no other platform's", () => {
    const packages = sharpRuntimePackages();
    expect(packages).toEqual(expect.arrayContaining(['node_modules/sharp', ...SHARP_BINARY_PACKAGES.map((name) => `node_modules/${name}`)]));
    expect(packages.filter((dir) => /darwin|win32|arm64|arm\b|musl|wasm/.test(dir))).toEqual([]);
    for (const dir of packages) expect(existsSync(path.join(bundle.dir, dir, 'package.json')), dir).toBe(true);
    const binding = readdirSync(path.join(bundle.dir, 'node_modules/@img/sharp-linux-x64/lib'));
    expect(binding.some((file) => /^sharp-linux-x64.*\.node$/.test(file))).toBe(true);
    expect(readdirSync(path.join(bundle.dir, 'node_modules/@img/sharp-libvips-linux-x64/lib')).some((file) => /^libvips-cpp\.so/.test(file))).toBe(true);
  });

  it('loads sharp and its native binaries from the bundle, and makes a WebP with them', async () => {
    const requireFromBundle = createRequire(path.join(bundle.dir, 'index.mjs'));
    expect(requireFromBundle.resolve('sharp').startsWith(path.join(bundle.dir, 'node_modules', 'sharp'))).toBe(true);
    const sharp = requireFromBundle('sharp') as typeof Sharp;
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1d6fa5' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).resize({ width: 10 }).webp().toBuffer();
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 10, height: 5 });
    expect(Object.keys(requireFromBundle.cache).some((file) => file.startsWith(path.join(bundle.dir, 'node_modules', '@img', 'sharp-linux-x64')))).toBe(true);
  });

  it('is the same asset when bundled again from the same lockfile (no download, nothing time-dependent)', () => {
    expect(bundleImageFunction().hash).toBe(bundle.hash);
  });

  it("refuses to synthesize when node_modules lacks the target's binaries, naming them", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'no-binaries-'));
    const write = (dir: string, pkg: object) => {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify(pkg));
    };
    write('node_modules/sharp', { name: 'sharp', optionalDependencies: { '@img/sharp-darwin-arm64': '1.0.0', '@img/sharp-linux-x64': '1.0.0' } });
    write('node_modules/@img/sharp-darwin-arm64', { name: '@img/sharp-darwin-arm64', os: ['darwin'], cpu: ['arm64'] });
    expect(() => sharpRuntimePackages(root)).toThrow(/no @img\/sharp-linux-x64 or @img\/sharp-libvips-linux-x64/);
    // With the versions sharp pins, and the way out documented where the message points.
    expect(() => sharpRuntimePackages(root)).toThrow(
      `npm install --no-save --force @img/sharp-linux-x64@1.0.0 @img/sharp-libvips-linux-x64 (docs/deploy.md, "${SHARP_SYNTH_DOC_HEADING}")`,
    );
  });

  it('is documented in docs/deploy.md: synth needs the linux-x64 binaries, and how to get them elsewhere', () => {
    const deployDoc = readFileSync(path.join(projectRoot, 'docs/deploy.md'), 'utf8');
    const section = deployDoc.split(/^#+ /m).find((part) => part.startsWith(SHARP_SYNTH_DOC_HEADING));
    expect(section, `docs/deploy.md has no section "${SHARP_SYNTH_DOC_HEADING}"`).toBeDefined();
    for (const name of SHARP_BINARY_PACKAGES) expect(section).toContain(name);
    expect(section).toContain('npm install --no-save --force');
  });
});
