import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_KIND_INFO,
  EMAIL_TEMPLATE_KINDS,
  emailTemplateTextSchema,
  parseTemplate,
  placeholdersIn,
  renderTemplateText,
  templateProblems,
} from './email-templates.ts';

describe('parseTemplate', () => {
  it('splits text and named placeholders, spaces inside the braces allowed', () => {
    expect(parseTemplate('Hi {{ guest.firstName }}, see {{quote.link}}.')).toEqual({
      parts: [{ text: 'Hi ' }, { placeholder: 'guest.firstName' }, { text: ', see ' }, { placeholder: 'quote.link' }, { text: '.' }],
    });
  });

  it.each([
    ['{{{guest.name}}}', 'raw output'],
    ['{{#booking}}x{{/booking}}', 'a section'],
    ['{{> footer}}', 'a partial'],
    ['{{&guest.name}}', 'unescaped output'],
    ['Hi {{guest.firstName', 'an unclosed placeholder'],
    ['{{}}', 'an empty name'],
    ['{{guest..name}}', 'a malformed name'],
    ['{{ 1+1 }}', 'an expression'],
  ])('refuses %s (%s)', (source) => {
    expect(parseTemplate(source)).toHaveProperty('error');
  });

  it('keeps text with single braces as text', () => {
    expect(parseTemplate('a {b} c')).toEqual({ parts: [{ text: 'a {b} c' }] });
  });
});

describe('templateProblems', () => {
  it("accepts every kind's own default", () => {
    for (const info of EMAIL_TEMPLATE_KIND_INFO) expect(templateProblems(info.kind, { subject: info.defaultSubject, body: info.defaultBody })).toEqual({});
  });

  it('names unknown placeholders, per field', () => {
    const problems = templateProblems('quote', { subject: 'Quote {{quote.refrence}}', body: 'Hi {{guest.nickname}} {{booking.reference}} {{quote.link}}' });
    expect(problems.subject).toContain('{{quote.refrence}}');
    expect(problems.body).toContain('{{guest.nickname}}');
    expect(problems.body).toContain('{{booking.reference}}');
  });

  it("refuses the sign-in code in the portal e-mail's subject, and allows it in the body", () => {
    const problems = templateProblems('portal-code', { subject: 'Your code is {{code}}', body: 'Code {{code}} or {{signIn.link}}' });
    expect(problems.subject).toMatch(/\{\{code\}\} cannot be in the subject/);
    expect(problems.body).toBeUndefined();
  });

  it('insists on what the e-mail is for: the code and link, the quote link', () => {
    expect(templateProblems('portal-code', { subject: 'Sign in', body: 'Here is your link {{signIn.link}}' }).body).toContain('{{code}}');
    expect(templateProblems('quote', { subject: 'Your quote', body: 'Hi {{guest.firstName}}' }).body).toContain('{{quote.link}}');
  });

  it('keeps a subject on one line, whatever was pasted into it', () => {
    expect(emailTemplateTextSchema.parse({ subject: 'a\n b\u202E', body: '{{quote.link}}' }).subject).toBe('a b');
  });

  it('offers only placeholders each kind fills, with a description', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const info = EMAIL_TEMPLATE_KIND_INFO.find((entry) => entry.kind === kind);
      expect(info?.placeholders.every((placeholder) => placeholder.description.length > 10)).toBe(true);
      expect(new Set(info?.placeholders.map((placeholder) => placeholder.name)).size).toBe(info?.placeholders.length);
    }
  });
});

describe('renderTemplateText', () => {
  it('prints values as given, and nothing for a value it does not have', () => {
    const parsed = parseTemplate('Hi {{guest.firstName}}{{guest.name}}!');
    if ('error' in parsed) throw new Error(parsed.error);
    expect(renderTemplateText(parsed.parts, { 'guest.firstName': '<Ann>' })).toBe('Hi <Ann>!');
    expect(placeholdersIn(parsed.parts)).toEqual(['guest.firstName', 'guest.name']);
  });

  it("never prints an object's inherited properties", () => {
    const parsed = parseTemplate('[{{constructor}}][{{toString}}]');
    if ('error' in parsed) throw new Error(parsed.error);
    expect(renderTemplateText(parsed.parts, {})).toBe('[][]');
    expect(templateProblems('quote', { subject: '{{constructor}}', body: '{{quote.link}}' }).subject).toContain('Unknown placeholder');
  });
});

describe('emailTemplateTextSchema', () => {
  it('refuses an empty subject and an over-long body', () => {
    expect(emailTemplateTextSchema.safeParse({ subject: '  ', body: 'x' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['subject']);
    expect(emailTemplateTextSchema.safeParse({ subject: 'x', body: 'x'.repeat(5001) }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['body']);
  });
});
