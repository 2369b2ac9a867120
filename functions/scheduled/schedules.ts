import type { Permission } from '../shared/permissions.ts';

/**
 * The schedule table: jobs that run on a clock rather than on a request or an event. The CDK
 * events stack creates one scheduled EventBridge rule per entry; the local stack started by
 * `npm start` runs each on the same interval (tests call the handlers' work directly, with a clock).
 */
export interface ScheduledJob {
  readonly name: string;
  readonly description: string;
  /** Handler module, relative to the project root; it exports `handler`. */
  readonly handler: string;
  readonly everyMinutes: number;
  readonly permissions: readonly Permission[];
}

export const schedules = [
  {
    name: 'release-expired-holds',
    description: 'Releases unpaid bookings whose payment window has ended (the guest is e-mailed) and publishes any booking event still owed to the bus.',
    handler: 'functions/scheduled/release-expired-holds.ts',
    // A released boat is back on sale within five minutes of its hold ending.
    everyMinutes: 5,
    permissions: ['table:read', 'table:write', 'events:publish'],
  },
] as const satisfies readonly ScheduledJob[];
