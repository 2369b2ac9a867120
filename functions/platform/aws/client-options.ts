import { Agent } from 'node:http';
import { NodeHttpHandler } from '@smithy/node-http-handler';

/**
 * What every AWS SDK client in a function is built with (decision 015).
 *
 * Timeouts: an API function has FUNCTION_TIMEOUT_MS (API Gateway gives up at 30 s). A hung AWS
 * call must end as an error the handler logs and answers as a JSON 500, never as a Lambda
 * timeout with no answer and no log line: so every attempt has a connection timeout and a
 * socket timeout, and all attempts with the SDK's back-off between them fit well inside the
 * function's own limit (client-options.test.ts checks the arithmetic).
 */
export const FUNCTION_TIMEOUT_MS = 28_000;

export interface AwsClientTimeouts {
  /** Milliseconds to open a connection (TCP and TLS). */
  connectionTimeoutMs: number;
  /** Milliseconds an attempt may take from sending the request to the whole answer. */
  requestTimeoutMs: number;
  /** Attempts in all, the first included (the SDK's standard retry mode). */
  maxAttempts: number;
}

export const DEFAULT_TIMEOUTS: AwsClientTimeouts = { connectionTimeoutMs: 1_000, requestTimeoutMs: 5_000, maxAttempts: 3 };

/**
 * The local stack's emulators (DynamoDB Local is a Java process on the same two cores as the
 * tests and the site build) can take seconds to accept a connection when a test opens two hundred
 * at once; the worst case still ends inside the function's timeout.
 */
export const EMULATOR_TIMEOUTS: AwsClientTimeouts = { ...DEFAULT_TIMEOUTS, connectionTimeoutMs: 3_000 };

/**
 * The standard retry mode's longest back-off before retry number `retry` (1, 2, ...): a random
 * share of base x 2^retry, capped at 20 s; the base is 100 ms, or 500 ms after throttling.
 */
export const MAX_BACKOFF_BEFORE_RETRY_MS = (retry: number) => Math.min(20_000, 500 * 2 ** retry);

/** The longest a call can take when every attempt hangs until its timeouts. */
export function worstCaseCallMs(timeouts: AwsClientTimeouts): number {
  let total = 0;
  for (let attempt = 1; attempt <= timeouts.maxAttempts; attempt += 1) {
    total += timeouts.connectionTimeoutMs + timeouts.requestTimeoutMs;
    if (attempt < timeouts.maxAttempts) total += MAX_BACKOFF_BEFORE_RETRY_MS(attempt);
  }
  return total;
}

/** The emulators of the local stack check no signature, but the SDK signs every call it can. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface AwsClientSettings {
  region: string;
  /** An emulator's URL (the local stack); absent in AWS, where the SDK finds the regional endpoint. */
  endpoint?: string | undefined;
  timeouts?: AwsClientTimeouts;
}

/**
 * The constructor options shared by the SDK clients. In Lambda the credentials come from the
 * SDK's default chain, which the bundle reduces to the environment (appFunctionBundling).
 */
export function clientOptions({ region, endpoint, timeouts = endpoint ? EMULATOR_TIMEOUTS : DEFAULT_TIMEOUTS }: AwsClientSettings) {
  return {
    region,
    maxAttempts: timeouts.maxAttempts,
    requestHandler: new NodeHttpHandler({
      connectionTimeout: timeouts.connectionTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      // Without it the handler only logs a warning when requestTimeout passes and goes on waiting.
      throwOnRequestTimeout: true,
      // The local stack runs every function in one process, as many Lambda instances at once: a
      // request waiting for one of the agent's 50 sockets would count that wait as connecting.
      ...(endpoint ? { httpAgent: new Agent({ keepAlive: true, maxSockets: Infinity }) } : {}),
    }),
    ...(endpoint ? { endpoint, credentials: LOCAL_CREDENTIALS } : {}),
  };
}

/**
 * One client per service, region and endpoint for the life of the process, as a warm Lambda
 * keeps it: the connections stay open between invocations. Tests start several local stacks in
 * one process, hence the key.
 */
export function clientCache<T>(create: (settings: AwsClientSettings) => T) {
  const clients = new Map<string, T>();
  return (settings: AwsClientSettings): T => {
    const key = `${settings.region}|${settings.endpoint ?? ''}|${JSON.stringify(settings.timeouts ?? null)}`;
    let client = clients.get(key);
    if (!client) {
      client = create(settings);
      clients.set(key, client);
    }
    return client;
  };
}
