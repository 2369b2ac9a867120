/**
 * Staff's second factor (decision 085): an authenticator app's 6-digit code, and the
 * `otpauth://` address its QR code carries when the app is set up (Key Uri Format: SHA-1, 6
 * digits, 30 seconds, as Cognito's software tokens are).
 */
export const AUTHENTICATOR_ISSUER = 'Lake Travis Party Cruises';

/** An authenticator's code: six digits (the API's schema is authenticator-code.ts, apart so the sign-in page loads no zod). */
export const AUTHENTICATOR_CODE_PATTERN = /^\d{6}$/;
export const AUTHENTICATOR_CODE_MESSAGE = 'Enter the 6-digit code your authenticator app shows.';

export function otpauthUri(account: string, secret: string, issuer = AUTHENTICATOR_ISSUER): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}

/** The secret in groups of four, as it is typed into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
