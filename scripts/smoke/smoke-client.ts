import { fillPath, type BodyOf, type ResponseOf } from '#contracts/route.ts';
import { apiRoutes, type ApiRouteName } from '#contracts/routes/all.ts';

/** An answer that was not the 2xx a check needed: its status and the API's message. */
export class UnexpectedAnswer extends Error {
  constructor(
    readonly route: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${route} answered ${status}: ${body.slice(0, 300)}`);
  }
}

type Call<N extends ApiRouteName> = {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number>>;
  headers?: Readonly<Record<string, string>>;
} & (BodyOf<(typeof apiRoutes)[N]> extends undefined ? { body?: undefined } : { body: BodyOf<(typeof apiRoutes)[N]> });

/**
 * The API as a deployed stage's visitors and staff reach it: through the site's own origin (CloudFront
 * sends /api/* to the gateway), each route called by its contract's name (decision 041), and the
 * session cookies staff sign-in sets sent back as a browser would.
 */
export function smokeClient(site: URL) {
  const cookies = new Map<string, string>();

  async function call<N extends ApiRouteName>(name: N, options: Call<N>): Promise<ResponseOf<(typeof apiRoutes)[N]>> {
    const route = apiRoutes[name];
    const url = new URL(fillPath(route.path, options.params), site);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const response = await fetch(url, {
      method: route.method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.size > 0 ? { cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; ') } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    if (!response.ok) throw new UnexpectedAnswer(`${route.method} ${route.path}`, response.status, text);
    return (text ? JSON.parse(text) : undefined) as ResponseOf<(typeof apiRoutes)[N]>;
  }

  return { call, signedIn: () => cookies.size > 0 };
}

export type SmokeClient = ReturnType<typeof smokeClient>;
