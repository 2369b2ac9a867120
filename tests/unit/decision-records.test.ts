import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '#infra/shared/project-root.ts';

// Decision 038: every record says its date and status, the index lists every record as it says
// itself, and no record (nor the architecture map) sends a reader to a file that is not there.

const decisionsDir = path.join(projectRoot, 'docs', 'decisions');
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const DATE_LINE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const STATUS_LINE = /^Status: (accepted|(?:amended by|superseded by) (\d{3}(?:, \d{3})*))$/;

interface DecisionRecord {
  readonly number: string;
  readonly file: string;
  readonly text: string;
}

function readRecords(): DecisionRecord[] {
  return readdirSync(decisionsDir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => ({ number: file.slice(0, 3), file, text: readFileSync(path.join(decisionsDir, file), 'utf8') }));
}

const isCalendarDate = (date: string) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** The record's title, date and status as its own lines give them, or what is wrong with them. */
function recordHeader(record: DecisionRecord, numbers: ReadonlySet<string>): { title: string; date: string; status: string; problems: string[] } {
  const lines = record.text.split('\n');
  const problems: string[] = [];
  const title = /^# (\d{3}): (.+)$/.exec(lines[0] ?? '');
  if (!title || title[1] !== record.number) problems.push(`${record.file}: the first line is not "# ${record.number}: <title>"`);
  // The date and status sit under the title, before the first section.
  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  const head = lines.slice(1, firstSection === -1 ? lines.length : firstSection);
  const dateLine = head.find((line) => line.startsWith('Date:'));
  const statusLine = head.find((line) => line.startsWith('Status:'));
  const date = dateLine ? DATE_LINE.exec(dateLine)?.[1] : undefined;
  if (!date || !isCalendarDate(date)) problems.push(`${record.file}: no "Date: YYYY-MM-DD" line under the title`);
  const status = statusLine ? STATUS_LINE.exec(statusLine) : null;
  if (!status) problems.push(`${record.file}: no "Status: accepted | amended by NNN[, NNN] | superseded by NNN" line under the title`);
  for (const later of status?.[2]?.split(', ') ?? []) {
    if (!numbers.has(later)) problems.push(`${record.file}: its status names ${later}, which is no record`);
    else if (later <= record.number) problems.push(`${record.file}: its status names ${later}, which is not a later record`);
  }
  return { title: title?.[2] ?? '', date: date ?? '', status: status?.[1] ?? '', problems };
}

/** What the index (docs/decisions/README.md) gets wrong about the records. */
function indexProblems(index: string, records: readonly DecisionRecord[]): string[] {
  const numbers = new Set(records.map((record) => record.number));
  const rows = new Map<string, string[]>();
  for (const line of index.split('\n')) {
    const row = /^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (.+) \| (.+) \|$/.exec(line);
    if (row) rows.set(row[2]!, [row[3]!, row[4]!, row[5]!]);
  }
  const problems: string[] = [];
  for (const record of records) {
    const row = rows.get(record.file);
    const { title, date, status } = recordHeader(record, numbers);
    if (!row) problems.push(`the index has no row for ${record.file}`);
    else if (row.join(' | ') !== [title, date, status].join(' | '))
      problems.push(`the index's row for ${record.file} says "${row.join(' | ')}", the record "${[title, date, status].join(' | ')}"`);
  }
  for (const file of rows.keys()) if (!records.some((record) => record.file === file)) problems.push(`the index lists ${file}, which is no record`);
  return problems;
}

const TOP_FOLDERS = /^#?(domain|events|functions|frontend|infra|tests|scripts|docs)\//;
const ROOT_FILES = new Set(['package.json', 'package-lock.json', 'biome.json', 'cdk.json', '.dependency-cruiser.cjs', 'tsconfig.json']);

/**
 * The repository paths a Markdown text names in backticks (outside code blocks): a path from a
 * top-level folder or a root file, with subpath aliases (`#domain/...`) read as their folders.
 * Patterns (`<area>`, `{id}`, `*`) and paths relative to something else are not paths to check.
 */
function namedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  const paths = new Set<string>();
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    if (!span || /[\s<>{}*[\]$]|\.\.\./.test(span)) continue;
    if (!TOP_FOLDERS.test(span) && !ROOT_FILES.has(span) && !/^tsconfig\.[a-z]+\.json$/.test(span)) continue;
    paths.add(
      span
        .replace(/^#frontend\//, 'frontend/src/')
        .replace(/^#/, '')
        .replace(/\/$/, ''),
    );
  }
  return [...paths];
}

const missingPaths = (markdown: string) => namedPaths(markdown).filter((named) => !existsSync(path.join(projectRoot, named)));

describe('the decision records (decision 038)', () => {
  const records = readRecords();
  const numbers = new Set(records.map((record) => record.number));

  it('are numbered one after another from 001', () => {
    expect(records.map((record) => record.number)).toEqual(records.map((_, i) => String(i + 1).padStart(3, '0')));
  });

  it('each say their date and status under the title', () => {
    expect(records.flatMap((record) => recordHeader(record, numbers).problems)).toEqual([]);
  });

  it('are all in the index, with the date and status they give themselves', () => {
    expect(indexProblems(readFileSync(path.join(decisionsDir, 'README.md'), 'utf8'), records)).toEqual([]);
  });

  it('name only repository paths that exist, as do the index and the architecture map', () => {
    const documents = [...records.map((record) => record.file), 'README.md'].map((file) => path.join(decisionsDir, file));
    documents.push(path.join(projectRoot, 'docs', 'architecture.md'));
    const missing = documents.flatMap((document) =>
      missingPaths(readFileSync(document, 'utf8')).map((named) => `${path.relative(projectRoot, document)}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const record = (number: string, text: string): DecisionRecord => ({ number, file: `${number}-a-decision.md`, text });
  const numbers = new Set(['001', '002']);
  const good = '# 001: A decision\n\nDate: 2026-11-22\n\nStatus: amended by 002\n\n## Context\n';

  it('read a well-formed header', () => {
    expect(recordHeader(record('001', good), numbers)).toEqual({ title: 'A decision', date: '2026-11-22', status: 'amended by 002', problems: [] });
  });

  it.each([
    ['no date', good.replace('Date: 2026-11-22\n', '')],
    ['a date that is no day', good.replace('2026-11-22', '2026-02-30')],
    ['no status', good.replace('Status: amended by 002\n', '')],
    ['a status of another form', good.replace('amended by 002', 'replaced')],
    ['a status naming an earlier record', good.replace('amended by 002', 'superseded by 001')],
    ['a status naming no record', good.replace('amended by 002', 'amended by 009')],
    ['the date below the first section', good.replace('Date: 2026-11-22\n', '').replace('## Context\n', '## Context\nDate: 2026-11-22\n')],
  ])('find %s', (_what, text) => {
    expect(recordHeader(record('001', text), numbers).problems).not.toEqual([]);
  });

  it('find a record missing from the index, or listed with another status', () => {
    const records = [record('001', good), record('002', good.replace('# 001', '# 002').replace('amended by 002', 'accepted'))];
    const row = (n: string, status: string) => `| [${n}](${n}-a-decision.md) | A decision | 2026-11-22 | ${status} |`;
    expect(indexProblems([row('001', 'amended by 002'), row('002', 'accepted')].join('\n'), records)).toEqual([]);
    expect(indexProblems(row('001', 'amended by 002'), records)).toEqual(['the index has no row for 002-a-decision.md']);
    expect(indexProblems([row('001', 'accepted'), row('002', 'accepted')].join('\n'), records)).toHaveLength(1);
  });

  it('take repository paths from prose, not patterns, code blocks or paths relative to another folder', () => {
    const text =
      'See `domain/booking/booking.ts`, `#frontend/app/paths.ts`, `infra/local/`, `events/<area>.ts`, `src/main.tsx`, `/api/quotes`.\n```ts\nentry: `functions/http/x.ts`\n```\n';
    expect(namedPaths(text)).toEqual(['domain/booking/booking.ts', 'frontend/src/app/paths.ts', 'infra/local']);
    expect(missingPaths('`domain/post-markdown.ts` moved')).toEqual(['domain/post-markdown.ts']);
  });
});
