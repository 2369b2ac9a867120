/**
 * `npm run bench:synth [-- <cdk synth options>]`: times `npx cdk synth` of a stage (dev unless the
 * options say `-c stage=...`) as the README runs it, offline, into a throw-away cloud assembly,
 * and prints the seconds, the functions' assets it wrote and the machine's load. Issue 28's goal:
 * under 60 s. The site is built first, outside the timing (the synth reuses an up-to-date build).
 * It asserts nothing: compare runs on the same machine, and read the load beside the figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSiteBuilt } from '#infra/local/site-build.ts';
import { projectRoot } from '#infra/shared/project-root.ts';

const GOAL_SECONDS = 60;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

async function main(): Promise<void> {
  const options = process.argv.slice(2);
  const built = await ensureSiteBuilt({ log: (line) => console.error(line) });
  console.log(built ? 'Built the site first (not timed).' : 'The site was built already.');
  const outdir = mkdtempSync(path.join(tmpdir(), 'bench-synth-'));
  try {
    const args = ['cdk', 'synth', '--quiet', '-o', outdir, ...(options.some((option) => option.startsWith('stage=')) ? [] : ['-c', 'stage=dev']), ...options];
    console.log(`npx ${args.join(' ')}  (load average ${load()})`);
    const started = performance.now();
    const result = spawnSync('npx', args, {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`cdk synth failed (exit ${result.status ?? result.signal})`);
    const assets = readdirSync(outdir).filter((name) => name.startsWith('asset.')).length;
    console.log(`Synth: ${seconds.toFixed(1)} s, ${assets} assets (load average ${load()}).`);
    console.log(`Goal (issue 28): under ${GOAL_SECONDS} s ${seconds < GOAL_SECONDS ? 'met' : 'not met'}.`);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
