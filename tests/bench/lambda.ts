/**
 * `npm run bench:lambda`: builds every Lambda function's bundle as `cdk synth` does (one esbuild run
 * for all, buildAppFunctionBundles in infra/constructs/api-function.ts, decision 057), then prints per
 * function its minified size, gzip size and module load time: the median of 9 imports, each in a
 * fresh Node.js process started as Lambda starts it (the function's environment variables, no
 * --enable-source-maps: decision 060), the functions taking turns. Targets: <= 450 KB minified (780 KB for the
 * functions that talk to Stripe, decisions 018, 020; 480 KB for the staff route that books a caller, decision 068;
 * 540 KB for a function that asks the model, decision 069, and 600 KB for staff's assistant, decision 089) and
 * issue 27's goals for the load: a median of at most 80 ms over the functions and none over 120 ms. It asserts nothing.
 *
 * Load times depend on the machine and how busy it is: compare runs on the same machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Permission } from '#functions/platform/permissions.ts';
import { APP_FUNCTION_MEMORY_MB, APP_FUNCTION_RUNTIME, buildAppFunctionBundles } from '#infra/constructs/api-function.ts';
import { functionEntries } from '#infra/constructs/function-bundles.ts';
import { projectRoot } from '#infra/shared/project-root.ts';

/** Decision 015's budget (460 KB under decision 052 until the route table was split, decision 054); tests/infra/bundling.test.ts fails a function built over it. */
export const BUNDLE_BUDGET_BYTES = 450 * 1024;
/**
 * The budget of a function that talks to Stripe (`payments:stripe`): the official package is about
 * 245 KB minified and cannot be tree-shaken (decision 018), and the staff routes that refund carry
 * the session check (Cognito client, JWT verifier: about 50 KB) besides (decision 020).
 */
export const STRIPE_BUNDLE_BUDGET_BYTES = 780 * 1024;
/**
 * The budget of the staff route that books a caller (decision 068): the guest's own booking path
 * (about 390 KB, with the pricing that re-prices an expired quote) and the session check (Cognito
 * client, JWT verifier: about 65 KB) together; it talks to no Stripe.
 */
export const STAFF_BOOKING_BUNDLE_BUDGET_BYTES = 480 * 1024;
// Staff's edit of a booking (decision 073) carries the same: the re-pricing, the inventory write and the session check;
// its preview the re-pricing and the session check (decision 083).
const STAFF_BOOKING_FUNCTIONS: ReadonlySet<string> = new Set(['bookAdminQuote', 'editAdminBooking', 'previewAdminBookingEdit']);
/**
 * The budget of the content blocks' staff routes (decision 084): they validate and answer every
 * marketing page's blocks (the registry of 329 defaults and labels, about 60 KB minified) beside
 * the session check and the outbox's write.
 */
export const CONTENT_BLOCKS_BUNDLE_BUDGET_BYTES = 500 * 1024;
const CONTENT_BLOCKS_FUNCTIONS: ReadonlySet<string> = new Set(['getAdminContentBlocks', 'putAdminContentBlock']);
/**
 * The budget of the function that asks a model (`model:invoke`, decision 069): the Bedrock Runtime
 * client brings its operations' schemas, the bearer-token provider and the event-stream and HTTP/2
 * handling (about 90 KB beyond what the DynamoDB client shares with it) besides the guest tools.
 */
export const MODEL_BUNDLE_BUDGET_BYTES = 540 * 1024;
/**
 * The budget of staff's assistant (decision 089): the model's, and the booking's own draft path
 * its hold proposal works the booking out with (the re-pricing of an expired quote, the inventory
 * and availability reads: about 40 KB), so a card's figures are the ones the booking will hold.
 */
export const STAFF_ASSISTANT_BUNDLE_BUDGET_BYTES = 600 * 1024;
/** Issue 27's goals: the functions' median load and the slowest one's. */
const GOAL_MEDIAN_LOAD_MS = 80;
const GOAL_MAX_LOAD_MS = 120;
/** The target of decision 015, still counted. */
const TARGET_LOAD_MS = 100;
const RUNS = 9;
const outRoot = path.join(projectRoot, 'node_modules', '.cache', 'bench-lambda');

/** What a deployed function finds in its environment (infra/constructs/function-environment.ts), with stand-in values. */
const lambdaEnvironment: NodeJS.ProcessEnv = {
  PATH: process.env['PATH'],
  AWS_REGION: 'us-east-1',
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(APP_FUNCTION_MEMORY_MB),
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  TABLE_NAME: 'bench-table',
  EVENT_BUS_NAME: 'bench-bus',
  USER_POOL_ID: 'us-east-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  COGNITO_ISSUER_BASE: 'https://cognito-idp.us-east-1.amazonaws.com',
  SESSION_COOKIE_SECURE: 'true',
  SITE_URL: 'https://www.laketravispartycruises.example',
  EMAIL_DELIVERY: 'ses',
  ORIGIN_VERIFY_SECRET: 'bench',
};

function loadMilliseconds(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: lambdaEnvironment, cwd: path.dirname(file) });
  return Number(output.toString());
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const budgetFor = (name: string, permissions: readonly Permission[]) => {
  if (permissions.includes('payments:stripe')) return STRIPE_BUNDLE_BUDGET_BYTES;
  if (name === 'askStaffAssistant') return STAFF_ASSISTANT_BUNDLE_BUDGET_BYTES;
  if (permissions.includes('model:invoke')) return MODEL_BUNDLE_BUDGET_BYTES;
  if (CONTENT_BLOCKS_FUNCTIONS.has(name)) return CONTENT_BLOCKS_BUNDLE_BUDGET_BYTES;
  return STAFF_BOOKING_FUNCTIONS.has(name) ? STAFF_BOOKING_BUNDLE_BUDGET_BYTES : BUNDLE_BUDGET_BYTES;
};

/** Every function the stacks bundle together (functionEntries()), by a readable name, its handler module and its size budget. */
export function lambdaEntries(): Array<{ name: string; entry: string; budget: number }> {
  return functionEntries().map(({ name, entry, permissions }) => ({ name, entry, budget: budgetFor(name, permissions) }));
}

async function main(): Promise<void> {
  const functions = lambdaEntries();
  rmSync(outRoot, { recursive: true, force: true });
  console.log(
    `Lambda bundles (${APP_FUNCTION_RUNTIME.name}, esbuild as the CDK runs it; load = median of ${RUNS} fresh processes, Node ${process.versions.node} here)\n`,
  );
  console.log('| function | entry | minified | gzip | load | fastest-slowest | targets |');
  console.log('|---|---|---:|---:|---:|---:|:---:|');
  const { bundles, warnings } = await buildAppFunctionBundles();
  for (const warning of warnings) console.error(`esbuild: ${warning}`);
  // Each function's files in a folder of its own, as in its asset: Node reads the map beside the code.
  const built = functions.map((fn) => {
    const bundle = bundles.get(fn.entry)!;
    const dir = path.join(outRoot, fn.name.replace(/\W+/g, '-'));
    mkdirSync(dir, { recursive: true });
    for (const file of bundle.files) writeFileSync(path.join(dir, file.name), file.contents);
    return { ...fn, outfile: path.join(dir, 'index.mjs'), code: Buffer.from(bundle.code) };
  });
  // Round by round, every function once per round: a burst of load on the machine then slows one
  // sample of many functions, not all nine samples of one.
  const samples = built.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round++) {
    for (const [i, fn] of built.entries()) samples[i]!.push(loadMilliseconds(fn.outfile));
  }
  const rows = built.map((fn, i) => ({
    ...fn,
    bytes: fn.code.length,
    load: median(samples[i]!),
    fastest: Math.min(...samples[i]!),
    slowest: Math.max(...samples[i]!),
  }));
  for (const row of rows) {
    const ok = row.bytes <= row.budget && row.load <= GOAL_MAX_LOAD_MS;
    console.log(
      `| ${row.name} | ${row.entry} | ${kb(row.bytes)} | ${kb(gzipSync(row.code).length)} | ${row.load.toFixed(0)} ms | ${row.fastest.toFixed(0)}-${row.slowest.toFixed(0)} ms | ${ok ? 'yes' : 'no'} |`,
    );
  }
  const sizeMisses = rows.filter((row) => row.bytes > row.budget).length;
  const loadMisses = rows.filter((row) => row.load > TARGET_LOAD_MS).length;
  const medianLoad = median(rows.map((row) => row.load));
  const slowest = Math.max(...rows.map((row) => row.load));
  console.log(
    `\n${rows.length} functions. Largest ${kb(Math.max(...rows.map((r) => r.bytes)))}, slowest ${slowest.toFixed(0)} ms. ` +
      `Over their budget (${kb(BUNDLE_BUDGET_BYTES)}, ${kb(STRIPE_BUNDLE_BUDGET_BYTES)} with Stripe): ${sizeMisses}. Over ${TARGET_LOAD_MS} ms: ${loadMisses}.`,
  );
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  console.log(
    `Goals (issue 27): load median ${medianLoad.toFixed(0)} ms <= ${GOAL_MEDIAN_LOAD_MS} ms ${met(medianLoad <= GOAL_MEDIAN_LOAD_MS)}; ` +
      `max ${slowest.toFixed(0)} ms <= ${GOAL_MAX_LOAD_MS} ms ${met(slowest <= GOAL_MAX_LOAD_MS)}; every bundle within budget ${met(sizeMisses === 0)}.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
