import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { emailTemplateKindInfo, parsedTemplate } from '#domain/content/email-templates.ts';
import { renderTemplateHtml, templatedEmail } from './render-template.ts';
import { portalCodeTemplateValues } from './template-values.ts';

const site = 'https://www.laketravispartycruises.example';
const link = `${site}/quote/aB3_-xYz`;

describe('renderTemplateHtml', () => {
  it('escapes the values and the staff text alike: no markup gets through', () => {
    const body = renderTemplateHtml('quote', parsedTemplate('Hi {{guest.firstName}} <b>bold</b> & <script>x</script>'), {
      'guest.firstName': '<img src=x onerror=alert(1)>',
    }).value;
    expect(body).toBe('<p>Hi &lt;img src=x onerror=alert(1)&gt; &lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;</p>');
  });

  it('makes paragraphs of blank lines, line breaks of single ones', () => {
    expect(renderTemplateHtml('quote', parsedTemplate('One\nline two\n\n  \nThree'), {}).value).toBe('<p>One<br>\nline two</p>\n<p>Three</p>');
  });

  it('links a link placeholder and a typed https address, and nothing a guest typed', () => {
    const values = { 'quote.link': `${link}?a=1&b=2`, 'guest.name': 'https://evil.example' };
    const body = renderTemplateHtml('quote', parsedTemplate('Open {{quote.link}}. Terms: https://example.com/terms. From {{guest.name}}'), values).value;
    expect(body).toContain(`<a href="${link}?a=1&amp;b=2" style="word-break:break-all">${link}?a=1&amp;b=2</a>`);
    expect(body).toContain('<a href="https://example.com/terms" style="word-break:break-all">https://example.com/terms</a>.');
    expect(body).toContain('From https://evil.example</p>');
    expect(body).not.toContain('href="https://evil.example"');
    expect(body).not.toMatch(/javascript:/);
  });
});

describe('templatedEmail', () => {
  it('keeps the sign-in code out of the subject whatever the body does, and puts it in the body', () => {
    const info = emailTemplateKindInfo('portal-code');
    const email = templatedEmail(
      'portal-code',
      { subject: info.defaultSubject, body: info.defaultBody },
      portalCodeTemplateValues('048213', `${site}/portal/verify?link=abc`, businessFacts),
      { facts: businessFacts, siteUrl: site },
    );
    expect(email.subject).toBe(`Your ${businessFacts.name} sign-in code`);
    expect(email.subject).not.toContain('048213');
    expect(email.text).toContain('Your code: 048213');
    expect(email.html).toContain('<a href="https://www.laketravispartycruises.example/portal/verify?link=abc" style="word-break:break-all">');
  });

  it('renders the subject as one line of text and frames the body with the layout and the figures', () => {
    const values = {
      'quote.reference': 'Q-8D1C6E52',
      'guest.firstName': 'Jo',
      'quote.link': link,
      'quote.total': '$1,234.00',
      'business.name': businessFacts.name,
    };
    const email = templatedEmail('quote', { subject: 'Your  quote {{quote.reference}} <3', body: 'Hi {{guest.firstName}},\n\nSee {{quote.link}}' }, values, {
      facts: businessFacts,
      siteUrl: link,
    });
    expect(email.subject).toBe('Your quote Q-8D1C6E52 <3');
    expect(email.html).toContain('<title>Your quote Q-8D1C6E52 &lt;3</title>');
    expect(email.html).toContain('<p>Hi Jo,</p>');
    expect(email.text).toContain(`Hi Jo,\n\nSee ${link}`);
    expect(email.text).toContain('Total: $1,234.00 (tax and gratuity included)');
    expect(email.html).toContain('$1,234.00 (tax and gratuity included)');
  });
});
