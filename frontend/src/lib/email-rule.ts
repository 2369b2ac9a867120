import { loadOnUse } from './load-on-use.ts';

/**
 * The product's one e-mail rule (`#domain/shared/email.ts`), loaded when a form first needs it.
 * The rule is built on zod, and no page loads zod before its visitor acts (issue 27, decision
 * 055): the sign-in pages ask for the rule as the visitor heads into the form (`onFocus`) and
 * wait for it on submit, so the check keeps one rule without zod on the pages' first load.
 */
export const loadEmailRule = loadOnUse(() => import('#domain/shared/email.ts'));

/** Starts loading the rule and ignores a failure: the submit asks again. */
export const warmEmailRule = () => void loadEmailRule().catch(() => undefined);
