import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_BUS_DRAIN_PATH } from '#infra/local/event-bus.ts';
import { projectRoot } from '#infra/shared/project-root.ts';

// The local bus keeps what it acknowledged across a crash (decision 034): a process running the
// bus is killed with SIGKILL in the middle of a burst of PutEvents, started again on the same data
// directory, and every event it acknowledged reaches both of its rules' consumer.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bus-crash-'));
const recordFile = path.join(dataDir, 'delivered.txt');
const RULES = ['first-consumer', 'second-consumer'];
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts tests/support/bus-process.ts on the data directory; resolves once it listens and has replayed what it owed. */
async function startBus(options: { hold: boolean }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/bus-process.ts', dataDir], {
    cwd: projectRoot,
    env: { ...process.env, BUS_RECORD_FILE: recordFile, ...(options.hold ? { BUS_HOLD: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const [line] = await Promise.race([
    (async () => {
      for await (const first of createInterface({ input: child.stdout! })) return [first];
      throw new Error('The bus process closed its output before it listened');
    })(),
    exited.then(() => {
      throw new Error('The bus process exited before it listened');
    }),
  ]);
  const started = JSON.parse(line!) as { port: number; replayed: number };
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
    running.delete(child);
  };
  return { url: `http://127.0.0.1:${started.port}`, replayed: started.replayed, kill };
}

/** One PutEvents call; resolves to the detail ids of the entries the bus acknowledged. */
async function putEvents(url: string, details: Array<{ id: string; hold: boolean }>): Promise<string[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.PutEvents' },
    body: JSON.stringify({
      Entries: details.map((detail) => ({ Source: 'test.crash', DetailType: 'Crashed', Detail: JSON.stringify(detail), EventBusName: 'crash-bus' })),
    }),
  });
  const body = (await response.json()) as { Entries: Array<{ EventId?: string }> };
  return details.filter((_, index) => body.Entries[index]?.EventId).map((detail) => detail.id);
}

const delivered = () => (existsSync(recordFile) ? readFileSync(recordFile, 'utf8').trim().split('\n').filter(Boolean) : []);

describe('the local event bus across a crash', () => {
  it('delivers every event it acknowledged before a SIGKILL once it is started again, and then owes nothing', async () => {
    const first = await startBus({ hold: true });
    // Four senders keep PutEvents calls of five events going until the bus dies under them; half
    // of the events are held by the consumer, so their deliveries are under way at the kill.
    const acknowledged: string[] = [];
    const held = new Set<string>();
    let killed: Promise<void> | null = null;
    const sender = async () => {
      for (;;) {
        const details = Array.from({ length: 5 }, (_, index) => ({ id: randomUUID(), hold: index % 2 === 0 }));
        for (const detail of details) if (detail.hold) held.add(detail.id);
        let ids: string[];
        try {
          ids = await putEvents(first.url, details);
        } catch {
          return; // the bus is gone: this call was never acknowledged
        }
        acknowledged.push(...ids);
        if (acknowledged.length >= 100 && !killed) killed = first.kill();
      }
    };
    await Promise.all([sender(), sender(), sender(), sender()]);
    await killed;

    const heldAcknowledged = acknowledged.filter((id) => held.has(id));
    expect(heldAcknowledged.length).toBeGreaterThan(0);
    // The held deliveries were accepted and never finished before the crash.
    const beforeRestart = new Set(delivered());
    expect(heldAcknowledged.filter((id) => RULES.some((rule) => beforeRestart.has(`${rule} ${id}`)))).toEqual([]);

    const second = await startBus({ hold: false });
    expect(second.replayed).toBeGreaterThanOrEqual(heldAcknowledged.length * RULES.length);
    expect((await fetch(new URL(LOCAL_BUS_DRAIN_PATH, second.url), { method: 'POST' })).status).toBe(200);
    const afterRestart = new Set(delivered());
    const missing = acknowledged.flatMap((id) => RULES.map((rule) => `${rule} ${id}`)).filter((delivery) => !afterRestart.has(delivery));
    expect(missing).toEqual([]);
    await second.kill();

    // Every delivery ended, so a third start has nothing to replay.
    const third = await startBus({ hold: false });
    expect(third.replayed).toBe(0);
    await third.kill();
  }, 60_000);
});
