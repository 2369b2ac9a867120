import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, waitFor } from './processes.ts';

const require = createRequire(import.meta.url);

export interface CognitoLocal {
  endpoint: string;
  stop: () => Promise<void>;
}

/** Starts cognito-local with its database under `dataDir/.cognito` and tokens issued by its own URL. */
export async function startCognitoLocal(options: { port: number; host: string; dataDir: string }): Promise<CognitoLocal> {
  const endpoint = `http://${options.host}:${options.port}`;
  const configDir = path.join(options.dataDir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(
    path.join(configDir, 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: endpoint }, ServerConfig: { hostname: options.host, port: options.port } }, null, 2),
  );
  const bin = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const proc = startProcess(process.execPath, [bin], {
    cwd: options.dataDir,
    env: { ...process.env, PORT: String(options.port), HOST: options.host, NODE_NO_WARNINGS: '1' },
  });
  await waitFor(async () => (await fetch(`${endpoint}/health`)).status > 0, 'cognito-local', 30_000, proc.child).catch((error: Error) => {
    void proc.stop();
    throw new Error(`${error.message}\n${proc.output()}`);
  });
  return { endpoint, stop: proc.stop };
}
