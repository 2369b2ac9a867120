import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, vi } from 'vitest';
import { PRERENDERED_APP_ROUTES, renderAppRoute } from '#frontend/entry-server.tsx';
import { resetConfigCache } from '#functions/platform/config.ts';
import { toApiGatewayEvent } from '#infra/local/api-gateway-event.ts';
import { lambdaContext } from '#infra/local/lambda-runtime.ts';
import { MINIMAL_CONFIG_ENV } from './minimal-config-env.ts';

// What the unit tests of the pages a function renders (functions/http/pages, decisions 093 to 095) share.

/** A page function's answer as the tests read it. */
export interface PageAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, string>;
}

type PageEvent = ReturnType<typeof toApiGatewayEvent>;

/** The shell the build writes for an app route: the route prerendered before any answer, in the document, its root carrying `rootAttributes`. */
export async function prerenderedShell(pattern: string, rootAttributes: string): Promise<string> {
  const route = PRERENDERED_APP_ROUTES.find((candidate) => candidate.path === pattern);
  if (!route) throw new Error(`No prerendered route ${pattern}`);
  const { html, head } = await renderAppRoute(route);
  return `<!doctype html><html lang="en"><head>${head}</head><body><div id="root" data-app-route="${pattern}" ${rootAttributes}>${html}</div></body></html>`;
}

/** Every test of the file runs with the settings a function starts with, its site at `site`, and leaves no stubbed fetch or setting behind. */
export function withPageFunctionConfig(site: string): void {
  beforeEach(() => {
    for (const [name, value] of Object.entries({ ...MINIMAL_CONFIG_ENV, SITE_URL: site })) vi.stubEnv(name, value);
    resetConfigCache();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    resetConfigCache();
  });
}

/** A GET of `path` on the page's route, as API Gateway hands it to the function, at `at`. */
export function pageEvent(request: {
  path: string;
  routeKey: string;
  pathParameters: Record<string, string>;
  headers?: Record<string, string>;
  at: Date;
}): PageEvent {
  return toApiGatewayEvent(
    {
      method: 'GET',
      url: request.path,
      headers: request.headers ?? {},
      body: Buffer.alloc(0),
      sourceIp: '127.0.0.1',
      routeKey: request.routeKey,
      pathParameters: request.pathParameters,
    },
    request.at,
  );
}

/** The function `name`'s answer to `event`. */
export async function callPage(handler: (event: PageEvent, context: Context) => Promise<unknown>, name: string, event: PageEvent): Promise<PageAnswer> {
  return (await handler(event, lambdaContext(name, 5000) as Context)) as PageAnswer;
}
