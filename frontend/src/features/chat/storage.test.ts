import { describe, expect, it } from 'vitest';
import { applyAnswer, freshConversation } from './conversation.ts';
import { CONVERSATION_STORAGE_KEY } from './restore.ts';
import { loadConversation, saveConversation } from './storage.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const ID = '6f1c1b8e-3a55-4f4e-9d8c-1b2a3c4d5e6f';

describe('conversation storage', () => {
  it('round-trips a conversation', () => {
    const storage = memoryStorage();
    const state = {
      ...applyAnswer(freshConversation({ type: 'bachelorette' }, ID), 'groupSize', 14, '2026-06-01'),
      draft: { step: 'eventType' as const, text: 'bach' },
    };
    saveConversation(state, storage);
    expect(loadConversation(storage)).toEqual(state);
  });

  it('treats corrupt, tampered or old data as nothing stored', () => {
    const storage = memoryStorage();
    for (const raw of [
      '{not json',
      '[]',
      JSON.stringify({ version: 0, id: ID, startedFrom: {}, answers: {} }),
      JSON.stringify({ version: 1, id: 'x', startedFrom: {}, answers: {} }),
      JSON.stringify({ version: 1, id: ID, startedFrom: {}, answers: { groupSize: 'ten' } }),
    ]) {
      storage.setItem(CONVERSATION_STORAGE_KEY, raw);
      expect(loadConversation(storage), raw).toBeNull();
    }
    expect(loadConversation(memoryStorage())).toBeNull();
    expect(loadConversation(null)).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as Storage;
    expect(() => saveConversation(freshConversation({}, ID), broken)).not.toThrow();
    expect(loadConversation(broken)).toBeNull();
  });
});
