import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '#infra/shared/project-root.ts';

/**
 * `npm run typecheck`: each runtime with its own settings (lib and types), so `window` in a Lambda
 * or `node:crypto` in the browser does not compile. The tests' config extends the tooling's and
 * checks its files too (same settings, one program instead of two). Two at a time, for a 2-core
 * machine.
 */
export const TYPECHECK_CONFIGS = ['tsconfig.tests.json', 'tsconfig.lambda.json', 'tsconfig.browser.json'] as const;

const tscPath = createRequire(import.meta.url).resolve('typescript/bin/tsc');

// Incremental: tsc keeps what it learnt of each program (file hashes, their diagnostics) and
// rechecks only what a change reaches, so a second `npm test` checks in seconds. Kept per checkout
// (worktrees may share one node_modules), never in the repository.
const buildInfoDir = path.join(projectRoot, 'node_modules', '.cache', 'typecheck', createHash('sha256').update(projectRoot).digest('hex').slice(0, 12));

/** Runs a command in the project with its output kept, not printed (the caller prints it if it failed). */
export function quietly(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function check(config: string): Promise<{ config: string; ok: boolean; output: string }> {
  const args = [tscPath, '--noEmit', '-p', config, '--incremental', '--tsBuildInfoFile', path.join(buildInfoDir, `${config}.tsbuildinfo`)];
  return { config, ...(await quietly(process.execPath, args)) };
}

/** Checks every config, `parallel` at a time; the errors of a failed one go to `write`. */
export async function typecheck(parallel = 2, write: (text: string) => void = (text) => process.stdout.write(text)): Promise<boolean> {
  const queue = [...TYPECHECK_CONFIGS];
  const results: Array<Awaited<ReturnType<typeof check>>> = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let config = queue.shift(); config; config = queue.shift()) results.push(await check(config));
    }),
  );
  for (const result of results) {
    if (!result.ok) write(`\n${result.config}:\n${result.output}`);
  }
  return results.every((result) => result.ok);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const ok = await typecheck();
  console.log(ok ? `typecheck ok (${TYPECHECK_CONFIGS.join(', ')})` : 'typecheck failed');
  process.exit(ok ? 0 : 1);
}
