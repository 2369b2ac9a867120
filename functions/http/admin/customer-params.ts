import * as z from '#domain/shared/zod.ts';
import { customerEmailParamSchema } from '#domain/people/back-office.ts';
import { normaliseEmail } from '../../adapters/dynamodb/email-key.ts';
import { NotFoundError } from '../../platform/http/errors.ts';

/**
 * `{email}` in a customer path: the address (URL-encoded by the client, decoded by the gateway),
 * normalised as customers are keyed. Something that is not an address names no customer, so it
 * gets the same 404 as an unknown one.
 */
export const customerParams = z.object({ email: z.catch(z.nullable(z.pipe(customerEmailParamSchema, z.transform(normaliseEmail))), null) });

export const customerNotFound = () => new NotFoundError('No customer has this e-mail address.', 'CUSTOMER_NOT_FOUND');
