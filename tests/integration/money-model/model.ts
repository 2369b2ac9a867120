import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { paymentSummary } from '#domain/payments/booking-money.ts';
import { dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { ledgerPaid } from '#domain/payments/payments.ts';
import { monthOf } from '#domain/commerce/partners.ts';
import { checkInvariants, type CheckOptions } from './invariants.ts';
import { type BookingUnderTest, DECLINED_CARD, GOOD_CARD, THREE_D_SECURE_CARD, type Card, type OpenCheckout } from './stack.ts';
import type { ApiResponse } from '../api-client.ts';

// The model of one booking's money: what the guest, friends, staff, Stripe and the jobs may do next,
// and what each must do to the money. A command runs only when the model says it is possible (or,
// for the refusals, when it must be refused); it acts on the real stack (stack.ts), checks what the
// model predicts for that step, then every invariant (invariants.ts) on a fresh read, and takes the
// real figures back into the model for the next step.

export type Phase = 'quoted' | 'pending_deposit' | 'confirmed' | 'cancelled';

export interface MoneyModel {
  phase: Phase;
  total: number;
  deposit: number;
  paid: number;
  cruiseDate: IsoDate;
  savedCard: boolean;
  autoCharged: boolean;
  /** Friends' share checkouts opened and neither paid nor lapsed (their amounts are reserved). */
  openShares: OpenCheckout[];
  /** A balance pay page opened and left open, with what was paid when it was opened. */
  openBalance: { checkout: OpenCheckout; paidWhenOpened: number } | null;
  totalsSeen: Set<number>;
  friends: number;
}

/** What a run of commands shares: the booking on the stack, the checks' options, and a log of the steps. */
export interface MoneyReal {
  booking: BookingUnderTest;
  check: CheckOptions;
  log: string[];
  steps: { count: number; byCommand: Record<string, number> };
}

/** The commands that wait for a fix (the test's WAITING_FOR_FIXES names why). */
export interface CommandSwitches {
  shareAndBalanceRace: boolean;
  staleBalancePage: boolean;
  shareAndCashRace: boolean;
  goodwillRefund: boolean;
  moveWithinOneMonth: boolean;
}

const reserved = (m: MoneyModel) => m.openShares.reduce((sum, share) => sum + share.amount, 0);
const owed = (m: MoneyModel) => Math.max(0, m.total - m.paid);
const live = (m: MoneyModel) => m.phase === 'pending_deposit' || m.phase === 'confirmed';
const money = formatMoney;

class StepFailure extends Error {}

function expectThat(condition: boolean, what: string, response?: ApiResponse): void {
  if (!condition) throw new StepFailure(`${what}${response ? ` (answered ${response.status} ${JSON.stringify(response.body)})` : ''}`);
}

/** The step's own prediction, then every invariant; then the model takes the real figures. */
async function settle(
  m: MoneyModel,
  r: MoneyReal,
  label: string,
  predicted?: (real: { paid: number; total: number; status: string }) => string | null,
): Promise<void> {
  r.log.push(label);
  r.steps.count += 1;
  let problem: string | null = null;
  if (predicted) {
    // Payments reach the ledger through the webhook after the page's answer: wait for it, boundedly.
    const deadline = Date.now() + r.check.settleMs;
    for (;;) {
      const { booking, ledger } = await r.booking.stored();
      problem = predicted({ paid: ledgerPaid(ledger), total: paymentSummary(booking).total, status: booking.status });
      if (!problem || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const violations = await checkInvariants(r.booking, m.totalsSeen, r.check, 'every step');
  if (problem || violations.length > 0) {
    const lines = [...(problem ? [`the model predicted otherwise: ${problem}`] : []), ...violations.map((v) => `${v.invariant}: ${v.detail}`)];
    throw new StepFailure(`After "${label}" on booking ${r.booking.bookingId}:\n  ${lines.join('\n  ')}\nSteps: ${r.log.join(' → ')}`);
  }
  const { booking, ledger } = await r.booking.stored();
  m.paid = ledgerPaid(ledger);
  m.total = paymentSummary(booking).total;
  m.deposit = booking.deposit.depositAmount;
  m.phase = booking.status === 'released' ? 'cancelled' : booking.status;
  m.cruiseDate = booking.slot.date;
  m.savedCard = booking.savedCard !== undefined;
  m.totalsSeen.add(m.total);
  const reservations = new Set((booking.split?.reservations ?? []).map((reservation) => reservation.id));
  if (reservations.size < m.openShares.length) {
    // A share's reservation freed by the system (its checkout closed): it can no longer be paid.
    const stillOpen = await Promise.all(m.openShares.map(async (share) => (await r.booking.sessionStatus(share)) === 'open'));
    m.openShares = m.openShares.filter((_, index) => stillOpen[index]);
  }
  if (m.openBalance && (await r.booking.sessionStatus(m.openBalance.checkout)) !== 'open') m.openBalance = null;
}

const paidBy = (before: number, change: number) => (real: { paid: number }) =>
  real.paid === before + change
    ? null
    : `paid ${money(before)} ${change >= 0 ? '+' : '-'} ${money(Math.abs(change))} = ${money(before + change)}, the ledger says ${money(real.paid)}`;

type Command = fc.AsyncCommand<MoneyModel, MoneyReal, false>;

// ---- booking

class Book implements Command {
  check = (m: Readonly<MoneyModel>) => m.phase === 'quoted';
  async run(m: MoneyModel, r: MoneyReal) {
    const made = await r.booking.book();
    expectThat(made.status === 201, 'booking the quote', made);
    await settle(m, r, 'book', (real) =>
      real.status === 'pending_deposit' && real.paid === 0 ? null : `a new booking waiting for its deposit, found ${real.status} with ${money(real.paid)} paid`,
    );
  }
  toString = () => 'book';
}

/** A quote whose booking is live cannot be booked again (once cancelled, it may be: the quote is free again). */
class BookAgain implements Command {
  check = (m: Readonly<MoneyModel>) => live(m);
  async run(m: MoneyModel, r: MoneyReal) {
    const before = await r.booking.stored();
    const again = await r.booking.book();
    expectThat(again.status >= 400 && again.status < 500, 'booking a quote booked already is refused', again);
    await settle(m, r, 'book again (refused)', () => null);
    expectThat((await r.booking.stored()).booking.revision === before.booking.revision, 'a refused booking changes nothing');
  }
  toString = () => 'bookAgain';
}

// ---- the deposit

const CARD_NAMES: Record<Card, string> = { [GOOD_CARD]: '4242', [DECLINED_CARD]: 'declined', [THREE_D_SECURE_CARD]: '3-D Secure' };

class PayDeposit implements Command {
  constructor(
    readonly card: Card,
    readonly saveCard: boolean,
  ) {}
  check = (m: Readonly<MoneyModel>) => m.phase === 'pending_deposit';
  async run(m: MoneyModel, r: MoneyReal) {
    const { response, open } = await r.booking.depositCheckout(this.saveCard);
    expectThat(response.status === 200 && open !== null, 'the deposit checkout opens', response);
    expectThat(open!.amount === m.deposit - m.paid, `the deposit checkout asks the ${money(m.deposit - m.paid)} the deposit lacks, not ${money(open!.amount)}`);
    const status = await r.booking.pay(open!, this.card);
    const before = m.paid;
    if (this.card === DECLINED_CARD) {
      expectThat(status === 402, `the declined card is refused on the page (got ${status})`);
      await settle(m, r, `deposit by ${CARD_NAMES[this.card]} card`, paidBy(before, 0));
    } else {
      expectThat(status === 303, `the ${CARD_NAMES[this.card]} card pays (got ${status})`);
      await settle(
        m,
        r,
        `deposit ${money(open!.amount)} by ${CARD_NAMES[this.card]} card${this.saveCard ? ', card saved' : ''}`,
        (real) => paidBy(before, open!.amount)(real) ?? (real.status === 'confirmed' ? null : `confirmed, found ${real.status}`),
      );
    }
  }
  toString = () => `payDeposit(${CARD_NAMES[this.card]}${this.saveCard ? ', save card' : ''})`;
}

class DepositWhenConfirmed implements Command {
  check = (m: Readonly<MoneyModel>) => m.phase === 'confirmed';
  async run(m: MoneyModel, r: MoneyReal) {
    const { response } = await r.booking.depositCheckout(false);
    expectThat(response.status === 409, 'a deposit checkout for a confirmed booking is refused', response);
    await settle(m, r, 'deposit checkout when confirmed (refused)', paidBy(m.paid, 0));
  }
  toString = () => 'depositWhenConfirmed';
}

class BalanceBeforeDeposit implements Command {
  check = (m: Readonly<MoneyModel>) => m.phase === 'pending_deposit';
  async run(m: MoneyModel, r: MoneyReal) {
    const { response } = await r.booking.balanceCheckout();
    expectThat(response.status === 409 && response.body.error.code === 'DEPOSIT_UNPAID', 'the balance before the deposit is refused', response);
    await settle(m, r, 'balance before the deposit (refused)', paidBy(m.paid, 0));
  }
  toString = () => 'balanceBeforeDeposit';
}

// ---- split the cost

const FRIENDS = ['Avery Stone', 'Blake Moss', 'Casey Lane', 'Drew Park', 'Emery Cole', 'Finley Shaw', 'Gray Lee', 'Harper Dean'];

async function reserveShare(m: MoneyModel, r: MoneyReal, fraction: number): Promise<OpenCheckout | null> {
  const shareAmount = Math.max(10_000, Math.round((m.total * fraction) / 100) * 100);
  const link = await r.booking.shareLink(shareAmount);
  expectThat(link.status === 200, 'the share link', link);
  const friend = FRIENDS[m.friends % FRIENDS.length]!;
  m.friends += 1;
  const left = m.total - m.paid - reserved(m);
  const { response, open } = await r.booking.shareCheckout(friend);
  if (left <= 0) {
    expectThat(response.status === 409 && response.body.error.code === 'NOTHING_LEFT', `a share when nothing is left (${money(left)}) is refused`, response);
    return null;
  }
  expectThat(response.status === 200 && open !== null, `a share of ${money(Math.min(shareAmount, left))} opens`, response);
  expectThat(
    open!.amount === Math.min(shareAmount, left),
    `the share is ${money(Math.min(shareAmount, left))} (share ${money(shareAmount)}, ${money(left)} left), not ${money(open!.amount)}`,
  );
  m.openShares.push(open!);
  return open;
}

class ReserveShare implements Command {
  constructor(readonly fraction: number) {}
  check = (m: Readonly<MoneyModel>) => m.phase === 'confirmed' && m.openShares.length < 3;
  async run(m: MoneyModel, r: MoneyReal) {
    const open = await reserveShare(m, r, this.fraction);
    await settle(m, r, open ? `share of ${money(open.amount)} reserved` : 'share refused (nothing left)', paidBy(m.paid, 0));
  }
  toString = () => `reserveShare(${this.fraction.toFixed(2)})`;
}

class PayShare implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<MoneyModel>) => m.openShares.length > 0 && live(m);
  async run(m: MoneyModel, r: MoneyReal) {
    const [share] = m.openShares.splice(this.pick % m.openShares.length, 1);
    const before = m.paid;
    const status = await r.booking.pay(share!, GOOD_CARD);
    expectThat(status === 303, `the share's checkout pays (got ${status})`);
    await settle(m, r, `share of ${money(share!.amount)} paid`, paidBy(before, share!.amount));
  }
  toString = () => `payShare(${this.pick})`;
}

class LapseShare implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<MoneyModel>) => m.openShares.length > 0;
  async run(m: MoneyModel, r: MoneyReal) {
    const [share] = m.openShares.splice(this.pick % m.openShares.length, 1);
    await r.booking.expire(share!);
    const before = m.paid;
    await settle(m, r, `share of ${money(share!.amount)} lapsed`, paidBy(before, 0));
    const { booking } = await r.booking.stored();
    expectThat(!(booking.split?.reservations ?? []).some((reservation) => reservation.sessionId === share!.sessionId), 'a lapsed share frees its reservation');
  }
  toString = () => `lapseShare(${this.pick})`;
}

// ---- the balance

/** Shares reserved and not yet paid make the balance race them (issue 25's race): only when that is switched on. */
const balanceMayOpen = (m: Readonly<MoneyModel>, switches: CommandSwitches) =>
  m.phase === 'confirmed' && owed(m) > 0 && m.openBalance === null && (m.openShares.length === 0 || switches.shareAndBalanceRace);

class PayBalanceByLink implements Command {
  constructor(
    readonly card: Card,
    readonly switches: CommandSwitches,
  ) {}
  check = (m: Readonly<MoneyModel>) => balanceMayOpen(m, this.switches);
  async run(m: MoneyModel, r: MoneyReal) {
    const { response, open } = await r.booking.balanceCheckout();
    expectThat(response.status === 200 && open !== null, 'the balance pay link opens', response);
    expectThat(open!.amount > 0 && open!.amount <= owed(m), `the balance checkout asks ${money(open!.amount)} of ${money(owed(m))} owed`);
    const before = m.paid;
    const status = await r.booking.pay(open!, this.card);
    if (this.card === DECLINED_CARD) {
      expectThat(status === 402, `the declined card is refused on the page (got ${status})`);
      m.openBalance = { checkout: open!, paidWhenOpened: before };
      await settle(m, r, 'balance by declined card', paidBy(before, 0));
    } else {
      expectThat(status === 303, `the balance pays (got ${status})`);
      await settle(m, r, `balance ${money(open!.amount)} by ${CARD_NAMES[this.card]} link`, paidBy(before, open!.amount));
    }
  }
  toString = () => `payBalanceByLink(${CARD_NAMES[this.card]})`;
}

class OpenBalancePage implements Command {
  constructor(readonly switches: CommandSwitches) {}
  check = (m: Readonly<MoneyModel>) => balanceMayOpen(m, this.switches);
  async run(m: MoneyModel, r: MoneyReal) {
    const { response, open } = await r.booking.balanceCheckout();
    expectThat(response.status === 200 && open !== null, 'the balance pay link opens', response);
    m.openBalance = { checkout: open!, paidWhenOpened: m.paid };
    await settle(m, r, `balance page of ${money(open!.amount)} opened, left open`, paidBy(m.paid, 0));
  }
  toString = () => 'openBalancePage';
}

class PayOpenBalancePage implements Command {
  constructor(readonly switches: CommandSwitches) {}
  // A page opened before another payment changed what is owed is stale (issue 25's second defect).
  check = (m: Readonly<MoneyModel>) =>
    m.openBalance !== null && (this.switches.staleBalancePage || (m.openBalance.paidWhenOpened === m.paid && m.openShares.length === 0));
  async run(m: MoneyModel, r: MoneyReal) {
    const { checkout, paidWhenOpened } = m.openBalance!;
    m.openBalance = null;
    const before = m.paid;
    const stale = paidWhenOpened !== before;
    const status = await r.booking.pay(checkout, GOOD_CARD);
    // A stale page is either closed (410) or its payment placed: on the ledger if it fits, else refunded (the invariants say which).
    expectThat(status === 303 || (stale && status === 410), `the open balance page pays or, stale, is closed (got ${status})`);
    const fits = before + checkout.amount <= m.total;
    await settle(
      m,
      r,
      `${stale ? 'stale ' : ''}balance page of ${money(checkout.amount)} paid (${status})`,
      status === 303 && fits && m.phase === 'confirmed' ? paidBy(before, checkout.amount) : undefined,
    );
  }
  toString = () => 'payOpenBalancePage';
}

class ChargeSavedCard implements Command {
  check = (m: Readonly<MoneyModel>) =>
    m.phase === 'confirmed' && m.savedCard && !m.autoCharged && owed(m) > 0 && m.openShares.length === 0 && m.openBalance === null;
  async run(m: MoneyModel, r: MoneyReal) {
    m.autoCharged = true;
    const { booking } = await r.booking.stored();
    const run = await r.booking.chargeSavedCard(booking.deposit.remainingBalanceDueAt);
    expectThat(
      run.charged.includes(r.booking.bookingId),
      `the due-balances job charges the saved card (charged ${run.charged.length}, failed ${JSON.stringify(run.failed)})`,
    );
    const before = m.paid;
    await settle(m, r, `saved card charged ${money(owed(m))} by the due-balances job`, paidBy(before, owed(m)));
  }
  toString = () => 'chargeSavedCard';
}

// ---- staff

class StaffCash implements Command {
  constructor(readonly fraction: number) {}
  check = (m: Readonly<MoneyModel>) => live(m) && owed(m) - reserved(m) > 0;
  async run(m: MoneyModel, r: MoneyReal) {
    const amount = Math.max(1, Math.floor((owed(m) - reserved(m)) * this.fraction));
    const response = await r.booking.recordPayment(m.phase === 'confirmed' ? 'balance' : 'deposit', amount);
    expectThat(response.status === 200, `staff record ${money(amount)} cash`, response);
    await settle(m, r, `staff recorded ${money(amount)} cash`, paidBy(m.paid, amount));
  }
  toString = () => `staffCash(${this.fraction.toFixed(2)})`;
}

class StaffCashTooMuch implements Command {
  check = (m: Readonly<MoneyModel>) => live(m) && m.openShares.length === 0 && m.openBalance === null;
  async run(m: MoneyModel, r: MoneyReal) {
    const amount = owed(m) + 1;
    const response = await r.booking.recordPayment(m.phase === 'confirmed' ? 'balance' : 'deposit', amount);
    expectThat(response.status === 422, `recording ${money(amount)} with ${money(owed(m))} owed is refused`, response);
    await settle(m, r, `staff cash of ${money(amount)} refused`, paidBy(m.paid, 0));
  }
  toString = () => 'staffCashTooMuch';
}

class StaffRefund implements Command {
  constructor(readonly fraction: number) {}
  check = (m: Readonly<MoneyModel>) => live(m) && m.paid > 0;
  async run(m: MoneyModel, r: MoneyReal) {
    const amount = Math.max(1, Math.floor(m.paid * this.fraction));
    const response = await r.booking.refund(amount);
    expectThat(response.status === 200, `staff refund ${money(amount)} of ${money(m.paid)} paid`, response);
    await settle(m, r, `staff refunded ${money(amount)} (paid by mistake: the price stays)`, paidBy(m.paid, -amount));
  }
  toString = () => `staffRefund(${this.fraction.toFixed(2)})`;
}

class StaffRefundTooLarge implements Command {
  check = (m: Readonly<MoneyModel>) => live(m);
  async run(m: MoneyModel, r: MoneyReal) {
    const response = await r.booking.refund(m.paid + 1);
    expectThat(
      response.status === 422 && response.body.error.code === 'REFUND_TOO_LARGE',
      `a refund of ${money(m.paid + 1)} with ${money(m.paid)} paid is refused`,
      response,
    );
    await settle(m, r, 'refund beyond what was paid (refused)', paidBy(m.paid, 0));
  }
  toString = () => 'staffRefundTooLarge';
}

/** A goodwill refund lowers the price by what it gives back: what is owed stays as it was (issue 25). */
class GoodwillRefund implements Command {
  constructor(readonly fraction: number) {}
  check = (m: Readonly<MoneyModel>) => m.phase === 'confirmed' && m.paid > 0;
  async run(m: MoneyModel, r: MoneyReal) {
    const amount = Math.max(1, Math.floor(m.paid * this.fraction));
    const before = { paid: m.paid, total: m.total, owed: owed(m) };
    const response = await r.booking.refund(amount, { kind: 'goodwill' });
    expectThat(response.status === 200, `a goodwill refund of ${money(amount)}`, response);
    await settle(m, r, `goodwill refund of ${money(amount)}`, (real) =>
      real.paid === before.paid - amount && real.total === before.total - amount
        ? null
        : `a goodwill refund of ${money(amount)} takes paid to ${money(before.paid - amount)} and the price to ${money(before.total - amount)} (owed stays ${money(before.owed)}); found paid ${money(real.paid)}, price ${money(real.total)}, owed ${money(Math.max(0, real.total - real.paid))}`,
    );
  }
  toString = () => `goodwillRefund(${this.fraction.toFixed(2)})`;
}

/** A discount or a credit lowers what the booking costs by its amount; nothing paid moves (issue 25). */
class StaffAdjustment implements Command {
  constructor(
    readonly kind: 'discount' | 'credit',
    readonly fraction: number,
  ) {}
  // Sized within what is owed and not held by open checkouts, so the payments the model expects still fit.
  check = (m: Readonly<MoneyModel>) => live(m) && owed(m) - reserved(m) > 0 && m.openBalance === null;
  async run(m: MoneyModel, r: MoneyReal) {
    const amount = Math.max(1, Math.floor((owed(m) - reserved(m)) * this.fraction));
    const before = { paid: m.paid, total: m.total };
    const response = await r.booking.adjust(this.kind, amount);
    expectThat(response.status === 200, `a ${this.kind} of ${money(amount)} with ${money(owed(m))} owed`, response);
    await settle(m, r, `staff gave a ${this.kind} of ${money(amount)}`, (real) =>
      real.paid === before.paid && real.total === before.total - amount
        ? null
        : `a ${this.kind} of ${money(amount)} takes the price to ${money(before.total - amount)} and leaves paid at ${money(before.paid)}; found price ${money(real.total)}, paid ${money(real.paid)}`,
    );
  }
  toString = () => `${this.kind}(${this.fraction.toFixed(2)})`;
}

/** More than is owed is refused: money already paid goes back by a goodwill refund instead. */
class StaffAdjustmentTooLarge implements Command {
  check = (m: Readonly<MoneyModel>) => live(m);
  async run(m: MoneyModel, r: MoneyReal) {
    const response = await r.booking.adjust('discount', owed(m) + 1);
    expectThat(
      response.status === 422 && response.body.error.code === 'MORE_THAN_OWED',
      `a discount of ${money(owed(m) + 1)} with ${money(owed(m))} owed is refused`,
      response,
    );
    await settle(m, r, 'discount beyond what is owed (refused)', paidBy(m.paid, 0));
  }
  toString = () => 'staffAdjustmentTooLarge';
}

class Cancel implements Command {
  check = (m: Readonly<MoneyModel>) => live(m);
  async run(m: MoneyModel, r: MoneyReal) {
    const response = await r.booking.cancel();
    expectThat(response.status === 200, 'staff cancel', response);
    const refunded = response.body.refund.refunded as number;
    expectThat(refunded <= m.paid, `the cancellation refunds ${money(refunded)} of ${money(m.paid)} paid`);
    m.openShares = [];
    m.openBalance = null;
    await settle(
      m,
      r,
      `cancelled, ${money(refunded)} refunded`,
      (real) => paidBy(m.paid, -refunded)(real) ?? (real.status === 'cancelled' ? null : `cancelled, found ${real.status}`),
    );
  }
  toString = () => 'cancel';
}

class RefusedWhenEnded implements Command {
  check = (m: Readonly<MoneyModel>) => m.phase === 'cancelled';
  async run(m: MoneyModel, r: MoneyReal) {
    const before = (await r.booking.stored()).booking.revision;
    const answers = [
      (await r.booking.balanceCheckout()).response,
      (await r.booking.depositCheckout(false)).response,
      await r.booking.recordPayment('balance', 1_000),
    ];
    for (const answer of answers) expectThat(answer.status >= 400 && answer.status < 500, 'a payment on a cancelled booking is refused', answer);
    await settle(m, r, 'payments on the cancelled booking (refused)', paidBy(m.paid, 0));
    expectThat((await r.booking.stored()).booking.revision === before, 'the refusals change nothing');
  }
  toString = () => 'refusedWhenEnded';
}

// ---- moves (the guest, in the portal: repriced, the excess given back)

class Move implements Command {
  constructor(
    readonly dearer: boolean,
    readonly switches: CommandSwitches,
  ) {}
  check = (m: Readonly<MoneyModel>) => m.phase === 'confirmed' && m.openShares.length === 0 && m.openBalance === null;
  async run(m: MoneyModel, r: MoneyReal) {
    // Saturdays cost the most; Monday to Thursday less. Which it turns out to be is read from the preview.
    const weekday = this.dearer ? 6 : 1 + ((m.friends + m.totalsSeen.size) % 4);
    const date = r.booking.date(weekday, this.switches.moveWithinOneMonth ? undefined : monthOf(m.cruiseDate));
    const preview = await r.booking.movePreview(date);
    expectThat(preview.status === 200, `the move preview to ${date}`, preview);
    // What the booking will cost (its discounts and credits kept), and the engine's price the guest confirms, as the trip page sends it.
    const newTotal = preview.body.preview.settlement.newTotal as number;
    const response = await r.booking.move(date, preview.body.preview.price.totalPrice as number);
    expectThat(response.status === 200, `the move to ${date}`, response);
    const refunded = response.body.refunded as number;
    expectThat(
      refunded === Math.max(0, m.paid - newTotal),
      `the move gives back ${money(Math.max(0, m.paid - newTotal))} paid beyond the new ${money(newTotal)}, not ${money(refunded)}`,
    );
    m.totalsSeen.add(newTotal);
    const before = m.paid;
    await settle(
      m,
      r,
      `moved to ${date} (${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][dayOfWeek(date)]}) at ${money(newTotal)} (was ${money(m.total)})`,
      (real) => (real.total === newTotal ? paidBy(before, -refunded)(real) : `the price is the new ${money(newTotal)}, found ${money(real.total)}`),
    );
  }
  toString = () => `move(${this.dearer ? 'to a Saturday' : 'to a weekday'})`;
}

// ---- Stripe's retries and reordering, and races

class ReplayWebhooks implements Command {
  check = (m: Readonly<MoneyModel>) => m.phase !== 'quoted';
  async run(m: MoneyModel, r: MoneyReal) {
    const before = await r.booking.stored();
    const answers = await r.booking.replayWebhooks();
    for (const answer of answers) expectThat(answer.status === 200, 'a replayed webhook is acknowledged', answer);
    await settle(m, r, `${answers.length} webhooks replayed, newest first`, paidBy(m.paid, 0));
    expectThat((await r.booking.stored()).ledger.length === before.ledger.length, 'replayed webhooks add nothing to the ledger');
  }
  toString = () => 'replayWebhooks';
}

export type RacePair = 'share+share' | 'share+balance' | 'share+cash' | 'balance+cash';

class Race implements Command {
  constructor(
    readonly pair: RacePair,
    readonly fraction: number,
    readonly switches: CommandSwitches,
  ) {}
  check = (m: Readonly<MoneyModel>) =>
    m.phase === 'confirmed' &&
    owed(m) - reserved(m) > 0 &&
    m.openBalance === null &&
    (this.pair !== 'share+balance' || this.switches.shareAndBalanceRace) &&
    (this.pair !== 'balance+cash' || this.switches.staleBalancePage) &&
    (this.pair !== 'share+cash' || this.switches.shareAndCashRace);
  async run(m: MoneyModel, r: MoneyReal) {
    const before = m.paid;
    const payments: (() => Promise<unknown>)[] = [];
    const [first, second] = this.pair.split('+') as ['share' | 'balance', 'share' | 'balance' | 'cash'];
    const opened: OpenCheckout[] = [];
    for (const side of [first, second]) {
      if (side === 'share') {
        const share = await reserveShare(m, r, this.fraction);
        if (share) opened.push(share);
      } else if (side === 'balance') {
        const { response, open } = await r.booking.balanceCheckout();
        expectThat(response.status === 200 || response.status === 409, 'the balance page opens (or nothing is owed)', response);
        if (open) opened.push(open);
      }
    }
    // The shares stay reserved (in openShares) until both are open, so the second is sized after the first.
    m.openShares = m.openShares.filter((open) => !opened.includes(open));
    for (const open of opened) payments.push(() => r.booking.pay(open, GOOD_CARD));
    if (second === 'cash') payments.push(() => r.booking.recordPayment('balance', Math.max(1, owed(m) - reserved(m))));
    const statuses = await Promise.all(payments.map((pay) => pay()));
    await settle(
      m,
      r,
      `race: ${this.pair} (${opened.map((open) => `${open.kind} ${money(open.amount)}`).join(', ')}) → ${JSON.stringify(statuses.map((s) => (typeof s === 'number' ? s : (s as ApiResponse).status)))}`,
      (real) => (real.paid >= before ? null : `a race of payments lowers nothing: paid was ${money(before)}, now ${money(real.paid)}`),
    );
  }
  toString = () => `race(${this.pair}, ${this.fraction.toFixed(2)})`;
}

const fraction = fc.double({ min: 0.05, max: 0.95, noNaN: true });

/** Every command, with its arguments drawn by fast-check; those waiting for a fix are kept out by their checks. */
export function moneyCommands(switches: CommandSwitches): fc.Arbitrary<fc.AsyncCommand<MoneyModel, MoneyReal, false>>[] {
  const commands: fc.Arbitrary<Command>[] = [
    fc.constant(new Book()),
    fc.constant(new BookAgain()),
    fc.tuple(fc.constantFrom<Card>(GOOD_CARD, DECLINED_CARD, THREE_D_SECURE_CARD), fc.boolean()).map(([card, save]) => new PayDeposit(card, save)),
    fc.constant(new DepositWhenConfirmed()),
    fc.constant(new BalanceBeforeDeposit()),
    fraction.map((f) => new ReserveShare(f)),
    fc.nat(5).map((pick) => new PayShare(pick)),
    fc.nat(5).map((pick) => new LapseShare(pick)),
    fc.constantFrom<Card>(GOOD_CARD, DECLINED_CARD, THREE_D_SECURE_CARD).map((card) => new PayBalanceByLink(card, switches)),
    fc.constant(new OpenBalancePage(switches)),
    fc.constant(new PayOpenBalancePage(switches)),
    fc.constant(new ChargeSavedCard()),
    fraction.map((f) => new StaffCash(f)),
    fc.constant(new StaffCashTooMuch()),
    fraction.map((f) => new StaffRefund(f)),
    fc.constant(new StaffRefundTooLarge()),
    fc.tuple(fc.constantFrom<'discount' | 'credit'>('discount', 'credit'), fraction).map(([kind, f]) => new StaffAdjustment(kind, f)),
    fc.constant(new StaffAdjustmentTooLarge()),
    fc.constant(new Cancel()),
    fc.constant(new RefusedWhenEnded()),
    fc.boolean().map((dearer) => new Move(dearer, switches)),
    fc.constant(new ReplayWebhooks()),
    fc.tuple(fc.constantFrom<RacePair>('share+share', 'share+balance', 'share+cash', 'balance+cash'), fraction).map(([pair, f]) => new Race(pair, f, switches)),
  ];
  if (switches.goodwillRefund) commands.push(fraction.map((f) => new GoodwillRefund(f)));
  return commands.map((command) => command.map((inner) => new Counted(inner)));
}

/** Counts the commands that ran, by name, for the figures (which parts of the model a run reached). */
class Counted implements Command {
  constructor(readonly inner: Command) {}
  check = (m: Readonly<MoneyModel>) => this.inner.check(m);
  async run(m: MoneyModel, r: MoneyReal) {
    const name = this.inner.toString().split('(')[0]!;
    r.steps.byCommand[name] = (r.steps.byCommand[name] ?? 0) + 1;
    await this.inner.run(m, r);
  }
  toString = () => this.inner.toString();
}

/** Where a sequence starts before its drawn commands: a quote alone, booked, or booked with its deposit paid. */
export type Start = 'quoted' | 'booked' | 'deposit paid' | 'deposit paid, card saved';

/**
 * Most sequences start further on (from a quote alone the only command is booking it, and waiting
 * for the deposit few are possible, so the commands drawn would mostly be skipped); the starting
 * steps are the same commands, checked as every step is.
 */
export async function startAt(start: Start, m: MoneyModel, r: MoneyReal): Promise<void> {
  if (start === 'quoted') return;
  await new Counted(new Book()).run(m, r);
  if (start === 'booked') return;
  await new Counted(new PayDeposit(GOOD_CARD, start === 'deposit paid, card saved')).run(m, r);
}

/** The end of a sequence: every invariant again, with the views too slow to read after every step. */
export async function endSequence(m: MoneyModel, r: MoneyReal): Promise<void> {
  if (!r.booking.bookingId) return;
  const violations = await checkInvariants(r.booking, m.totalsSeen, r.check, 'end of sequence');
  if (violations.length > 0)
    throw new StepFailure(
      `At the end of the sequence on booking ${r.booking.bookingId}:\n  ${violations.map((v) => `${v.invariant}: ${v.detail}`).join('\n  ')}\nSteps: ${r.log.join(' → ')}`,
    );
}

/** A fresh quote on the stack and the model of it: the start of every sequence. */
export async function newSequence(booking: BookingUnderTest): Promise<MoneyModel> {
  // Any day of the week, at random and not drawn by fast-check: a shrinking counterexample reruns
  // its sequence many times, and would claim every date of one weekday in the band.
  const total = await booking.quote(randomInt(7));
  return {
    phase: 'quoted',
    total,
    deposit: 0,
    paid: 0,
    cruiseDate: '' as IsoDate,
    savedCard: false,
    autoCharged: false,
    openShares: [],
    openBalance: null,
    totalsSeen: new Set([total]),
    friends: 0,
  };
}
