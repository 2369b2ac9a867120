import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The blog (issue 19, decision 030).
import { BLOG_PREFIX, LEGACY_BLOG_PREFIX } from '#domain/content/blog.ts';
import { portalPaths } from '#domain/portal/portal.ts';
import { LEGACY_PAGE_REDIRECTS } from '#domain/site/site-pages.ts';
import { PORTAL_SESSION_COOKIE_NAMES, SIGNED_IN_PORTAL_PATTERNS } from '../shared/portal-sign-in-redirect.ts';
import { APP_ROUTE_SHELLS, APP_SHELL_FILE, EMBED_PATH_PREFIX, EMBED_SHELL_FILE, NOT_FOUND_FILE } from '../shared/site-files.ts';

/**
 * The CloudFront Functions that route site requests the way the local gateway does, generated at
 * synth time from the SPA's path list and the built site:
 * - a path under `/embed/` gets the embed page (its own entry; the widget reads the path);
 * - a path whose last segment has an extension is a file: S3 answers it;
 * - a prerendered path `/x` (the build wrote `x/index.html`) gets that HTML;
 * - `/` gets the prerendered home page, `/index.html`;
 * - a path an app route's shell matches (`/quote/:token`) gets that shell;
 * - an app route (not prerendered) gets the app shell and the SPA renders it;
 * - anything else gets the not-found page, and the viewer-response function sets status 404.
 *
 * The 404 status is set here rather than by distribution error responses because those apply to
 * every behaviour: they would also replace the API's own 403 and 404 JSON answers.
 */
export interface SiteRouting {
  /** The SPA's route patterns (`:param` segments, a final `*`). */
  readonly appPaths: readonly string[];
  /** Paths with a prerendered `index.html`, without the trailing slash: `/about`. */
  readonly prerenderedPaths: readonly string[];
  /** `/404.html` when the build has one; otherwise the SPA (index.html) renders its not-found view. */
  readonly notFoundPage: string;
  /** The empty SPA page for app routes: `/app.html` when the build writes one, else `/index.html`. */
  readonly appShell: string;
  /** The embed page for every path under `/embed/` (`/embed.html`), or null when the build has none. */
  readonly embedShell: string | null;
  /** Prerendered shells of parameterised app routes the build wrote: a route pattern and its file (`/quote-shell.html`). */
  readonly shells: readonly { readonly pattern: string; readonly file: string }[];
  /**
   * The id of the CloudFront KeyValueStore that lists the blog's pages (infra/shared/blog-pages.ts),
   * kept by the site publisher: with it, a path under /blogs the store does not list gets the 404
   * page and status (decision 031); without it, any path under /blogs is looked up in the bucket.
   */
  readonly blogPagesStoreId?: string | null;
}

// CloudFront rejects function code over 10 KB.
const MAX_CODE_BYTES = 10 * 1024;

/** The same pattern-to-regex rule the frontend's isAppPath() uses (frontend/src/app/paths.ts). */
export function appPathRegex(pattern: string): string {
  const body = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}

/** Reads the built site: every `<dir>/index.html` below the root is a prerendered page. */
export function siteRoutingFromBuild(siteDir: string, appPaths: readonly string[]): SiteRouting {
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(`No built site at ${siteDir}: run \`npm run build\` first.`);
  }
  const prerenderedPaths = readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html' && path.dirname(file) !== '.')
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`)
    .sort();
  const notFoundPage = existsSync(path.join(siteDir, NOT_FOUND_FILE)) ? `/${NOT_FOUND_FILE}` : '/index.html';
  const appShell = existsSync(path.join(siteDir, APP_SHELL_FILE)) ? `/${APP_SHELL_FILE}` : '/index.html';
  const embedShell = existsSync(path.join(siteDir, EMBED_SHELL_FILE)) ? `/${EMBED_SHELL_FILE}` : null;
  const shells = APP_ROUTE_SHELLS.filter((shell) => existsSync(path.join(siteDir, shell.file))).map((shell) => ({
    pattern: shell.pattern,
    file: `/${shell.file}`,
  }));
  return { appPaths, prerenderedPaths, notFoundPage, appShell, embedShell, shells };
}

function resolverSource(routing: SiteRouting): string {
  const appRoutes = routing.appPaths.map((pattern) => `new RegExp(${JSON.stringify(appPathRegex(pattern))})`).join(', ');
  const prerendered = JSON.stringify(Object.fromEntries(routing.prerenderedPaths.map((p) => [p, true])));
  const shells = routing.shells.map((shell) => `[new RegExp(${JSON.stringify(appPathRegex(shell.pattern))}), ${JSON.stringify(shell.file)}]`).join(', ');
  return `var APP_ROUTES = [${appRoutes}];
var SHELLS = [${shells}];
var PRERENDERED = ${prerendered};
var NOT_FOUND_PAGE = ${JSON.stringify(routing.notFoundPage)};
var APP_SHELL = ${JSON.stringify(routing.appShell)};
var EMBED_SHELL = ${JSON.stringify(routing.embedShell)};
var EMBED_PREFIX = ${JSON.stringify(EMBED_PATH_PREFIX)};
var DEDICATED_NOT_FOUND_PAGE = ${routing.notFoundPage !== '/index.html'};

// The blog (decision 030): its pages are rebuilt after every publish, after this function was
// made, so any path under /blogs is looked up as a prerendered page rather than from the list.
var BLOG_PREFIX = ${JSON.stringify(`${BLOG_PREFIX}/`)};

function resolve(uri) {
  if (EMBED_SHELL !== null && uri.indexOf(EMBED_PREFIX) === 0) return { uri: EMBED_SHELL, found: true };
  var name = uri.slice(uri.lastIndexOf('/') + 1);
  if (name.indexOf('.') !== -1) return { uri: uri, found: true };
  var trimmed = uri.replace(/\\/+$/, '');
  if (trimmed === '') return { uri: '/index.html', found: true };
  if (PRERENDERED[trimmed] === true) return { uri: trimmed + '/index.html', found: true };
  if (trimmed === BLOG_PREFIX.slice(0, -1) || trimmed.indexOf(BLOG_PREFIX) === 0) return { uri: trimmed + '/index.html', found: true, blogPage: trimmed };
  for (var s = 0; s < SHELLS.length; s++) {
    if (SHELLS[s][0].test(uri)) return { uri: SHELLS[s][1], found: true };
  }
  for (var i = 0; i < APP_ROUTES.length; i++) {
    if (APP_ROUTES[i].test(uri)) return { uri: APP_SHELL, found: true };
  }
  return { uri: NOT_FOUND_PAGE, found: false };
}
${blogPagesSource(routing)}`;
}

/**
 * With a blog pages store: the import the JS 2.0 runtime gives functions associated with a store,
 * and the lookup. A store that cannot be read lets the request through to the bucket (a missing
 * page is then S3's own 404) rather than hiding a published post.
 */
function blogPagesSource(routing: SiteRouting): string {
  if (!routing.blogPagesStoreId) return '';
  return `
var BLOG_PAGES = cf.kvs(${JSON.stringify(routing.blogPagesStoreId)});

async function isBlogPage(page) {
  try {
    return await BLOG_PAGES.exists(page);
  } catch (e) {
    return true;
  }
}

async function resolveListed(uri) {
  var resolved = resolve(uri);
  if (resolved.blogPage !== undefined && !(await isBlogPage(resolved.blogPage))) return { uri: NOT_FOUND_PAGE, found: false };
  return resolved;
}
`;
}

/** The first line of a function that reads a KeyValueStore (CloudFront's JS 2.0 runtime module). */
export const CLOUDFRONT_MODULE_IMPORT = "import cf from 'cloudfront';";

function preamble(routing: SiteRouting): string {
  return routing.blogPagesStoreId ? `${CLOUDFRONT_MODULE_IMPORT}\n` : '';
}

function checkedSize(code: string): string {
  const bytes = Buffer.byteLength(code);
  if (bytes > MAX_CODE_BYTES) {
    throw new Error(`The generated CloudFront function is ${bytes} bytes; CloudFront allows ${MAX_CODE_BYTES}. Shorten the path lists.`);
  }
  return code;
}

const PORTAL_SIGN_IN_SOURCE = `// A signed-in portal page without a portal session: the sign-in page, next naming the page
// (infra/shared/portal-sign-in-redirect.ts, which the local gateway runs).
var SIGNED_IN_PORTAL = [${SIGNED_IN_PORTAL_PATTERNS.map((pattern) => `new RegExp(${JSON.stringify(appPathRegex(pattern))})`).join(', ')}];
var PORTAL_SESSION_COOKIES = ${JSON.stringify(PORTAL_SESSION_COOKIE_NAMES)};
function portalSignIn(request) {
  var cookies = request.cookies || {};
  for (var c = 0; c < PORTAL_SESSION_COOKIES.length; c++) if (cookies[PORTAL_SESSION_COOKIES[c]]) return null;
  for (var p = 0; p < SIGNED_IN_PORTAL.length; p++) {
    if (SIGNED_IN_PORTAL[p].test(request.uri)) return ${JSON.stringify(`${portalPaths.login}?next=`)} + encodeURIComponent(request.uri + queryString(request.querystring));
  }
  return null;
}`;

const QUERY_STRING_SOURCE = `function queryString(query) {
  var parts = [];
  for (var name in query) {
    var value = query[name];
    if (value.multiValue) for (var i = 0; i < value.multiValue.length; i++) parts.push(name + '=' + value.multiValue[i].value);
    else parts.push(name + '=' + value.value);
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}
`;

/** Viewer request: rewrites the URI to the object S3 should serve. */
export function viewerRequestCode(routing: SiteRouting): string {
  const listed = Boolean(routing.blogPagesStoreId);
  return checkedSize(`${preamble(routing)}${resolverSource(routing)}
${listed ? 'async ' : ''}function handler(event) {
  var request = event.request;
  var legacy = legacyBlogPath(request.uri) || legacyPagePath(request.uri);
  if (legacy !== null) return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: legacy + queryString(request.querystring) } } };
  var signIn = portalSignIn(request);
  if (signIn !== null) return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: signIn }, 'cache-control': { value: 'no-store' } } };
  request.uri = ${listed ? '(await resolveListed(request.uri))' : 'resolve(request.uri)'}.uri;
  return request;
}

${PORTAL_SIGN_IN_SOURCE}

// The blog's old prefix answers 301 to the same path under /blogs (decision 030).
function legacyBlogPath(uri) {
  if (uri === ${JSON.stringify(LEGACY_BLOG_PREFIX)} || uri === ${JSON.stringify(`${LEGACY_BLOG_PREFIX}/`)}) return ${JSON.stringify(BLOG_PREFIX)};
  if (uri.indexOf(${JSON.stringify(`${LEGACY_BLOG_PREFIX}/`)}) === 0) return ${JSON.stringify(BLOG_PREFIX)} + uri.slice(${LEGACY_BLOG_PREFIX.length});
  return null;
}

// An old page address answers 301 to its page (LEGACY_PAGE_REDIRECTS in domain/site/site-pages.ts).
var LEGACY_PAGES = ${JSON.stringify(LEGACY_PAGE_REDIRECTS)};
function legacyPagePath(uri) {
  var trimmed = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  return Object.prototype.hasOwnProperty.call(LEGACY_PAGES, trimmed) ? LEGACY_PAGES[trimmed] : null;
}

${QUERY_STRING_SOURCE}`);
}

/**
 * Viewer request of a signed-in portal page a function renders (decision 095: the trip page, whose
 * behaviour goes to the API, not to the site's functions): a visitor without a portal session gets
 * the sign-in page from the edge, as the site's function answers them; anyone else, the request.
 */
export function portalPageRequestCode(): string {
  return checkedSize(`function handler(event) {
  var signIn = portalSignIn(event.request);
  if (signIn !== null) return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: signIn }, 'cache-control': { value: 'no-store' } } };
  return event.request;
}

${PORTAL_SIGN_IN_SOURCE}

${QUERY_STRING_SOURCE}`);
}

/** Viewer response: gives the not-found page its 404 status (it runs only on origin answers below 400). */
export function viewerResponseCode(routing: SiteRouting): string {
  const listed = Boolean(routing.blogPagesStoreId);
  return checkedSize(`${preamble(routing)}${resolverSource(routing)}
${listed ? 'async ' : ''}function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  // CloudFront may show this function the URI the viewer asked for or the one rewritten above:
  // the first classifies as not found, the second is the dedicated page (when the build has one).
  if (!${listed ? '(await resolveListed(uri))' : 'resolve(uri)'}.found || (DEDICATED_NOT_FOUND_PAGE && uri === NOT_FOUND_PAGE)) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`);
}

// Script types a browser does not run: data blocks such as the pages' JSON-LD.
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json', 'text/plain']);

/**
 * Inline scripts the browser would run, per built page. The site's Content-Security-Policy allows
 * scripts from 'self' only (infra/shared/security-headers.ts), which blocks any inline script, so
 * the web stack refuses a build that has one: it would break in the browser, not in a test.
 */
export function executableInlineScripts(siteDir: string): Array<{ file: string; script: string }> {
  const found: Array<{ file: string; script: string }> = [];
  const pages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = match[1] ?? '';
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      if (type && DATA_SCRIPT_TYPES.has(type)) continue;
      if ((match[2] ?? '').trim() === '') continue;
      found.push({ file, script: (match[2] ?? '').trim().slice(0, 80) });
    }
  }
  return found;
}
