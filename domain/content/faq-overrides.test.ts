import { describe, expect, it } from 'vitest';
import { faqItemsSchema, faqSaveSchema, faqsWithOverrides } from './faq-overrides.ts';

const defaults = [
  { id: 'a', question: 'Question A?', answer: 'The answer to A.' },
  { id: 'b', question: 'Question B?', answer: 'The answer to B.' },
];
const item = (id: string, retired = false) => ({ id, question: `Question ${id}?`, answer: `The answer to ${id}.`, retired });

describe('FAQ overrides', () => {
  it('shows the page its own answers until staff change them, then their order without the retired ones', () => {
    expect(faqsWithOverrides({}, '/faq', defaults)).toBe(defaults);
    const shown = faqsWithOverrides({ '/faq': [item('b'), item('a', true), item('c')] }, '/faq', defaults);
    expect(shown.map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(faqsWithOverrides({ '/faq': [item('b')] }, '/', defaults)).toBe(defaults);
  });

  it('refuses two answers with one id, a page with every answer retired, and bad fields, naming each', () => {
    const twice = faqItemsSchema.safeParse([item('a'), item('a')]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({ path: [1, 'id'], message: 'Two answers use the id a.' });
    expect(faqItemsSchema.safeParse([item('a', true)]).error?.issues[0]?.message).toMatch(/Keep at least one answer/);
    const bad = faqItemsSchema.safeParse([{ ...item('a'), id: 'Not A Slug', question: 'Hm', answer: 'Short' }]);
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['0.answer', '0.id', '0.question']);
    expect(faqSaveSchema.safeParse({ version: 0, items: null }).success).toBe(true);
    expect(faqSaveSchema.safeParse({ version: 0, items: [item('a')], extra: 1 }).success).toBe(false);
  });
});
