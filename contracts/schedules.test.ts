import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schedules } from '#functions/scheduled/schedules.ts';
import { jobSchedules } from './schedules.ts';

// Decision 050: the server's schedule table is the contract's jobs with the server's parts added;
// the type checker refuses a missing or extra job, and this checks the values as they run.

describe("the schedules' contract", () => {
  it("is the server's schedule table, job for job", () => {
    expect(schedules.map((job) => job.name)).toEqual(Object.keys(jobSchedules));
    for (const job of schedules) {
      expect({ name: job.name, description: job.description, everyMinutes: job.everyMinutes }).toEqual({ name: job.name, ...jobSchedules[job.name] });
    }
  });

  it('runs each job on a whole number of minutes EventBridge can schedule', () => {
    for (const [name, job] of Object.entries(jobSchedules))
      expect(`${name}: ${Number.isInteger(job.everyMinutes) && job.everyMinutes >= 1}`).toBe(`${name}: true`);
  });

  it('names a handler module that exists for every job', () => {
    for (const job of schedules) expect(existsSync(job.handler), job.handler).toBe(true);
  });
});
