import { windowOf } from '#functions/platform/http/rate-limit.ts';

/**
 * Waits for the next rate-limit window when the current one ends within `marginSeconds`, so a
 * test that fills a window is not split across two (the wait is rare and at most the margin).
 */
export async function awayFromWindowEdge(windowSeconds: number, marginSeconds = 5): Promise<void> {
  const { secondsLeft } = windowOf(new Date(), windowSeconds);
  if (secondsLeft <= marginSeconds) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 50));
}
