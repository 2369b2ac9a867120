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
  /**
   * Builds the data's schema. It is called when the event's `data` or `detail` is first read, not
   * when the module loads: a function that publishes or consumes one event does not build the
   * schemas of the others its module defines (decision 060).
   */
  readonly data: () => S;
  /** A realistic instance; consumers' contract tests run on it. */
  readonly sample: z.infer<S>;
}

function detailSchema<S extends z.ZodMiniType>(version: number, data: S) {
  return z.extend(envelopeSchema, { version: z.literal(version), data });
}

export function defineEvent<S extends z.ZodMiniType>({ data: buildData, ...definition }: EventDefinition<S>) {
  let data: S | undefined;
  let detail: ReturnType<typeof detailSchema<S>> | undefined;
  return {
    ...definition,
    /** The data's schema, built on first use. */
    get data(): S {
      return (data ??= buildData());
    },
    /** The envelope with this event's version and data, as the bus carries it; built on first use. */
    get detail(): ReturnType<typeof detailSchema<S>> {
      return (detail ??= detailSchema(definition.version, this.data));
    },
  };
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
