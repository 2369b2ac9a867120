import path from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, buildSync, type BuildOptions, type BuildResult, type Metafile } from 'esbuild';
import { eventRules } from '#events/rules.ts';
import { routeList } from '#functions/http/routes.ts';
import type { Permission } from '#functions/platform/permissions.ts';
import { schedules } from '#functions/scheduled/schedules.ts';
import { projectRoot } from '../shared/project-root.ts';

/**
 * Every function's bundle in one esbuild run (decision 057): each handler an entry point, so the
 * modules they share (the SDK, zod, the domain) are parsed once instead of once per function.
 * Without code splitting each output is, byte for byte, the bundle a build of that function alone
 * makes (decision 042). `cdk synth` (AppFunction), `npm run bench:lambda` and the bundle budget
 * test (tests/infra/bundling.test.ts) all build here.
 */

export const ORIGIN_AUTHORIZER_ENTRY = 'infra/constructs/origin-verify/authorizer.ts';
/** The site publisher's starter, which its queue invokes (infra/constructs/site-publisher.ts, decision 087). */
export const SITE_PUBLISH_REQUESTS_ENTRY = 'functions/queues/site-publish-requests.ts';

export interface FunctionEntry {
  /** A readable name: the route's, `consumer <rule>`, `job <name>`. */
  readonly name: string;
  /** Handler module relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly permissions: readonly Permission[];
}

/**
 * Every function the stacks deploy with the app's bundling: the routes, the event consumers, the
 * scheduled jobs, the API's origin check and the site publisher's starter. The media library's image function is not among them:
 * it leaves sharp out of its bundle and copies its binaries beside it (media-image-function.ts).
 */
export function functionEntries(): FunctionEntry[] {
  return [
    ...routeList.map((route) => ({ name: route.name, entry: route.entry, permissions: route.permissions })),
    ...eventRules.map((rule) => ({ name: `consumer ${rule.name}`, entry: rule.consumer, permissions: rule.permissions })),
    ...schedules.map((job) => ({ name: `job ${job.name}`, entry: job.handler, permissions: job.permissions })),
    { name: 'origin authorizer', entry: ORIGIN_AUTHORIZER_ENTRY, permissions: [] },
    // Its grants (the project's three CodeBuild calls, its own stack's status) are its construct's.
    { name: 'site publish requests', entry: SITE_PUBLISH_REQUESTS_ENTRY, permissions: [] },
  ];
}

/** One function's bundle: its files (the code and its source map), by name, as they go into its asset. */
export interface FunctionBundle {
  readonly entry: string;
  readonly files: ReadonlyArray<{ readonly name: string; readonly contents: Uint8Array }>;
  /** The code file's contents (index.mjs). */
  readonly code: Uint8Array;
  /** The modules esbuild put into it, relative to the repository root. */
  readonly inputs: readonly string[];
}

export interface FunctionBundles {
  /** By handler module. */
  readonly bundles: ReadonlyMap<string, FunctionBundle>;
  readonly warnings: readonly string[];
}

/**
 * Where the outputs are named to be: `cdk.out/<function>/index.mjs`, the depth of the folder in
 * which NodejsFunction bundled each function before (cdk.out/bundling-temp-<hash>), so the source
 * maps name the sources as they did (`../../functions/...`). Nothing is written there.
 */
const virtualOutdir = path.join(projectRoot, 'cdk.out');

const outputKey = (entry: string) => entry.replace(/\W+/g, '-');

/**
 * The esbuild options NodejsFunction would derive from `bundling` (aws-lambda-nodejs' bundling:
 * --bundle --platform=node, the target, format, minify, source map, main fields, banner, externals
 * and the extra arguments), for every entry at once. An option this does not know stops the build,
 * so the options the stacks declare cannot be dropped silently.
 */
export function bundleBuildOptions(bundling: BundlingOptions, entries: readonly FunctionEntry[]): BuildOptions & { write: false; metafile: true } {
  const known = new Set([
    'format',
    'target',
    'mainFields',
    'banner',
    'minify',
    'sourceMap',
    'sourcesContent',
    'externalModules',
    'loader',
    'define',
    'esbuildArgs',
  ]);
  const unknown = Object.keys(bundling).filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw new Error(`The function bundle build does not know the bundling option(s) ${unknown.join(', ')}: teach bundleBuildOptions() them.`);
  const alias: Record<string, string> = {};
  for (const [flag, value] of Object.entries(bundling.esbuildArgs ?? {})) {
    const name = /^--alias:(.+)$/.exec(flag)?.[1];
    if (!name || typeof value !== 'string') throw new Error(`The function bundle build does not know the esbuild argument ${flag}.`);
    alias[name] = value;
  }
  const esm = bundling.format === OutputFormat.ESM;
  return {
    entryPoints: [...new Set(entries.map(({ entry }) => entry))].map((entry) => ({
      in: path.join(projectRoot, entry),
      out: path.join(outputKey(entry), 'index'),
    })),
    outdir: virtualOutdir,
    ...(esm ? { outExtension: { '.js': '.mjs' } } : {}),
    bundle: true,
    platform: 'node',
    ...(bundling.format ? { format: bundling.format } : {}),
    ...(bundling.target ? { target: bundling.target } : {}),
    ...(bundling.mainFields ? { mainFields: [...bundling.mainFields] } : {}),
    ...(bundling.banner ? { banner: { js: bundling.banner } } : {}),
    minify: bundling.minify ?? false,
    sourcemap: bundling.sourceMap ?? false,
    sourcesContent: bundling.sourcesContent ?? true,
    external: [...(bundling.externalModules ?? [])],
    ...(bundling.loader ? { loader: bundling.loader as NonNullable<BuildOptions['loader']> } : {}),
    ...(bundling.define ? { define: { ...bundling.define } } : {}),
    alias,
    absWorkingDir: projectRoot,
    logLevel: 'silent',
    write: false,
    metafile: true,
  };
}

function bundlesOf(result: BuildResult<{ write: false; metafile: true }>, entries: readonly FunctionEntry[], esm: boolean): FunctionBundles {
  const codeName = esm ? 'index.mjs' : 'index.js';
  const bundles = new Map<string, FunctionBundle>();
  for (const { entry } of entries) {
    if (bundles.has(entry)) continue;
    const dir = path.join(virtualOutdir, outputKey(entry));
    const files = result.outputFiles
      .filter((file) => path.dirname(file.path) === dir)
      .map((file) => ({ name: path.basename(file.path), contents: file.contents }));
    const code = files.find((file) => file.name === codeName);
    const meta: Metafile['outputs'][string] | undefined = result.metafile.outputs[path.relative(projectRoot, path.join(dir, codeName))];
    if (!code || !meta) throw new Error(`esbuild wrote no ${codeName} for ${entry}.`);
    bundles.set(entry, { entry, files, code: code.contents, inputs: Object.keys(meta.inputs) });
  }
  return { bundles, warnings: result.warnings.map((warning) => `${warning.location?.file ?? ''}: ${warning.text}`) };
}

/** Builds every entry's bundle in one esbuild run. */
export async function buildFunctionBundles(bundling: BundlingOptions, entries: readonly FunctionEntry[]): Promise<FunctionBundles> {
  return bundlesOf(await build(bundleBuildOptions(bundling, entries)), entries, bundling.format === OutputFormat.ESM);
}

/** The same, for the CDK, which bundles an asset synchronously while the construct is created. */
export function buildFunctionBundlesSync(bundling: BundlingOptions, entries: readonly FunctionEntry[]): FunctionBundles {
  return bundlesOf(buildSync(bundleBuildOptions(bundling, entries)), entries, bundling.format === OutputFormat.ESM);
}
