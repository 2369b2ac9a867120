import { NotFoundError } from '../../platform/http/errors.ts';

// The blog's 404s, on their own so the read function carries none of the write path (decision 015).
export const postNotFound = () => new NotFoundError('No blog post has this id.', 'POST_NOT_FOUND');
