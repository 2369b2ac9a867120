import { describe, expect, it } from 'vitest';
import { keptContactForQuote } from './kept-contact.ts';
import { CONVERSATION_STORAGE_KEY } from './restore.ts';

function storageWith(value: unknown): Storage {
  const items = new Map<string, string>([[CONVERSATION_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value)]]);
  return { getItem: (key: string) => items.get(key) ?? null } as Storage;
}

const TOKEN = 'a'.repeat(64);
const kept = { saved: { token: TOKEN }, answers: { name: 'Sam Journey', email: 'sam@example.com', phone: '(512) 555-0177' } };

describe('the contact the chat kept for its quote', () => {
  it('is offered for the quote the conversation saved', () => {
    expect(keptContactForQuote(TOKEN, storageWith(kept))).toEqual({ name: 'Sam Journey', email: 'sam@example.com', phone: '(512) 555-0177' });
  });

  it('is not offered for another quote, nothing saved, or a corrupt store', () => {
    expect(keptContactForQuote('b'.repeat(64), storageWith(kept))).toBeNull();
    expect(keptContactForQuote(TOKEN, storageWith({ answers: kept.answers }))).toBeNull();
    expect(keptContactForQuote(TOKEN, storageWith('{not json'))).toBeNull();
    expect(keptContactForQuote(TOKEN, null)).toBeNull();
  });

  it('leaves out a field that no longer passes its check, keeping the others', () => {
    const stale = { ...kept, answers: { ...kept.answers, email: 'not an address' } };
    expect(keptContactForQuote(TOKEN, storageWith(stale))).toEqual({ name: 'Sam Journey', phone: '(512) 555-0177' });
  });
});
