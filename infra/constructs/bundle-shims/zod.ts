import * as z from './zod-classic.ts';

/**
 * What `zod` resolves to in Lambda bundles (appFunctionBundling's alias). The code imports
 * `{ z }` from 'zod', a namespace object that esbuild keeps whole, 40-odd locales included:
 * about 450 KB of a function's bundle. The same classic API from zod-classic.ts costs about
 * 130 KB. Behaviour is zod's own; the only difference is that `z.locales`, `z.toJSONSchema`,
 * `z.fromJSONSchema`, `z.core` and `z.compile` are missing, which tests/infra checks no function
 * uses. (Importing `* as z from 'zod'` in the code would shake it further and make this moot.)
 */
export * from './zod-classic.ts';
export { z };
export default z;
