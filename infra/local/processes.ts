import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A one-line, actionable failure for the person running `npm start`. */
export class LocalStackError extends Error {}

export function requireJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new LocalStackError('Java 17 or newer is required for DynamoDB Local: install it (e.g. `apt-get install -y openjdk-17-jre-headless`) and run again.');
  }
  const major = Number(/version "(\d+)/.exec(result.stderr)?.[1] ?? 0);
  if (major < 17) {
    throw new LocalStackError(`DynamoDB Local needs Java 17 or newer, found Java ${major}: install Java 17 and run again.`);
  }
}

export async function assertPortFree(port: number, host: string, what: string, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new LocalStackError(`Port ${port} (${what}) is busy: stop whatever uses it or choose another with ${envName}=<port>.`)));
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new LocalStackError(`${what} exited during start-up (code ${child.exitCode}).`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new LocalStackError(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s.`);
}

export interface ManagedProcess {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Spawns a child that dies with us: it is stopped on stop() and killed if this process exits. */
export function startProcess(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }): ManagedProcess {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
