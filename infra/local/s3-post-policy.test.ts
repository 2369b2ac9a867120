import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#domain/content/media.ts';
import { originalKey, parseOriginalKey, uploadConditions } from '#functions/app/content/upload-policy.ts';
import { presignedPost } from '#functions/adapters/s3/media-storage.ts';
import { checkPostPolicy } from './s3-post-policy.ts';

const client = new S3Client({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const secretFor = (id: string) => (id === 'local' ? 'local' : undefined);
const key = originalKey('abcdefgh12', 'rev0000001');

async function signedForm() {
  const post = await createPresignedPost(client, {
    Bucket: 'uploads',
    Key: key,
    Conditions: uploadConditions('uploads', key, 'image/jpeg').map((c) => (Array.isArray(c) ? [...c] : { ...c })) as never,
    Fields: { 'Content-Type': 'image/jpeg' },
    Expires: 900,
  });
  return post.fields;
}

describe('the upload policy, as S3 (and the local S3) applies it to a presigned POST', () => {
  it('lets the signed upload through', async () => {
    expect(checkPostPolicy({ bucket: 'uploads', fields: await signedForm(), size: 5000 }, secretFor, new Date())).toEqual({ ok: true });
  });

  it('refuses a file over the cap, and an empty one', async () => {
    const fields = await signedForm();
    expect(checkPostPolicy({ bucket: 'uploads', fields, size: MAX_UPLOAD_BYTES + 1 }, secretFor, new Date())).toMatchObject({
      ok: false,
      code: 'EntityTooLarge',
    });
    expect(checkPostPolicy({ bucket: 'uploads', fields, size: 0 }, secretFor, new Date())).toMatchObject({ ok: false, code: 'EntityTooSmall' });
  });

  it('refuses another content type, another key, another bucket', async () => {
    const fields = await signedForm();
    expect(checkPostPolicy({ bucket: 'uploads', fields: { ...fields, 'Content-Type': 'text/html' }, size: 10 }, secretFor, new Date())).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
    expect(checkPostPolicy({ bucket: 'uploads', fields: { ...fields, key: 'originals/other/one' }, size: 10 }, secretFor, new Date())).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
    expect(checkPostPolicy({ bucket: 'media', fields, size: 10 }, secretFor, new Date())).toMatchObject({ ok: false, code: 'AccessDenied' });
  });

  it('refuses an edited policy, an unsigned form, an extra field and an expired policy', async () => {
    const fields = await signedForm();
    const policy = JSON.parse(Buffer.from(fields['Policy'] ?? '', 'base64').toString());
    policy.conditions = policy.conditions.filter((c: unknown) => !(Array.isArray(c) && c[0] === 'content-length-range'));
    const edited = { ...fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
    expect(checkPostPolicy({ bucket: 'uploads', fields: edited, size: 10 }, secretFor, new Date())).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    const { 'X-Amz-Signature': _signature, ...unsigned } = fields;
    expect(checkPostPolicy({ bucket: 'uploads', fields: unsigned, size: 10 }, secretFor, new Date())).toMatchObject({ ok: false, code: 'AccessDenied' });
    expect(checkPostPolicy({ bucket: 'uploads', fields: { ...fields, acl: 'public-read' }, size: 10 }, secretFor, new Date())).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
    expect(checkPostPolicy({ bucket: 'uploads', fields, size: 10 }, secretFor, new Date(Date.now() + 16 * 60_000))).toMatchObject({
      ok: false,
      message: expect.stringContaining('expired'),
    });
  });

  it("signs the routes' own presigned POST as the SDK's presigner does: same fields, accepted by the same checks", async () => {
    const now = new Date();
    const ours = await presignedPost(
      { AWS_REGION: 'us-east-1', S3_ENDPOINT: 'http://127.0.0.1:1', MEDIA_UPLOAD_URL: undefined },
      {
        bucket: 'uploads',
        key,
        fields: { 'Content-Type': 'image/jpeg' },
        conditions: uploadConditions('uploads', key, 'image/jpeg'),
        expiresSeconds: 900,
        now,
      },
    );
    const sdk = await signedForm();
    expect(Object.keys(ours.fields).sort()).toEqual(Object.keys(sdk).sort());
    expect(ours.url).toBe('http://127.0.0.1:1/uploads/');
    expect(checkPostPolicy({ bucket: 'uploads', fields: ours.fields, size: 5000 }, secretFor, now)).toEqual({ ok: true });
    expect(checkPostPolicy({ bucket: 'uploads', fields: ours.fields, size: MAX_UPLOAD_BYTES + 1 }, secretFor, now)).toMatchObject({
      ok: false,
      code: 'EntityTooLarge',
    });
    expect(checkPostPolicy({ bucket: 'uploads', fields: { ...ours.fields, 'Content-Type': 'image/svg+xml' }, size: 10 }, secretFor, now)).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
  });

  it('reads back the media id and revision of an original key, and nothing else', () => {
    expect(parseOriginalKey(key)).toEqual({ id: 'abcdefgh12', revision: 'rev0000001' });
    expect(parseOriginalKey('originals/../etc/passwd')).toBeNull();
    expect(parseOriginalKey('media-files/abcdefgh12/rev0000001/640.webp')).toBeNull();
  });
});
