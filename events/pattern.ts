/**
 * EventBridge event-pattern matching, for the local bus. It follows the documented rules:
 * - every key in the pattern must match (AND); the values in a key's array are alternatives (OR);
 * - an object value matches the nested object of the event field;
 * - when the event field is an array, it matches if any element matches;
 * - matchers: exact values (string, number, boolean, null), `prefix`, `suffix`,
 *   `equals-ignore-case`, `anything-but` (value, list, or `{prefix}`/`{suffix}`), `exists`,
 *   `numeric` (comparison pairs), and `wildcard` (`*`).
 * The CDK events stack hands the same pattern objects to EventBridge itself.
 */
export type Scalar = string | number | boolean | null;

export type ContentFilter =
  | { prefix: string }
  | { suffix: string }
  | { 'equals-ignore-case': string }
  | { 'anything-but': Scalar | Scalar[] | { prefix: string } | { suffix: string } }
  | { exists: boolean }
  | { numeric: Array<string | number> }
  | { wildcard: string };

export type PatternValue = ReadonlyArray<Scalar | ContentFilter>;

export interface EventPattern {
  readonly [key: string]: PatternValue | EventPattern;
}

type Json = Scalar | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function compareNumeric(value: number, conditions: Array<string | number>): boolean {
  for (let i = 0; i < conditions.length; i += 2) {
    const op = conditions[i];
    const bound = Number(conditions[i + 1]);
    const ok =
      op === '='
        ? value === bound
        : op === '<'
          ? value < bound
          : op === '<='
            ? value <= bound
            : op === '>'
              ? value > bound
              : op === '>='
                ? value >= bound
                : false;
    if (!ok) return false;
  }
  return true;
}

function wildcardRegex(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`, 's');
}

function matchesScalar(matcher: Scalar | ContentFilter, value: Json | undefined): boolean {
  if (!isObject(matcher)) return value !== undefined && value === matcher;
  if ('exists' in matcher) return matcher.exists ? value !== undefined : value === undefined;
  if (value === undefined) return false;
  if ('prefix' in matcher) return typeof value === 'string' && value.startsWith(matcher.prefix);
  if ('suffix' in matcher) return typeof value === 'string' && value.endsWith(matcher.suffix);
  if ('equals-ignore-case' in matcher) return typeof value === 'string' && value.toLowerCase() === matcher['equals-ignore-case'].toLowerCase();
  if ('wildcard' in matcher) return typeof value === 'string' && wildcardRegex(matcher.wildcard).test(value);
  if ('numeric' in matcher) return typeof value === 'number' && compareNumeric(value, matcher.numeric);
  if ('anything-but' in matcher) {
    const excluded = matcher['anything-but'];
    if (isObject(excluded)) {
      if (typeof value !== 'string') return false;
      if ('prefix' in excluded) return !value.startsWith(excluded.prefix);
      if ('suffix' in excluded) return !value.endsWith(excluded.suffix);
      return false;
    }
    const list = Array.isArray(excluded) ? excluded : [excluded];
    return !list.includes(value as Scalar);
  }
  return false;
}

function matchesField(alternatives: PatternValue, value: Json | undefined): boolean {
  // `exists: false` is about the field as a whole, not its elements.
  if (Array.isArray(value) && value.length > 0) {
    return alternatives.some((matcher) =>
      isObject(matcher) && 'exists' in matcher ? matchesScalar(matcher, value) : value.some((element) => matchesScalar(matcher, element)),
    );
  }
  return alternatives.some((matcher) => matchesScalar(matcher, value as Json | undefined));
}

export function matchesPattern(pattern: EventPattern, event: unknown): boolean {
  if (!isObject(event)) return false;
  return Object.entries(pattern).every(([key, expected]) => {
    const value = event[key] as Json | undefined;
    if (Array.isArray(expected)) return matchesField(expected as PatternValue, value);
    return isObject(value) && matchesPattern(expected as EventPattern, value);
  });
}
