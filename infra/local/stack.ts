import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SiteData } from '../../frontend/build/build-site.ts';
import { storedPagePhotos } from '#functions/app/content/page-photos.ts';
import { storedPressPhotos } from '#functions/app/content/press-photos.ts';
// Guests' approved reviews (issue 29, decision 077).
import { storedGuestReviews } from '#functions/app/content/published-guest-reviews.ts';
import { eventRules, siteRepublishTrigger } from '#events/rules.ts';
import { schedules } from '#functions/scheduled/schedules.ts';
import { resetConfigCache } from '#functions/platform/config.ts';
import { ADMIN_GROUP } from '#functions/platform/auth/session.ts';
import type { TableAccess } from '#functions/adapters/dynamodb/client.ts';
import { storedBusinessFactOverrides } from '#functions/app/site/business-facts.ts';
// The blog (issue 19, decision 030): its published posts are built into the site too.
import { storedBlogSite } from '#functions/app/content/blog-site.ts';
// Content blocks and the FAQ (issue 19, decision 032).
import { storedFaqOverrides } from '#functions/adapters/dynamodb/faq-overrides-repository.ts';
import { storedContentBlockOverrides } from '#functions/adapters/dynamodb/content-blocks-repository.ts';
// The price version in effect (issue 18, decision 026).
import { calendarDateIn } from '#domain/shared/dates.ts';
import { storedSitePriceVersion } from '#functions/app/pricing/site-price-version.ts';
import { cognitoClient, ensureTable, ensureUser, ensureUserPool, generatePassword } from './bootstrap.ts';
import { startCognitoLocal } from './cognito-local.ts';
// Staff's second factor (decision 085): Cognito's software-token MFA in front of cognito-local.
import { mfaStateFile, startCognitoMfaStandIn, type CognitoMfaOptions } from './cognito-mfa.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { createLocalEventBus } from './event-bus.ts';
import { routes } from '#functions/http/routes.ts';
import { createGateway } from './gateway.ts';
// The media library's local S3 (issue 19, decision 031).
import { startLocalS3, type LocalS3 } from './local-s3.ts';
import { createMediaFiles, MEDIA_UPLOADS_PREFIX } from './media-files.ts';
import { createPaymentSimulator, localStripeKeys, type PaymentSimulator } from './payment-simulator.ts';
// The guest agent's model (issue 30, decision 069).
import { startModelStandIn, type ModelStandIn } from './model-stand-in.ts';
import { STAND_IN_GUARDRAIL } from './model-stand-in-guardrail.ts';
import { assertPortFree, freePort } from './processes.ts';
import { startLocalSchedules } from './scheduler.ts';
import { siteDir } from './site-build.ts';
import { createSiteRepublisher, type SiteRepublisher } from './site-republisher.ts';

export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one. */
  port: number;
  host?: string;
  /**
   * The name browsers visit the site by, when not `host` (npm start prints localhost). SITE_URL,
   * the e-mails' links and logo and the upload form's address are on it, so a page on that origin
   * loads the logo its CSP allows ('self') and a link keeps the visitor's session cookies.
   */
  siteHost?: string;
  /** Persistent data directory (`.data/`), or null for a throw-away stack (tests). */
  dataDir: string | null;
  dynamoPort?: number;
  cognitoPort?: number;
  admin?: { email?: string; password?: string };
  log?: (line: string) => void;
  retryDelaysMs?: number[];
  /** Run the schedule table's jobs on their intervals (`npm start`); tests call the jobs' work directly. */
  runSchedules?: boolean;
  /** Let requests set their own time and loopback address (tests only, gateway.ts trustTestHeaders). */
  trustTestHeaders?: boolean;
  /**
   * Builds the site with the business facts staff saved and resolves to whether it built (false:
   * already current). Given (npm start), the stack republishes the site in the background on every
   * BusinessFactsChanged, as CodeBuild does in AWS (decision 013); left out (tests), it never builds.
   */
  buildSite?: (data: SiteData) => Promise<boolean>;
  /** The TOTP secret the MFA stand-in hands each user (tests: a known one per e-mail); random when left out. */
  totpSecretFor?: CognitoMfaOptions['secretFor'];
}

/** The site's publishing, when the stack was given a builder. */
export interface LocalSitePublishing {
  /** Builds now from the stored facts (npm start's first build), not in the background. */
  publish: () => Promise<boolean>;
  republisher: SiteRepublisher;
}

export interface LocalStack {
  /** Where the gateway listens (`host`): what the stack's own clients call. */
  url: string;
  /** The site as browsers visit it (`siteHost`, else `url`): SITE_URL. */
  siteUrl: string;
  env: Record<string, string>;
  admin: { email: string; password?: string; created: boolean };
  bus: ReturnType<typeof createLocalEventBus>;
  /** Stripe's stand-in: tests drain its webhook deliveries. */
  payments: PaymentSimulator;
  /** The media library's S3 stand-in: tests drain its upload events. */
  s3: LocalS3;
  /** Bedrock's stand-in: the guest agent's model (issue 30). */
  model: ModelStandIn;
  site: LocalSitePublishing | null;
  stop: () => Promise<void>;
}

/**
 * The site's address as browsers visit it: `siteHost` when given (npm start's localhost), else the
 * listening host. One origin for the page and everything it is sent (e-mail logos and links, the
 * upload form): a logo from 127.0.0.1 on a localhost page is another origin, which the CSP blocks.
 */
export function localSiteUrl(host: string, port: number, siteHost?: string): string {
  return `http://${siteHost ?? host}:${port}`;
}

/** Every build reads the facts as stored when it starts, so a queued build publishes the latest save. */
function sitePublishing(buildSite: NonNullable<LocalStackOptions['buildSite']>, table: TableAccess, log: (line: string) => void): LocalSitePublishing {
  // Each part staff saved (facts, blog, page photos, content blocks, FAQ, approved reviews, the prices in effect) is read when the build starts.
  const publish = async () =>
    buildSite({
      businessFactOverrides: await storedBusinessFactOverrides(table),
      blog: await storedBlogSite(table),
      pagePhotos: await storedPagePhotos(table),
      contentBlockOverrides: await storedContentBlockOverrides(table),
      faqOverrides: await storedFaqOverrides(table),
      // The version in effect today: the build's own day (its clock is the real one here).
      priceVersion: await storedSitePriceVersion(table, calendarDateIn(new Date())),
      // The press page's photos (decision 031).
      pressPhotos: await storedPressPhotos(table),
      // The approved guest reviews (decision 077).
      guestReviews: await storedGuestReviews(table),
    });
  return { publish, republisher: createSiteRepublisher({ publish, log }) };
}

const REGION = 'us-east-1';
const TABLE_NAME = 'party-cruises';
const BUS_NAME = 'party-cruises';
const MEDIA_BUCKETS = { uploads: 'party-cruises-media-uploads', media: 'party-cruises-media' };
const DEFAULT_ADMIN_EMAIL = 'admin@laketravispartycruises.example';

/**
 * Starts the whole local cloud: DynamoDB Local, cognito-local, the local event bus and the local
 * gateway, then creates the table and user pool from the shared definitions and seeds the admin.
 * Handlers run in this process with the environment a deployed Lambda would get.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const throwaway = options.dataDir === null;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'party-cruises-'));
  mkdirSync(dataDir, { recursive: true });

  if (options.port !== 0) await assertPortFree(options.port, host, 'the site', 'PORT');
  const dynamoPort = options.dynamoPort ?? (await freePort(host));
  const cognitoPort = options.cognitoPort ?? (await freePort(host));
  if (options.dynamoPort) await assertPortFree(dynamoPort, host, 'DynamoDB Local', 'DYNAMODB_PORT');
  if (options.cognitoPort) await assertPortFree(cognitoPort, host, 'cognito-local', 'COGNITO_PORT');

  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => undefined);
    if (throwaway) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const [dynamo, cognito] = await Promise.all([
      startDynamoDbLocal({ port: dynamoPort, host, dataDir: throwaway ? null : path.join(dataDir, 'dynamodb') }),
      startCognitoLocal({ port: cognitoPort, host, dataDir: path.join(dataDir, 'cognito') }),
    ]);
    stoppers.push(dynamo.stop, cognito.stop);
    // The API's calls reach cognito-local through the MFA stand-in (decision 085); its state lives beside cognito-local's.
    const cognitoMfa = await startCognitoMfaStandIn({
      host,
      upstream: cognito.endpoint,
      stateFile: mfaStateFile(dataDir),
      ...(options.totpSecretFor ? { secretFor: options.totpSecretFor } : {}),
      log,
    });
    stoppers.push(cognitoMfa.stop);

    const cognitoApi = cognitoClient(cognito.endpoint, REGION);
    const [{ userPoolId, clientId }] = await Promise.all([ensureUserPool(cognitoApi), ensureTable(dynamo.endpoint, REGION, TABLE_NAME)]);

    const adminEmail = options.admin?.email ?? DEFAULT_ADMIN_EMAIL;
    const adminPassword = options.admin?.password ?? generatePassword();
    const { created } = await ensureUser(cognitoApi, userPoolId, { email: adminEmail, password: adminPassword, groups: [ADMIN_GROUP] });

    const site = options.buildSite ? sitePublishing(options.buildSite, { AWS_REGION: REGION, TABLE_NAME, DYNAMODB_ENDPOINT: dynamo.endpoint }, log) : null;

    const bus = createLocalEventBus({
      busName: BUS_NAME,
      region: REGION,
      rules: eventRules,
      ...(site ? { targets: [{ name: siteRepublishTrigger.name, pattern: siteRepublishTrigger.pattern, deliver: () => site.republisher.request() }] } : {}),
      deadLetterFile: throwaway ? null : path.join(dataDir, 'dead-letters.jsonl'),
      // What the bus accepted and has not delivered survives a crash (decision 034).
      journalFile: throwaway ? null : path.join(dataDir, 'event-bus-journal.jsonl'),
      log,
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    });
    await new Promise<void>((resolve) => bus.server.listen(0, host, resolve));
    const busPort = (bus.server.address() as AddressInfo).port;
    stoppers.push(async () => {
      await bus.drain();
      await new Promise<void>((resolve) => bus.server.close(() => resolve()));
      bus.close();
    });

    const s3 = await startLocalS3({
      host,
      directory: path.join(dataDir, 's3'),
      buckets: MEDIA_BUCKETS,
      log,
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    });
    stoppers.push(s3.stop);

    // Bedrock's part (issue 30): the SDK's Converse calls reach the stand-in through BEDROCK_ENDPOINT.
    const model = await startModelStandIn({ host, log });
    stoppers.push(model.stop);

    // Stripe's keys for this run only (decision 018): generated here, never written to disk.
    const stripeKeys = localStripeKeys();
    let gatewayUrl = '';
    const payments = createPaymentSimulator({ ...stripeKeys, baseUrl: () => gatewayUrl, webhookPath: routes.stripeWebhook.path, log });

    // The same variables the CDK API and events stacks give each function, except that e-mails
    // stay in the outbox (GET /dev/outbox shows them), Stripe is the payment simulator, and links
    // point at the gateway, whose URL is added once it listens.
    const env: Record<string, string> = {
      AWS_REGION: REGION,
      TABLE_NAME,
      EVENT_BUS_NAME: BUS_NAME,
      USER_POOL_ID: userPoolId,
      USER_POOL_CLIENT_ID: clientId,
      COGNITO_ISSUER_BASE: cognito.endpoint,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      EVENTBRIDGE_ENDPOINT: `http://${host}:${busPort}`,
      COGNITO_ENDPOINT: cognitoMfa.endpoint,
      SESSION_COOKIE_SECURE: 'true',
      EMAIL_DELIVERY: 'outbox',
      STRIPE_SECRET_KEY: stripeKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      POWERTOOLS_LOG_LEVEL: process.env['POWERTOOLS_LOG_LEVEL'] ?? 'WARN',
      // The same metrics code runs, but prints no EMF line into the console (decision 081).
      POWERTOOLS_METRICS_DISABLED: 'true',
      // The media library (issue 19): the local S3's buckets; MEDIA_UPLOAD_URL follows the gateway's URL.
      MEDIA_UPLOAD_BUCKET: MEDIA_BUCKETS.uploads,
      MEDIA_BUCKET: MEDIA_BUCKETS.media,
      S3_ENDPOINT: s3.endpoint,
      BEDROCK_ENDPOINT: model.endpoint,
      // The guest agent's guardrail as each stage deploys it (decision 086), played by the stand-in.
      AI_GUARDRAIL_ID: STAND_IN_GUARDRAIL.id,
      AI_GUARDRAIL_VERSION: STAND_IN_GUARDRAIL.version,
    };
    Object.assign(process.env, env);
    resetConfigCache();

    const mediaFiles = createMediaFiles({ s3Endpoint: s3.endpoint, mediaBucket: MEDIA_BUCKETS.media, uploadsBucket: MEDIA_BUCKETS.uploads });
    const gateway = createGateway({ siteDir, log, paymentSimulator: payments, mediaFiles, ...(options.trustTestHeaders ? { trustTestHeaders: true } : {}) });
    await new Promise<void>((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(options.port, host, resolve);
    });
    stoppers.push(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
    // Stopped in reverse: webhook deliveries under way finish before the gateway closes.
    stoppers.push(() => payments.drain());
    if (options.runSchedules) stoppers.push(startLocalSchedules(schedules, log));
    const port = (gateway.address() as AddressInfo).port;
    const url = `http://${host}:${port}`;
    const siteUrl = localSiteUrl(host, port, options.siteHost);
    gatewayUrl = url;
    // What a browser is given is on the site's own origin; Stripe's stand-in is called by the stack.
    env['SITE_URL'] = siteUrl;
    env['STRIPE_ENDPOINT'] = url;
    env['MEDIA_UPLOAD_URL'] = `${siteUrl}${MEDIA_UPLOADS_PREFIX}/${MEDIA_BUCKETS.uploads}`;
    Object.assign(process.env, { SITE_URL: siteUrl, STRIPE_ENDPOINT: url, MEDIA_UPLOAD_URL: env['MEDIA_UPLOAD_URL'] });
    resetConfigCache();
    // The consumers now have their environment: deliveries a crash interrupted can run again.
    bus.start();

    return {
      url,
      siteUrl,
      env,
      admin: { email: adminEmail, created, ...(created && !options.admin?.password ? { password: adminPassword } : {}) },
      bus,
      payments,
      s3,
      model,
      site,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
