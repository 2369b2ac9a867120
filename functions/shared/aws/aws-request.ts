import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { Config } from '../config.ts';

/**
 * One call to an AWS JSON API with fetch, signed with the SDK's own SigV4 signer (decision 015).
 * The functions make a handful of DynamoDB, Cognito, EventBridge and SES calls; the SDK clients
 * for them were three fifths of every bundle and most of its load time.
 */
export interface AwsRequest {
  /** The service's signing name and endpoint prefix, and its endpoint override if any. */
  readonly service: AwsService;
  /** `awsJson` operations name themselves in X-Amz-Target and post to '/'. */
  readonly target?: string;
  /** `restJson1` operations post to their own path. */
  readonly path?: string;
  readonly body: unknown;
  /** Cognito's sign-in, refresh, revoke and sign-up calls are public: no credentials, no signature. */
  readonly signed: boolean;
}

export interface AwsService {
  readonly signingName: string;
  /** The regional endpoint is https://{endpointPrefix}.{region}.amazonaws.com. */
  readonly endpointPrefix: string;
  readonly endpointOverride?: (config: AwsConfig) => string | undefined;
  /** The awsJson protocol version of its X-Amz-Target calls: 1.0 for DynamoDB, 1.1 for most. */
  readonly jsonVersion?: '1.0' | '1.1';
}

/** What a call needs of the configuration: the region, and the endpoint overrides the services read. */
export type AwsConfig = Pick<Config, 'AWS_REGION'> & Partial<Config>;

/** An error AWS answered, named as the SDK names it (NotAuthorizedException, MessageRejected, ...). */
export class AwsServiceError extends Error {
  constructor(
    name: string,
    message: string,
    readonly statusCode: number,
    /** The whole error body, e.g. DynamoDB's CancellationReasons. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = name;
  }
}

const MAX_ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 10_000;
const RETRYABLE_NAMES =
  /^(Throttling|ThrottlingException|TooManyRequestsException|RequestLimitExceeded|ProvisionedThroughputExceededException|ServiceUnavailable|InternalError|InternalFailure|InternalErrorException|InternalServerError)$/;

// What the local stack's emulators accept; they check no signature.
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
// In a Lambda bundle this is the environment's credentials (the credential-provider-node alias,
// infra/constructs/bundle-shims/credentials.ts); elsewhere (the site build in CodeBuild) the
// SDK's whole default chain.
const awsCredentials = defaultProvider();
const signers = new Map<string, SignatureV4>();

function signerFor(service: AwsService, region: string, local: boolean): SignatureV4 {
  const key = `${service.signingName}|${region}|${local}`;
  let signer = signers.get(key);
  if (!signer) {
    signer = new SignatureV4({ service: service.signingName, region, sha256: Sha256, credentials: local ? LOCAL_CREDENTIALS : awsCredentials });
    signers.set(key, signer);
  }
  return signer;
}

/** 'com.amazonaws.cognito#NotAuthorizedException' and 'MessageRejected:http://...' are both just the name. */
function errorName(raw: string | null | undefined): string {
  return (raw ?? '').split(':')[0]!.split('#').pop()!.trim();
}

async function attempt(config: AwsConfig, request: AwsRequest): Promise<Response> {
  const override = request.service.endpointOverride?.(config);
  const url = new URL(request.path ?? '/', override ?? `https://${request.service.endpointPrefix}.${config.AWS_REGION}.amazonaws.com`);
  const body = JSON.stringify(request.body);
  const headers: Record<string, string> = {
    host: url.host,
    'content-type': request.target ? `application/x-amz-json-${request.service.jsonVersion ?? '1.1'}` : 'application/json',
    ...(request.target ? { 'x-amz-target': request.target } : {}),
  };
  const signed = request.signed
    ? await signerFor(request.service, config.AWS_REGION, override !== undefined).sign({
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        ...(url.port ? { port: Number(url.port) } : {}),
        path: url.pathname,
        query: {},
        headers,
        body,
      })
    : { headers };
  // fetch sets Host itself and refuses to be told it.
  const { host: _host, ...sent } = signed.headers;
  return fetch(url, { method: 'POST', headers: sent, body, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
}

/** The JSON answer; an error page from something in between (a proxy's HTML 502) is no answer. */
function parseBody(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const pause = (attemptNumber: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attemptNumber));

/**
 * Sends the request and returns the parsed JSON answer. Like the SDK's standard retry mode it
 * makes up to 3 attempts, with jittered back-off, when the connection fails, the service is
 * throttling or it answers 5xx; any other refusal throws an AwsServiceError at once.
 */
export async function awsRequest<T>(config: AwsConfig, request: AwsRequest): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    let response: Response;
    try {
      response = await attempt(config, request);
    } catch (error) {
      if (attemptNumber >= MAX_ATTEMPTS) throw error;
      await pause(attemptNumber);
      continue;
    }
    const parsed = parseBody(await response.text());
    if (response.ok) return parsed as T;
    const name = errorName((parsed['__type'] as string | undefined) ?? response.headers.get('x-amzn-errortype')) || `Http${response.status}`;
    const message = String(parsed['message'] ?? parsed['Message'] ?? `${request.service.signingName} answered ${response.status}`);
    const retryable = response.status >= 500 || response.status === 429 || RETRYABLE_NAMES.test(name);
    if (!retryable || attemptNumber >= MAX_ATTEMPTS) throw new AwsServiceError(name, message, response.status, parsed);
    await pause(attemptNumber);
  }
}
