import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#infra/shared/project-root.ts';
import { ensureSiteBuilt } from '#infra/local/site-build.ts';
import { quietly, typecheck } from '../scripts/typecheck.ts';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH, testBrowserPath } from '#infra/shared/chromium.ts';

/**
 * `npm test`: typecheck, lint and the dependency rules, and every suite (unit, integration, infra, e2e) in one Vitest run that
 * starts its own local cloud. The checks run beside the suites (whose workers spend most of their time waiting on the stack),
 * not before them: on this 2-core machine that is a minute and more off the wall time. Ends with one summary line:
 * `N passed, N failed`, where a failed check counts as one failure.
 */
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' });
  return result.status ?? 1;
}

/** A child's exit status, waited for without blocking this process (the checks' children run meanwhile). */
function runAsync(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => spawn(command, args, { cwd: projectRoot, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)));
}

/**
 * The e2e suites' browser (testBrowserPath): Debian's headless shell, and Chromium beside it for
 * `npm run bench:web` and the smoke check. What is missing is installed with apt when this is root.
 * Without the shell the suites run on Chromium, only slower; without either they cannot run.
 */
function ensureChromium(): void {
  const missing = [...(existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell']), ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium'])];
  if (process.env['CHROMIUM_PATH'] ? existsSync(CHROMIUM_PATH) : missing.length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(' and ')} from Debian for the e2e tests (apt-get)...`);
    if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', ['install', '-y', '-qq', ...missing]) !== 0) console.log('Installing with apt-get failed.');
  }
  if (existsSync(testBrowserPath())) return;
  console.error(`✖ No Chromium for the e2e tests: run \`sudo apt-get install -y ${missing.join(' ')}\` (or set CHROMIUM_PATH) and try again.`);
  process.exit(1);
}

// One thread for the compiler: the suites have the other core.
console.log('▶ typecheck (browser, Lambda, tooling, tests), then lint (Biome) and dependency rules (dependency-cruiser), beside the suites');
const checks = (async () => {
  let typeErrors = '';
  const typed = await typecheck({
    singleThreaded: true,
    write: (text) => {
      typeErrors += text;
    },
  });
  console.log(`▶ typecheck ${typed ? 'ok' : 'failed (its errors follow the suites)'} at ${seconds()} s`);
  const lint = await quietly('npm', ['run', '--silent', 'lint']);
  console.log(`▶ lint ${lint.ok ? 'ok' : 'failed (its findings follow the suites)'} at ${seconds()} s`);
  return { typed, typeErrors, lint };
})();

ensureChromium();
await ensureSiteBuilt({ log: (line) => console.log(`▶ ${line}`) });

const report = path.join(projectRoot, '.test-results.json');
rmSync(report, { force: true });
console.log(`▶ vitest: unit, integration, infra, e2e (starting at ${seconds()} s)`);
const vitest = ['vitest', 'run', '--config', 'tests/vitest.config.ts'];
const status = await runAsync('npx', [...vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
const { typed, typeErrors, lint } = await checks;
if (!typed) console.log(`\ntypecheck:${typeErrors}`);
if (!lint.ok) console.log(`\nlint:\n${lint.output}`);
const checksFailed = (typed ? 0 : 1) + (lint.ok ? 0 : 1);
const checksSaid = `typecheck ${typed ? 'ok' : 'failed'}, lint ${lint.ok ? 'ok' : 'failed'}`;

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  startTime: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: Array<{ status: string }> }>;
}

if (!existsSync(report)) {
  console.log(`\nvitest did not report (exit ${status}; ${checksSaid}): 0 passed, ${1 + checksFailed} failed`);
  process.exit(1);
}
const results = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
// Per suite, when its first test started and its last ended (seconds into the Vitest run): where the wall time went.
const suites: Record<string, { passed: number; failed: number; from: number; to: number }> = {};
for (const file of results.testResults) {
  const relative = path.relative(projectRoot, file.name);
  const suite = relative.startsWith('tests/integration')
    ? 'integration'
    : relative.startsWith('tests/infra')
      ? 'infra'
      : relative.startsWith('tests/e2e')
        ? 'e2e'
        : 'unit';
  const bucket = (suites[suite] ??= { passed: 0, failed: 0, from: Infinity, to: 0 });
  bucket.from = Math.min(bucket.from, (file.startTime - results.startTime) / 1000);
  bucket.to = Math.max(bucket.to, (file.endTime - results.startTime) / 1000);
  for (const test of file.assertionResults) {
    if (test.status === 'passed') bucket.passed += 1;
    else if (test.status === 'failed') bucket.failed += 1;
  }
}
rmSync(report, { force: true });

console.log(
  `\nSuites: ${['unit', 'integration', 'infra', 'e2e'].map((s) => `${s} ${suites[s]?.passed ?? 0}/${(suites[s]?.passed ?? 0) + (suites[s]?.failed ?? 0)}`).join(', ')}  (${checksSaid}, ${seconds()} s)`,
);
console.log(
  `Vitest timeline: ${['unit', 'integration', 'infra', 'e2e'].flatMap((s) => (suites[s] ? [`${s} ${suites[s].from.toFixed(0)}-${suites[s].to.toFixed(0)} s`] : [])).join(', ')}`,
);
const failed = results.numFailedTests + (status !== 0 && results.numFailedTests === 0 ? 1 : 0) + checksFailed;
const skipped = results.numPendingTests ? `, ${results.numPendingTests} skipped` : '';
console.log(`${results.numPassedTests} passed, ${failed} failed${skipped}`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
