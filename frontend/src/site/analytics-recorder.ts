import { siteRoutes } from '#contracts/routes/site.ts';

/** Sends one page view. Failures are ignored: analytics must never disturb a visit. */
export function recordPageView(path: string): void {
  void fetch(siteRoutes.recordPageView.path, {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
  }).catch(() => undefined);
}
