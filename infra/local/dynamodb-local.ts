import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { requireJava, startProcess, waitFor, type ManagedProcess } from './processes.ts';

const require = createRequire(import.meta.url);

/** AWS's own DynamoDB Local jar, as shipped inside the npm package amplify-dynamodb-simulator. */
function emulatorDir(): string {
  return path.join(path.dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

export interface DynamoDbLocal {
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts DynamoDB Local on `port`, persisting under `dataDir` (or in memory when it is null). */
export async function startDynamoDbLocal(options: { port: number; host: string; dataDir: string | null }): Promise<DynamoDbLocal> {
  requireJava();
  const dir = emulatorDir();
  const storage = options.dataDir ? ['-dbPath', options.dataDir, '-sharedDb'] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const proc: ManagedProcess = startProcess(
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      // The client JIT alone and the single-threaded collector: a local table lives minutes, and on
      // two cores the server JIT's compiler threads and G1's cost more than they repay (the
      // integration suite's heaviest files: a quarter less of the emulator's CPU time, measured).
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(dir, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      '-disableTelemetry',
      ...storage,
    ],
    {},
  );
  const endpoint = `http://${options.host}:${options.port}`;
  // Any HTTP answer (it is a 400 for a bare GET) means the server is listening.
  await waitFor(async () => (await fetch(endpoint)).status > 0, 'DynamoDB Local', 60_000, proc.child).catch((error: Error) => {
    void proc.stop();
    throw new Error(`${error.message}\n${proc.output()}`);
  });
  return { endpoint, stop: proc.stop };
}
