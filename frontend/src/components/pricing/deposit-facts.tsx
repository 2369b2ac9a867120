import type { IsoDate } from '#domain/shared/dates.ts';
import type { DepositSchedule } from '#domain/pricing/deposit.ts';
import { formatMoney } from '#domain/shared/money.ts';

export function depositLabel(deposit: DepositSchedule): string {
  return `Deposit to book (${deposit.depositPercent}%)`;
}

/** Deposit now, balance, and when the balance is due: the guest's quote page, its booking step and the back office. */
export function DepositFacts({ deposit, className, formatDue }: { deposit: DepositSchedule; className: string; formatDue: (date: IsoDate) => string }) {
  return (
    <dl className={className}>
      <div>
        <dt>{depositLabel(deposit)}</dt>
        <dd>{formatMoney(deposit.depositAmount)}</dd>
      </div>
      <div>
        <dt>Balance</dt>
        <dd>{formatMoney(deposit.balanceDue)}</dd>
      </div>
      <div>
        <dt>Balance due by</dt>
        <dd>{formatDue(deposit.remainingBalanceDueAt)}</dd>
      </div>
    </dl>
  );
}
