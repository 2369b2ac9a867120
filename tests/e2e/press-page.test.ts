import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAsset } from '#domain/content/media.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { storedPressPhotos } from '#functions/app/content/press-photos.ts';
import { createGateway } from '#infra/local/gateway.ts';
import { createMediaFiles } from '#infra/local/media-files.ts';
import { axeViolations, hydrate, launchChromium, openPage } from '#tests/support/browser.ts';
import { storeLibraryPhoto } from '#tests/support/media-fixtures.ts';
import { buildSiteApart } from '#tests/support/site-build.ts';

// The press page (/media, decision 031): a photo published in the media library appears in a site
// built with the library's published photos (as the republisher builds it on PublishedPhotosChanged),
// with its caption and a download of its largest JPEG; the brand kit and the contact are there; axe
// finds nothing at 1440 and 390. The site is built into a folder of this suite's own and served by a
// gateway of its own: every suite reads dist/site, which must not change under them.

const config = loadConfig();
const unique = randomUUID().slice(0, 8);
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let photo: MediaAsset;
let workDir: string;
let site: string;
let closeGateway: () => Promise<void>;

beforeAll(async () => {
  browser = await launchChromium();
  photo = await storeLibraryPhoto(config, {
    id: `press${unique}`,
    fileName: 'flagship.jpg',
    alt: `Clever Girl at anchor in a cove ${unique}`,
    caption: 'The flagship on a Saturday afternoon',
    tags: [],
  });
  workDir = mkdtempSync(path.join(tmpdir(), 'press-site-'));
  const siteDir = path.join(workDir, 'site');
  await buildSiteApart({ outDir: siteDir, sourcemapsDir: path.join(workDir, 'maps'), pressPhotos: await storedPressPhotos(config) });
  const gateway = createGateway({
    siteDir,
    mediaFiles: createMediaFiles({
      s3Endpoint: config.S3_ENDPOINT ?? '',
      mediaBucket: config.MEDIA_BUCKET ?? '',
      uploadsBucket: config.MEDIA_UPLOAD_BUCKET ?? '',
    }),
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  closeGateway = () => new Promise<void>((resolve) => gateway.close(() => resolve()));
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await closeGateway?.();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the press page', () => {
  it('shows the published photo with its caption and download, the brand kit and the contact, axe clean at 1440 and 390', { timeout: 180_000 }, async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, problems } = await openPage(browser, viewport);
      const response = await page.goto(`${site}/media`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Photos, logo and facts for your story' }).waitFor();
      const figure = page.locator('figure.press-photo', { has: page.locator(`img[alt="${photo.alt}"]`) });
      await expect.poll(() => figure.count()).toBe(1);
      expect(await figure.locator('img').getAttribute('loading')).toBe('lazy');
      expect(await figure.locator('img').getAttribute('srcset')).toContain(`/media-files/${photo.id}/r1/640.jpg 640w`);
      expect(await figure.locator('figcaption').textContent()).toContain('The flagship on a Saturday afternoon');
      // Its accessible name names the photo (the hidden part is a block to Chromium, hence the space).
      const download = figure.getByRole('link', { name: /^Download JPEG/ });
      expect(await download.getAttribute('href')).toBe(`/media-files/${photo.id}/r1/1920.jpg`);
      expect(await download.getAttribute('download')).toBe('');
      expect((await download.textContent())?.replace(/\s+/g, ' ')).toBe(`Download JPEG: ${photo.alt} (1920 px wide)`);
      expect(await page.getByRole('link', { name: 'Download the mark (SVG)' }).getAttribute('href')).toBe('/favicon.svg');
      await page.getByRole('list', { name: 'Brand colours' }).getByText('#0b3a53').waitFor();
      await page.getByRole('region', { name: 'Press contact' }).getByRole('link', { name: '(512) 555-0142' }).waitFor();
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Press & media' }).getAttribute('href')).toBe('/media');
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      expect(jsonLd).toContain('"@type":"CollectionPage"');
      expect(jsonLd).toContain(`"contentUrl":"https://www.laketravispartycruises.example/media-files/${photo.id}/r1/1920.jpg"`);
      expect(jsonLd).toContain('"@type":"BreadcrumbList"');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://www.laketravispartycruises.example/media');
      expect(await axeViolations(page)).toEqual([]);
      await hydrate(page);
      await page.getByRole('heading', { level: 1, name: 'Photos, logo and facts for your story' }).waitFor();
      // A visitor is not signed in: the site's staff check answering 401 is expected.
      expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
      await page.context().close();
    }

    const jpeg = await fetch(`${site}/media-files/${photo.id}/r1/1920.jpg`);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const mark = await fetch(`${site}/favicon.svg`);
    expect(mark.status).toBe(200);
    expect(mark.headers.get('content-type')).toContain('image/svg+xml');
    expect(await (await fetch(`${site}/sitemap.xml`)).text()).toContain('/media</loc>');
  });

  it("this build's blog, with no post published, says so with a call to /chat, styled before it hydrates", async () => {
    // Built without posts (the suite passes none): the blog index as a new site shows it.
    const html = await (await fetch(`${site}/blogs`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheets = [...head.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)].map((match) => match[1]!);
    expect(stylesheets.length).toBeGreaterThanOrEqual(2);
    const css = (await Promise.all(stylesheets.map(async (href) => (await fetch(`${site}${href}`)).text()))).join('\n');
    expect(css).toMatch(/\.blog-breadcrumbs ol\{[^}]*list-style:none/);
    expect(html).toContain('There are no posts here yet');
    expect(html).toMatch(/<a class="button button--primary" href="\/chat\?type=general">Plan my cruise<\/a>/);
  });
});
