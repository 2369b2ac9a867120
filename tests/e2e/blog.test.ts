import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BlogTerm } from '#domain/content/blog.ts';
import type { MediaAsset } from '#domain/content/media.ts';
import { storedBlogSite } from '#functions/app/content/blog-site.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { createGateway } from '#infra/local/gateway.ts';
import { createMediaFiles } from '#infra/local/media-files.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { axeViolations, hydrate, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { storeLibraryPhoto } from '#tests/support/media-fixtures.ts';
import { buildSiteApart } from '#tests/support/site-build.ts';

// Staff write and publish a post with a photo from the media library in the back office; the
// site is rebuilt (the test stack has no republisher, decision 013, so the suite builds it as the
// republisher would); a visitor reads the post at /blogs/{slug}, and /blog/{slug} answers 301 to
// it. Axe clean on every new screen at 1440 and 390.

const { url, admin } = inject('stack');
const config = loadConfig();
const unique = randomUUID().slice(0, 8);
let browser: Browser;
let photo: MediaAsset;
const terms: Record<'categories' | 'tags' | 'authors', BlogTerm | null> = { categories: null, tags: null, authors: null };

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const faults = (problems: string[]) => problems.filter((problem) => !/status of 401/.test(problem));
// What a screen reader would announce for the focused control: its label, aria-label or text.
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const name = element?.getAttribute('aria-label') ?? element?.labels?.[0]?.textContent ?? element?.textContent ?? '';
    return name.replace(/\s+/g, ' ').trim();
  });

beforeAll(async () => {
  browser = await launchChromium();
  for (const [kind, name] of [
    ['categories', 'Planning Tips'],
    ['tags', 'Sunset'],
    ['authors', 'Captain Jo'],
  ] as const) {
    const response = await asAdmin('POST', `/api/admin/blog/terms/${kind}`, {
      term: { name: `${name} ${unique}`, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${unique}` },
    });
    if (response.status !== 201) throw new Error(`Creating the ${kind} failed: ${response.status} ${JSON.stringify(response.body)}`);
    terms[kind] = (response.body as { term: BlogTerm }).term;
  }
  // Its own tag, so the picker's search finds this photo alone among the other suites' photos.
  photo = await storeLibraryPhoto(config, {
    id: `e2ephoto${unique}`,
    fileName: 'top-deck.jpg',
    alt: 'Guests dancing on the top deck at sunset',
    tags: ['sunset', `blog-${unique}`],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('the blog', () => {
  const title = `Sunset cruise checklist ${unique}`;
  const slug = `sunset-cruise-checklist-${unique}`;

  it('staff write a post, choose its cover and insert a photo through the picker, preview it and publish it; the screens are axe clean', {
    timeout: 180_000,
  }, async () => {
    const { page, problems } = await openPage(browser, DESKTOP);
    await signInAt(page, `${url}/admin/blogs/posts/new`, admin);
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(title);
    expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(slug);
    await page.getByLabel('Summary', { exact: true }).fill('What to bring for a golden-hour cruise on Lake Travis, from our captains.');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: terms.categories!.name });
    await page.getByLabel('Author', { exact: true }).selectOption({ label: terms.authors!.name });
    await page.getByRole('checkbox', { name: terms.tags!.name }).check();
    // The picker, by keyboard only: it puts the photo where the cursor is, between the list and the script.
    const body = page.getByLabel('Body (Markdown)');
    const before = '## Bring\n\n- Sunscreen\n- Water\n\n';
    await body.fill(`${before}\n\n<script>alert(1)</script>`);
    await body.evaluate((area: HTMLTextAreaElement, at: number) => area.setSelectionRange(at, at), before.length);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Insert photo');
    await page.keyboard.press('Enter');
    const insertPicker = page.getByRole('dialog', { name: 'Insert a photo' });
    await insertPicker.getByRole('list', { name: 'Published photos' }).waitFor();
    expect(await focusedName(page)).toBe('Search photos');
    await insertPicker.getByText('Only published photos can be chosen', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type(`blog-${unique}`);
    await insertPicker.getByText('1 photo', { exact: true }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Tag');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(photo.alt);
    await page.keyboard.press('Enter');
    await insertPicker.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Insert photo');
    expect(await body.inputValue()).toBe(`${before}![${photo.alt}](media:${photo.id})\n\n<script>alert(1)</script>`);

    // The cover: Escape closes the picker and gives focus back; a choice shows the thumbnail with Remove.
    const coverPicker = page.getByRole('dialog', { name: 'Choose the cover photo' });
    await page.getByRole('button', { name: 'Choose cover photo' }).focus();
    await page.keyboard.press('Enter');
    await coverPicker.getByRole('list', { name: 'Published photos' }).waitFor();
    await page.keyboard.press('Escape');
    await coverPicker.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Choose cover photo');
    expect(await page.getByTestId('cover-photo').count()).toBe(0);
    const chooseCover = async () => {
      await page.keyboard.press('Enter');
      await coverPicker.getByRole('list', { name: 'Published photos' }).waitFor();
      await page.keyboard.type(`blog-${unique}`);
      await coverPicker.getByText('1 photo', { exact: true }).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await coverPicker.waitFor({ state: 'hidden' });
      await page.getByTestId('cover-photo').locator(`img[alt="${photo.alt}"]`).waitFor();
    };
    await chooseCover();
    expect(await focusedName(page)).toBe('Change cover photo');
    await page.getByRole('button', { name: 'Remove the cover photo' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('cover-photo').count()).toBe(0);
    expect(await focusedName(page)).toBe('Choose cover photo');
    await chooseCover();
    const preview = page.getByTestId('post-preview');
    await preview.locator(`img[alt="${photo.alt}"]`).waitFor();
    expect(await preview.innerHTML()).not.toContain('<script');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/blogs\/posts\/[0-9a-f-]+\/edit$/);
    await page.getByTestId('post-state').getByText('Draft: not on the site.').waitFor();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page
      .getByTestId('post-state')
      .getByText(/Live since/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${url}/admin/blogs/posts`);
    await page.getByRole('table', { name: 'Blog posts' }).getByRole('link', { name: title }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (const path of ['/admin/blogs/categories', '/admin/blogs/tags/new', '/admin/blog-formatter']) {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    // Deleting a term (confirmed first): refused, naming the post, while the post uses it; an unused one goes.
    await page.goto(`${url}/admin/blogs/categories`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete the category ${terms.categories!.name}` }).click();
    await page.getByRole('alert').getByText(`The category '${terms.categories!.name}' is used by the post '${title}'. File it elsewhere first.`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const unused = await asAdmin('POST', '/api/admin/blog/terms/tags', { term: { name: `Unused ${unique}`, slug: `unused-${unique}` } });
    expect(unused.status).toBe(201);
    await page.goto(`${url}/admin/blogs/tags`);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete the tag Unused ${unique}` }).click();
    await expect.poll(() => page.getByRole('link', { name: `Unused ${unique}`, exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: terms.tags!.name, exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    for (const path of ['/admin/blogs/posts', '/admin/blogs/posts/new', '/admin/blog-formatter']) {
      await page.goto(`${url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page), `${path} at 390`).toEqual([]);
      if (path === '/admin/blogs/posts/new') {
        await page.getByRole('button', { name: 'Insert photo' }).focus();
        await page.keyboard.press('Enter');
        const picker = page.getByRole('dialog', { name: 'Insert a photo' });
        await picker.getByRole('list', { name: 'Published photos' }).waitFor();
        expect(await axeViolations(page), 'the media picker at 390').toEqual([]);
        await page.keyboard.press('Escape');
        await picker.waitFor({ state: 'hidden' });
      }
    }
    // The refused delete's 409 is the answer the screen shows, not a fault.
    expect(faults(problems).filter((problem) => !/status of 409/.test(problem))).toEqual([]);
    await page.context().close();
  });

  it('a visitor reads the published post at /blogs/{slug}, and /blog/{slug} answers 301 to it', { timeout: 600_000 }, async () => {
    // What the republisher does on BlogPostPublished under npm start, into a folder of this test's
    // own served by a gateway of its own: the suites share dist/site, which must not change under them.
    const workDir = mkdtempSync(path.join(tmpdir(), 'blog-site-'));
    const siteDir = path.join(workDir, 'site');
    await buildSiteApart({ outDir: siteDir, sourcemapsDir: path.join(workDir, 'maps'), blog: await storedBlogSite(config) });
    const gateway = createGateway({
      siteDir,
      mediaFiles: createMediaFiles({
        s3Endpoint: config.S3_ENDPOINT ?? '',
        mediaBucket: config.MEDIA_BUCKET ?? '',
        uploadsBucket: config.MEDIA_UPLOAD_BUCKET ?? '',
      }),
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      const redirect = await fetch(`${site}/blog/${slug}`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe(`/blogs/${slug}`);

      for (const viewport of [DESKTOP, PHONE]) {
        const { page, problems } = await openPage(browser, viewport);
        const response = await page.goto(`${site}/blog/${slug}`);
        expect(page.url()).toBe(`${site}/blogs/${slug}`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        // The photo twice: as the cover (above the fold, loaded first) and in the body.
        const photos = page.locator(`article img[alt="${photo.alt}"]`);
        expect(await photos.count()).toBe(2);
        expect(await photos.first().getAttribute('fetchpriority')).toBe('high');
        expect(await photos.last().getAttribute('loading')).toBe('lazy');
        expect(await photos.last().getAttribute('srcset')).toContain(`/media-files/${photo.id}/r1/640.jpg 640w`);
        expect(await page.locator('article').innerHTML()).not.toContain('<script');
        await page.getByText('1 min read').first().waitFor();
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/blogs/${slug}$`));
        // The cover chosen in the picker is the post's sharing image.
        expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toContain(`/media-files/${photo.id}/r1/1920.jpg`);
        expect(await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toBe('/blogs/feed.xml');
        const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(jsonLd.join('\n')).toContain('"@type":"BlogPosting"');
        expect(jsonLd.join('\n')).toContain('"@type":"BreadcrumbList"');
        expect(await page.getByRole('link', { name: 'Get a free quote' }).getAttribute('href')).toMatch(/^\/chat/);
        expect(await axeViolations(page)).toEqual([]);
        // The page hands itself to React without changing (its view is read before hydrating).
        await hydrate(page);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        // No catalogue SEO record replaces the post's own head once the page is idle.
        for (let idle = 0; idle < 3; idle += 1)
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
        expect(await page.title()).toContain(title);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
        await page.goto(`${site}/blogs`);
        await page.getByRole('link', { name: title }).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(faults(problems)).toEqual([]);
        await page.context().close();
      }

      const feed = await (await fetch(`${site}/blogs/feed.xml`)).text();
      expect(feed).toContain(`<title>${title}</title>`);
      expect(await (await fetch(`${site}/sitemap.xml`)).text()).toContain(`/blogs/${slug}</loc>`);
    } finally {
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
