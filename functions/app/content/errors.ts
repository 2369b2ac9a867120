import { refused } from '../../platform/outcome.ts';

// The blog's 404s, on their own so the read function carries none of the write path (decision 015).
export const postNotFound = () => refused('POST_NOT_FOUND', 'No blog post has this id.');
