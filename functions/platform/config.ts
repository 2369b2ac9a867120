import * as z from '#domain/shared/zod.ts';
import { businessFacts } from '#domain/site/business.ts';

// Every Lambda (and the local gateway that hosts the same handlers) reads its settings through
// this schema, so a missing variable fails the first request loudly with every missing name.

/** 'hello@example.com' or 'Display Name <hello@example.com>', as SES takes a sender. */
const emailAddress = z.email();
const mailboxSchema = z.string().check(
  z.trim(),
  z.refine(
    (value) => {
      const match = /^(?:[^<>"\r\n]*[^<>"\s]\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value);
      const address = match?.[1] ?? match?.[2];
      return address !== undefined && emailAddress.safeParse(address).success;
    },
    { message: 'Use an e-mail address, or a name followed by <address>.' },
  ),
);

/** The business's own address sends and receives the e-mails unless a stage says otherwise. */
export const DEFAULT_EMAIL_FROM = `${businessFacts.name} <${businessFacts.email.address}>`;
export const DEFAULT_STAFF_EMAIL = businessFacts.email.address;

/** A whole number from the environment (every variable is a string), within bounds. */
function wholeNumber(fallback: number, min: number, max: number) {
  return z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,10}$/, { message: 'A whole number.' })),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(z.int(), z.gte(min), z.lte(max)),
      ),
    ),
    fallback,
  );
}

/**
 * The guest agent's model (issue 30, decision 069): a Bedrock foundation model reached through the
 * Converse API. The IAM grant names this one model's ARN (infra/constructs/api-function.ts), so a
 * stage that changes it deploys the grant with it.
 */
export const DEFAULT_AI_MODEL_ID = 'amazon.nova-lite-v1:0';

// The business metrics' namespace and service are read by metrics-config.ts (decision 081), so
// only the bundles that emit metrics carry their schema.
const configFields = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  EVENT_BUS_NAME: z.string().check(z.minLength(1)),
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  // Base of the token issuer: https://cognito-idp.<region>.amazonaws.com in AWS, cognito-local's URL locally.
  COGNITO_ISSUER_BASE: z.url(),
  // Endpoint overrides exist only for the local stack; in AWS the SDK's defaults apply.
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  EVENTBRIDGE_ENDPOINT: z.optional(z.url()),
  COGNITO_ENDPOINT: z.optional(z.url()),
  // Cookies carry the Secure attribute and the __Host- prefix unless the site is plain-HTTP local.
  SESSION_COOKIE_SECURE: z._default(z.enum(['true', 'false']), 'true'),
  // Links in e-mails are absolute: the public site's origin (the local gateway's URL locally).
  SITE_URL: z._default(z.url({ protocol: /^https?$/ }), businessFacts.website),
  // 'ses' sends through Amazon SES; 'outbox' (the local stack) only keeps each message in the
  // outbox for /dev/outbox. Defaults to sending, so a deployed stage never silently mails no one.
  EMAIL_DELIVERY: z._default(z.enum(['ses', 'outbox']), 'ses'),
  EMAIL_FROM: z._default(mailboxSchema, DEFAULT_EMAIL_FROM),
  // Where new quotes and leads are announced to the staff.
  STAFF_EMAIL: z._default(z.email(), DEFAULT_STAFF_EMAIL),
  // Stripe (decision 018). In AWS the keys are SecureString parameters under this path, read and
  // validated when a function first talks to Stripe (functions/adapters/stripe/stripe-settings.ts);
  // the local stack sets the keys themselves, generated at each start, and points the SDK at the
  // payment simulator (STRIPE_ENDPOINT). None is ever in the repository.
  STRIPE_PARAMETER_PATH: z.optional(z.string().check(z.regex(/^\/[A-Za-z0-9_./-]+\/$/, { message: 'A parameter path such as /party-cruises/dev/stripe/.' }))),
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  STRIPE_ENDPOINT: z.optional(z.url({ protocol: /^https?$/ })),
  // The trip page's weather outlook (decision 024): 'nws' asks the US National Weather Service's
  // public API (no key); 'none' (the local stack, which has no network) shows that no forecast is
  // available rather than inventing one. Defaults to none, so nothing calls out unless configured.
  WEATHER_FORECAST: z._default(z.enum(['none', 'nws']), 'none'),
  // The media library (issue 19, decision 031): staff's originals go to the private uploads bucket
  // by presigned POST; the image function writes the variants to the media bucket behind the
  // site's CloudFront (/media-files/*). S3_ENDPOINT is the local stack's S3 stand-in. Optional
  // here because only the media functions use them; those say plainly when one is missing.
  MEDIA_UPLOAD_BUCKET: z.optional(z.string().check(z.minLength(3))),
  MEDIA_BUCKET: z.optional(z.string().check(z.minLength(3))),
  S3_ENDPOINT: z.optional(z.url()),
  // Where browsers send uploads when it is not the bucket's own URL: the local gateway's
  // /media-uploads/<bucket>, so the admin page posts to its own origin as its CSP requires.
  MEDIA_UPLOAD_URL: z.optional(z.url({ protocol: /^https?$/ })),
  // The guest agent (issue 30, decision 069). The model and the limits on what it may spend:
  // output tokens per answer, tokens (in and out) per conversation and per business day, all
  // counted in the table. BEDROCK_ENDPOINT points the SDK at the local model stand-in; when
  // AI_OPENAI_BASE_URL is set (an Ollama or llama.cpp server the user runs) that model answers
  // through the same adapter instead, AI_OPENAI_MODEL naming it.
  AI_MODEL_ID: z._default(
    z.string().check(z.regex(/^[a-z0-9-]+\.[A-Za-z0-9.:-]+$/, { message: 'A Bedrock model id such as amazon.nova-lite-v1:0.' })),
    DEFAULT_AI_MODEL_ID,
  ),
  AI_MAX_OUTPUT_TOKENS: wholeNumber(800, 50, 4096),
  AI_TOKENS_PER_CONVERSATION: wholeNumber(40_000, 1_000, 1_000_000),
  AI_TOKENS_PER_DAY: wholeNumber(2_000_000, 1_000, 1_000_000_000),
  BEDROCK_ENDPOINT: z.optional(z.url({ protocol: /^https?$/ })),
  AI_OPENAI_BASE_URL: z.optional(z.url({ protocol: /^https?$/ })),
  AI_OPENAI_MODEL: z._default(z.string().check(z.minLength(1)), 'llama3.1'),
  // The guest agent's Bedrock guardrail (decision 086): its id and the version published with the
  // stage's policy (infra/constructs/guest-agent-guardrail.ts), or, locally, the model stand-in's.
  // Without them the guest agent's questions reach the model with no guardrail and the tool loop
  // applies the policy's personal-data rules itself (as with AI_OPENAI_BASE_URL, which never has one).
  AI_GUARDRAIL_ID: z.optional(z.string().check(z.regex(/^[a-z0-9]{1,64}$/, { message: 'A Bedrock guardrail id such as 4x8kq2m1zr7p.' }))),
  AI_GUARDRAIL_VERSION: z.optional(z.string().check(z.regex(/^(?:[1-9]\d{0,7}|DRAFT)$/, { message: 'A guardrail version: a number, or DRAFT.' }))),
});

// A guardrail is named by its id and its version together, or not at all.
const configSchema = configFields.check(
  z.refine((config) => (config.AI_GUARDRAIL_ID === undefined) === (config.AI_GUARDRAIL_VERSION === undefined), {
    path: ['AI_GUARDRAIL_VERSION'],
    message: 'A guardrail needs its id and its version.',
  }),
);

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (cached && env === process.env) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid function configuration: ${names}`);
  }
  if (env === process.env) cached = parsed.data;
  return parsed.data;
}

/** Tests and the local runtime change the environment between stacks; they drop the cache. */
export function resetConfigCache(): void {
  cached = undefined;
}
