import path from 'node:path';
import * as z from '#domain/shared/zod.ts';
import { projectRoot } from '../shared/project-root.ts';
import { LocalStackError } from './processes.ts';
import { ensureSiteBuilt } from './site-build.ts';
import { startLocalStack } from './stack.ts';
import { loadDemoBusiness } from './demo-business.ts';

// `npm start`: start the local cloud, build the site if its inputs or the business facts staff
// saved changed, print the URL. A save on /settings republishes the site in the background.
// `npm run demo` is the same with `--demo`: a fresh stack is filled with a demo business first.
const startedAt = Date.now();

const envSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)), 3000),
  DYNAMODB_PORT: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535))),
  COGNITO_PORT: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535))),
  ADMIN_EMAIL: z.optional(z.email()),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(12))),
});

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  fail(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')} (${i.message})`).join(', ')}`);
}
const env = parsed.data;

try {
  const stack = await startLocalStack({
    port: env.PORT,
    dataDir: path.join(projectRoot, '.data'),
    // Fixed neighbours of PORT keep cognito-local's token issuer stable across restarts.
    dynamoPort: env.DYNAMODB_PORT ?? env.PORT + 1,
    cognitoPort: env.COGNITO_PORT ?? env.PORT + 2,
    admin: { ...(env.ADMIN_EMAIL ? { email: env.ADMIN_EMAIL } : {}), ...(env.ADMIN_PASSWORD ? { password: env.ADMIN_PASSWORD } : {}) },
    log: (line) => console.log(`  ${line}`),
    buildSite: (data) => ensureSiteBuilt({ ...data, log: (line) => console.log(`  ${line}`) }),
    runSchedules: true,
    // The address printed below: the e-mails' links and logo (SITE_URL) are on it too, so the outbox
    // and the template preview, opened there, show the logo (issue 31).
    siteHost: 'localhost',
  });

  // The facts live in DynamoDB Local, so the first build waits for the stack.
  const built = await stack.site!.publish().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  if (!built) console.log('Site build is current; skipping Vite.');

  const url = stack.siteUrl;
  if (process.argv.includes('--demo')) {
    // Only a stack whose owner this run created is fresh: the demo never mixes with real work.
    const password = env.ADMIN_PASSWORD ?? stack.admin.password;
    if (stack.admin.created && password) {
      console.log('Loading the demo business...');
      const demo = await loadDemoBusiness(stack.url, { email: stack.admin.email, password });
      for (const line of demo.lines) console.log(`  ${line}`);
      console.log('  The site republishes with the posts and photos in the background.');
    } else {
      console.log('The demo loads into a fresh stack only, and this one has data: run `npm run reset`, then `npm run demo`.');
    }
  }
  console.log(`\nLake Travis Party Cruises is running at ${url}  (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
  if (stack.admin.password) {
    console.log(`Admin account created: ${stack.admin.email} / ${stack.admin.password}  (shown once; npm run reset starts over)`);
  } else {
    console.log(`Admin account: ${stack.admin.email}`);
  }
  console.log(`E-mails are kept, not sent: ${url}/dev/outbox`);
  console.log(
    `The chat agent's model is the local stand-in (${stack.model.endpoint}), not Bedrock: it plans tools from the question and answers from their results.`,
  );
  console.log('Data lives in .data/ (npm run reset wipes it). Press Ctrl-C to stop.');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof LocalStackError) fail(error.message);
  throw error;
}
