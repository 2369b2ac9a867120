import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFunctionBundling } from '#infra/constructs/api-function.ts';

// Decision 060: a deployed function loads without --enable-source-maps, and its logger maps the
// stack of an error it writes through the map beside the bundle. These bundle a small handler that
// logs an error with the functions' own options (minified, a linked map without sources), then run
// it in a fresh Node.js process as Lambda does, with no NODE_OPTIONS.

const here = path.dirname(fileURLToPath(import.meta.url));
let dir: string;
let bundle: string;

// The line the error is thrown on in the entry below (1-based).
const THROW_LINE = 3;
const entrySource = [
  `import { logger } from ${JSON.stringify(path.join(here, 'logger.ts'))};`,
  'export function chargeTheCard(amount) {',
  "  if (amount > 0) throw Object.assign(new Error('card declined', { cause: new TypeError('no network') }), { code: 'CARD_DECLINED' });",
  '}',
  'export function handler(amount) {',
  '  try { chargeTheCard(amount); } catch (error) { logger.error("Request failed", { error }); }',
  '}',
].join('\n');

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'source-mapped-stack-'));
  const entry = path.join(dir, 'charge.ts');
  writeFileSync(entry, entrySource);
  buildSync({
    entryPoints: [entry],
    outfile: path.join(dir, 'out', 'index.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: appFunctionBundling.target,
    banner: { js: appFunctionBundling.banner },
    minify: appFunctionBundling.minify,
    sourcemap: appFunctionBundling.sourceMap,
    sourcesContent: appFunctionBundling.sourcesContent,
    logLevel: 'silent',
  });
  bundle = path.join(dir, 'out', 'index.mjs');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the bundled handler's logger writes for the error, run as Lambda runs it (no source-map flag). */
function loggedError(): { location: string; stack: string; code: string; cause: { name: string; stack: string } } {
  const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)}); handler(5);`;
  const { NODE_OPTIONS: _, POWERTOOLS_LOG_LEVEL: __, ...env } = process.env;
  // The logger writes errors to stderr; kept here, so they are not taken for this test's own failures.
  const { stderr } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...env, POWERTOOLS_DEV: '' }, encoding: 'utf8' });
  const line = stderr.split('\n').find((text) => text.includes('Request failed'));
  if (!line) throw new Error(`The handler logged nothing: ${stderr}`);
  return (JSON.parse(line) as { error: ReturnType<typeof loggedError> }).error;
}

describe('the logger of a bundled function', () => {
  it('writes an error’s stack and location in the sources, not the minified bundle', () => {
    const error = loggedError();
    expect(error.stack).toContain('card declined');
    expect(error.stack).toMatch(new RegExp(`charge\\.ts:${THROW_LINE}:\\d+`));
    expect(error.stack).not.toContain('index.mjs:');
    expect(error.location).toMatch(new RegExp(`charge\\.ts:${THROW_LINE}$`));
  });

  it('keeps the error’s own properties and maps its cause too', () => {
    const error = loggedError();
    expect(error.code).toBe('CARD_DECLINED');
    expect(error.cause.name).toBe('TypeError');
    expect(error.cause.stack).toMatch(new RegExp(`charge\\.ts:${THROW_LINE}:\\d+`));
  });
});
