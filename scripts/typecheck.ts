import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '#infra/shared/project-root.ts';

/**
 * `npm run typecheck`: each runtime with its own settings (lib and types), so `window` in a Lambda
 * or `node:crypto` in the browser does not compile. The tests' config extends the tooling's and
 * checks its files too (same settings, one program instead of two).
 */
export const TYPECHECK_CONFIGS = ['tsconfig.tests.json', 'tsconfig.lambda.json', 'tsconfig.browser.json'] as const;

// TypeScript 7's native compiler (`typescript-native`, decision 098): the same checks in a sixth of
// the CPU. `typescript` (5.9) stays for the tools that read the compiler's JavaScript API, which 7
// no longer has (dependency-cruiser's TypeScript parsing, editors' language service).
const tscPath = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');

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

async function check(config: string, singleThreaded: boolean): Promise<{ config: string; ok: boolean; output: string }> {
  const buildInfo = path.join(buildInfoDir, `${config}.tsbuildinfo`);
  const args = [tscPath, '--noEmit', '-p', config, '--incremental', '--tsBuildInfoFile', buildInfo, ...(singleThreaded ? ['--singleThreaded'] : [])];
  return { config, ...(await quietly(process.execPath, args)) };
}

/**
 * Checks every config, one after another; the errors of a failed one go to `write`. Single-threaded
 * when the caller has other work on the machine's cores (`npm test`'s suites), else the compiler
 * checks each program on every core.
 */
export async function typecheck({ singleThreaded = false, write = (text: string) => void process.stdout.write(text) } = {}): Promise<boolean> {
  const results: Array<Awaited<ReturnType<typeof check>>> = [];
  for (const config of TYPECHECK_CONFIGS) results.push(await check(config, singleThreaded));
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
