import { describe, expect, it } from 'vitest';
import { applyPersonalDataRules, findPersonalData, maskPersonalData, maskPersonalDataIn } from './personal-data.ts';

// The guardrail policy's personal data found by patterns (decision 086): what is masked before a
// conversation is stored, and what the loop blocks when the model has no guardrail.

const typesIn = (text: string) => findPersonalData(text).map((match) => match.type);

describe('personal data in a guest’s words', () => {
  it.each([
    ['My card is 4242 4242 4242 4242, can I pay here?', ['CREDIT_DEBIT_CARD_NUMBER']],
    ['card 4000-0000-0000-0002 exp 12/29 cvv 123', ['CREDIT_DEBIT_CARD_NUMBER', 'CREDIT_DEBIT_CARD_CVV']],
    ['amex 378282246310005', ['CREDIT_DEBIT_CARD_NUMBER']],
    ['my SSN is 123-45-6789', ['US_SOCIAL_SECURITY_NUMBER']],
    ['social security number 078051120', ['US_SOCIAL_SECURITY_NUMBER']],
    ['ITIN 912-70-1234', ['US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER']],
    ['routing 021000021 account 1234567890', ['US_BANK_ROUTING_NUMBER', 'US_BANK_ACCOUNT_NUMBER']],
    ['Wire it to GB82 WEST 1234 5698 7654 32 please', ['INTERNATIONAL_BANK_ACCOUNT_NUMBER']],
    ['key AKIAIOSFODNN7EXAMPLE secret: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', ['AWS_ACCESS_KEY', 'AWS_SECRET_KEY']],
  ])('finds it in %j', (text, types) => {
    expect(typesIn(text)).toEqual(types);
  });

  it.each([
    'Call me at (512) 555-0142 or 512-555-0199, e-mail sam.lee@example.com',
    'What would 18 of us pay on July 4th, 2027? Is $1,154.25 right?',
    'Dates 2027-07-04 to 2027-07-06, 4 hours, group of 75',
    // A card-length number that fails the Luhn check, an SSN's shape with a group of 00, a routing number's length with a wrong checksum.
    'Order 4242 4242 4242 4241, code 123-00-6789, routing 123456789',
    'What does my quote say? /quote/Ab3dEf4242424242424242424242-_xYz0123456789abc',
    'Booking B-7K2M9Q4X, quote Q-AB12CD34',
  ])('finds none in %j', (text) => {
    expect(findPersonalData(text)).toEqual([]);
  });

  it('masks a card number to its last four digits and everything else whole, keeping the rest of the words', () => {
    expect(maskPersonalData('My card is 4242 4242 4242 4242, exp 12/29, cvv 123. SSN 123-45-6789.')).toBe(
      'My card is •••• •••• •••• 4242, exp 12/29, cvv •••. SSN •••-••-••••.',
    );
    expect(maskPersonalData('Call (512) 555-0142 on June 14, 2027')).toBe('Call (512) 555-0142 on June 14, 2027');
  });

  it('also hides what a guardrail reported finding, wherever it occurs, but nothing shorter than four characters', () => {
    expect(maskPersonalData('acct no. is 00-1234-5678-9 ok', ['00-1234-5678-9', '12'])).toBe('acct no. is ••-••••-••••-• ok');
  });

  it('masks every string of a stored value, leaving numbers and keys', () => {
    const stored = {
      role: 'user',
      content: [{ text: 'pay with 4242424242424242' }, { toolUse: { input: { question: 'card 4242424242424242', groupSize: 18 } } }],
    };
    expect(maskPersonalDataIn(stored)).toEqual({
      role: 'user',
      content: [{ text: 'pay with ••••••••••••4242' }, { toolUse: { input: { question: 'card ••••••••••••4242', groupSize: 18 } } }],
    });
  });
});

describe("the policy's rules on each side of a turn", () => {
  it('blocks money and identity numbers in the question, and lets an e-mail and a phone through', () => {
    expect(applyPersonalDataRules('Card 4242 4242 4242 4242', 'input').blocked).toEqual(['CREDIT_DEBIT_CARD_NUMBER']);
    expect(applyPersonalDataRules('I am Sam Lee, sam.lee@example.com, 512-555-0199', 'input')).toEqual({
      blocked: [],
      text: 'I am Sam Lee, sam.lee@example.com, 512-555-0199',
    });
    // Our own keys are not looked for in a question: no guest has them.
    expect(applyPersonalDataRules('AKIAIOSFODNN7EXAMPLE', 'input').blocked).toEqual([]);
  });

  it("masks money and identity numbers in an answer with Bedrock's tags, and blocks an answer holding a key", () => {
    expect(applyPersonalDataRules('You typed 4242 4242 4242 4242; pay on the quote page.', 'output')).toEqual({
      blocked: [],
      text: 'You typed {CREDIT_DEBIT_CARD_NUMBER}; pay on the quote page.',
    });
    expect(applyPersonalDataRules('The key is AKIAIOSFODNN7EXAMPLE', 'output').blocked).toEqual(['AWS_ACCESS_KEY']);
  });
});
