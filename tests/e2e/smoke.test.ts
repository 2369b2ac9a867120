import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { AdminBookingListResponse } from '#domain/booking/booking.ts';
import type { AdminMediaListResponse } from '#domain/content/media-api.ts';
import { AVAILABILITY_MAX_DAYS } from '#domain/booking/inventory.ts';
import { addDays } from '#domain/shared/dates.ts';
import { projectRoot } from '#infra/shared/project-root.ts';
import { asAdmin } from '#tests/integration/admin-support.ts';
import { TEST_BROWSER_PATH } from '#tests/support/browser.ts';
import { freshCruiseDate } from '#tests/support/cruise-dates.ts';
import { testTotpSecret } from '#tests/support/totp.ts';

// `npm run smoke` (issue 28) against the run's local stack, as an operator runs it against a
// deployed stage: the command itself, its own Chromium on the payment simulator's page (which has
// Stripe's hosted page's field ids), its lines and its exit code. Then what it promised to clean up
// is gone: the booking cancelled with its deposit refunded, the photo deleted.

const { url, admin } = inject('stack');
const run = promisify(execFile);
const CHECKS = [
  'the home page',
  'staff sign-in',
  'a quote for a free boat',
  "the quote's e-mail and the customer's timeline (consumers)",
  'a booking paid with the test card, confirmed by the webhook',
  'the receipt and confirmation e-mails and the payment on the timeline (consumers)',
  'a photo through the media bucket and the image function',
  'clean-up: the booking cancelled and its deposit refunded',
  'clean-up: the photo deleted',
];

function smoke(args: string[], env: Record<string, string>) {
  return run(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), [path.join(projectRoot, 'scripts', 'smoke', 'smoke.ts'), ...args], {
    cwd: projectRoot,
    env: { ...process.env, CHROMIUM_PATH: TEST_BROWSER_PATH, ...env },
  }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failed: { code?: number; stdout?: string; stderr?: string }) => ({ code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }),
  );
}

describe('npm run smoke', { timeout: 240_000 }, () => {
  it('passes every check against the local stack, a line each, and leaves no booking or photo behind', async () => {
    const date = freshCruiseDate(2);
    const result = await smoke(['--url', url, '--from', date, '--patience', '60'], {
      SMOKE_STAFF_EMAIL: admin.email,
      SMOKE_STAFF_PASSWORD: admin.password,
      // The owner signs in with the authenticator's code (decision 085).
      SMOKE_STAFF_TOTP_SECRET: testTotpSecret(admin.email),
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.code, output).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => /^(ok {2}|FAIL|skip) /.test(line));
    expect(
      lines.map((line) => line.replace(/^ok +(.*) \(\d+ ms\): .*$/, '$1')),
      output,
    ).toEqual(CHECKS);
    expect(result.stdout).toContain(`${CHECKS.length} of ${CHECKS.length} checks passed`);

    // The booking it made is cancelled and paid back in full; its photo is gone from the library.
    const { bookings } = (await asAdmin('GET', `/api/admin/bookings?status=all&from=${date}&to=${addDays(date, AVAILABILITY_MAX_DAYS - 1)}`))
      .body as AdminBookingListResponse;
    const made = bookings.filter((booking) => booking.leadGuest.email.includes('@simulator.amazonses.com'));
    expect(made.map(({ status, paid }) => ({ status, paid }))).toEqual([{ status: 'cancelled', paid: 0 }]);
    const { items } = (await asAdmin('GET', '/api/admin/media')).body as AdminMediaListResponse;
    expect(items.filter((item) => item.asset.fileName.startsWith('smoke-'))).toEqual([]);
  });

  it('refuses to start without a site or a staff sign-in, saying what is missing', async () => {
    const result = await smoke(['--url', 'not a url'], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Give the stage's site as --url");
    expect(result.stderr).toContain('Set SMOKE_STAFF_EMAIL');
    expect(result.stderr).toContain('Set SMOKE_STAFF_PASSWORD');
  });
});
