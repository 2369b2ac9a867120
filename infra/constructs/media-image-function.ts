import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Architecture, CfnPermission } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ORIGINALS_PREFIX } from '#functions/app/content/upload-policy.ts';
import { MEDIA_PUBLIC_PREFIX } from '#domain/content/media.ts';
import { projectRoot } from '../shared/project-root.ts';
import type { Stage } from '../stacks/stage.ts';
import { AppFunction, appFunctionBundling } from './api-function.ts';
import { unwatchedDeadLetterQueue } from './dead-letter-queue.ts';
import { CONSUMER_HANDLER_RETRY } from './event-consumer.ts';

export const IMAGE_FUNCTION_ENTRY = 'functions/media/process-upload.ts';

/**
 * Sized for the largest original (20 MB accepted, 60 megapixels read): sharp decodes it once per
 * variant, about 240 MB of pixels for a 60 MP photo, and Lambda's CPU grows with memory, so 2 GB
 * (a little over one vCPU) makes six variants of a phone photo in seconds. Two minutes leaves a
 * slow 25 MB panorama room. Only signed-in staff upload, so a burst is small; a stage may still
 * cap it with reserved concurrency (imageFunctionConcurrency, decision 053).
 */
export const IMAGE_FUNCTION_MEMORY_MB = 2048;
export const IMAGE_FUNCTION_TIMEOUT = Duration.minutes(2);

/** What sharp's prebuilt binaries are for: Lambda's x86_64 (Amazon Linux, glibc), which this repository's lockfile installs on CI and here. */
const SHARP_TARGET = { os: 'linux', cpu: 'x64', libc: 'glibc' } as const;
/** The section of docs/deploy.md that says how to synthesize elsewhere; the refusal below points to it. */
export const SHARP_SYNTH_DOC_HEADING = 'Synthesizing on a Mac, Windows or ARM machine';
/** The two packages that hold sharp's native code for that target; a bundle without them cannot load sharp. */
export const SHARP_BINARY_PACKAGES = [
  `@img/sharp-${SHARP_TARGET.os}-${SHARP_TARGET.cpu}`,
  `@img/sharp-libvips-${SHARP_TARGET.os}-${SHARP_TARGET.cpu}`,
] as const;

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

function readPackage(root: string, dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Where Node would find `name` from the package in `fromDir` (relative to the root): its own node_modules, then each one above. */
function resolvePackageDir(root: string, fromDir: string, name: string): string | null {
  let base = fromDir;
  for (;;) {
    const candidate = path.posix.join(base, 'node_modules', name);
    if (existsSync(path.join(root, candidate, 'package.json'))) return candidate;
    if (base === '') return null;
    const at = base.lastIndexOf('node_modules/');
    base = at <= 0 ? '' : base.slice(0, at - 1);
  }
}

const runsOnTarget = (pkg: PackageJson) =>
  (!pkg.os || pkg.os.includes(SHARP_TARGET.os)) && (!pkg.cpu || pkg.cpu.includes(SHARP_TARGET.cpu)) && (!pkg.libc || pkg.libc.includes(SHARP_TARGET.libc));

/**
 * sharp and every package it loads at run time on the target, as installed in node_modules
 * (relative directories, sorted): its dependencies, and the optional ones that are the target's
 * binaries. Read from disk at synth, so the bundle holds exactly what package-lock.json installed
 * and nothing is downloaded.
 */
export function sharpRuntimePackages(root: string = projectRoot): string[] {
  const found = new Map<string, PackageJson>();
  const visit = (dir: string) => {
    if (found.has(dir)) return;
    const pkg = readPackage(root, dir);
    found.set(dir, pkg);
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      const resolved = resolvePackageDir(root, dir, name);
      if (!resolved) throw new Error(`${pkg.name} needs ${name}, which is not installed: run npm ci.`);
      visit(resolved);
    }
    for (const name of Object.keys(pkg.optionalDependencies ?? {})) {
      const resolved = resolvePackageDir(root, dir, name);
      if (resolved && runsOnTarget(readPackage(root, resolved))) visit(resolved);
    }
  };
  const sharp = resolvePackageDir(root, '', 'sharp');
  if (!sharp) throw new Error('sharp is not installed: run npm ci.');
  visit(sharp);
  const names = new Set([...found.values()].map((pkg) => pkg.name));
  const missing = SHARP_BINARY_PACKAGES.filter((name) => !names.has(name));
  if (missing.length > 0) {
    // The versions sharp pins for the target, so the command installs the lockfile's binaries.
    const pinned = found.get(sharp)?.optionalDependencies ?? {};
    const install = missing.map((name) => (pinned[name] ? `${name}@${pinned[name]}` : name)).join(' ');
    throw new Error(
      `The image function runs on Lambda ${SHARP_TARGET.os}-${SHARP_TARGET.cpu}, but node_modules has no ${missing.join(' or ')} (npm installs the binaries of the machine it runs on). Synthesize on linux x64 (CI, CloudShell, a linux/amd64 container), or add them beside yours with npm install --no-save --force ${install} (docs/deploy.md, "${SHARP_SYNTH_DOC_HEADING}").`,
    );
  }
  return [...found.keys()].sort();
}

/**
 * The app's bundling, with sharp left out of the bundle (a native module esbuild cannot inline)
 * and copied beside it with its binaries, from node_modules: no npm install and no Docker at synth,
 * so synth stays offline and gives the same asset for the same lockfile.
 */
export function imageFunctionBundling(root: string = projectRoot): BundlingOptions {
  const packages = sharpRuntimePackages(root);
  return {
    ...appFunctionBundling,
    externalModules: ['sharp'],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) =>
        packages.flatMap((dir) => [
          `mkdir -p "${path.posix.join(outputDir, path.posix.dirname(dir))}"`,
          `cp -R "${path.posix.join(inputDir, dir)}" "${path.posix.join(outputDir, dir)}"`,
        ]),
    },
  };
}

export interface MediaImageFunctionProps {
  readonly stage: Stage;
  readonly table: ITableV2;
  /** The uploads bucket and its name as a plain string (see uploadsBucketName in data-stack.ts: the function may not reference the bucket). */
  readonly uploadsBucket: Bucket;
  readonly uploadsBucketName: string;
  readonly mediaBucket: Bucket;
  /** The bus it announces a published photo's replaced file on (PublishedPhotosChanged, through the outbox). */
  readonly bus: IEventBus;
  readonly environment: Record<string, string>;
  /** Reserved concurrency, if the stage sets one (deployment.ts); none by default. */
  readonly reservedConcurrency?: number | null;
}

/**
 * The media library's image function in AWS (decision 031): S3 invokes it asynchronously for each
 * original created under originals/ in the uploads bucket; it writes the web sizes to the media
 * bucket. Lambda retries a failed invocation twice, then puts a record of it (the S3 event and
 * the error) in the dead-letter queue, whose alarm lives where the alarm topic is (build-app.ts).
 */
export class MediaImageFunction extends Construct {
  readonly fn: AppFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: MediaImageFunctionProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.deadLetterQueue = unwatchedDeadLetterQueue(this, 'DeadLetterQueue', 'functions');

    // x86_64, unlike the other functions: sharp's binaries are per architecture and npm installs
    // the build machine's (linux x64 here and on CI). Copying the arm64 ones would need them
    // installed too, which npm ci does not do; decision 031 says why this beats a layer.
    this.fn = new AppFunction(this, 'Function', {
      stage: props.stage,
      entry: IMAGE_FUNCTION_ENTRY,
      description: `Makes the web sizes of each original staff upload (${IMAGE_FUNCTION_ENTRY})`,
      environment: props.environment,
      architecture: Architecture.X86_64,
      bundling: imageFunctionBundling(),
      memorySize: IMAGE_FUNCTION_MEMORY_MB,
      timeout: IMAGE_FUNCTION_TIMEOUT,
      ...(props.reservedConcurrency ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      ...CONSUMER_HANDLER_RETRY,
      deadLetterQueue: this.deadLetterQueue,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    // Its items only: a photo's asset and its pending uploads, all under MEDIA#<id>, and the
    // outbox's item of the event a replaced published photo raises (EVENT#<id>, decision 017).
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MEDIA#*', 'EVENT#*'] } },
      }),
    );
    props.bus.grantPutEventsTo(this.fn);
    // The buckets' grants sit in the buckets' own policies, beside the statements that keep them
    // private: a role policy naming the uploads bucket would make the bucket (whose notification
    // names the function) and the function depend on each other.
    props.uploadsBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [this.fn.role!],
        actions: ['s3:GetObject', 's3:DeleteObject'],
        resources: [props.uploadsBucket.arnForObjects(`${ORIGINALS_PREFIX}*`)],
      }),
    );
    props.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [this.fn.role!],
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [props.mediaBucket.arnForObjects(`${MEDIA_PUBLIC_PREFIX.slice(1)}/*`)],
      }),
    );

    // S3 checks that it may invoke the function when the notification is set, so the permission
    // comes first; it names the bucket by its fixed name for the same reason as above.
    const permission = new CfnPermission(this, 'InvokedByUploads', {
      action: 'lambda:InvokeFunction',
      functionName: this.fn.functionArn,
      principal: 's3.amazonaws.com',
      sourceAccount: stack.account,
      sourceArn: `arn:${stack.partition}:s3:::${props.uploadsBucketName}`,
    });
    // Set on the bucket resource itself: CDK's addEventNotification would add its own custom
    // resource (a Lambda with s3:PutBucketNotification on every bucket) to do the same.
    const bucket = props.uploadsBucket.node.defaultChild as CfnBucket;
    bucket.notificationConfiguration = {
      lambdaConfigurations: [
        { event: 's3:ObjectCreated:*', function: this.fn.functionArn, filter: { s3Key: { rules: [{ name: 'prefix', value: ORIGINALS_PREFIX }] } } },
      ],
    };
    bucket.node.addDependency(permission);
  }
}
