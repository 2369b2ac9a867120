import { describe, expect, it } from 'vitest';
import { CHAT_HANDOFF_KEY } from '../../site/chat-handoff.ts';
import { CONVERSATION_STORAGE_KEY, chatOpensOnKeptState } from './restore.ts';

function storage(items: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(items));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const empty = () => storage();
const disabled = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe("what decides, before /chat paints, whether its prerendered first question is the guest's page", () => {
  it('keeps the first question for a new guest on a plain link (or one that only attributes the quote)', () => {
    expect(chatOpensOnKeptState('', empty, empty)).toBe(false);
    expect(chatOpensOnKeptState('?ref=PARTNER1', empty, empty)).toBe(false);
    expect(chatOpensOnKeptState('?type=', empty, empty)).toBe(false);
    expect(chatOpensOnKeptState('?groupSize=%20%20', empty, empty)).toBe(false);
  });

  it('renders in the browser for a kept conversation, a contact-form hand-over or a link that preselects steps', () => {
    expect(chatOpensOnKeptState('', () => storage({ [CONVERSATION_STORAGE_KEY]: '{"v":1}' }), empty)).toBe(true);
    expect(chatOpensOnKeptState('', empty, () => storage({ [CHAT_HANDOFF_KEY]: '{"name":"Maya"}' }))).toBe(true);
    for (const search of ['?type=bachelorette', '?package=disco_queen', '?eventType=corporate', '?groupSize=30']) {
      expect(chatOpensOnKeptState(search, empty, empty), search).toBe(true);
    }
  });

  it('treats storage the site may not use as holding nothing', () => {
    expect(chatOpensOnKeptState('', disabled, disabled)).toBe(false);
    expect(
      chatOpensOnKeptState(
        '',
        () => null,
        () => null,
      ),
    ).toBe(false);
  });
});
