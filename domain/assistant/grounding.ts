// Every figure the agent says comes from a tool over our data (issue 30): these find the figures
// in an answer and the ones no source holds. Money must come from a tool result; any other number
// may also come from the guest's own words ("18 of us").

const MONEY = /-?\$\s?\d[\d,]*(?:\.\d+)?/g;
const PERCENT = /\d+(?:\.\d+)?\s?%/g;
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

function normalMoney(text: string): string {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return `$${value.toFixed(2)}`;
}

function normalNumber(text: string): string {
  return String(Number(text.replace(/,/g, '')));
}

export interface Figures {
  money: string[];
  numbers: string[];
}

/** The amounts ('$1234.00') and other numbers ('18', '25', '2027') written in a text. */
export function figuresIn(text: string): Figures {
  const money = [...text.matchAll(MONEY)].map((match) => normalMoney(match[0]));
  const rest = text.replace(MONEY, ' ').replace(PERCENT, (match) => ` ${match.replace('%', '')} `);
  const numbers = [...rest.matchAll(NUMBER)].map((match) => normalNumber(match[0]));
  return { money, numbers };
}

/** Amounts in a tool result: formatted text ('$1,234.00') and integer cents under a key naming cents. */
function moneyInResult(value: unknown, key: string, into: Set<string>): void {
  if (typeof value === 'string') for (const money of figuresIn(value).money) into.add(money);
  else if (typeof value === 'number' && /cents|price|total|amount|deposit|balance|fee|cost/i.test(key) && Number.isInteger(value))
    into.add(`$${(value / 100).toFixed(2)}`);
  else if (Array.isArray(value)) for (const item of value) moneyInResult(item, key, into);
  else if (value && typeof value === 'object') for (const [name, inner] of Object.entries(value)) moneyInResult(inner, name, into);
}

function numbersIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    const figures = figuresIn(value);
    for (const number of figures.numbers) into.add(number);
    // A date written 2027-07-04 holds 2027, 7 and 4.
    for (const part of value.match(/\d+/g) ?? []) into.add(String(Number(part)));
  } else if (typeof value === 'number') into.add(String(value));
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, into);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) numbersIn(inner, into);
}

export interface GroundingSources {
  /** What the tools answered, as the model was given it. */
  toolResults: readonly unknown[];
  /** What the guest wrote (numbers only: an amount the guest typed is not a price of ours). */
  guestText: readonly string[];
}

/** The figures of `answer` that no source holds: empty when the answer is grounded. */
export function ungroundedFigures(answer: string, sources: GroundingSources): string[] {
  const money = new Set<string>();
  const numbers = new Set<string>();
  for (const result of sources.toolResults) {
    moneyInResult(result, '', money);
    numbersIn(result, numbers);
  }
  for (const text of sources.guestText) numbersIn(text, numbers);
  // An amount from a tool also grounds its digits written plainly.
  for (const amount of money) numbers.add(String(Math.trunc(Number(amount.slice(1)))));
  const figures = figuresIn(answer);
  return [...figures.money.filter((amount) => !money.has(amount)), ...figures.numbers.filter((number) => !numbers.has(number))];
}
