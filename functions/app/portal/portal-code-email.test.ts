import { describe, expect, it } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { portalCodeEmail } from './portal-code-email.ts';

const link = 'https://www.laketravispartycruises.example/portal/verify?link=abc';

describe('the portal sign-in e-mail', () => {
  it('gives the code (in the subject too) and the link, and says how long they work', () => {
    const email = portalCodeEmail('048213', link, businessFacts);
    // Never the code: staff read subjects on the customer page.
    expect(email.subject).toBe(`Your ${businessFacts.name} sign-in code`);
    expect(email.subject).not.toContain('048213');
    expect(email.text).toContain('Your code: 048213');
    expect(email.text).toContain(`Sign in: ${link}`);
    expect(email.text).toContain('for the next 10 minutes');
    expect(email.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(email.html).toContain('>048213</p>');
  });
});
