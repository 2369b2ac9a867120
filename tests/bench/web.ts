/**
 * `npm run bench:web`: Lighthouse (mobile preset, Debian Chromium) on the home page, three
 * content pages and the quote builder (/chat, an app route) of the locally built site, plus the JavaScript each page loads up front (its
 * entry and modulepreload chunks, gzip) and what it loads when the visitor first interacts and
 * React hydrates it. Prints figures; it asserts nothing.
 */
import '#infra/local/environment.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { isAppPath } from '#frontend/app/paths.ts';
import { ensureSiteBuilt, siteDir } from '#infra/local/site-build.ts';
import { APP_SHELL_FILE } from '#infra/shared/site-files.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { hydrate, launchChromium, openPage } from '#tests/support/browser.ts';

const PAGES = ['/', '/atx-disco-cruise', '/bachelorette-party-austin', '/faq', '/chat'];
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The scripts a prerendered page loads up front: its module entry and modulepreload links. */
export function firstLoadScripts(html: string): string[] {
  const srcs = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(srcs)];
}

function pageHtml(pagePath: string): string {
  if (isAppPath(pagePath)) return readFileSync(path.join(siteDir, APP_SHELL_FILE), 'utf8');
  return readFileSync(pagePath === '/' ? path.join(siteDir, 'index.html') : path.join(siteDir, pagePath.slice(1), 'index.html'), 'utf8');
}

function gzipBytes(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(siteDir, file))).length, 0);
}

/** Gzip bytes of the site's scripts a real visit requests once the visitor starts interacting. */
async function hydrationScriptBytes(baseUrl: string, pagePath: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
    // An app route renders at once (nothing to hydrate): wait for its heading instead.
    if (isAppPath(pagePath)) await page.locator('h1').first().waitFor();
    else await hydrate(page);
    // Not 'networkidle': Chromium never reports the page-view beacon (a keepalive fetch) as finished.
    await page.waitForTimeout(1500);
    return gzipBytes([...scripts]);
  } finally {
    await browser.close();
  }
}

await ensureSiteBuilt({ log: (line) => console.log(line) });
const stack = await startLocalStack({ port: 0, dataDir: null });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const rows: Record<string, string | number>[] = [];
try {
  for (const pagePath of PAGES) {
    const result = await lighthouse(`${stack.url}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' }, undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const jsFiles = firstLoadScripts(pageHtml(pagePath));
    const requests = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    rows.push({
      page: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      'first-load JS KiB gz': Number((gzipBytes(jsFiles) / 1024).toFixed(1)),
      'JS in Lighthouse run KiB': Number((requests.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
      'JS once interacting KiB gz': Number(((await hydrationScriptBytes(stack.url, pagePath)) / 1024).toFixed(1)),
    });
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    if (failing.length > 0) console.log(`${pagePath}: failing audits: ${failing.join(', ')}`);
  }
} finally {
  chrome.kill();
  await stack.stop();
}
console.table(rows);
