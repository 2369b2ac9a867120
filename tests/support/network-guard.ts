import dns from 'node:dns';
import net from 'node:net';

// No test touches the network (decision 039): a test that needs an outside service gets a local
// stand-in or an injected fetch. Every TCP connection in Node (fetch's undici, http and https, the
// AWS SDK's handler, tls, http2) ends in net.Socket.prototype.connect, so the guard sits there,
// before any name is looked up; dns.lookup is guarded too, for code that resolves a name itself.
// A refused connection fails as an unreachable network does (the socket errors) and is recorded,
// so a caller that swallows the error (a weather outlook saying "unavailable") still fails the
// test: the setup file (no-network.ts) reports the record after each test.

export interface RefusedConnection {
  host: string;
  port: string;
  /** Where the connection was asked for, for the test's failure message. */
  stack: string;
}

interface GuardState {
  refused: RefusedConnection[];
  onRefused: ((refused: RefusedConnection) => void) | undefined;
}

const STATE = Symbol.for('party-cruises.network-guard');
type GuardedGlobal = typeof globalThis & { [STATE]?: GuardState };

/** Loopback only: the local stack (DynamoDB Local, cognito-local, the gateway, the bus) lives there. */
export function isLoopback(host: string | undefined | null): boolean {
  if (host === undefined || host === null || host === '') return true; // Node connects to localhost then.
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const lower = bare.toLowerCase();
  if (lower === 'localhost' || lower.endsWith('.localhost')) return true;
  switch (net.isIP(lower)) {
    case 4:
      return lower.startsWith('127.') || lower === '0.0.0.0';
    case 6:
      return lower === '::1' || lower === '::' || /^::ffff:127\./.test(lower) || lower === '0:0:0:0:0:0:0:1';
    default:
      return false;
  }
}

/** The host and port a Socket#connect call asks for, or null for a local (IPC) path. */
function connectTarget(args: unknown[]): { host: string | undefined; port: string } | null {
  // net.connect passes its normalized arguments as one array: [options, callback].
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first !== null && typeof first === 'object') {
    const options = first as { path?: unknown; host?: unknown; port?: unknown };
    if (typeof options.path === 'string' && options.path !== '') return null;
    return { host: typeof options.host === 'string' ? options.host : undefined, port: String(options.port ?? '') };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // a pipe or socket path
  return { host: typeof args[1] === 'string' ? args[1] : undefined, port: String(first ?? '') };
}

function refusal(host: string, port: string): Error {
  const where = port ? `${host}:${port}` : host;
  const error = new Error(
    `Tests may not reach the network: a connection to ${where} was refused (decision 039). Use a local stand-in or inject the fetch.`,
  ) as Error & { code: string; hostname: string };
  error.code = 'ENETUNREACH';
  error.hostname = host;
  return error;
}

function record(state: GuardState, host: string, port: string, error: Error): void {
  const refused = { host, port, stack: (error.stack ?? '').split('\n').slice(1, 12).join('\n') };
  state.refused.push(refused);
  state.onRefused?.(refused);
}

/**
 * Installs the guard in this process, once; later calls return the same record. `onRefused` is
 * told of each refusal as it happens (the test stack's process logs it as an ERROR line, which
 * fails the test running then).
 */
export function installNetworkGuard(onRefused?: (refused: RefusedConnection) => void): GuardState {
  const global = globalThis as GuardedGlobal;
  const existing = global[STATE];
  if (existing) {
    existing.onRefused ??= onRefused;
    return existing;
  }
  const state: GuardState = { refused: [], onRefused };
  global[STATE] = state;

  const connect = net.Socket.prototype.connect as (...args: unknown[]) => net.Socket;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const target = connectTarget(args);
    if (target === null || isLoopback(target.host)) return connect.apply(this, args);
    const error = refusal(target.host ?? '', target.port);
    record(state, target.host ?? '', target.port, error);
    // As an unreachable network fails: the socket errors on the next tick, nothing is sent.
    process.nextTick(() => this.destroy(error));
    return this;
  } as typeof net.Socket.prototype.connect;

  const lookup = dns.lookup as (...args: unknown[]) => void;
  const guardedLookup = (...args: unknown[]) => {
    const hostname = args[0];
    const callback = args[args.length - 1];
    if (typeof hostname !== 'string' || isLoopback(hostname) || net.isIP(hostname) !== 0 || typeof callback !== 'function') {
      lookup(...args);
      return;
    }
    const error = refusal(hostname, '');
    record(state, hostname, '', error);
    process.nextTick(() => (callback as (error: Error) => void)(error));
  };
  dns.lookup = guardedLookup as typeof dns.lookup;

  const lookupPromise = dns.promises.lookup.bind(dns.promises) as (...args: unknown[]) => Promise<unknown>;
  dns.promises.lookup = ((hostname: unknown, ...rest: unknown[]) => {
    if (typeof hostname !== 'string' || isLoopback(hostname) || net.isIP(hostname) !== 0) return lookupPromise(hostname, ...rest);
    const error = refusal(hostname, '');
    record(state, hostname, '', error);
    return Promise.reject(error);
  }) as typeof dns.promises.lookup;

  return state;
}

/**
 * Records a request a browser page made to an outside host (tests/support/browser.ts): Chromium is
 * its own process, started so that it cannot resolve such a host, and the page's request fails
 * the test as a refused connection does.
 */
export function recordBrowserRequest(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return;
  }
  if (!/^(https?|wss?):$/.test(parsed.protocol) || isLoopback(parsed.hostname)) return;
  const state = installNetworkGuard();
  const port = parsed.port || (/^(https|wss):$/.test(parsed.protocol) ? '443' : '80');
  const refused = { host: parsed.hostname, port, stack: `    requested by a browser page: ${url}` };
  state.refused.push(refused);
  state.onRefused?.(refused);
}

/** The connections refused since the last call, cleared. */
export function takeRefusedConnections(): RefusedConnection[] {
  const state = installNetworkGuard();
  return state.refused.splice(0);
}

/** One paragraph per refused connection, for a test's failure message. */
export function describeRefusedConnections(refused: readonly RefusedConnection[]): string {
  return refused.map((one) => `- ${one.port ? `${one.host}:${one.port}` : one.host}, asked for\n${one.stack}`).join('\n');
}
