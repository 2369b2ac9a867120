import { GUEST_PERSONAL_DATA_RULES, type PersonalDataType } from './guardrail-policy.ts';

// The personal data of the guardrail policy (decision 086) found by patterns: what our own code
// masks before a conversation is stored (always, whatever the model or its guardrail did), what
// the tool loop checks when the model has no guardrail, and what the local stand-in's guardrail
// matches. Bedrock's guardrail finds the same entities with a model and may find more; the
// patterns are narrow on purpose (a card number passes the Luhn check, an IBAN its mod-97, a
// routing number its checksum, bank accounts need the word "account" beside them), so a price, a
// date, a phone number or a quote link's token is never taken for one.

export interface PersonalDataMatch {
  type: PersonalDataType;
  start: number;
  end: number;
}

// A run of digits, spaces and dashes is one word: the lookarounds keep a match from starting or
// ending inside a longer token (a quote link's token, a reference).
const CARD = /(?<![\w-])(?:\d[ -]?){12,18}\d(?![\w-])/g;
const CVV = /\b(?:cvv2?|cvc2?|csc|security code)\b[^0-9\n]{0,12}(\d{3,4})(?![\w-])/gi;
const SSN_SHAPED = /(?<![\w-])(\d{3})[- ](\d{2})[- ](\d{4})(?![\w-])/g;
const SSN_NAMED = /\b(?:ssn|social security(?: number)?|itin|tax id)\b[^0-9\n]{0,12}(\d{9})(?![\w-])/gi;
const ROUTING = /\b(?:routing|aba)\b[^0-9\n]{0,20}(\d{9})(?![\w-])/gi;
const ACCOUNT = /\b(?:account|acct|checking|savings)\b[^0-9\n]{0,20}(\d{6,17})(?![\w-])/gi;
const IBAN = /(?<![\w-])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![\w-])/g;
const AWS_ACCESS_KEY = /(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Za-z0-9])/g;
const AWS_SECRET_KEY = /\bsecret\w*\b[^A-Za-z0-9/+\n]{0,20}([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])/gi;

const digitsOf = (text: string) => text.replace(/\D/g, '');

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The ABA checksum of a routing number: 3, 7 and 1 as weights, a multiple of 10. */
function routingChecksum(digits: string): boolean {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 10 === 0;
}

/** ISO 13616: the country and check digits moved to the end, letters as 10-35, the whole number modulo 97 is 1. */
function ibanChecksum(text: string): boolean {
  const compact = text.replace(/ /g, '');
  if (compact.length < 15 || compact.length > 34) return false;
  const moved = `${compact.slice(4)}${compact.slice(0, 4)}`;
  let remainder = 0;
  for (const character of moved) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An SSN's shape as the Social Security Administration issues them; a 9xx area with an ITIN's middle digits is an ITIN. */
function taxNumberType(area: string, group: string, serial: string): PersonalDataType | null {
  if (group === '00' || serial === '0000') return null;
  if (area.startsWith('9')) {
    const middle = Number(group);
    return (middle >= 50 && middle <= 65) || (middle >= 70 && middle <= 88) || (middle >= 90 && middle <= 92) || middle >= 94
      ? 'US_INDIVIDUAL_TAX_IDENTIFICATION_NUMBER'
      : null;
  }
  return area === '000' || area === '666' ? null : 'US_SOCIAL_SECURITY_NUMBER';
}

/** The match of a pattern's first group (the number after the word that names it), or of the whole. */
function spanOf(match: RegExpMatchArray): { start: number; end: number; text: string } {
  const text = match[1] ?? match[0];
  const start = match.index! + (match[1] === undefined ? 0 : match[0].lastIndexOf(match[1]));
  return { start, end: start + text.length, text };
}

/** Every piece of the policy's personal data in a text, in order, none overlapping another. */
export function findPersonalData(text: string): PersonalDataMatch[] {
  const found: PersonalDataMatch[] = [];
  const add = (type: PersonalDataType, span: { start: number; end: number }) => found.push({ type, start: span.start, end: span.end });
  for (const match of text.matchAll(CARD)) {
    const digits = digitsOf(match[0]);
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits)) add('CREDIT_DEBIT_CARD_NUMBER', spanOf(match));
  }
  for (const match of text.matchAll(CVV)) add('CREDIT_DEBIT_CARD_CVV', spanOf(match));
  for (const match of text.matchAll(SSN_SHAPED)) {
    const type = taxNumberType(match[1]!, match[2]!, match[3]!);
    if (type) add(type, { start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(SSN_NAMED)) {
    const span = spanOf(match);
    const type = taxNumberType(span.text.slice(0, 3), span.text.slice(3, 5), span.text.slice(5));
    if (type) add(type, span);
  }
  for (const match of text.matchAll(ROUTING)) {
    const span = spanOf(match);
    if (routingChecksum(span.text)) add('US_BANK_ROUTING_NUMBER', span);
  }
  for (const match of text.matchAll(ACCOUNT)) add('US_BANK_ACCOUNT_NUMBER', spanOf(match));
  for (const match of text.matchAll(IBAN)) if (ibanChecksum(match[0])) add('INTERNATIONAL_BANK_ACCOUNT_NUMBER', spanOf(match));
  for (const match of text.matchAll(AWS_ACCESS_KEY)) add('AWS_ACCESS_KEY', spanOf(match));
  for (const match of text.matchAll(AWS_SECRET_KEY)) add('AWS_SECRET_KEY', spanOf(match));
  // The first pattern to claim a stretch keeps it (a card number is not also an account number).
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((match, index) => found.slice(0, index).every((earlier) => earlier.end <= match.start || earlier.start >= match.end));
}

const hide = (text: string) => text.replace(/[A-Za-z0-9/+]/g, '•');

/** A card number keeps its last four digits (as receipts print it, so staff can tell which card was meant); the rest is hidden whole. */
function masked(type: PersonalDataType, text: string): string {
  if (type !== 'CREDIT_DEBIT_CARD_NUMBER') return hide(text);
  let keep = 4;
  return [...text]
    .reverse()
    .map((character) => (/\d/.test(character) && keep-- > 0 ? character : /\d/.test(character) ? '•' : character))
    .reverse()
    .join('');
}

function replaceMatches(text: string, matches: readonly PersonalDataMatch[], replace: (match: PersonalDataMatch, found: string) => string): string {
  let result = '';
  let at = 0;
  for (const match of matches) {
    result += text.slice(at, match.start) + replace(match, text.slice(match.start, match.end));
    at = match.end;
  }
  return result + text.slice(at);
}

/**
 * The text as it may be stored: the policy's personal data masked, and each of `alsoHide` (what
 * a guardrail reported finding, which the patterns may not know) hidden wherever it occurs.
 */
export function maskPersonalData(text: string, alsoHide: readonly string[] = []): string {
  let result = replaceMatches(text, findPersonalData(text), (match, found) => masked(match.type, found));
  // Short findings ("12") would hide innocent digits everywhere; a guardrail's are longer.
  for (const found of alsoHide) if (found.length >= 4) result = result.split(found).join(hide(found));
  return result;
}

/** Every string within a stored value (a message's blocks, a tool call's input) masked as maskPersonalData does. */
export function maskPersonalDataIn<T>(value: T, alsoHide: readonly string[] = []): T {
  if (typeof value === 'string') return maskPersonalData(value, alsoHide) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskPersonalDataIn(item, alsoHide)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskPersonalDataIn(item, alsoHide)])) as T;
  return value;
}

export interface PersonalDataVerdict {
  /** The types the side's rules block: the whole text is refused. */
  blocked: PersonalDataType[];
  /** The text with the types the side anonymizes replaced by their tag, `{CREDIT_DEBIT_CARD_NUMBER}`, as Bedrock writes them. */
  text: string;
}

/** The policy's personal-data rules for one side of a turn (the guest's question, or the model's answer) applied to a text. */
export function applyPersonalDataRules(text: string, side: 'input' | 'output'): PersonalDataVerdict {
  const matches = findPersonalData(text);
  const action = (type: PersonalDataType) => GUEST_PERSONAL_DATA_RULES.find((rule) => rule.type === type)?.[side] ?? 'NONE';
  const blocked = [...new Set(matches.filter((match) => action(match.type) === 'BLOCK').map((match) => match.type))];
  const anonymized = matches.filter((match) => action(match.type) === 'ANONYMIZE');
  return { blocked, text: replaceMatches(text, anonymized, (match) => `{${match.type}}`) };
}
