import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminMediaListResponse } from '#domain/content/media-api.ts';
import { UPLOAD_WAIT_MINUTES } from '#domain/content/media.ts';
import { mediaRepository } from '#functions/adapters/dynamodb/media-repository.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { storedPagePhotos } from '#functions/app/content/page-photos.ts';
import { createGateway } from '#infra/local/gateway.ts';
import { createMediaFiles } from '#infra/local/media-files.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { axeViolations, hydrate, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { photoFixture } from '#tests/support/media-fixtures.ts';
import { buildSiteApart } from '#tests/support/site-build.ts';

// Staff upload a photo on /admin/media, give it alt text and put it on the home hero; the site
// rebuilt with the stored page photos (as the republisher builds it) shows it on the home page as
// a <picture> of the library's sizes. Axe finds nothing on the screen, on a desktop and a phone.

const { url, admin } = inject('stack');
const ALT = 'Guests dancing on the top deck of the Clever Girl at sunset';
// The service card and boat slots (issue 19, decision 031).
const SLOTS_ADDED = ['home-service-private', 'boat-clever-girl'];
let browser: Browser;
let workDir: string;

beforeAll(async () => {
  browser = await launchChromium();
  workDir = mkdtempSync(path.join(tmpdir(), 'admin-media-'));
});
afterAll(async () => {
  await browser?.close();
  // The home hero back on its illustration for the suites that follow.
  await asAdmin('PUT', '/api/admin/media-slots/home-hero', { mediaIds: [] });
  for (const slot of SLOTS_ADDED) await asAdmin('PUT', `/api/admin/media-slots/${slot}`, { mediaIds: [] });
  rmSync(workDir, { recursive: true, force: true });
});

describe('the back office: the media library', { timeout: 600_000 }, () => {
  it('uploads a photo, publishes it with alt text and puts it on the home hero, which the rebuilt home page shows', async () => {
    const fileName = `lake-${Date.now()}.jpg`;
    const file = path.join(workDir, fileName);
    writeFileSync(file, await photoFixture(2000, 1200));

    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signInAt(page, `${url}/admin/media`, admin);
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    expect(await page.title()).toMatch(/^Media \| Back office \| /);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Choose photos').setInputFiles(file);
    await page
      .getByRole('status')
      .filter({ hasText: /Uploaded: making the web sizes\.|Ready: give it alt text/ })
      .waitFor({ timeout: 60_000 });
    const card = page.getByRole('list', { name: 'Photos' }).getByRole('listitem').filter({ hasText: fileName });
    await card.getByText('Needs alt text').waitFor({ timeout: 120_000 });
    await card.getByRole('button', { name: `Edit ${fileName}` }).click();

    // Not yet published: it cannot go on a page, and the screen says why.
    expect(await page.getByRole('button', { name: 'Put on the page' }).isDisabled()).toBe(true);
    await page.getByLabel('Alt text').fill(ALT);
    await page.getByLabel('Tags').fill('sunset, disco');
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByText('Photo saved').waitFor();
    await card.getByText('Published').waitFor();

    await page.getByLabel('Use on').selectOption('home-hero');
    await page.getByRole('button', { name: 'Put on the page' }).click();
    await page.getByText('On Home hero').waitFor();
    await page.getByRole('list', { name: 'Where this photo is used' }).getByText('Home hero').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The tag filter finds it; the status filter for photos needing alt text does not.
    await page.getByLabel('Filter by tag').selectOption('sunset');
    await card.waitFor();
    await page.getByLabel('Filter by status').selectOption('ready');
    expect(await card.count()).toBe(0);
    await page.getByLabel('Filter by status').selectOption('');
    expect(faults(problems)).toEqual([]);

    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInAt(phone.page, `${url}/admin/media`, admin);
    await phone.page.getByRole('list', { name: 'Photos' }).getByRole('listitem').filter({ hasText: fileName }).waitFor();
    expect(await axeViolations(phone.page)).toEqual([]);

    // Rebuild the site as the republisher does, with the stored page photos, and serve it.
    const { items } = (await asAdmin('GET', '/api/admin/media')).body as AdminMediaListResponse;
    const asset = items.find((item) => item.asset.fileName === fileName)?.asset;
    expect(asset?.status).toBe('published');
    const config = loadConfig();
    // The same photo on the private cruise card and on Clever Girl, through the same slots API.
    for (const slot of SLOTS_ADDED) expect((await asAdmin('PUT', `/api/admin/media-slots/${slot}`, { mediaIds: [asset?.id] })).status).toBe(200);
    const photos = await storedPagePhotos(config);
    expect(photos['home-hero']?.map((photo) => photo.id)).toEqual([asset?.id]);
    const siteDir = path.join(workDir, 'site');
    await buildSiteApart({ outDir: siteDir, sourcemapsDir: path.join(workDir, 'maps'), pagePhotos: photos });
    const html = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
    expect(html).toContain(`alt="${ALT}"`);
    expect(html).toContain(`${asset?.variants.find((v) => v.format === 'webp' && v.width === 1920)?.path} 1920w`);
    // The service card shows it (lazy, sized) instead of its illustration; so does Clever Girl's fleet card.
    expect(html).toMatch(
      new RegExp(
        `<li class="service-card"><picture><source type="image/webp" srcSet="/media-files/${asset?.id}/[^"]+"[^>]*/><img [^>]*alt="${ALT}" width="2000" height="1200" loading="lazy"`,
      ),
    );
    const fleet = readFileSync(path.join(siteDir, 'private-cruises', 'index.html'), 'utf8');
    expect(fleet).toMatch(
      new RegExp(
        `<li class="card"><picture><source type="image/webp" srcSet="/media-files/${asset?.id}/[^"]+"[^>]*/><img [^>]*alt="${ALT}" width="2000" height="1200" loading="lazy"[^>]*class="card__image"/></picture><h3 class="card__title">Clever Girl: up to`,
      ),
    );

    const gateway = createGateway({
      siteDir,
      mediaFiles: createMediaFiles({
        s3Endpoint: config.S3_ENDPOINT ?? '',
        mediaBucket: config.MEDIA_BUCKET ?? '',
        uploadsBucket: config.MEDIA_UPLOAD_BUCKET ?? '',
      }),
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const home = await openPage(browser, { width: 1440, height: 900 });
      await home.page.goto(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`);
      const hero = home.page.locator('.hero-carousel picture img');
      expect(await hero.getAttribute('alt')).toBe(ALT);
      expect(await hero.getAttribute('fetchpriority')).toBe('high');
      expect(await hero.getAttribute('loading')).toBe('eager');
      await home.page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('.hero-carousel picture img');
        return img?.complete && img.naturalWidth > 0;
      });
      expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media-files\/.+\.webp$/);
      await hydrate(home.page);
      expect(await axeViolations(home.page)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    }
  });

  it('says why a file that is not a photo was refused, and leaves it out of the library', async () => {
    const fileName = `not-a-photo-${Date.now()}.jpg`;
    const { page, problems } = await openPage(browser, { width: 390, height: 844 });
    await signInAt(page, `${url}/admin/media`, admin);
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    await page.getByLabel('Choose photos').setInputFiles({ name: fileName, mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a photo</html>') });
    const refusal = page.getByRole('alert').filter({ hasText: `${fileName}: The file is not an image` });
    await refusal.waitFor({ timeout: 120_000 });
    expect(await refusal.textContent()).toContain('It was not added to the library.');
    // On a phone the refusal stays on the screen, with no progress bar reading as a success.
    const box = (await refusal.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('.admin-media__upload--failed progress').count()).toBe(0);
    const library = (await asAdmin('GET', '/api/admin/media')).body as AdminMediaListResponse;
    expect(library.items.map((item) => item.asset.fileName)).not.toContain(fileName);
    expect(await page.getByRole('list', { name: 'Photos' }).getByText(fileName).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The browser logs the photo's 404, the answer that says why; nothing else.
    expect(faults(problems).filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
    await page.context().close();
  });

  it("says when a photo's file never arrived and lets staff delete the entry", async () => {
    // An upload whose browser went away before the file was sent: the entry, and no file.
    const fileName = `never-sent-${Date.now()}.jpg`;
    const savedAt = new Date(Date.now() - (UPLOAD_WAIT_MINUTES + 1) * 60_000).toISOString();
    const id = randomUUID().replaceAll('-', '');
    const config = loadConfig();
    await mediaRepository(config).put({
      id,
      fileName,
      alt: '',
      tags: [],
      width: 0,
      height: 0,
      status: 'processing',
      variants: [],
      createdAt: savedAt,
      updatedAt: savedAt,
    });

    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signInAt(page, `${url}/admin/media`, admin);
    const card = page.getByRole('list', { name: 'Photos' }).getByRole('listitem').filter({ hasText: fileName });
    await card.getByText('The file never arrived: upload it again, or delete this entry.').waitFor();
    expect(await card.getByText('Not received').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: `Edit ${fileName}` }).click();
    await page.getByRole('button', { name: 'Delete photo' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Photo deleted').waitFor();
    expect(await mediaRepository(config).get(id)).toBeNull();
    expect(faults(problems)).toEqual([]);
    await page.context().close();
  });
});

const faults = (problems: string[]) => problems.filter((problem) => !/status of 401/.test(problem));
