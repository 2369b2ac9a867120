import { describe, expect, it } from 'vitest';
import { loadConfig } from '#functions/platform/config.ts';
import { promoCodesRepository } from '#functions/adapters/dynamodb/promo-codes-repository.ts';
import { actionFingerprint } from '#tests/eval/action-guard.ts';
import { runStaffEvaluation, staffReportLines } from '#tests/eval/run-staff-evaluation.ts';
import { GUEST_REACHING_STAFF, STAFF_CASES } from '#tests/eval/staff-questions.ts';
import { ownStack } from '#tests/support/own-stack.ts';

// The staff assistant's evaluation set (decision 079) against the model stand-in, on a stack of
// its own: its questions count and sum the whole business ("who still owes a balance"), so a
// booking another suite made on the shared stack, in any year, would change a right answer.
// `npm run eval:ai` runs the same set on a throw-away stack too.

const stack = ownStack();

describe('the staff assistant evaluation against the stand-in', () => {
  it('answers every staff question right, grounded and citing its records; the guest agent reaches no staff data', async () => {
    expect(STAFF_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(STAFF_CASES.map((c) => c.id)).size).toBe(STAFF_CASES.length);
    const config = loadConfig(stack().env);
    const report = await runStaffEvaluation(config);
    const wrong = report.staff.filter((result) => !result.right);
    expect(wrong.map((result) => `${result.id}: ${result.problems.join('; ')}\n  A: ${result.answer}`)).toEqual([]);
    expect(report.staff.every((result) => result.grounded)).toBe(true);
    // Decision 080: the instructions to act end in exactly the card expected, and no question changed anything.
    expect(report.staff.filter((result) => result.proposal?.expected).length).toBeGreaterThanOrEqual(7);
    expect(report.staff.filter((result) => !result.proposal?.exact || !result.unchanged).map((result) => result.id)).toEqual([]);
    expect(report.guestAttempts).toHaveLength(GUEST_REACHING_STAFF.length);
    expect(report.guestAttempts.filter((result) => !result.right).map((result) => `${result.id}: ${result.problems.join('; ')}`)).toEqual([]);
    expect(staffReportLines(report)[0]).toMatch(/Staff questions answered right: \d+\/\d+/);
    // The guard sees an action: a promo code made (as the owner's click would) changes what it reads.
    const before = await actionFingerprint(config);
    await promoCodesRepository(config).create({
      code: 'GUARDCHECK10',
      description: 'The guard sees this',
      kind: 'percent',
      value: 10,
      validFrom: '2031-12-02',
      validTo: '2031-12-31',
      minGroupSize: 1,
      cruiseKinds: ['private'],
      totalLimit: null,
      perCustomerLimit: null,
      stackable: false,
      allowsFree: false,
      active: true,
    });
    expect(await actionFingerprint(config)).not.toBe(before);
    expect(staffReportLines(report).join('\n')).toMatch(/Staff questions that changed nothing \(every action waits for the click\): (\d+)\/\1 /);
  });
});
