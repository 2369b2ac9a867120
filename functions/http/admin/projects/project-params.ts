import * as z from '#domain/shared/zod.ts';
import { NotFoundError } from '../../../platform/http/errors.ts';

// Project ids are UUIDs; anything else names no project and gets the same 404 as an unknown id.
export const projectParams = z.object({ id: z.catch(z.nullable(z.uuid()), null) });
export const projectNotFound = () => new NotFoundError('No project has this id.', 'PROJECT_NOT_FOUND');
