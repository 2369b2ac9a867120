import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxRepository } from '#functions/adapters/dynamodb/outbox-repository.ts';
import { loadConfig } from '#functions/platform/config.ts';
import { axeViolations, launchChromium, openPage, signInAt } from '#tests/support/browser.ts';
import { eventually } from '#tests/support/wait.ts';

// The team (issue 29, decision 075), in a browser: the owner invites a captain on /admin/team at
// 1440 px; the captain opens the e-mailed link on a phone (390 px), chooses a password and lands on
// the day's manifests, with only their role's screens listed and a page of another role said to be
// not theirs. Axe finds nothing at each step.

const { url, admin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// The join page asks who is signed in (nobody yet: 401) and the refused password is a 400.
const faults = (problems: string[]) => problems.filter((problem) => !/status of (400|401)/.test(problem));

describe('the back office: the team', () => {
  it('the owner invites a captain, who joins on a phone and sees only the manifests', async () => {
    const email = `captain-${randomUUID().slice(0, 8)}@crew.example`;
    const owner = await openPage(browser, { width: 1440, height: 900 });
    try {
      const page = owner.page;
      await signInAt(page, `${url}/admin/team`, admin);
      await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
      await page.getByRole('table', { name: /^The team, by e-mail/ }).waitFor();
      // The owner's own row has no controls: nobody changes or removes their own account.
      const ownRow = page.getByRole('row', { name: new RegExp(admin.email) });
      expect(await ownRow.getByRole('button').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      // Sending with nothing chosen lists both problems, each linked to its field.
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByRole('heading', { name: 'There are 2 problems' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('radio', { name: /^Captain:/ }).check();
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByRole('region', { name: 'Notifications' }).getByText(`Invitation sent to ${email}`).waitFor();
      await page
        .getByRole('table', { name: /^Invitations not taken up/ })
        .getByRole('row', { name: new RegExp(email) })
        .waitFor();
      expect(await page.getByLabel('E-mail address').inputValue()).toBe('');

      // The largest refund office staff may give: a bad amount is said at the field, a good one saved.
      const limit = page.getByLabel('Largest refund office staff may give at once ($)');
      await limit.fill('lots');
      await page.getByRole('button', { name: 'Save the limit' }).click();
      await page.getByText('Enter an amount in dollars, such as 500.00.').waitFor();
      expect(await limit.getAttribute('aria-invalid')).toBe('true');
      await limit.fill('250');
      await page.getByRole('button', { name: 'Save the limit' }).click();
      await page.getByRole('region', { name: 'Notifications' }).getByText('Refund limit saved').waitFor();
      await page.getByText(`Last set by ${admin.email}`).waitFor();
      expect(await limit.inputValue()).toBe('250.00');
      expect(await axeViolations(page)).toEqual([]);
      expect(faults(owner.problems)).toEqual([]);
    } finally {
      await owner.page.context().close();
    }

    const message = await eventually(async () =>
      (await outboxRepository(loadConfig()).listByRecipient(email)).find((sent) => sent.detailType === 'StaffInvited'),
    );
    const link = /https?:\/\/\S+\/admin\/join\/[A-Za-z0-9_-]{43}/.exec(message.text)![0];

    const captain = await openPage(browser, { width: 390, height: 844 });
    try {
      const page = captain.page;
      await page.goto(`${url}${new URL(link).pathname}`);
      await page.getByRole('heading', { level: 1, name: 'Join the team' }).waitFor();
      await page.getByText('You are invited to the').waitFor();
      expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
      expect(await axeViolations(page)).toEqual([]);

      // A password the policy refuses is said at the field, which takes the focus.
      const password = page.getByLabel('Choose a password');
      await password.fill('too short');
      await page.getByRole('button', { name: 'Join the team' }).click();
      await page.getByText(/^The password needs/).waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);

      await password.fill('Captain-on-the-lake-2026');
      await page.getByRole('button', { name: 'Join the team' }).click();
      await page.waitForURL(`${url}/admin/manifests`);
      await page.getByRole('heading', { level: 1, name: /Manifests/ }).waitFor();
      expect(await page.getByText('(Captain)').count()).toBe(1);
      await page.getByRole('button', { name: 'Menu' }).click();
      const links = page.getByRole('navigation', { name: 'Back office' }).getByRole('link');
      expect(await links.allTextContents()).toEqual(['Manifests', 'Documentation']);
      await page.keyboard.press('Escape');
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${url}/admin/bookings`);
      await page.getByRole('heading', { level: 1, name: 'Not part of your role' }).waitFor();
      await page.getByRole('link', { name: 'Go to the manifests' }).click();
      await page.waitForURL(`${url}/admin/manifests`);
      expect(faults(captain.problems)).toEqual([]);
    } finally {
      await captain.page.context().close();
    }
  });
});
