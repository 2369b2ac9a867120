/**
 * zod's classic API (node_modules/zod/v4/classic/external.js) without what no function uses at
 * run time and what costs most: the 40-odd locale bundles (`z.locales`; English stays, it is the
 * default), the JSON-schema converters, the `core` namespace and the schema compiler. See zod.ts.
 */
export * from '../../../node_modules/zod/v4/classic/schemas.js';
export * from '../../../node_modules/zod/v4/classic/checks.js';
export * from '../../../node_modules/zod/v4/classic/errors.js';
export * from '../../../node_modules/zod/v4/classic/parse.js';
export * from '../../../node_modules/zod/v4/classic/compat.js';
export {
  globalRegistry,
  registry,
  config,
  memoizer,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  INVALID,
  toZod,
  getDiscriminatedOption,
} from '../../../node_modules/zod/v4/core/index.js';
export { deepPartial } from '../../../node_modules/zod/v4/classic/deep-partial.js';
export { input, output } from '../../../node_modules/zod/v4/classic/in-out.js';
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from '../../../node_modules/zod/v4/classic/iso.js';
export * as iso from '../../../node_modules/zod/v4/classic/iso.js';
export * as coerce from '../../../node_modules/zod/v4/classic/coerce.js';
