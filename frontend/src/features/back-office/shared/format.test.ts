import { describe, expect, it } from 'vitest';
import { leadSourceLabel } from './format.ts';

describe('a lead source for staff', () => {
  it('calls a chat guest who saved a quote finished, not left', () => {
    expect(leadSourceLabel({ source: 'chat-partial', convertedQuote: null })).toBe('Left the chat');
    expect(leadSourceLabel({ source: 'chat-partial', convertedQuote: { id: 'q' } })).toBe('Chat, finished with a quote');
    expect(leadSourceLabel({ source: 'contact-form', convertedQuote: { id: 'q' } })).toBe('Contact form');
  });
});
