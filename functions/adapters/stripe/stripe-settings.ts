import { SSMClient } from '@aws-sdk/client-ssm';
import { SSMProvider } from '@aws-lambda-powertools/parameters/ssm';
import type Stripe from 'stripe';
import * as z from '#domain/shared/zod.ts';
import { clientCache, clientOptions } from '../../platform/aws/client-options.ts';
import type { Config } from '../../platform/config.ts';

// Stripe's keys come from configuration (decision 018): in AWS two SecureString parameters under
// STRIPE_PARAMETER_PATH (`secret-key`, `webhook-secret`), put there by the operator and never in
// the repository or the template, read through Powertools Parameters and kept for
// STRIPE_SETTINGS_MAX_AGE_SECONDS, so a rotated key is in use within minutes without a cold start;
// on the local stack, keys generated at each start. Either way they are validated before use, so
// a wrong value fails loudly with its name rather than as a 401 from Stripe or every webhook refused.

export const STRIPE_PARAMETER_NAMES = { secretKey: 'secret-key', webhookSecret: 'webhook-secret' } as const;

const settingsSchema = z.object({
  // A restricted key (rk_) is allowed and preferred: it can be limited to Checkout and PaymentIntents.
  secretKey: z.string().check(z.regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/, { message: 'Expected a Stripe secret or restricted key (sk_... or rk_...).' })),
  webhookSecret: z.string().check(z.regex(/^whsec_[A-Za-z0-9+/=_-]{16,}$/, { message: "Expected the webhook endpoint's signing secret (whsec_...)." })),
});

export type StripeSettings = z.infer<typeof settingsSchema>;

/** How long the keys read from the parameters are kept: a rotation takes effect within this. */
export const STRIPE_SETTINGS_MAX_AGE_SECONDS = 300;

const cachedSsm = clientCache((settings) => new SSMClient(clientOptions(settings)));
const providers = new Map<string, SSMProvider>();

/** One provider (and its cache) per region, on the SSM client the other calls share. */
function parametersProvider(region: string): SSMProvider {
  let provider = providers.get(region);
  if (!provider) {
    provider = new SSMProvider({ awsSdkV3Client: cachedSsm({ region }) });
    providers.set(region, provider);
  }
  return provider;
}

/**
 * The Stripe package, evaluated when a request first talks to Stripe rather than when the function
 * loads: most requests of a staff route that may refund never do (decision 054). It is still in
 * the bundle. The SSM client stays a static import: through import() the bundler would keep every
 * one of its commands (about 90 KB more), and it is needed exactly when Stripe first is.
 */
export async function stripePackage(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

function validated(values: Record<string, unknown>, from: string): StripeSettings {
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid Stripe configuration in ${from}: ${problems}`);
  }
  return parsed.data;
}

async function fromParameters(config: Config, path: string): Promise<StripeSettings> {
  const names = { secretKey: `${path}${STRIPE_PARAMETER_NAMES.secretKey}`, webhookSecret: `${path}${STRIPE_PARAMETER_NAMES.webhookSecret}` };
  // One GetParameters call for both (decrypted), then both kept until they are older than the max age.
  const values = await parametersProvider(config.AWS_REGION).getParametersByName<string>(
    { [names.secretKey]: {}, [names.webhookSecret]: {} },
    { decrypt: true, maxAge: STRIPE_SETTINGS_MAX_AGE_SECONDS, throwOnError: false },
  );
  const missing = values._errors ?? [];
  if (missing.length > 0) throw new Error(`Stripe configuration missing: parameters ${missing.join(', ')} could not be read`);
  return validated({ secretKey: values[names.secretKey], webhookSecret: values[names.webhookSecret] }, `the parameters under ${path}`);
}

/**
 * The keys. Locally the environment holds them; in AWS the parameters do, kept for
 * STRIPE_SETTINGS_MAX_AGE_SECONDS (a failed read is not kept, so the next request tries again).
 */
export function stripeSettings(config: Config): Promise<StripeSettings> {
  if (config.STRIPE_SECRET_KEY !== undefined || config.STRIPE_WEBHOOK_SECRET !== undefined) {
    return Promise.resolve(
      validated({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }, 'STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET'),
    );
  }
  const path = config.STRIPE_PARAMETER_PATH;
  if (!path) return Promise.reject(new Error('Stripe is not configured: set STRIPE_PARAMETER_PATH (or, locally, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)'));
  return fromParameters(config, path);
}

/**
 * Calls to Stripe end well inside the function's 28 s: 10 s an attempt, one retry (Stripe's own
 * Idempotency-Key makes the retried create safe), so a hung Stripe is a logged 500, not a timeout.
 */
const STRIPE_TIMEOUT_MS = 10_000;
const STRIPE_RETRIES = 1;

const clients = new Map<string, Stripe>();

/**
 * The official client, pointed at the payment simulator when STRIPE_ENDPOINT is set (the local
 * stack), at Stripe otherwise. The API version is the one the package pins, so the events our
 * code reads are the shapes its types describe.
 */
export async function stripeClient(config: Config): Promise<Stripe> {
  const [{ secretKey }, StripeClient] = await Promise.all([stripeSettings(config), stripePackage()]);
  const key = `${secretKey}|${config.STRIPE_ENDPOINT ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    const endpoint = config.STRIPE_ENDPOINT ? new URL(config.STRIPE_ENDPOINT) : null;
    client = new StripeClient(secretKey, {
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: STRIPE_RETRIES,
      telemetry: false,
      appInfo: { name: 'lake-travis-party-cruises' },
      ...(endpoint
        ? {
            host: endpoint.hostname,
            port: Number(endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80)),
            protocol: endpoint.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(key, client);
  }
  return client;
}
