import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { businessFacts } from '#domain/business.ts';
import { calendarDateIn, type IsoDate } from '#domain/dates.ts';
import { defaultSeoMeta } from '#domain/seo-defaults.ts';
import { SITE_PAGES } from '#domain/site-pages.ts';
import { APP_SHELL_FILE, EMBED_SHELL_FILE, NOT_FOUND_FILE } from '#infra/shared/site-files.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { renderHead } from '../src/site/seo/head.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(frontendDir, 'vite.config.ts');
export const siteOutDir = path.join(frontendDir, '..', 'dist', 'site');
const serverOutDir = path.join(frontendDir, '..', 'dist', 'server');

function fill(template: string, head: string, html: string): string {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

function outputFileFor(pagePath: string): string {
  return pagePath === '/' ? path.join(siteOutDir, 'index.html') : path.join(siteOutDir, pagePath.slice(1), 'index.html');
}

/**
 * The site build: the browser bundle (the site's entry and the embed entry, which the gateway and
 * CloudFront serve as is for /embed/*), a server bundle of the same routes, then every catalogue
 * page prerendered to static HTML (plus the not-found page, the app shell for routes that are not
 * prerendered, sitemap.xml and robots.txt).
 */
export async function buildSite(options: { now?: Date; log?: (line: string) => void } = {}): Promise<void> {
  // Vite builds for whatever NODE_ENV says when it is set. Under Vitest (the e2e setup builds the
  // site when it is stale) it says 'test', which would ship React's development bundle.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await buildAll(options);
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
}

async function buildAll(options: { now?: Date; log?: (line: string) => void }): Promise<void> {
  const log = options.log ?? (() => undefined);
  const today: IsoDate = calendarDateIn(options.now ?? new Date());
  const { build } = await import('vite');
  log('Building the site (Vite)...');
  await build({ configFile, logLevel: 'warn' });
  // The embed entry, into the same folder: a build of its own, so it shares no chunk with the
  // site's entry (whose first load must stay minimal) and loads only what the widget needs.
  await build({
    configFile,
    logLevel: 'warn',
    build: { emptyOutDir: false, copyPublicDir: false, rolldownOptions: { input: path.join(frontendDir, EMBED_SHELL_FILE) } },
  });
  await build({
    configFile,
    logLevel: 'warn',
    // The server bundle holds every page and runs only here, at build time: its size is no concern.
    build: { ssr: 'src/entry-server.tsx', outDir: serverOutDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
  });

  if (!existsSync(path.join(siteOutDir, EMBED_SHELL_FILE))) {
    throw new Error(`The embed build wrote no ${EMBED_SHELL_FILE} (its source is frontend/${EMBED_SHELL_FILE})`);
  }
  const template = readFileSync(path.join(siteOutDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('frontend/index.html must contain <!--app-head--> and <!--app-html-->');
  }
  const { renderPage } = (await import(pathToFileURL(path.join(serverOutDir, 'entry-server.js')).href)) as {
    renderPage: (path: string, today: IsoDate) => Promise<RenderedPage>;
  };

  const write = (file: string, page: RenderedPage) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(template, page.head, page.html));
  };
  for (const page of SITE_PAGES) {
    const rendered = await renderPage(page.path, today);
    if (rendered.status !== 200) throw new Error(`Prerendering ${page.path} answered ${rendered.status}`);
    write(outputFileFor(page.path), rendered);
  }
  const notFound = await renderPage('/__not-found__', today);
  if (notFound.status !== 404) throw new Error(`The not-found page answered ${notFound.status}`);
  write(path.join(siteOutDir, NOT_FOUND_FILE), notFound);

  const shellMeta = { ...defaultSeoMeta('/'), robotsDirective: 'noindex, follow' as const };
  writeFileSync(path.join(siteOutDir, APP_SHELL_FILE), fill(template, renderHead(shellMeta, [], businessFacts.name), ''));
  writeFileSync(path.join(siteOutDir, 'sitemap.xml'), sitemapXml(SITE_PAGES, today));
  writeFileSync(path.join(siteOutDir, 'robots.txt'), robotsTxt());
  rmSync(serverOutDir, { recursive: true, force: true });
  log(`Prerendered ${SITE_PAGES.length} pages.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildSite({ log: (line) => console.log(line) });
}
