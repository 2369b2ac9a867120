/**
 * `npm run bench:money [runs] [lanes]`: the money model (tests/integration/money-model.test.ts)
 * over more sequences than `npm test` runs (1000 by default), on a throw-away local stack of its
 * own, and what it found: sequences run, steps, time, and every counterexample, shrunk, with the
 * seed and path that replay it. MONEY_MODEL_SEED fixes the seed; MONEY_MODEL_ALL=1 runs the
 * commands and checks still waiting for a fix (the test's WAITING_FOR_FIXES) too.
 *
 * It runs the test through Vitest's own API, with the integration project's stack and setup, so
 * the bench and the suite can never drift apart. The figures are this machine's, with everything
 * (the handlers, DynamoDB Local, the bus, the simulator) in one place; it asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVitest } from 'vitest/node';

const runs = Number(process.argv[2] ?? 1000);
const lanes = Number(process.argv[3] ?? 4);
const scratch = mkdtempSync(join(tmpdir(), 'money-model-'));
const report = join(scratch, 'report.json');
Object.assign(process.env, {
  MONEY_MODEL_RUNS: String(runs),
  MONEY_MODEL_LANES: String(lanes),
  MONEY_MODEL_REPORT: report,
  MONEY_MODEL_SEED: process.env['MONEY_MODEL_SEED'] ?? 'random',
});

const vitest = await startVitest('test', ['tests/integration/money-model.test.ts'], {
  config: 'tests/vitest.config.ts',
  project: ['integration'],
  run: true,
  watch: false,
  reporters: ['dot'],
});
await vitest.close();

try {
  const figures = JSON.parse(readFileSync(report, 'utf8')) as {
    seed: number;
    lanes: number;
    sequences: number;
    steps: number;
    commands: Record<string, number>;
    seconds: number;
    waiting: string[];
    counterexamples: string[];
    summary: string[];
  };
  console.log(`money model: seed ${figures.seed}, ${figures.lanes} lanes`);
  console.log(`  sequences run   ${figures.sequences}`);
  console.log(`  steps           ${figures.steps} (${(figures.steps / Math.max(1, figures.sequences)).toFixed(1)} per sequence)`);
  console.log(
    `  time            ${figures.seconds.toFixed(1)} s (${((figures.seconds * 1000) / Math.max(1, figures.sequences)).toFixed(0)} ms per sequence, ${((figures.seconds * 1000) / Math.max(1, figures.steps)).toFixed(0)} ms per step)`,
  );
  console.log(
    `  commands run    ${Object.entries(figures.commands)
      .sort(([, a], [, b]) => b - a)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  );
  console.log(`  left out        ${figures.waiting.length === 0 ? 'nothing' : figures.waiting.join('; ')}`);
  console.log(`  counterexamples ${figures.counterexamples.length === 0 ? 'none' : ''}`);
  for (const counterexample of figures.counterexamples) console.log(`\n${counterexample}`);
  for (const problem of figures.summary) console.log(`\ndashboard against the business summary: ${problem}`);
} catch {
  console.log('The money model wrote no figures: see the test output above.');
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
