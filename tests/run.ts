import '#infra/local/environment.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#infra/shared/project-root.ts';
import { ensureSiteBuilt } from '#infra/local/site-build.ts';
import { typecheck } from '../scripts/typecheck.ts';
import { CHROMIUM_PATH } from './support/browser.ts';

/**
 * `npm test`: typecheck, lint and the dependency rules, then every suite (unit, integration, infra, e2e) in one Vitest run that
 * starts its own local cloud. Ends with one summary line: `N passed, N failed`.
 */
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' });
  return result.status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(`✖ Chromium is missing for the e2e tests: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH) and try again.`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the e2e tests (apt-get)...');
  if (run('apt-get', ['update', '-qq']) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium']) !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error('✖ Installing Chromium failed: install it with `apt-get install -y chromium` and try again.');
    process.exit(1);
  }
}

console.log('▶ typecheck (browser, Lambda, tooling, tests)');
if (!(await typecheck())) {
  console.log('\ntypecheck failed: 0 passed, 1 failed');
  process.exit(1);
}

console.log(`▶ lint (Biome) and dependency rules (dependency-cruiser) (typecheck done at ${seconds()} s)`);
if (run('npm', ['run', '--silent', 'lint']) !== 0) {
  console.log('\nlint failed: 0 passed, 1 failed');
  process.exit(1);
}

ensureChromium();
await ensureSiteBuilt({ log: (line) => console.log(`▶ ${line}`) });

const report = path.join(projectRoot, '.test-results.json');
rmSync(report, { force: true });
console.log(`▶ vitest: unit, integration, infra, e2e (starting at ${seconds()} s)`);
const status = run('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  startTime: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: Array<{ status: string }> }>;
}

if (!existsSync(report)) {
  console.log(`\nvitest did not report (exit ${status}): 0 passed, 1 failed`);
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
  `\nSuites: ${['unit', 'integration', 'infra', 'e2e'].map((s) => `${s} ${suites[s]?.passed ?? 0}/${(suites[s]?.passed ?? 0) + (suites[s]?.failed ?? 0)}`).join(', ')}  (typecheck ok, ${seconds()} s)`,
);
console.log(
  `Vitest timeline: ${['unit', 'integration', 'infra', 'e2e'].flatMap((s) => (suites[s] ? [`${s} ${suites[s].from.toFixed(0)}-${suites[s].to.toFixed(0)} s`] : [])).join(', ')}`,
);
const failed = results.numFailedTests + (status !== 0 && results.numFailedTests === 0 ? 1 : 0);
const skipped = results.numPendingTests ? `, ${results.numPendingTests} skipped` : '';
console.log(`${results.numPassedTests} passed, ${failed} failed${skipped}`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
