import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { fileURLToPath } from 'node:url';

// A deployed function runs one minified file, index.mjs, with its source map index.mjs.map beside
// it (infra/constructs/api-function.ts). Node's --enable-source-maps would read and parse that map
// while the function loads, on every cold start, for the rare request that fails (decision 060):
// instead, the stack of an error that is logged is mapped here, the map read on the first one.

/** The file every function's code is in when it runs bundled; while running from source (tsx, the tests) it is this module, which has no map. */
const ownFile = fileURLToPath(import.meta.url);

const maps = new Map<string, SourceMap | null>();

/** A source map file, read and parsed once; null when there is none. */
function sourceMapAt(mapFile: string): SourceMap | null {
  let map = maps.get(mapFile);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload);
    } catch {
      map = null;
    }
    maps.set(mapFile, map);
  }
  return map;
}

/** Sources are named from the bundle's build folder (`../../functions/...`, decision 057): from the repository root reads better. */
const fromRepositoryRoot = (source: string) => source.replace(/^(?:\.\.\/)+/, '');

// A V8 stack frame's position: `file:///var/task/index.mjs:1:2345` or `/var/task/index.mjs:1:2345`.
const framePosition = /((?:file:\/\/)?\/[^\s():]+):(\d+):(\d+)/g;

/**
 * The stack with each frame in `file` (by default the running bundle) replaced by its place in
 * the sources, `functions/platform/http/handler.ts:120:5`, as --enable-source-maps would print it,
 * through the map beside the file (or `mapFile`: scripts/map-stack.ts maps a stack from the logs
 * with a function's downloaded map). Frames elsewhere (Node's own, a file without a map) are left
 * as they are, and so is the whole stack when there is no map.
 */
export function sourceMappedStack(stack: string, file: string = ownFile, mapFile = `${file}.map`): string {
  if (!stack.includes(file)) return stack;
  const map = sourceMapAt(mapFile);
  if (!map) return stack;
  return stack.replace(framePosition, (frame: string, location: string, line: string, column: string) => {
    if ((location.startsWith('file://') ? fileURLToPath(location) : location) !== file) return frame;
    // V8's positions count from 1; the map's from 0.
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1);
    if (!('originalSource' in entry) || !entry.originalSource) return frame;
    return `${fromRepositoryRoot(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/**
 * The error as the logger should write it: a copy with its stack (and its causes' stacks) mapped to
 * the sources, its other properties and its class kept; the error itself unchanged. An error
 * raised while running from source, whose stack names no bundle, is returned as it is.
 */
export function withSourceMappedStack(error: Error, file: string = ownFile): Error {
  const mappedCause = error.cause instanceof Error ? withSourceMappedStack(error.cause, file) : error.cause;
  const stack = typeof error.stack === 'string' ? sourceMappedStack(error.stack, file) : error.stack;
  if (stack === error.stack && mappedCause === error.cause) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object, Object.getOwnPropertyDescriptors(error)) as Error;
  Object.defineProperty(copy, 'stack', { value: stack, writable: true, configurable: true, enumerable: false });
  if (mappedCause !== error.cause) Object.defineProperty(copy, 'cause', { value: mappedCause, writable: true, configurable: true, enumerable: false });
  return copy;
}
