import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { AdminMediaItemResponse, MediaUploadResponse } from '#domain/content/media-api.ts';
import { MAX_UPLOAD_BYTES, type MediaAsset } from '#domain/content/media.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { mediaBuckets } from '#functions/adapters/s3/media-buckets.ts';
import { s3Client } from '#functions/adapters/s3/s3.ts';
import { presignedPost } from '#functions/adapters/s3/media-storage.ts';
import { uploadConditions } from '#functions/app/content/upload-policy.ts';
import { photoFixture, postUpload, storeLibraryPhoto } from '#tests/support/media-fixtures.ts';
import { eventually } from '#tests/support/wait.ts';
import { asAdmin } from './admin-support.ts';
import { api, newClientAddress } from './api-client.ts';
import { recentAuditEntries } from '#tests/support/audit-log.ts';

const { url: gateway } = inject('stack');

async function requestUpload(fileName: string, size: number, contentType = 'image/jpeg'): Promise<MediaUploadResponse> {
  const response = await asAdmin('POST', '/api/admin/media/uploads', { fileName, contentType, size });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as MediaUploadResponse;
}

async function processed(
  id: string,
  until: (asset: MediaAsset) => boolean = (asset) => asset.status !== 'processing' || asset.problem !== undefined,
): Promise<AdminMediaItemResponse['item']> {
  return eventually(async () => {
    const response = await asAdmin('GET', `/api/admin/media/${id}`);
    const item = (response.body as AdminMediaItemResponse).item;
    return until(item.asset) ? item : null;
  }, 60_000);
}

async function uploadPhoto(width: number, height: number): Promise<MediaAsset> {
  const photo = await photoFixture(width, height);
  const { asset, upload } = await requestUpload('lake.jpg', photo.length);
  const sent = await postUpload(upload, photo, 'image/jpeg');
  expect(sent.status).toBe(204);
  return (await processed(asset.id)).asset;
}

// Each upload runs the image function (sharp) on this busy machine: allow it time.
describe('uploading a photo through the local S3', { timeout: 120_000 }, () => {
  it('makes WebP and JPEG at 640, 1024 and 1920 from a presigned POST upload, served under /media-files', async () => {
    const asset = await uploadPhoto(2400, 1600);
    expect(asset).toMatchObject({ status: 'ready', width: 2400, height: 1600, fileName: 'lake.jpg' });
    expect(asset.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['640.webp', '640.jpeg', '1024.webp', '1024.jpeg', '1920.webp', '1920.jpeg']);
    for (const variant of asset.variants) {
      const file = await fetch(new URL(variant.path, gateway));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(variant.format === 'webp' ? 'image/webp' : 'image/jpeg');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([variant.format, variant.width, Math.round((1600 * variant.width) / 2400)]);
    }
  });

  it('refuses a file type or size the library does not take before signing anything, naming the field', async () => {
    const gif = await asAdmin('POST', '/api/admin/media/uploads', { fileName: 'a.gif', contentType: 'image/gif', size: 1000 });
    expect(gif.status).toBe(400);
    expect(gif.body.error.fields).toHaveProperty('contentType');
    const huge = await asAdmin('POST', '/api/admin/media/uploads', { fileName: 'a.jpg', contentType: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 });
    expect(huge.status).toBe(400);
    expect(huge.body.error.fields).toHaveProperty('size');
  });

  it('has S3 refuse a file larger than the policy allows, whatever size the browser declared', async () => {
    const { asset, upload } = await requestUpload('big.jpg', 1000);
    const sent = await postUpload(upload, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'image/jpeg');
    expect(sent.status).toBe(400);
    expect(await sent.text()).toContain('EntityTooLarge');
    expect((await asAdmin('GET', `/api/admin/media/${asset.id}`)).body.item.asset.status).toBe('processing');
  });

  it('has S3 refuse a form whose content type or key differs from the signed policy', async () => {
    const photo = await photoFixture(50, 50);
    const { upload } = await requestUpload('x.jpg', photo.length);
    expect((await postUpload(upload, photo, 'text/html', { 'Content-Type': 'text/html' })).status).toBe(403);
    expect((await postUpload(upload, photo, 'image/jpeg', { key: 'originals/someoneelse00/abcdefgh12' })).status).toBe(403);
  });

  it('refuses, after upload, a file that is not really a photo: it leaves the library, and its 404 tells staff why', async () => {
    const notAPhoto = Buffer.from('<html><script>alert(1)</script></html>');
    const { asset, upload } = await requestUpload('holiday.jpg', notAPhoto.length);
    expect((await postUpload(upload, notAPhoto, 'image/jpeg')).status).toBe(204);
    const gone = await eventually(async () => {
      const response = await asAdmin('GET', `/api/admin/media/${asset.id}`);
      return response.status === 404 ? response : null;
    }, 60_000);
    expect(gone.body.error.code).toBe('MEDIA_NOT_FOUND');
    expect(gone.body.error.message).toMatch(/^holiday\.jpg: The file is not an image.* It was not added to the library\.$/);
    const library = (await asAdmin('GET', '/api/admin/media')).body as { items: { asset: MediaAsset }[] };
    expect(library.items.map((item) => item.asset.id)).not.toContain(asset.id);
  });

  it('keeps a photo whose replacement file is refused, with its old file and the reason', async () => {
    const first = await uploadPhoto(320, 240);
    const notAPhoto = Buffer.from('not a photo at all');
    const replacement = await asAdmin('POST', `/api/admin/media/${first.id}/file`, { fileName: 'swap.jpg', contentType: 'image/jpeg', size: notAPhoto.length });
    expect(replacement.status).toBe(201);
    expect((await postUpload((replacement.body as MediaUploadResponse).upload, notAPhoto, 'image/jpeg')).status).toBe(204);
    const item = await processed(first.id, (asset) => asset.problem !== undefined);
    expect(item.asset.problem).toMatch(/^swap\.jpg: The file is not an image/);
    expect(item.asset.variants).toEqual(first.variants);
  });

  it('keeps the staff API to staff', async () => {
    const anonymous = await api('POST', '/api/admin/media/uploads', {
      from: newClientAddress(),
      body: { fileName: 'a.jpg', contentType: 'image/jpeg', size: 10 },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('alt text, page slots and deleting', { timeout: 120_000 }, () => {
  it('publishes with alt text, refuses to delete a photo a page uses (naming it), deletes it once unused', async () => {
    const asset = await uploadPhoto(1200, 800);
    expect(asset.variants.map((v) => v.width)).toEqual([640, 640, 1024, 1024, 1200, 1200]);

    const unpublished = await asAdmin('PUT', '/api/admin/media-slots/home-hero', { mediaIds: [asset.id] });
    expect(unpublished.status).toBe(400);
    expect(unpublished.body.error.fields).toHaveProperty('mediaIds');

    const saved = await asAdmin('PUT', `/api/admin/media/${asset.id}`, {
      alt: 'Guests dancing on the Clever Girl at sunset',
      caption: 'Saturday disco',
      tags: ['Sunset', 'disco'],
      updatedAt: asset.updatedAt,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.item.asset).toMatchObject({ status: 'published', tags: ['sunset', 'disco'], caption: 'Saturday disco' });

    const stale = await asAdmin('PUT', `/api/admin/media/${asset.id}`, { alt: 'Other', tags: [], updatedAt: asset.updatedAt });
    expect(stale.status).toBe(409);

    expect((await asAdmin('PUT', '/api/admin/media-slots/home-hero', { mediaIds: [asset.id] })).status).toBe(200);
    const refused = await asAdmin('DELETE', `/api/admin/media/${asset.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('MEDIA_IN_USE');
    expect(refused.body.error.message).toContain("the page slot 'Home hero'");
    expect((await fetch(new URL(asset.variants[0]?.path ?? '', gateway))).status).toBe(200);

    expect((await asAdmin('PUT', '/api/admin/media-slots/home-hero', { mediaIds: [] })).status).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/media/${asset.id}`)).status).toBe(204);
    expect((await asAdmin('GET', `/api/admin/media/${asset.id}`)).status).toBe(404);
    expect((await fetch(new URL(asset.variants[0]?.path ?? '', gateway))).status).toBe(404);
  });

  it("replaces a photo's file under the same id, keeping its alt text, with new URLs", async () => {
    const first = await uploadPhoto(900, 600);
    const withAlt = (await asAdmin('PUT', `/api/admin/media/${first.id}`, { alt: 'The marina at dawn', tags: [], updatedAt: first.updatedAt })).body.item
      .asset as MediaAsset;
    const photo = await photoFixture(1600, 900);
    const replacement = await asAdmin('POST', `/api/admin/media/${first.id}/file`, { fileName: 'marina-2.jpg', contentType: 'image/jpeg', size: photo.length });
    expect(replacement.status).toBe(201);
    expect((await postUpload((replacement.body as MediaUploadResponse).upload, photo, 'image/jpeg')).status).toBe(204);
    const item = await processed(first.id, (asset) => asset.fileName === 'marina-2.jpg');
    expect(item.asset).toMatchObject({ id: first.id, alt: 'The marina at dawn', status: 'published', width: 1600, height: 900 });
    expect(item.asset.variants.map((v) => v.width)).toEqual([640, 640, 1024, 1024, 1600, 1600]);
    expect(item.asset.variants[0]?.path).not.toBe(withAlt.variants[0]?.path);
    // The old files go once the asset names the new ones (and the change is announced): soon after, not with it.
    await eventually(async () => (await fetch(new URL(withAlt.variants[0]?.path ?? '', gateway))).status === 404);
    // The pages built with the old file name it: the site is republished.
    expect(await pressChanges(first.id, 2)).toEqual(['published', 'replaced']);
  });
});

// The press page (/media) lists every published photo (decision 031): what changes it republishes
// the site with PublishedPhotosChanged, seen here in the audit log every event reaches.
const config = loadConfig();
async function pressChanges(mediaId: string, count: number): Promise<string[]> {
  return eventually(async () => {
    const entries = (await recentAuditEntries(config)).filter(
      (entry) => entry.detailType === 'PublishedPhotosChanged' && (entry.data as { mediaId?: string }).mediaId === mediaId,
    );
    return entries.length >= count ? entries.map((entry) => (entry.data as { change: string }).change) : null;
  });
}

describe('the press page follows what the library publishes', { timeout: 60_000 }, () => {
  it('unpublishing, publishing, editing and deleting a published photo each raise PublishedPhotosChanged; a tag edit raises nothing', async () => {
    const photo = await storeLibraryPhoto(config, { id: `press${randomUUID().slice(0, 8)}`, fileName: 'dock.jpg', alt: 'The dock at sunrise', tags: [] });
    const save = async (details: { alt: string; caption?: string; tags: string[] }) => {
      const current = (await asAdmin('GET', `/api/admin/media/${photo.id}`)).body.item.asset as MediaAsset;
      const response = await asAdmin('PUT', `/api/admin/media/${photo.id}`, { ...details, updatedAt: current.updatedAt });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    await save({ alt: '', tags: [] });
    await save({ alt: 'The dock at sunrise', tags: [] });
    await save({ alt: 'The dock at sunrise', caption: 'Bluebonnet Cove Marina', tags: [] });
    await save({ alt: 'The dock at sunrise', caption: 'Bluebonnet Cove Marina', tags: ['dock'] });
    expect((await asAdmin('DELETE', `/api/admin/media/${photo.id}`)).status).toBe(204);
    expect(await pressChanges(photo.id, 4)).toEqual(['unpublished', 'published', 'edited', 'deleted']);
  });
});

// In AWS the browser reaches the private uploads bucket (Block Public Access, CORS for POST) with
// the presigned POST alone, signed by a role that may put under originals/ only (infra/stacks/
// data-stack.ts). The gateway's /media-uploads/* is that endpoint locally, and answers the same.
describe('/media-uploads answers as the private uploads bucket does', { timeout: 60_000 }, () => {
  const buckets = mediaBuckets(config);

  it('refuses a listing, reading an original, and writing or deleting without a signed POST', async () => {
    const photo = await photoFixture(64, 48);
    const { upload } = await requestUpload('private.jpg', photo.length);
    expect((await postUpload(upload, photo, 'image/jpeg')).status).toBe(204);
    const original = `${upload.url}/${upload.fields['key']}`;
    const refusals: [string, string, RequestInit?][] = [
      ['a listing', upload.url],
      ['a listing (ListObjectsV2)', `${upload.url}?list-type=2`],
      ['a listing of every bucket', `${gateway}/media-uploads/`],
      ['the private original', original],
      ['an unsigned PUT', original, { method: 'PUT', body: 'overwritten' }],
      ['an unsigned DELETE', original, { method: 'DELETE' }],
      ['a multi-object delete', `${upload.url}?delete`, { method: 'POST', body: '<Delete/>' }],
    ];
    for (const [what, url, init] of refusals) {
      const response = await fetch(url, init);
      expect([what, response.status]).toEqual([what, 403]);
      expect(await response.text()).toContain('<Code>AccessDenied</Code>');
    }
    const kept = await s3Client(config).send(new GetObjectCommand({ Bucket: buckets.uploads, Key: upload.fields['key'] }));
    expect(Buffer.from((await kept.Body?.transformToByteArray()) ?? []).equals(photo)).toBe(true);
  });

  it("leaves a published photo's files alone: no unsigned PUT, no signed form outside originals/ or the uploads bucket", async () => {
    const published = await storeLibraryPhoto(config, { id: `guard${randomUUID().slice(0, 8)}`, fileName: 'bow.jpg', alt: 'The bow', tags: [] });
    const variant = published.variants[0]?.path ?? '';
    const before = Buffer.from(await (await fetch(new URL(variant, gateway))).arrayBuffer());
    const key = variant.slice(1);

    const put = await fetch(`${gateway}/media-uploads/${buckets.media}/${key}`, { method: 'PUT', body: 'overwritten' });
    expect(put.status).toBe(403);
    // A form signed with the local stack's key, for keys the upload routes' role may not write:
    // through the gateway, and straight to the local S3 (S3 itself holds a signer to its grant).
    for (const [url, bucket, target] of [
      [`${gateway}/media-uploads/${buckets.media}`, buckets.media, key],
      [`${config.S3_ENDPOINT}/${buckets.media}`, buckets.media, key],
      [`${gateway}/media-uploads/${buckets.uploads}`, buckets.uploads, 'elsewhere/photo'],
    ] as const) {
      const form = await presignedPost(
        { ...config, MEDIA_UPLOAD_URL: url },
        {
          bucket,
          key: target,
          fields: { 'Content-Type': 'image/webp' },
          conditions: uploadConditions(bucket, target, 'image/webp'),
          expiresSeconds: 60,
          now: new Date(),
        },
      );
      const sent = await postUpload(form, Buffer.from('overwritten'), 'image/webp');
      expect([url, target, sent.status]).toEqual([url, target, 403]);
    }
    const after = await fetch(new URL(variant, gateway));
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(true);
  });
});
