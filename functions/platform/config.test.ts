import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { loadConfig } from './config.ts';
import { MINIMAL_CONFIG_ENV } from '#tests/support/minimal-config-env.ts';

const baseEnv = MINIMAL_CONFIG_ENV;

describe('e-mail settings', () => {
  it('default to sending through SES from and to the business, with links to its website', () => {
    expect(loadConfig(baseEnv)).toMatchObject({
      SITE_URL: businessFacts.website,
      EMAIL_DELIVERY: 'ses',
      EMAIL_FROM: `${businessFacts.name} <${businessFacts.email.address}>`,
      STAFF_EMAIL: businessFacts.email.address,
    });
  });

  it.each(['hello@example.com', 'Party Cruises <hello@example.com>', '  Crew<crew@example.com>  '])('take %j as a sender', (from) => {
    expect(loadConfig({ ...baseEnv, EMAIL_FROM: from }).EMAIL_FROM).toBe(from.trim());
  });

  it.each([
    ['EMAIL_FROM', 'not an address'],
    ['EMAIL_FROM', 'Name <not-an-address>'],
    ['EMAIL_FROM', '"Quoted, Name" <a@example.com>'],
    ['EMAIL_FROM', 'a@example.com\r\nBcc: b@example.com'],
    ['STAFF_EMAIL', 'staff'],
    ['SITE_URL', 'ftp://example.com'],
    ['SITE_URL', 'example.com'],
    ['EMAIL_DELIVERY', 'smtp'],
  ])('refuse %s=%j, naming it', (name, value) => {
    expect(() => loadConfig({ ...baseEnv, [name]: value })).toThrow(name);
  });
});

describe("the chat agent's settings (decision 069)", () => {
  it('default to the one model the IAM grant names and the limits, as numbers', () => {
    expect(loadConfig(baseEnv)).toMatchObject({
      AI_MODEL_ID: 'amazon.nova-lite-v1:0',
      AI_MAX_OUTPUT_TOKENS: 800,
      AI_TOKENS_PER_CONVERSATION: 40_000,
      AI_TOKENS_PER_DAY: 2_000_000,
    });
    expect(loadConfig({ ...baseEnv, AI_TOKENS_PER_DAY: '5000' }).AI_TOKENS_PER_DAY).toBe(5000);
  });

  it.each([
    ['AI_TOKENS_PER_DAY', 'lots'],
    ['AI_TOKENS_PER_DAY', '10'],
    ['AI_MAX_OUTPUT_TOKENS', '-5'],
    ['AI_MODEL_ID', 'no model'],
    ['AI_OPENAI_BASE_URL', 'localhost:11434'],
    ['AI_GUARDRAIL_ID', 'arn:aws:bedrock:us-east-1:123456789012:guardrail/abc'],
    ['AI_GUARDRAIL_VERSION', '0'],
  ])('refuse %s=%j, naming it', (name, value) => {
    expect(() => loadConfig({ ...baseEnv, [name]: value, ...(name === 'AI_GUARDRAIL_VERSION' ? { AI_GUARDRAIL_ID: 'abc123' } : {}) })).toThrow(name);
  });

  it('take a guardrail (decision 086) by its id and version together, and neither alone', () => {
    expect(loadConfig({ ...baseEnv, AI_GUARDRAIL_ID: 'abc123', AI_GUARDRAIL_VERSION: '3' })).toMatchObject({
      AI_GUARDRAIL_ID: 'abc123',
      AI_GUARDRAIL_VERSION: '3',
    });
    expect(loadConfig(baseEnv).AI_GUARDRAIL_ID).toBeUndefined();
    expect(() => loadConfig({ ...baseEnv, AI_GUARDRAIL_ID: 'abc123' })).toThrow('AI_GUARDRAIL_VERSION');
    expect(() => loadConfig({ ...baseEnv, AI_GUARDRAIL_VERSION: 'DRAFT' })).toThrow('AI_GUARDRAIL_VERSION');
  });
});
