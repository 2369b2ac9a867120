import type * as z from './zod.ts';

/**
 * The shape of an object schema for a type defined elsewhere (an engine's interface): one schema
 * per field of T, optional fields included, and no other. A record schema declares such a shape
 * `satisfies ShapeOf<T>`, so a field T gains, loses or retypes fails to compile, instead of being
 * dropped without a word when a stored record is parsed.
 */
export type ShapeOf<T> = { [K in keyof T]-?: z.ZodMiniType<T[K]> };
