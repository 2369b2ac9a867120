import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBusJournal } from './bus-journal.ts';

const event = (id: string) => ({ id, source: 'test', 'detail-type': 'T', detail: { id } });
const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the bus journal', () => {
  it('owes, after a reopen, each accepted event to the rules that did not settle it, in the order accepted', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'journal-')), 'journal.jsonl');
    const journal = openBusJournal(file);
    expect(journal.owed).toEqual([]);
    await journal.accept([
      { event: event('a'), rules: ['one', 'two'] },
      { event: event('b'), rules: ['one'] },
    ]);
    await journal.accept([{ event: event('c'), rules: ['two'] }]);
    journal.settle('a', 'one');
    journal.settle('b', 'one');
    journal.close();

    const reopened = openBusJournal(file);
    expect(reopened.owed).toEqual([
      { event: event('a'), rules: ['two'] },
      { event: event('c'), rules: ['two'] },
    ]);
    // Opening keeps only what is owed.
    expect(lines(file)).toEqual([
      { accepted: event('a'), rules: ['two'] },
      { accepted: event('c'), rules: ['two'] },
    ]);
    reopened.close();
  });

  it('ignores a last line torn by a crash in the middle of its write (never acknowledged), and refuses damage elsewhere', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'journal-')), 'journal.jsonl');
    const journal = openBusJournal(file);
    await journal.accept([{ event: event('a'), rules: ['one'] }]);
    journal.close();
    appendFileSync(file, '{"accepted":{"id":"b","sou');
    const reopened = openBusJournal(file);
    expect(reopened.owed).toEqual([{ event: event('a'), rules: ['one'] }]);
    reopened.close();

    appendFileSync(file, 'not json\n{"settled":"a","rule":"one"}\n');
    expect(() => openBusJournal(file)).toThrow(/line 2 is not JSON/);
  });
});
