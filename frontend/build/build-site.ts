import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from '#domain/zod.ts';
import { businessFacts, type BusinessFactOverrides } from '#domain/business.ts';
import { calendarDateIn, type IsoDate } from '#domain/dates.ts';
import { defaultSeoMeta } from '#domain/seo-defaults.ts';
import { SITE_PAGES } from '#domain/site-pages.ts';
import { APP_SHELL_FILE, EMBED_SHELL_FILE, NOT_FOUND_FILE } from '#infra/shared/site-files.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { renderHead } from '../src/site/seo/head.ts';
import { businessFactsDefine } from './business-facts-define.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(frontendDir, 'vite.config.ts');
export const siteOutDir = path.join(frontendDir, '..', 'dist', 'site');
/** The bundles' source maps: a build artefact beside the site, never published (CloudFront or the local gateway). */
export const sourcemapsOutDir = path.join(frontendDir, '..', 'dist', 'sourcemaps');
const serverOutDir = path.join(frontendDir, '..', 'dist', 'server');

function fill(template: string, head: string, html: string): string {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

function outputFileFor(outDir: string, pagePath: string): string {
  return pagePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, pagePath.slice(1), 'index.html');
}

export interface BuildSiteOptions {
  now?: Date;
  log?: (line: string) => void;
  /** The staff's stored business facts (decision 013); none: the defaults. */
  businessFactOverrides?: BusinessFactOverrides;
  /** Where the site goes; dist/site unless the caller builds elsewhere to swap it in whole. */
  outDir?: string;
  /** Where the source maps go (replaced whole); dist/sourcemaps unless the caller builds elsewhere. */
  sourcemapsDir?: string;
}

/**
 * Moves every source map out of the built site into `mapsDir` (same relative paths), so what is
 * published holds none: a map hands anyone the application's whole source, comments and all.
 */
function moveSourceMaps(siteDir: string, mapsDir: string): number {
  rmSync(mapsDir, { recursive: true, force: true });
  let moved = 0;
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(mapsDir, path.relative(siteDir, from));
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
    moved += 1;
  }
  return moved;
}

/**
 * The site build: the browser bundle (the site's entry and the embed entry, which the gateway and
 * CloudFront serve as is for /embed/*), a server bundle of the same routes, then every catalogue
 * page prerendered to static HTML (plus the not-found page, the app shell for routes that are not
 * prerendered, sitemap.xml and robots.txt). Both bundles are built with the given business facts
 * (businessFactsDefine), so every page, its JSON-LD and the app routes show the same ones.
 */
export async function buildSite(options: BuildSiteOptions = {}): Promise<void> {
  // Vite builds for whatever NODE_ENV says when it is set. Under Vitest (the e2e setup builds the
  // site when it is stale) it says 'test', which would ship React's development bundle.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  // New for every build: Node keeps an imported module for good, so a second build in the same
  // process (npm start republishing) importing the same path would render with the first one's
  // facts; and two processes building at once never share it. Inside the project, where the
  // bundle's external imports (react) resolve.
  const serverDir = `${serverOutDir}-${randomUUID()}`;
  try {
    await buildAll(options, serverDir);
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
}

async function buildAll(options: BuildSiteOptions, serverDir: string): Promise<void> {
  const log = options.log ?? (() => undefined);
  const today: IsoDate = calendarDateIn(options.now ?? new Date());
  const outDir = options.outDir ?? siteOutDir;
  const define = businessFactsDefine(options.businessFactOverrides ?? {});
  const { build } = await import('vite');
  log('Building the site (Vite)...');
  await build({ configFile, logLevel: 'warn', define, build: { outDir } });
  // The embed entry, into the same folder: a build of its own, so it shares no chunk with the
  // site's entry (whose first load must stay minimal) and loads only what the widget needs.
  await build({
    configFile,
    logLevel: 'warn',
    define,
    build: { outDir, emptyOutDir: false, copyPublicDir: false, rolldownOptions: { input: path.join(frontendDir, EMBED_SHELL_FILE) } },
  });
  await build({
    configFile,
    logLevel: 'warn',
    define,
    // The server bundle holds every page and runs only here, at build time: its size is no concern.
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
  });

  const maps = moveSourceMaps(outDir, options.sourcemapsDir ?? sourcemapsOutDir);
  log(`Kept ${maps} source maps out of the site (${path.relative(path.join(frontendDir, '..'), options.sourcemapsDir ?? sourcemapsOutDir)}).`);

  if (!existsSync(path.join(outDir, EMBED_SHELL_FILE))) {
    throw new Error(`The embed build wrote no ${EMBED_SHELL_FILE} (its source is frontend/${EMBED_SHELL_FILE})`);
  }
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('frontend/index.html must contain <!--app-head--> and <!--app-html-->');
  }
  const { renderPage } = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as {
    renderPage: (path: string, today: IsoDate) => Promise<RenderedPage>;
  };

  const write = (file: string, page: RenderedPage) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(template, page.head, page.html));
  };
  for (const page of SITE_PAGES) {
    const rendered = await renderPage(page.path, today);
    if (rendered.status !== 200) throw new Error(`Prerendering ${page.path} answered ${rendered.status}`);
    write(outputFileFor(outDir, page.path), rendered);
  }
  const notFound = await renderPage('/__not-found__', today);
  if (notFound.status !== 404) throw new Error(`The not-found page answered ${notFound.status}`);
  write(path.join(outDir, NOT_FOUND_FILE), notFound);

  const shellMeta = { ...defaultSeoMeta('/'), robotsDirective: 'noindex, follow' as const };
  writeFileSync(path.join(outDir, APP_SHELL_FILE), fill(template, renderHead(shellMeta, [], businessFacts.name), ''));
  writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(SITE_PAGES, today));
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt());
  log(`Prerendered ${SITE_PAGES.length} pages.`);
}

/**
 * `npm run build`: with TABLE_NAME set (the republishing CodeBuild project, or DynamoDB Local with
 * DYNAMODB_ENDPOINT) the site is built with the business facts staff saved; without it, with the
 * defaults. A table that is named but cannot be read fails the build rather than publish stale facts.
 */
async function storedOverridesFromEnvironment(log: (line: string) => void): Promise<BusinessFactOverrides> {
  const env = z
    .object({ TABLE_NAME: z.optional(z.string().check(z.minLength(1))), AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'), DYNAMODB_ENDPOINT: z.optional(z.url()) })
    .parse(process.env);
  if (!env.TABLE_NAME) {
    log('TABLE_NAME is not set: building with the default business facts.');
    return {};
  }
  // Build tooling, never bundled: it reads the table with the functions' repository (decision 013).
  const { storedBusinessFactOverrides } = await import('#functions/shared/settings/business-facts.ts');
  const overrides = await storedBusinessFactOverrides({ TABLE_NAME: env.TABLE_NAME, AWS_REGION: env.AWS_REGION, DYNAMODB_ENDPOINT: env.DYNAMODB_ENDPOINT });
  log(`Business facts from ${env.TABLE_NAME}: ${Object.keys(overrides).length ? `${Object.keys(overrides).join(', ')} changed by staff` : 'the defaults'}.`);
  return overrides;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (line: string) => console.log(line);
  await buildSite({ log, businessFactOverrides: await storedOverridesFromEnvironment(log) });
}
