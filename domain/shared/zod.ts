import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The zod every module imports: zod/mini, with zod's English messages (decision 015). Mini is
 * classic zod's validation without a method-per-schema API, about half the bytes in a Lambda
 * bundle and cheaper to build at load; unlike classic it ships no messages, so they are set
 * here, once, for the API, the functions and the forms alike.
 */
config(en());

export * from 'zod/mini';
