/**
 * The e-mail part of gsi2 keys (`EMAIL#<this>`). Profiles and leads share it, so one gsi2 query
 * finds everything a person left with us however they typed the address's case.
 */
export function emailKey(email: string): string {
  return `EMAIL#${email.trim().toLowerCase()}`;
}
