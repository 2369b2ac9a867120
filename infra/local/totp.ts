import path from 'node:path';
import { projectRoot } from '../shared/project-root.ts';
import { mfaStateFile, storedSecretFor, totpOf } from './cognito-mfa.ts';

// `npm run totp -- <email>`: the current sign-in code of a local account whose authenticator is
// set up, read from the Cognito MFA stand-in's own state in `.data/` (decision 085). Local only:
// in AWS the secret is Cognito's and nothing of ours can read it.
const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run totp -- <email>');
  process.exit(1);
}
const secret = storedSecretFor(mfaStateFile(path.join(projectRoot, '.data')), email);
if (!secret) {
  console.error(`${email} has no authenticator set up on this machine's stack (sign in once to set it up).`);
  process.exit(1);
}
const totp = totpOf(secret);
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (for ${email}, good for ${secondsLeft} more seconds)`);
