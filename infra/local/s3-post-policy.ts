import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What S3 checks of a browser's presigned POST upload, for the local S3 stand-in (s3rver stores a
 * POST without reading its policy): the SigV4 signature of the policy, its expiration, and each
 * condition (bucket, exact and prefix matches of the form's fields, content-length-range).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */

export interface PostUpload {
  bucket: string;
  /** The form's fields, names as sent (S3 compares them case-insensitively). */
  fields: Record<string, string>;
  /** The file's size in bytes. */
  size: number;
}

export type PolicyVerdict =
  | { ok: true }
  | { ok: false; code: 'AccessDenied' | 'EntityTooLarge' | 'EntityTooSmall' | 'InvalidPolicyDocument' | 'SignatureDoesNotMatch'; message: string };

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** SigV4's signing key for a day, region and service. */
function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

export function checkPostPolicy(upload: PostUpload, secretFor: (accessKeyId: string) => string | undefined, now: Date): PolicyVerdict {
  const field = (name: string): string | undefined => Object.entries(upload.fields).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  const policyBase64 = field('policy');
  const credential = field('x-amz-credential');
  const signature = field('x-amz-signature');
  if (!policyBase64 || !credential || !signature || field('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    return { ok: false, code: 'AccessDenied', message: 'Anonymous uploads are not allowed: the form carries no signed policy.' };
  }
  const [accessKeyId, date, region, service] = credential.split('/');
  const secret = accessKeyId ? secretFor(accessKeyId) : undefined;
  if (!secret || !date || !region || !service) return { ok: false, code: 'AccessDenied', message: 'The credential is not known.' };
  const expected = Buffer.from(
    createHmac('sha256', signingKey(secret, date, region, service))
      .update(policyBase64)
      .digest('hex'),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, code: 'SignatureDoesNotMatch', message: 'The policy signature does not match.' };

  let policy: { expiration?: string; conditions?: unknown[] };
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return { ok: false, code: 'InvalidPolicyDocument', message: 'The policy is not JSON.' };
  }
  if (!policy.expiration || !(Date.parse(policy.expiration) > now.getTime()))
    return { ok: false, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' };

  for (const condition of policy.conditions ?? []) {
    if (Array.isArray(condition)) {
      const [operator, name, value] = condition as [string, string | number, string | number];
      if (operator === 'content-length-range') {
        if (upload.size < Number(name)) return { ok: false, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size.' };
        if (upload.size > Number(value)) return { ok: false, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size.' };
        continue;
      }
      const fieldName = String(name).replace(/^\$/, '');
      const actual = fieldName === 'bucket' ? upload.bucket : (field(fieldName) ?? '');
      const holds = operator === 'eq' ? actual === String(value) : operator === 'starts-with' ? actual.startsWith(String(value)) : false;
      if (!holds)
        return {
          ok: false,
          code: 'AccessDenied',
          message: `Invalid according to Policy: Policy Condition failed: ["${operator}", "$${fieldName}", "${String(value)}"]`,
        };
    } else if (condition && typeof condition === 'object') {
      for (const [name, value] of Object.entries(condition)) {
        const actual = name === 'bucket' ? upload.bucket : field(name);
        if (actual !== String(value))
          return { ok: false, code: 'AccessDenied', message: `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${String(value)}"]` };
      }
    }
  }
  // S3 refuses a form field the policy does not name (besides the signature's own and `file`).
  const exempt = new Set(['policy', 'x-amz-signature', 'file', 'bucket']);
  const named = new Set(
    (policy.conditions ?? []).flatMap((condition) =>
      Array.isArray(condition)
        ? [String(condition[1]).replace(/^\$/, '').toLowerCase()]
        : condition && typeof condition === 'object'
          ? Object.keys(condition).map((key) => key.toLowerCase())
          : [],
    ),
  );
  const extra = Object.keys(upload.fields).find(
    (name) => !exempt.has(name.toLowerCase()) && !name.toLowerCase().startsWith('x-ignore-') && !named.has(name.toLowerCase()),
  );
  if (extra) return { ok: false, code: 'AccessDenied', message: `Invalid according to Policy: Extra input fields: ${extra}` };
  return { ok: true };
}
