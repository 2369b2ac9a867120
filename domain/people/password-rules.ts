// What a password must have (decision 012): the user pool's policy is built from these
// (functions/adapters/cognito/user-pool.ts), and the forms that ask for a new password say them.

export const PASSWORD_RULES = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;

/** The rules as one sentence for a new password's hint: "At least 12 characters, with an upper-case letter, ...". */
export function passwordRulesHint(rules: typeof PASSWORD_RULES = PASSWORD_RULES): string {
  const needs = [
    ...(rules.requireUppercase ? ['an upper-case letter'] : []),
    ...(rules.requireLowercase ? ['a lower-case letter'] : []),
    ...(rules.requireDigits ? ['a digit'] : []),
    ...(rules.requireSymbols ? ['a symbol such as ! or #'] : []),
  ];
  const listed = needs.length > 1 ? `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}` : (needs[0] ?? '');
  return `At least ${rules.minLength} characters${listed ? `, with ${listed}` : ''}.`;
}
