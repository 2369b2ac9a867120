import { describe, expect, it } from 'vitest';
import { blockedMessage, blockedMessages, blockReasons, GUARDRAIL_MESSAGES, GUEST_DENIED_TOPICS, GUEST_PERSONAL_DATA_RULES } from './guardrail-policy.ts';

// The guest agent's guardrail policy (decision 086) within what Bedrock's guardrail accepts, so a
// deploy never fails on it, and saying what the guest is told.

describe('the guest agent’s guardrail policy', () => {
  it("names each denied topic as Bedrock's classic tier takes it", () => {
    expect(new Set(GUEST_DENIED_TOPICS.map((topic) => topic.name)).size).toBe(GUEST_DENIED_TOPICS.length);
    for (const topic of GUEST_DENIED_TOPICS) {
      expect(topic.name).toMatch(/^[0-9a-zA-Z\-_ !?.]{1,100}$/);
      expect(topic.definition.length).toBeLessThanOrEqual(200);
      expect(topic.examples.length).toBeGreaterThanOrEqual(1);
      expect(topic.examples.length).toBeLessThanOrEqual(5);
      for (const example of topic.examples) expect(example.length).toBeLessThanOrEqual(100);
    }
  });

  it('keeps its blocked messages within 500 characters, each pointing the guest to a person', () => {
    for (const message of blockedMessages()) {
      expect(message.length).toBeLessThanOrEqual(500);
      expect(message).toContain('“Talk to a person”');
    }
  });

  it("blocks money and identity numbers in a guest's question, and never an e-mail, a phone or a name", () => {
    const blockedInInput = GUEST_PERSONAL_DATA_RULES.filter((rule) => rule.input === 'BLOCK').map((rule) => rule.type);
    expect(blockedInInput).toEqual(
      expect.arrayContaining(['CREDIT_DEBIT_CARD_NUMBER', 'US_BANK_ACCOUNT_NUMBER', 'US_BANK_ROUTING_NUMBER', 'US_SOCIAL_SECURITY_NUMBER']),
    );
    const named: string[] = GUEST_PERSONAL_DATA_RULES.map((rule) => rule.type);
    for (const type of ['EMAIL', 'PHONE', 'NAME', 'ADDRESS', 'AGE']) expect(named).not.toContain(type);
  });

  it('answers personal data with what not to type, a topic with its own refusal, an answer withheld with its own words', () => {
    expect(blockedMessage({ on: 'question', topics: ['Legal advice'], personalData: ['CREDIT_DEBIT_CARD_NUMBER'] })).toBe(GUARDRAIL_MESSAGES.personalData);
    expect(blockedMessage({ on: 'question', topics: ['Medical advice'], personalData: [] })).toMatch(
      /^I can't give medical advice\. If someone needs help right now, call 911\. Ask me/,
    );
    expect(blockedMessage({ on: 'question', topics: ['A topic of another version'], personalData: [] })).toBe(GUARDRAIL_MESSAGES.question);
    expect(blockedMessage({ on: 'answer', topics: ['Legal advice'], personalData: [] })).toBe(GUARDRAIL_MESSAGES.answer);
  });

  it('tells staff why in words', () => {
    expect(
      blockReasons({ on: 'question', topics: ['Legal advice'], personalData: ['CREDIT_DEBIT_CARD_NUMBER', 'CREDIT_DEBIT_CARD_NUMBER', 'DRIVER_ID'] }),
    ).toEqual(['a card number', 'driver id', 'Legal advice']);
  });
});
