import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import type { Config } from '../../platform/config.ts';
import { LOCAL_CREDENTIALS } from '../../platform/aws/client-options.ts';

/**
 * What the API routes do with S3: sign a browser's POST upload and delete a photo's files. Both
 * with the SDK's own SigV4 signer and fetch rather than @aws-sdk/client-s3, whose client would put
 * these routes over decision 015's bundle budget (about 140 KB more each) for two small requests.
 * The image function, which reads and writes objects at length, uses the full client.
 */

/** SHA-256 for the signer: its ChecksumConstructor shape over node:crypto (a secret makes it an HMAC). */
type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data): string | Uint8Array =>
  typeof data === 'string' ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);

class Sha256 {
  private hash: Hash | Hmac;
  private readonly secret: string | Uint8Array | undefined;
  constructor(secret?: Data) {
    this.secret = secret === undefined ? undefined : bytes(secret);
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
  update(data: Data): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

type StorageConfig = Pick<Config, 'AWS_REGION' | 'S3_ENDPOINT' | 'MEDIA_UPLOAD_URL'>;

function signer(config: StorageConfig): SignatureV4 {
  // The local S3 takes the emulators' shared key (as the SDK clients sign locally); in Lambda the
  // function role's credentials are in the environment.
  const credentials = config.S3_ENDPOINT ? async () => LOCAL_CREDENTIALS : fromEnv();
  return new SignatureV4({ service: 's3', region: config.AWS_REGION, credentials, sha256: Sha256, uriEscapePath: false, applyChecksum: true });
}

function bucketUrl(config: StorageConfig, bucket: string): string {
  return config.S3_ENDPOINT ? `${config.S3_ENDPOINT.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${config.AWS_REGION}.amazonaws.com`;
}

/** 20261127T075633Z, SigV4's date form. */
function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type PostCondition = Record<string, string> | readonly [string, string | number, string | number];

/**
 * A presigned POST (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-post-example.html):
 * the policy (expiry and `conditions`, plus the signature's own fields), signed with the day's
 * SigV4 key, and the form fields the browser sends before the file.
 */
export async function presignedPost(
  config: StorageConfig,
  options: { bucket: string; key: string; fields: Record<string, string>; conditions: readonly PostCondition[]; expiresSeconds: number; now: Date },
): Promise<{ url: string; fields: Record<string, string> }> {
  const credentials = config.S3_ENDPOINT ? LOCAL_CREDENTIALS : await fromEnv()();
  const date = amzDate(options.now);
  const credential = `${credentials.accessKeyId}/${date.slice(0, 8)}/${config.AWS_REGION}/s3/aws4_request`;
  const signed: Record<string, string> = {
    bucket: options.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    ...('sessionToken' in credentials && credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: new Date(options.now.getTime() + options.expiresSeconds * 1000).toISOString(),
    conditions: [
      ...options.conditions,
      ...Object.entries(signed)
        .filter(([name]) => name !== 'bucket')
        .map(([name, value]) => ({ [name]: value })),
    ],
  };
  const Policy = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = await signer(config).sign(Policy, { signingDate: options.now });
  return {
    url: config.MEDIA_UPLOAD_URL ?? `${bucketUrl(config, options.bucket)}/`,
    fields: { ...options.fields, ...signed, key: options.key, Policy, 'X-Amz-Signature': signature },
  };
}

/**
 * Deletes objects one signed DELETE each (S3 answers 204 also for a key that is already gone), one
 * after the other: the local S3 (s3rver) removes a key's emptied folders after each delete, and two
 * deletes in one folder at once race there (one lists a folder the other just removed: a 500). A
 * photo has at most eight files, so the order costs little.
 */
export async function deleteObjects(config: StorageConfig, bucket: string, keys: readonly string[], now: () => Date = () => new Date()): Promise<void> {
  const base = new URL(bucketUrl(config, bucket));
  const sign = signer(config);
  for (const key of keys) {
    const path = `${base.pathname.replace(/\/$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const request = await sign.sign(
      {
        method: 'DELETE',
        protocol: base.protocol,
        hostname: base.hostname,
        ...(base.port ? { port: Number(base.port) } : {}),
        path,
        query: {},
        headers: { host: base.host },
      },
      { signingDate: now() },
    );
    const response = await fetch(`${base.origin}${path}`, { method: 'DELETE', headers: request.headers, signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`S3 refused to delete ${bucket}/${key}: ${response.status} ${await response.text()}`);
  }
}
