// ERROR log lines fail tests (decision 039). Handlers and consumers log JSON lines through
// Powertools Logger, which writes to process.stdout and process.stderr directly (not through the
// console Vitest collects), ERROR and CRITICAL on stderr. This watches both streams of one process,
// passes everything through unchanged, and keeps each ERROR or CRITICAL line with a number, so a
// test can ask for the lines since a mark. Lines matching a pattern a test declared (expect) when
// they were written are marked expected. One capture per process: tests' workers install it for
// the handlers they call in-process, the test stack's process for the handlers the gateway and
// the bus run.

export interface ErrorLogLine {
  seq: number;
  /** The JSON line as written. */
  text: string;
  /** The message, for the failure report. */
  message: string;
  /** A pattern a test declared matched it. */
  expected: boolean;
}

export interface ErrorLogCapture {
  /** How many ERROR lines were written so far. */
  mark(): number;
  /** The lines after mark `from` up to mark `to` (default: now). */
  since(from: number, to?: number): ErrorLogLine[];
  /** Marks later lines matching `pattern` expected until `forget`; answers its id. */
  expect(pattern: RegExp): number;
  /** How many lines the expectation matched. */
  matched(id: number): number;
  forget(id: number): void;
}

const MAX_PARTIAL = 1_000_000;
const ERROR_LEVELS = new Set(['ERROR', 'CRITICAL']);
const KEY = Symbol.for('party-cruises.error-log-capture');
type CapturingGlobal = typeof globalThis & { [KEY]?: ErrorLogCapture };

/** The ERROR or CRITICAL log record on a line, or null for anything else. */
export function errorLogRecord(line: string): { message: string } | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('{') || !/"level":\s*"(ERROR|CRITICAL)"/.test(trimmed)) return null;
  try {
    const record = JSON.parse(trimmed) as { level?: unknown; message?: unknown };
    if (typeof record.level !== 'string' || !ERROR_LEVELS.has(record.level)) return null;
    return { message: typeof record.message === 'string' ? record.message : '' };
  } catch {
    return null;
  }
}

/**
 * Starts capturing in this process, once; later calls answer the same capture. In Vitest's own
 * process (the test stack's) the workers' output is piped into process.stdout and stderr as
 * Buffers, while Powertools' Console writes strings: `stringsOnly` keeps this process's own lines,
 * since each worker checks its lines itself.
 */
export function captureErrorLogs(options: { stringsOnly?: boolean } = {}): ErrorLogCapture {
  const global = globalThis as CapturingGlobal;
  const existing = global[KEY];
  if (existing) return existing;

  const lines: ErrorLogLine[] = [];
  const expectations = new Map<number, { pattern: RegExp; matched: number }>();
  let nextExpectation = 1;

  const take = (line: string) => {
    const record = errorLogRecord(line);
    if (!record) return;
    let expected = false;
    for (const expectation of expectations.values()) {
      expectation.pattern.lastIndex = 0;
      if (expectation.pattern.test(line)) {
        expectation.matched += 1;
        expected = true;
      }
    }
    lines.push({ seq: lines.length + 1, text: line.trim(), message: record.message, expected });
  };

  for (const stream of [process.stdout, process.stderr]) {
    let partial = '';
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (options.stringsOnly && typeof chunk !== 'string') return write(chunk, ...rest);
      const text = typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk).toString('utf8') : '';
      const parts = (partial + text).split('\n');
      // A log line is one write; the rest of a stream without line ends (progress output) is not kept.
      partial = (parts.pop() ?? '').slice(-MAX_PARTIAL);
      for (const part of parts) take(part);
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }

  const capture: ErrorLogCapture = {
    mark: () => lines.length,
    since: (from, to = lines.length) => lines.slice(from, to),
    expect: (pattern) => {
      const id = nextExpectation++;
      expectations.set(id, { pattern, matched: 0 });
      return id;
    },
    matched: (id) => expectations.get(id)?.matched ?? 0,
    forget: (id) => {
      expectations.delete(id);
    },
  };
  global[KEY] = capture;
  return capture;
}

/** One line per ERROR log, for a test's failure message. */
export function describeErrorLogs(lines: readonly ErrorLogLine[]): string {
  return lines.map((line) => `- ${line.text.length > 600 ? `${line.text.slice(0, 600)}…` : line.text}`).join('\n');
}
