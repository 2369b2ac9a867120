/** Sends one page view. Failures are ignored: analytics must never disturb a visit. */
export function recordPageView(path: string): void {
  void fetch('/api/analytics/pageview', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
  }).catch(() => undefined);
}
