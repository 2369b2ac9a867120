import * as z from '#domain/shared/zod.ts';

/**
 * Every domain event travels as an EventBridge event whose `detail` is this envelope:
 * `{ id, version, occurredAt, data }`. `source` is a namespace (`cruises.users`) and
 * `detail-type` a PascalCase past-tense name (`UserProfileCreated`).
 */
export const envelopeSchema = z.object({
  id: z.uuid(),
  version: z.number().check(z.int(), z.positive()),
  occurredAt: z.iso.datetime({ offset: true }),
  data: z.unknown(),
});

export type Envelope = z.infer<typeof envelopeSchema>;

export interface EventDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  readonly source: `cruises.${string}`;
  readonly detailType: string;
  readonly version: number;
  readonly data: S;
  /** A realistic instance; consumers' contract tests run on it. */
  readonly sample: z.infer<S>;
}

export function defineEvent<S extends z.ZodMiniType>(definition: EventDefinition<S>) {
  const detail = z.extend(envelopeSchema, { version: z.literal(definition.version), data: definition.data });
  return { ...definition, detail };
}

export type DefinedEvent<S extends z.ZodMiniType = z.ZodMiniType> = ReturnType<typeof defineEvent<S>>;

/** The EventBridge event as a consumer receives it. */
export const eventBridgeEventSchema = z.object({
  id: z.string(),
  source: z.string(),
  'detail-type': z.string(),
  time: z.string(),
  detail: z.unknown(),
});

export type BusEvent = z.infer<typeof eventBridgeEventSchema> & {
  version?: string;
  account?: string;
  region?: string;
  resources?: string[];
};
