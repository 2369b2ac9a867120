/**
 * GET requests a prerendered app route sends as it loads (main.tsx), in parallel with the
 * scripts that will ask for the same thing (decision 007): the quote page's quote, the sign-in
 * page's "who is signed in". The request helper (api-client.ts) takes the answer instead of
 * asking again, once: a later ask (a retry, a refresh) goes to the network.
 */
const sent = new Map<string, Promise<Response>>();

/** Statuses whose Response may carry no body. */
const BODILESS = new Set([101, 204, 205, 304]);

/**
 * The answer read to its end as it arrives. A prerendered page may not hand itself to React until
 * the visitor's first interaction (the sign-in page), and until something read the body, Chromium
 * kept the request open: the page never reached network quiet (Lighthouse waited out its 45 s
 * limit on /auth and /portal) and held a connection for nothing. The answers are small JSON.
 */
async function buffered(response: Response): Promise<Response> {
  const body = BODILESS.has(response.status) ? null : await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The GET the request helper would send for `url`: same credentials, same Accept header. */
export function sendEarly(url: string, fetcher: typeof fetch = fetch): Promise<Response> {
  const response = fetcher(url, { method: 'GET', credentials: 'include', headers: { accept: 'application/json' } }).then(buffered);
  // A failure is the helper's to report when it takes the answer; until then it is not unhandled.
  response.catch(() => undefined);
  sent.set(url, response);
  return response;
}

/** The answer to an early GET of `url`, once; undefined when none was sent (or it was taken). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = sent.get(url);
  sent.delete(url);
  return response;
}

/**
 * A route pattern's `:param`s filled from the address it matched (`/quote/:token` and
 * `/quote/abc` fill `/api/quotes/by-token/:token` as `/api/quotes/by-token/abc`); null when the
 * address does not match the pattern.
 */
export function fillParams(template: string, pattern: string, pathname: string): string | null {
  const patternSegments = pattern.split('/');
  const pathSegments = pathname.replace(/\/+$/, '').split('/');
  if (patternSegments.length !== pathSegments.length) return null;
  const params = new Map<string, string>();
  for (const [i, segment] of patternSegments.entries()) {
    const actual = pathSegments[i]!;
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      params.set(segment, actual);
    } else if (segment !== actual) return null;
  }
  return template.replace(/:[^/]+/g, (name) => params.get(name) ?? name);
}
