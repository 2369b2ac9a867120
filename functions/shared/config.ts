import { z } from 'zod';

// Every Lambda (and the local gateway that hosts the same handlers) reads its settings through
// this schema, so a missing variable fails the first request loudly with every missing name.
const configSchema = z.object({
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  EVENT_BUS_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  // Base of the token issuer: https://cognito-idp.<region>.amazonaws.com in AWS, cognito-local's URL locally.
  COGNITO_ISSUER_BASE: z.url(),
  // Endpoint overrides exist only for the local stack; in AWS the SDK's defaults apply.
  DYNAMODB_ENDPOINT: z.url().optional(),
  EVENTBRIDGE_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  // Cookies carry the Secure attribute and the __Host- prefix unless the site is plain-HTTP local.
  SESSION_COOKIE_SECURE: z.enum(['true', 'false']).default('true'),
});

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

export function awsClientOptions(config: Config, endpoint: string | undefined) {
  return {
    region: config.AWS_REGION,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  };
}
