import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { chromium } from 'playwright-core';
import { addDays, calendarDateIn } from '#domain/shared/dates.ts';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from '#infra/shared/chromium.ts';
import { isoDateSchema } from '#domain/shared/date-schema.ts';
import * as z from '#domain/shared/zod.ts';
import { runSmoke, simulatorAddress } from './run-smoke.ts';

/**
 * `npm run smoke -- --url https://<stage's site>`: proves a deployed stage once, end to end
 * (run-smoke.ts says what), a line per check, and exits 1 if any check failed. The staff
 * member's sign-in comes from SMOKE_STAFF_EMAIL and SMOKE_STAFF_PASSWORD (never an argument, so
 * it stays out of shell history and CI logs); Stripe must be in test mode.
 */

const USAGE = `npm run smoke -- --url <site> [--from YYYY-MM-DD] [--patience <seconds>] [--chromium <path>]
  with SMOKE_STAFF_EMAIL and SMOKE_STAFF_PASSWORD set (a staff member of the stage), and
  SMOKE_STAFF_TOTP_SECRET (their authenticator's secret) when their role signs in with a code`;

// Ten months ahead: bookable online, and a date no real group has asked for yet.
const DAYS_AHEAD = 300;

const argumentsSchema = z.object({
  url: z.url({ protocol: /^https?$/, message: "Give the stage's site as --url https://…" }),
  from: z.optional(isoDateSchema),
  patience: z._default(z.coerce.number().check(z.int(), z.positive(), z.lte(900)), 120),
  chromium: z._default(z.string().check(z.minLength(1)), CHROMIUM_PATH),
  staffEmail: z.email({ message: "Set SMOKE_STAFF_EMAIL to a staff member's e-mail." }),
  staffPassword: z.string({ message: 'Set SMOKE_STAFF_PASSWORD.' }).check(z.minLength(1, { message: 'Set SMOKE_STAFF_PASSWORD.' })),
  // Staff whose role moves money sign in with an authenticator's code (decision 085): its secret.
  staffTotpSecret: z.optional(z.string().check(z.regex(/^[A-Z2-7]{16,}=*$/, { message: 'SMOKE_STAFF_TOTP_SECRET is a base32 TOTP secret.' }))),
});

const { values } = parseArgs({
  options: { url: { type: 'string' }, from: { type: 'string' }, patience: { type: 'string' }, chromium: { type: 'string' } },
  strict: true,
});
const parsed = argumentsSchema.safeParse({
  ...values,
  staffEmail: process.env['SMOKE_STAFF_EMAIL'],
  staffPassword: process.env['SMOKE_STAFF_PASSWORD'],
  staffTotpSecret: process.env['SMOKE_STAFF_TOTP_SECRET'] || undefined,
});
if (!parsed.success) {
  process.stderr.write(`${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}\n\n${USAGE}\n`);
  process.exit(2);
}
const options = parsed.data;

const outcomes = await runSmoke({
  site: new URL(options.url),
  staff: {
    email: options.staffEmail,
    password: options.staffPassword,
    ...(options.staffTotpSecret
      ? {
          code: (
            (totp: TOTP) => () =>
              totp.generate()
          )(new TOTP({ secret: Secret.fromBase32(options.staffTotpSecret) })),
        }
      : {}),
  },
  guestEmail: simulatorAddress(randomUUID().slice(0, 8)),
  searchFrom: options.from ?? addDays(calendarDateIn(new Date()), DAYS_AHEAD),
  openBrowser: () =>
    chromium.launch({
      executablePath: options.chromium,
      args: HEADLESS_CHROMIUM_FLAGS,
    }),
  patienceMs: options.patience * 1000,
  report: (line) => process.stdout.write(`${line}\n`),
});
const failed = outcomes.filter((outcome) => !outcome.ok);
process.stdout.write(`\n${outcomes.length - failed.length} of ${outcomes.length} checks passed against ${options.url}\n`);
process.exitCode = failed.length === 0 ? 0 : 1;
