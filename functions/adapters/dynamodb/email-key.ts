/** An e-mail address as we match people by it: trimmed and lower-cased ('Jo@X.example' is 'jo@x.example'). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The e-mail part of gsi2 keys (`EMAIL#<this>`). Profiles, leads, quotes and customers share it,
 * so one gsi2 query finds everything a person left with us however they typed the address's case.
 */
export function emailKey(email: string): string {
  return `EMAIL#${normaliseEmail(email)}`;
}
