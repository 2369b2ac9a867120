import type { ScheduledJob } from '#functions/scheduled/schedules.ts';
import { invoke } from './lambda-runtime.ts';

const JOB_TIMEOUT_MS = 60_000;

/**
 * Runs each scheduled job on its interval, as the CDK's scheduled rules do in AWS (one run at a
 * time per job; a run that fails is logged and the next interval tries again). Returns a stop.
 */
export function startLocalSchedules(jobs: readonly ScheduledJob[], log: (line: string) => void): () => Promise<void> {
  const running = new Map<string, Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.name)) return;
      const run = invoke(
        job.handler,
        job.name,
        { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString(), detail: {} },
        JOB_TIMEOUT_MS,
      )
        .catch((error: unknown) => log(`scheduled ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }, job.everyMinutes * 60_000),
  );
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
