import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from '#domain/shared/zod.ts';
import { businessFacts, type BusinessFactOverrides } from '#domain/site/business.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { defaultSeoMeta } from '#domain/content/seo-defaults.ts';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { APP_ROUTE_SHELLS, APP_SHELL_FILE, EMBED_SHELL_FILE, NOT_FOUND_FILE } from '#infra/shared/site-files.ts';
import type { PrerenderedAppRoute } from '../src/app/prerendered-app-routes.ts';
import type { RenderedPage } from '../src/entry-server.tsx';
import { builtFactsBlock } from '../src/app/render-into-shell.ts';
import { renderHead } from '../src/site/seo/head.ts';
import { businessFactsDefine } from './business-facts-define.ts';
import { pagePhotosDefine } from './page-photos-define.ts';
import type { PagePhotos } from '#domain/content/page-photos.ts';
// Content blocks (issue 19, decision 032).
import type { ContentBlockOverrides } from '#domain/content/content-blocks.ts';
import { contentBlocksDefine } from './content-blocks-define.ts';
import type { FaqOverrides } from '#domain/content/faq-overrides.ts';
import { faqDefine } from './faq-define.ts';
// The press page's photos (issue 19, decision 031).
import type { PressPhotos } from '#domain/content/press-photos.ts';
import { pressPhotosDefine } from './press-photos-define.ts';
// Guests' approved reviews (issue 29, decision 077).
import type { PublicGuestReview } from '#domain/content/guest-reviews-built.ts';
import { guestReviewsDefine } from './guest-reviews-define.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
// The blog (issue 19, decision 030).
import type { BlogPageView, StoredBlogSite } from '#domain/content/blog-site.ts';
import { renderBlogSite } from './blog-render.ts';
import { blogFeedXml } from './blog-feed.ts';
import { blogSitemapEntries, writeBlogPages } from './blog-pages.ts';
// The price version in effect (issue 18, decision 026).
import type { SitePriceVersion } from '#domain/pricing/site-price-version.ts';
import { priceVersionDefine } from './price-version-define.ts';
/** The blog's page module as Vite's manifest names it (its stylesheets go in the blog pages' heads). */
const BLOG_PAGE_MODULE = 'src/blog/blog-page.tsx';

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(frontendDir, 'vite.config.ts');
export const siteOutDir = path.join(frontendDir, '..', 'dist', 'site');
/** The bundles' source maps: a build artefact beside the site, never published (CloudFront or the local gateway). */
export const sourcemapsOutDir = path.join(frontendDir, '..', 'dist', 'sourcemaps');
const serverOutDir = path.join(frontendDir, '..', 'dist', 'server');

const ROOT_ELEMENT = '<div id="root">';

interface Filling {
  head: string;
  html: string;
  /** After the site's own stylesheet: a route's stylesheets, which the browser would add there when the route loads. */
  headEnd?: string;
  rootAttributes?: string;
}

function fill(template: string, { head, html, headEnd, rootAttributes }: Filling): string {
  return template
    .replace('<!--app-head-->', head)
    .replace('</head>', headEnd ? `  ${headEnd}\n  </head>` : '</head>')
    .replace(ROOT_ELEMENT, rootAttributes ? `<div id="root" ${rootAttributes}>` : ROOT_ELEMENT)
    .replace('<!--app-html-->', html);
}

/** Vite's manifest: each source module's output file, its stylesheets and the chunks it imports statically. */
type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The stylesheets a module needs when it loads: its own and those of every chunk it imports statically. */
export function stylesheetsOf(manifest: ViteManifest, module: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...found];
}

/**
 * The scripts a module runs when it loads: its own and those of every chunk it imports statically,
 * each once, less the page's entry (main.tsx), which every page has loaded already.
 */
export function scriptsOf(manifest: ViteManifest, module: string): string[] {
  const found: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no ${key}`);
    const file = `/${chunk.file}`;
    if (chunk.isEntry || found.includes(file)) return;
    found.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return found;
}

/**
 * How main.tsx is to hand a prerendered app route to React (PrerenderedAppRoute), on its root
 * element; `preload`: the scripts of the route's modules, which it preloads as React loads.
 */
export function rootAttributesFor(route: PrerenderedAppRoute, preload: readonly string[] = []): string {
  const values = {
    'data-app-route': route.path,
    'data-hydrate': route.hydrate,
    ...(route.firstGet ? { 'data-first-get': route.firstGet.path } : {}),
    ...(preload.length > 0 ? { 'data-preload': preload.join(' ') } : {}),
  };
  for (const value of Object.values(values)) {
    if (!/^[\w/:.-]+(?: [\w/:.-]+)*$/.test(value))
      throw new Error(`The app route ${route.path} puts ${JSON.stringify(value)} in an attribute: paths and words only`);
  }
  const attributes = Object.entries(values).map(([name, value]) => `${name}="${value}"`);
  if (route.firstGet?.hydrateIfOk) attributes.push('data-hydrate-if-ok');
  return attributes.join(' ');
}

/** The file an app route is written to: `<path>/index.html`, or the shell file routing names for a `:param` route. */
function appRouteFile(outDir: string, route: PrerenderedAppRoute): string {
  if (!route.path.includes('/:')) return outputFileFor(outDir, route.path);
  const shell = APP_ROUTE_SHELLS.find((candidate) => candidate.pattern === route.path);
  if (!shell) throw new Error(`${route.path} is prerendered as a shell, but infra/shared/site-files.ts names no file for it (APP_ROUTE_SHELLS)`);
  return path.join(outDir, shell.file);
}

/** The not-found page's before-paint script: an unknown back-office address is the back office's to answer. */
const NOT_FOUND_BEFORE_PAINT = 'src/back-office-not-found.ts';

/**
 * A script a page runs before it paints, as a classic script in an immutable asset: a module
 * script would run only after parsing, and inline scripts are not allowed (CSP script-src 'self').
 */
async function buildClassicScript(entry: string, outDir: string, sourcemapsDir: string, define: Record<string, string>): Promise<string> {
  const { build } = await import('esbuild');
  // Like the Vite bundles: a map kept beside the other maps for decoding errors, never published.
  const result = await build({
    entryPoints: [path.join(frontendDir, entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    define,
    write: false,
    sourcemap: 'external',
    outfile: path.join(outDir, 'classic.js'),
  });
  const code = result.outputFiles.find((output) => output.path.endsWith('.js'))!.contents;
  const map = result.outputFiles.find((output) => output.path.endsWith('.map'))!.contents;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 10);
  const file = `assets/${path.basename(entry, path.extname(entry))}-${hash}.js`;
  writeFileSync(path.join(outDir, file), code);
  mkdirSync(path.join(sourcemapsDir, 'assets'), { recursive: true });
  writeFileSync(path.join(sourcemapsDir, `${file}.map`), map);
  return `/${file}`;
}

function outputFileFor(outDir: string, pagePath: string): string {
  return pagePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, pagePath.slice(1), 'index.html');
}

/** What staff saved that the pages show, read when a build starts; each part absent: the code's defaults. */
export interface SiteData {
  /** The staff's stored business facts (decision 013); none: the defaults. */
  businessFactOverrides?: BusinessFactOverrides;
  /** The published blog as stored (decision 030); none: a blog with no posts yet. */
  blog?: StoredBlogSite;
  /** The photos staff put on the page slots (issue 19, decision 031); none: the illustrations. */
  pagePhotos?: PagePhotos;
  /** The staff's stored content blocks (decision 032); none: the defaults. */
  contentBlockOverrides?: ContentBlockOverrides;
  /** The staff's FAQ lists per page (decision 032); none: every page's own. */
  faqOverrides?: FaqOverrides;
  /** The price version in effect on the build's day (decision 026); none: the launch prices (version 1). */
  priceVersion?: SitePriceVersion;
  /** The media library's published photos, for the press page /media (decision 031); none: it says so. */
  pressPhotos?: PressPhotos;
  /** The approved guest reviews for /testimonials-faq, newest first (decision 077); none: the static testimonials alone. */
  guestReviews?: readonly PublicGuestReview[];
}

export interface BuildSiteOptions extends SiteData {
  now?: Date;
  log?: (line: string) => void;
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
  const define = {
    ...businessFactsDefine(options.businessFactOverrides ?? {}),
    ...pagePhotosDefine(options.pagePhotos ?? {}),
    ...contentBlocksDefine(options.contentBlockOverrides ?? {}),
    ...faqDefine(options.faqOverrides ?? {}),
    ...priceVersionDefine(options.priceVersion),
    // The press page's photos (decision 031).
    ...pressPhotosDefine(options.pressPhotos ?? []),
    // Guests' approved reviews (decision 077).
    ...guestReviewsDefine(options.guestReviews ?? []),
  };
  const { build } = await import('vite');
  log('Building the site (Vite)...');
  // The manifest names the stylesheets of the app routes the build prerenders; it is not published.
  await build({ configFile, logLevel: 'warn', define, build: { outDir, manifest: true } });
  const manifestDir = path.join(outDir, '.vite');
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as ViteManifest;
  rmSync(manifestDir, { recursive: true, force: true });
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
    // With React inside it, built for production: importing it loads no React into this process's
    // module cache. The local stack builds in its own process and then renders quote pages with
    // the React its handlers import (decision 093); a production React cached by the build would
    // meet their development JSX runtime (under Vitest, or tsx's) and fail.
    ssr: { noExternal: true },
  });

  const maps = moveSourceMaps(outDir, options.sourcemapsDir ?? sourcemapsOutDir);
  log(`Kept ${maps} source maps out of the site (${path.relative(path.join(frontendDir, '..'), options.sourcemapsDir ?? sourcemapsOutDir)}).`);

  if (!existsSync(path.join(outDir, EMBED_SHELL_FILE))) {
    throw new Error(`The embed build wrote no ${EMBED_SHELL_FILE} (its source is frontend/${EMBED_SHELL_FILE})`);
  }
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->') || !template.includes('</head>')) {
    throw new Error('frontend/index.html must contain <!--app-head-->, </head> and <!--app-html-->');
  }
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`frontend/index.html must contain ${ROOT_ELEMENT}`);
  const { renderPage, renderAppRoute, renderBlogPage, PRERENDERED_APP_ROUTES } = (await import(
    pathToFileURL(path.join(serverDir, 'entry-server.js')).href
  )) as {
    renderPage: (path: string, today: IsoDate) => Promise<RenderedPage>;
    renderBlogPage: (view: BlogPageView) => Promise<RenderedPage>;
    renderAppRoute: (route: PrerenderedAppRoute) => Promise<RenderedPage>;
    PRERENDERED_APP_ROUTES: readonly PrerenderedAppRoute[];
  };

  const write = (file: string, page: Filling) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(template, page));
  };
  for (const page of SITE_PAGES) {
    const rendered = await renderPage(page.path, today);
    if (rendered.status !== 200) throw new Error(`Prerendering ${page.path} answered ${rendered.status}`);
    write(outputFileFor(outDir, page.path), rendered);
  }
  // The blog's pages, its feed and its sitemap entries (decision 030).
  const blog = renderBlogSite(options.blog ?? { posts: [], images: [] });
  // Its stylesheet in each page's head: the blog's chunk loads it only at hydration, so the HTML
  // would paint unstyled (the breadcrumb a numbered list) until the visitor's first interaction.
  const blogStylesheets = stylesheetsOf(manifest, BLOG_PAGE_MODULE)
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('\n    ');
  const blogPages = await writeBlogPages(blog, renderBlogPage, (file, page) => write(file, { ...page, headEnd: blogStylesheets }), outDir);
  writeFileSync(path.join(outDir, 'blogs', 'feed.xml'), blogFeedXml(blog, options.now ?? new Date()));
  // The not-found page's before-paint script hands an unknown back-office address to the back
  // office's own not-found page (src/back-office-not-found.ts).
  const scripts = new Map<string, string>();
  const notFound = await renderPage('/__not-found__', today);
  if (notFound.status !== 404) throw new Error(`The not-found page answered ${notFound.status}`);
  scripts.set(NOT_FOUND_BEFORE_PAINT, await buildClassicScript(NOT_FOUND_BEFORE_PAINT, outDir, options.sourcemapsDir ?? sourcemapsOutDir, define));
  write(path.join(outDir, NOT_FOUND_FILE), {
    ...notFound,
    head: [`<script src="${scripts.get(NOT_FOUND_BEFORE_PAINT)!}"></script>`, notFound.head].join('\n    '),
  });

  // App routes, prerendered too: their stylesheets and before-paint scripts in the head, and how
  // main.tsx is to hand them to React on the root element (decisions 007 and 009).
  for (const route of PRERENDERED_APP_ROUTES) {
    const rendered = await renderAppRoute(route);
    if (rendered.status !== 200) throw new Error(`Prerendering the app route ${route.path} answered ${rendered.status}`);
    const beforePaint: string[] = [];
    for (const entry of route.beforePaint ?? []) {
      if (!scripts.has(entry)) scripts.set(entry, await buildClassicScript(entry, outDir, options.sourcemapsDir ?? sourcemapsOutDir, define));
      beforePaint.push(`<script src="${scripts.get(entry)!}"></script>`);
    }
    // The route's module and the ones it preloads (its frame, rendered here too): a frame's styles
    // left for React to bring would show the prerendered page unstyled until the visitor's first move.
    const modules = [route.module, ...(route.preload ?? [])];
    const stylesheets = [...new Set(modules.flatMap((module) => stylesheetsOf(manifest, module)))]
      .filter((href) => !template.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
    // A shell a function renders its page into (decision 093) carries the facts this build defines,
    // so the function renders the text the browser's bundle does.
    const facts = route.path.includes('/:') ? [builtFactsBlock(options.businessFactOverrides ?? {})] : [];
    write(appRouteFile(outDir, route), {
      head: [...beforePaint, rendered.head].join('\n    '),
      html: rendered.html,
      headEnd: [...stylesheets, ...facts].join('\n    '),
      rootAttributes: rootAttributesFor(route, [...new Set(modules.flatMap((module) => scriptsOf(manifest, module)))]),
    });
  }

  const shellMeta = { ...defaultSeoMeta('/'), robotsDirective: 'noindex, follow' as const };
  writeFileSync(path.join(outDir, APP_SHELL_FILE), fill(template, { head: renderHead(shellMeta, [], businessFacts.name), html: '' }));
  writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(SITE_PAGES, today, blogSitemapEntries(blog, today)));
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt());
  log(`Prerendered ${SITE_PAGES.length} pages, ${blogPages} blog pages and ${PRERENDERED_APP_ROUTES.length} app routes.`);
}

/**
 * `npm run build`: with TABLE_NAME set (the republishing CodeBuild project, or DynamoDB Local with
 * DYNAMODB_ENDPOINT) the site is built with what staff saved: business facts, the published blog,
 * page photos, content blocks, FAQ lists, approved guest reviews and the price version in effect that day; without it,
 * with the defaults. A table that is named
 * but cannot be read fails the build rather than publish stale pages.
 */
async function storedSiteDataFromEnvironment(log: (line: string) => void, now: Date): Promise<SiteData> {
  const env = z
    .object({
      TABLE_NAME: z.optional(z.string().check(z.minLength(1))),
      AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
      DYNAMODB_ENDPOINT: z.optional(z.url()),
    })
    .parse(process.env);
  if (!env.TABLE_NAME) {
    log('TABLE_NAME is not set: building with the defaults.');
    return {};
  }
  const config = { TABLE_NAME: env.TABLE_NAME, AWS_REGION: env.AWS_REGION, DYNAMODB_ENDPOINT: env.DYNAMODB_ENDPOINT };
  // Build tooling, never bundled: it reads the table with the functions' repositories (decision 013).
  const [{ storedBusinessFactOverrides }, { storedBlogSite }, { storedPagePhotos }, { storedContentBlockOverrides }, { storedFaqOverrides }] =
    await Promise.all([
      import('#functions/app/site/business-facts.ts'),
      import('#functions/app/content/blog-site.ts'),
      import('#functions/app/content/page-photos.ts'),
      import('#functions/adapters/dynamodb/content-blocks-repository.ts'),
      import('#functions/adapters/dynamodb/faq-overrides-repository.ts'),
    ]);
  // The price version in effect on the build's day (decision 026).
  const { storedSitePriceVersion } = await import('#functions/app/pricing/site-price-version.ts');
  // The press page's photos (decision 031).
  const { storedPressPhotos } = await import('#functions/app/content/press-photos.ts');
  // Guests' approved reviews (decision 077).
  const { storedGuestReviews } = await import('#functions/app/content/published-guest-reviews.ts');
  const data = {
    businessFactOverrides: await storedBusinessFactOverrides(config),
    blog: await storedBlogSite(config),
    pagePhotos: await storedPagePhotos(config),
    contentBlockOverrides: await storedContentBlockOverrides(config),
    faqOverrides: await storedFaqOverrides(config),
    priceVersion: await storedSitePriceVersion(config, calendarDateIn(now)),
    pressPhotos: await storedPressPhotos(config),
    guestReviews: await storedGuestReviews(config),
  };
  const changedFacts = Object.keys(data.businessFactOverrides);
  log(
    `From ${env.TABLE_NAME}: business facts ${changedFacts.length ? `(${changedFacts.join(', ')} changed by staff)` : '(the defaults)'}, ` +
      `${data.blog.posts.length} published posts, ${Object.keys(data.pagePhotos).length} page photo slot(s), ` +
      `${Object.keys(data.contentBlockOverrides).length} content block(s) and ${Object.keys(data.faqOverrides).length} FAQ list(s) changed by staff, ` +
      `${data.pressPhotos.length} published photo(s) for /media, ${data.guestReviews.length} approved guest review(s), price version ${data.priceVersion.version} in effect on ${calendarDateIn(now)}.`,
  );
  return data;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const log = (line: string) => console.log(line);
  // One clock for the build: the prices read are those in effect on the day the pages say.
  const now = new Date();
  await buildSite({ log, now, ...(await storedSiteDataFromEnvironment(log, now)) });
}
