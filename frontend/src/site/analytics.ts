/**
 * Page-view analytics, loaded lazily: paths queue here until the browser is idle (or 2 s have
 * passed), then the recorder module loads and sends them. No cookies, no personal data: only the
 * path is sent. Free of React, so a prerendered page can count its view before it hydrates.
 */
export const ANALYTICS_IDLE_TIMEOUT_MS = 2000;

type Recorder = (path: string) => void;

const queue: string[] = [];
let recorder: Recorder | null = null;
let scheduled = false;
let lastTracked: string | null = null;

function scheduleLoad(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const load = () => {
    void import('./analytics-recorder.ts').then(({ recordPageView }) => {
      recorder = recordPageView;
      for (const path of queue.splice(0)) recordPageView(path);
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: ANALYTICS_IDLE_TIMEOUT_MS });
  else setTimeout(load, ANALYTICS_IDLE_TIMEOUT_MS);
}

/** Counts a view of `path`, once per arrival (a re-render on the same page does not count again). */
export function trackPageView(path: string): void {
  if (path === lastTracked) return;
  lastTracked = path;
  if (recorder) {
    recorder(path);
    return;
  }
  queue.push(path);
  scheduleLoad();
}
