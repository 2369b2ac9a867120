import { describe, expect, it } from 'vitest';
import { loadConfig } from '#functions/platform/config.ts';
import { endorsementsRepository } from '#functions/adapters/dynamodb/endorsements-repository.ts';
import { api, newClientAddress } from './api-client.ts';

const config = loadConfig();
const from = newClientAddress();
const getEndorsements = () => api('GET', '/api/endorsements/homepage', { from });

// This file is the only writer of endorsements, and nothing seeds any (none may be invented),
// so a fresh stack starts with none; its tests run in order.
describe('GET /api/endorsements/homepage through the local gateway', () => {
  it('answers an empty list while nothing is recorded, publicly cacheable', async () => {
    const response = await getEndorsements();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.body).toEqual({ endorsements: [] });
  });

  it('lists what staff recorded, in display order, without the ordering field', async () => {
    const repository = endorsementsRepository(config);
    await repository.put({
      id: 'austin-monthly-2026',
      quote: 'The most fun you can have on Lake Travis.',
      source: 'Austin Monthly',
      url: 'https://example.com/austin-monthly',
      addedOn: '2026-06-01',
      position: 2,
    });
    await repository.put({
      id: 'google-review-ana',
      quote: 'Captain Mike made the day.',
      source: 'Google review',
      attribution: 'Ana R.',
      addedOn: '2026-08-15',
      position: 1,
    });
    await repository.put({
      id: 'chatgpt-answer',
      quote: 'A well-reviewed Lake Travis party boat company.',
      source: 'ChatGPT',
      addedOn: '2026-07-01',
      position: 1,
    });

    const response = await getEndorsements();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      endorsements: [
        { id: 'chatgpt-answer', quote: 'A well-reviewed Lake Travis party boat company.', source: 'ChatGPT', addedOn: '2026-07-01' },
        { id: 'google-review-ana', quote: 'Captain Mike made the day.', source: 'Google review', attribution: 'Ana R.', addedOn: '2026-08-15' },
        {
          id: 'austin-monthly-2026',
          quote: 'The most fun you can have on Lake Travis.',
          source: 'Austin Monthly',
          url: 'https://example.com/austin-monthly',
          addedOn: '2026-06-01',
        },
      ],
    });
  });

  it('moves an endorsement when it is put again with a new position, and drops a removed one', async () => {
    const repository = endorsementsRepository(config);
    await repository.put({
      id: 'austin-monthly-2026',
      quote: 'The most fun you can have on Lake Travis.',
      source: 'Austin Monthly',
      addedOn: '2026-06-01',
      position: 0,
    });
    await repository.remove('chatgpt-answer');
    const response = await getEndorsements();
    expect(response.body.endorsements.map((e: { id: string }) => e.id)).toEqual(['austin-monthly-2026', 'google-review-ana']);
    expect(response.body.endorsements[0]).not.toHaveProperty('url');
  });
});

describe('endorsements repository', () => {
  it.each([
    ['an empty quote', { quote: ' ' }],
    ['no source', { source: undefined }],
    ['a plain-http link', { url: 'http://example.com/review' }],
    ['a javascript: link', { url: 'javascript:alert(1)' }],
    ['an impossible date', { addedOn: '2026-02-30' }],
    ['an id that is not a slug', { id: 'Not A Slug' }],
    ['a negative position', { position: -1 }],
  ])('refuses %s and stores nothing', async (_what, change) => {
    const valid = { id: 'refused-endorsement', quote: 'Great.', source: 'Google review', addedOn: '2026-08-15', position: 5 };
    await expect(endorsementsRepository(config).put({ ...valid, ...change })).rejects.toThrow();
    expect((await endorsementsRepository(config).list()).map((e) => e.id)).not.toContain('refused-endorsement');
  });
});
