import * as z from '../shared/zod.ts';
import { AUTHENTICATOR_CODE_MESSAGE, AUTHENTICATOR_CODE_PATTERN } from './authenticator.ts';

/** The code a sign-in sends with its password or its Session (decision 085). */
export const authenticatorCodeSchema = z.string().check(z.regex(AUTHENTICATOR_CODE_PATTERN, AUTHENTICATOR_CODE_MESSAGE));
