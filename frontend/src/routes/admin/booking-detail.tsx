import { AUTOMATIC_CHARGE_FAILED_LABEL } from '#domain/payments/balance.ts';
import { BadgePercent, CalendarRange, CreditCard, MoveRight, PencilLine, Send, Undo2, XCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { holdsInventory, type AdminBooking, type AdminCancelBookingResponse, type BookingSlot, type PaymentKind } from '#domain/booking/booking.ts';
import { formatDate, formatInstant } from '#domain/shared/dates.ts';
import { boatById } from '#domain/pricing/fleet.ts';
import { slotLabel } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useAdminBooking } from '../../features/back-office/booking/booking-api.ts';
import { cruiseDate, CRUISE_KIND_LABELS } from '../../features/back-office/booking/booking-format.ts';
import { QuotePriceTable } from '../../features/quotes/quote-price-table.tsx';
import { BookingStatusBadge } from '../../features/back-office/booking/booking-status-badge.tsx';
import { AdjustBookingForm } from '../../features/back-office/payments/adjust-booking-form.tsx';
import { BookingAdjustments, BookingPayments, BookingRefunds } from '../../features/back-office/payments/booking-money.tsx';
import { useResendPayLink } from '../../features/back-office/booking/booking-api.ts';
import { CallerBookedNote, HoldCountdown, TakeCardButton } from '../../features/back-office/booking/caller-booking-status.tsx';
import { callerBookedFrom } from '../../features/back-office/shared/navigation-state.ts';
import { apiProblem } from '../../features/back-office/shared/api-problem.ts';
import { RefundForm } from '../../features/back-office/payments/refund-form.tsx';
import { CancelBookingForm, refundOutlook } from '../../features/back-office/booking/cancel-booking-form.tsx';
import { CancelRefunds } from '../../features/back-office/booking/cancel-refunds.tsx';
import { CopyLink } from '../../admin/kit/copy-link.tsx';
import { Facts } from '../../admin/kit/facts.tsx';
import { customerPath, eventTypeLabel, formatDateTime, plural, quoteDetailPath, quoteLink } from '../../features/back-office/shared/format.ts';
import { calendarPathFor } from '../../features/back-office/booking/inventory-calendar-view.ts';
import { DetailPending } from '../../admin/kit/load-error.tsx';
import { MoveBookingForm } from '../../features/back-office/booking/move-booking-form.tsx';
import { EditBookingForm } from '../../features/back-office/booking/edit-booking-form.tsx';
import { PAYMENT_KIND_LABELS } from '../../features/back-office/payments/payment-form.ts';
import { RecordPaymentForm } from '../../features/back-office/payments/record-payment-form.tsx';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import { useCurrentUser } from '../../features/auth/use-auth.ts';
import { BookingManifestSection } from '../../features/back-office/portal/booking-manifest.tsx';
import '../../styles/admin-bookings.css';

type BookingAction = 'payment' | 'refund' | 'adjust' | 'edit' | 'move' | 'cancel';

const ACTIONS: readonly { action: BookingAction; label: string; icon: LucideIcon; whileLive: boolean }[] = [
  { action: 'payment', label: 'Record payment', icon: CreditCard, whileLive: true },
  // Money may be given back after a booking ends too (a goodwill refund after a cancellation).
  { action: 'refund', label: 'Refund', icon: Undo2, whileLive: false },
  { action: 'adjust', label: 'Discount or credit', icon: BadgePercent, whileLive: true },
  { action: 'edit', label: 'Change booking', icon: PencilLine, whileLive: true },
  { action: 'move', label: 'Move', icon: MoveRight, whileLive: true },
  { action: 'cancel', label: 'Cancel booking', icon: XCircle, whileLive: true },
];

/** Sends the guest the link to pay what is due, again (through the outbox). */
function ResendPayLink({ booking }: { booking: AdminBooking }) {
  const resend = useResendPayLink(booking.id);
  const send = async () => {
    if (resend.isPending) return;
    try {
      const { sentTo, amount } = await resend.mutateAsync();
      toast({ title: 'Pay link sent', description: `${sentTo} was e-mailed the link to pay ${formatMoney(amount)}.`, variant: 'success' });
    } catch (failure) {
      toast({ title: 'The pay link was not sent', description: apiProblem(failure).message, variant: 'error' });
    }
  };
  return (
    <button type="button" className="button" onClick={() => void send()} disabled={resend.isPending}>
      <Send size={18} aria-hidden="true" /> {resend.isPending ? 'Sending...' : 'Resend pay link'}
    </button>
  );
}

const slotText = (slot: BookingSlot) => `${cruiseDate(slot.date)}, ${slotLabel(slot)} on ${boatById(slot.boatId).name}`;

/** Where the booking stands, in a sentence or two. */
function StatusNote({ booking }: { booking: AdminBooking }) {
  const { payments } = booking;
  if (booking.status === 'pending_deposit') {
    return (
      <div className="admin-alert admin-alert--note">
        <p className="admin-alert__title">Waiting for the deposit of {formatMoney(payments.depositOutstanding)}.</p>
        <p>
          {booking.slot.kind === 'disco' ? 'The tickets are' : `${booking.slot.boatName} is`} held until{' '}
          {booking.holdExpiresAt ? <time dateTime={booking.holdExpiresAt}>{formatInstant(booking.holdExpiresAt)}</time> : 'the hold ends'}. Record the deposit
          to confirm the booking; unpaid by then, it is released and goes back on sale.
        </p>
        {booking.holdExpiresAt && <HoldCountdown until={booking.holdExpiresAt} />}
      </div>
    );
  }
  if (booking.status === 'confirmed' && booking.balanceChargeFailure) {
    // The automatic charge of the saved card failed (decision 019): the booking keeps its slot.
    return (
      <div className="admin-alert" role="status">
        <p className="admin-alert__title">
          {AUTOMATIC_CHARGE_FAILED_LABEL} on {formatDateTime(booking.balanceChargeFailure.at)}.
        </p>
        <p>
          {formatMoney(payments.outstanding)} balance still owed (due {formatDate(booking.deposit.remainingBalanceDueAt)}). The guest was told:{' '}
          {booking.balanceChargeFailure.message}
        </p>
      </div>
    );
  }
  if (booking.status === 'confirmed') {
    return (
      <div className="admin-alert admin-alert--success">
        <p className="admin-alert__title">Confirmed{booking.confirmedAt ? ` on ${formatDateTime(booking.confirmedAt)}` : ''}.</p>
        <p>
          {payments.fullyPaid ? 'Paid in full.' : `${formatMoney(payments.outstanding)} balance due by ${formatDate(booking.deposit.remainingBalanceDueAt)}.`}
        </p>
        {booking.savedCard && (
          <p>
            The guest saved a card ending {booking.savedCard.last4}: it is charged automatically on {formatDate(booking.savedCard.dueOn)}.
          </p>
        )}
      </div>
    );
  }
  if (booking.status === 'cancelled') {
    return (
      <div className="admin-alert">
        <p className="admin-alert__title">
          Cancelled{booking.cancelledAt ? ` on ${formatDateTime(booking.cancelledAt)}` : ''}
          {booking.cancelledBy ? ` by ${booking.cancelledBy}` : ''}.
        </p>
        {booking.cancellationReason && (
          <p>
            Reason: <q>{booking.cancellationReason}</q>
          </p>
        )}
        <p>
          <strong>{booking.refundDue ? 'Refundable' : 'Not refundable'}</strong> under the terms the guest accepted.{' '}
          {booking.payments.refunded > 0 ? `${formatMoney(booking.payments.refunded)} refunded; ` : ''}
          {formatMoney(payments.paid)} is kept.
        </p>
      </div>
    );
  }
  return (
    <div className="admin-alert">
      <p className="admin-alert__title">Released unpaid{booking.releasedAt ? ` on ${formatDateTime(booking.releasedAt)}` : ''}.</p>
      <p>The hold ended before a deposit was recorded, so the {booking.slot.kind === 'disco' ? 'tickets went' : 'boat went'} back on sale.</p>
    </div>
  );
}

function Moves({ booking }: { booking: AdminBooking }) {
  if (booking.moves.length === 0) return <p className="admin-empty">Not moved since it was booked.</p>;
  return (
    <ol className="admin-moves">
      {booking.moves.map((move) => (
        <li key={move.movedAt}>
          From {slotText(move.from)} to <strong>{slotText(move.to)}</strong>
          <span className="admin-moves__meta">
            by {move.movedBy}, <time dateTime={move.movedAt}>{formatDateTime(move.movedAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Staff's edits (issue 29): who changed what, when, and the total before and after. */
function Edits({ booking }: { booking: AdminBooking }) {
  if (booking.edits.length === 0) return <p className="admin-empty">Not changed since it was booked.</p>;
  return (
    <ol className="admin-moves">
      {booking.edits.map((edit) => (
        <li key={edit.at}>
          {edit.changes.map((change) => `${change.what}: ${change.from} → ${change.to}`).join('; ')}.{' '}
          {edit.oldTotal === edit.newTotal
            ? `Total unchanged, ${formatMoney(edit.newTotal)}.`
            : `Total ${formatMoney(edit.oldTotal)} → ${formatMoney(edit.newTotal)}.`}
          <span className="admin-moves__meta">
            by {edit.by}, <time dateTime={edit.at}>{formatDateTime(edit.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

function refundState(booking: AdminBooking): string {
  if (booking.status === 'cancelled')
    return booking.refundDue ? (booking.payments.paid > 0 ? `${formatMoney(booking.payments.paid)} still to refund` : 'Refunded') : 'None due';
  return booking.payments.paid > 0 ? `${formatMoney(booking.payments.paid)} was paid before the release: settle it with the guest` : 'None: nothing was paid';
}

function Cancellation({ booking }: { booking: AdminBooking }) {
  const { cancellation } = booking;
  const outlook = refundOutlook(booking, new Date());
  return (
    <>
      <p>{cancellation.summary}</p>
      <Facts
        items={[
          ...(cancellation.freeCancellationUntil ? [{ term: 'Free cancellation through', detail: formatDate(cancellation.freeCancellationUntil) }] : []),
          ...(cancellation.refundableUntil ? [{ term: 'Refundable until', detail: formatInstant(cancellation.refundableUntil) }] : []),
          holdsInventory(booking.status)
            ? {
                term: 'If cancelled today',
                detail: outlook.refundDue ? 'Refund due' : outlook.withinTerms ? 'Within the terms (nothing paid yet)' : 'No refund due',
              }
            : { term: 'Refund', detail: refundState(booking) },
        ]}
      />
    </>
  );
}

function BookingDetail({ booking, onStale }: { booking: AdminBooking; onStale: () => void }) {
  const id = useId();
  const location = useLocation();
  const [callerBooked] = useState(() => callerBookedFrom(location.state));
  const viewer = useCurrentUser().data;
  const [action, setAction] = useState<BookingAction | null>(null);
  // The refunds the cancellation made (or could not), shown until the page is left.
  const [cancellationRefunds, setCancellationRefunds] = useState<AdminCancelBookingResponse['refund'] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const live = holdsInventory(booking.status);
  usePrivatePageHead(`Booking ${booking.reference} | Back office`);

  const done = (title: string, description: string) => {
    setAction(null);
    toast({ title, description, variant: 'success' });
    // The panel that had focus is gone: the page's heading (with the new status) takes it.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const paymentRecorded = (after: AdminBooking, amount: number, kind: PaymentKind) => {
    const confirmed = booking.status === 'pending_deposit' && after.status === 'confirmed';
    const rest = after.payments.fullyPaid
      ? 'Paid in full.'
      : `${formatMoney(after.payments.outstanding)} still owed, due by ${formatDate(after.deposit.remainingBalanceDueAt)}.`;
    done(
      confirmed ? `Deposit of ${formatMoney(amount)} recorded: booking confirmed` : `${PAYMENT_KIND_LABELS[kind]} payment of ${formatMoney(amount)} recorded`,
      rest,
    );
  };
  const cancelled = (after: AdminBooking, refund: AdminCancelBookingResponse['refund']) => {
    if (refund.results.length > 0) setCancellationRefunds(refund);
    done(
      `Booking ${after.reference} cancelled`,
      `${refund.refunded > 0 ? `${formatMoney(refund.refunded)} refunded under the terms.` : after.refundDue ? 'Within the terms, but nothing was refunded: refund it from this page.' : 'No refund is due under the terms.'} The ${after.slot.kind === 'disco' ? 'tickets are' : 'boat is'} back on sale.`,
    );
  };
  const refunded = (after: AdminBooking, amount: number) =>
    done(`${formatMoney(amount)} refunded`, `${formatMoney(after.payments.paid)} is still paid on ${after.reference}. The guest is e-mailed a receipt.`);
  const adjusted = (after: AdminBooking, amount: number, kind: 'discount' | 'credit') =>
    done(
      kind === 'credit' ? `Credit of ${formatMoney(amount)} given` : `Price lowered by ${formatMoney(amount)}`,
      `${after.payments.fullyPaid ? 'Paid in full.' : `${formatMoney(after.payments.outstanding)} still owed.`} The guest is e-mailed the new figures.`,
    );
  const moved = (after: AdminBooking) =>
    done(`Booking moved to ${cruiseDate(after.slot.date)}`, `${after.slot.label} on ${after.slot.boatName}. The price stays ${formatMoney(after.totalPrice)}.`);

  const edited = (after: AdminBooking, refund: number) => {
    const owed = after.payments.outstanding > 0 ? `${formatMoney(after.payments.outstanding)} still owed.` : 'Nothing more is owed.';
    const back = refund > 0 ? ` ${formatMoney(refund)} paid beyond it is being refunded the way it was paid.` : '';
    done(`Booking ${after.reference} changed: ${formatMoney(after.payments.total)}`, `${owed}${back} The guest is e-mailed the change.`);
  };

  const panel = (() => {
    if (!action) return null;
    if (action === 'refund') return <RefundForm booking={booking} onClose={() => setAction(null)} onStale={onStale} onRefunded={refunded} />;
    if (!live)
      return (
        <p className="admin-alert admin-alert--note">
          This booking is {booking.status === 'cancelled' ? 'cancelled' : 'released'} now, so nothing more can be done to it.
        </p>
      );
    const common = { booking, onClose: () => setAction(null), onStale };
    if (action === 'payment') return <RecordPaymentForm {...common} onRecorded={paymentRecorded} />;
    if (action === 'adjust') return <AdjustBookingForm {...common} onAdjusted={adjusted} />;
    if (action === 'edit')
      return (
        <EditBookingForm
          {...common}
          onEdited={edited}
          priceTable={(newPrice, caption) => <QuotePriceTable quote={{ reference: booking.reference, price: newPrice }} caption={caption} />}
        />
      );
    if (action === 'move') return <MoveBookingForm {...common} onMoved={moved} />;
    return <CancelBookingForm {...common} onCancelled={cancelled} />;
  })();

  const guestQuoteUrl = quoteLink(quotePath(booking.quoteToken));
  const { price, payments, deposit } = booking;
  return (
    <>
      <header className="admin-page__header">
        <div>
          <p className="eyebrow">Booking, {CRUISE_KIND_LABELS[booking.slot.kind].toLowerCase()}</p>
          <h1 ref={heading} tabIndex={-1}>
            Booking <span className="admin-booking__reference">{booking.reference}</span> <BookingStatusBadge status={booking.status} />
          </h1>
        </div>
        <Link to={calendarPathFor(booking.slot.date)} className="button">
          <CalendarRange size={18} aria-hidden="true" /> See it on the calendar
        </Link>
      </header>

      {callerBooked && <CallerBookedNote booking={booking} booked={callerBooked} />}
      <StatusNote booking={booking} />
      {cancellationRefunds && <CancelRefunds refund={cancellationRefunds} />}

      {(live || action || payments.paid > 0) && (
        <section className="admin-section admin-booking-actions" aria-labelledby={`${id}-actions`}>
          <h2 id={`${id}-actions`}>Actions</h2>
          {(live || payments.paid > 0) && (
            <div className="admin-booking-actions__buttons">
              {ACTIONS.filter((entry) => (entry.whileLive ? live : payments.paid > 0)).map(({ action: kind, label, icon: Icon }) => (
                <button
                  key={kind}
                  type="button"
                  className={`button${action === kind ? ' button--primary' : ''}`}
                  aria-expanded={action === kind}
                  aria-controls={`${id}-panel`}
                  onClick={() => setAction(action === kind ? null : kind)}
                >
                  <Icon size={18} aria-hidden="true" /> {label}
                </button>
              ))}
              {booking.status === 'pending_deposit' && <TakeCardButton booking={booking} />}
              {live && payments.outstanding > 0 && <ResendPayLink booking={booking} />}
            </div>
          )}
          <div id={`${id}-panel`} className="admin-booking-actions__panel">
            {panel}
          </div>
        </section>
      )}

      <div className="admin-columns">
        <div className="admin-columns__main">
          <section className="admin-section" aria-labelledby={`${id}-cruise`}>
            <h2 id={`${id}-cruise`}>Cruise</h2>
            <Facts
              items={[
                { term: 'Date', detail: cruiseDate(booking.slot.date) },
                { term: 'Time', detail: booking.slot.label },
                { term: 'Boat', detail: booking.slot.boatName },
                { term: 'Cruise', detail: CRUISE_KIND_LABELS[booking.slot.kind] },
                { term: 'Guests', detail: String(booking.selection.groupSize) },
                { term: 'Package', detail: price.packageName },
                { term: 'Occasion', detail: eventTypeLabel(booking.selection.eventType) },
                { term: 'Duration', detail: plural(price.duration, 'hour') },
              ]}
            />
          </section>

          <section className="admin-section" aria-labelledby={`${id}-price`}>
            <h2 id={`${id}-price`}>Price and payments</h2>
            <QuotePriceTable quote={booking} caption={`Price booked for ${booking.reference}`} />
            <Facts
              className="admin-facts admin-facts--money"
              items={[
                ...(payments.adjusted > 0
                  ? [
                      { term: 'Price booked', detail: formatMoney(payments.price) },
                      { term: 'Discounts and credits', detail: `-${formatMoney(payments.adjusted)}` },
                    ]
                  : []),
                { term: 'Paid', detail: `${formatMoney(payments.paid)} of ${formatMoney(payments.total)}` },
                { term: `Deposit (${deposit.depositPercent}%)`, detail: formatMoney(deposit.depositAmount) },
                { term: 'Deposit outstanding', detail: formatMoney(live ? payments.depositOutstanding : 0) },
                { term: 'Balance due by', detail: formatDate(deposit.remainingBalanceDueAt) },
                { term: 'Outstanding in all', detail: formatMoney(live ? payments.outstanding : 0) },
              ]}
            />
            {deposit.isUrgentBooking && (
              <p className="admin-hint">
                Booked {plural(deposit.daysUntilEvent, 'day')} before the cruise: an urgent booking, so the deposit is {deposit.depositPercent}% and the balance
                is due straight away.
              </p>
            )}
            <h3 className="admin-subheading">Payments</h3>
            <BookingPayments booking={booking} />
            <h3 className="admin-subheading">Refunds</h3>
            <BookingRefunds booking={booking} />
            <h3 className="admin-subheading">Discounts and credits</h3>
            <BookingAdjustments booking={booking} />
          </section>

          {/* The group's manifest and waivers (decision 023). */}
          <BookingManifestSection bookingId={booking.id} role={viewer?.staffRole} email={viewer?.email} />

          <section className="admin-section" aria-labelledby={`${id}-edits`}>
            <h2 id={`${id}-edits`}>Changes</h2>
            <Edits booking={booking} />
          </section>

          <section className="admin-section" aria-labelledby={`${id}-moves`}>
            <h2 id={`${id}-moves`}>Moves</h2>
            <Moves booking={booking} />
          </section>

          <section className="admin-section" aria-labelledby={`${id}-terms`}>
            <h2 id={`${id}-terms`}>Cancellation terms</h2>
            <Cancellation booking={booking} />
          </section>
        </div>

        <aside className="admin-columns__side" aria-label="Guest, quote and record">
          <section className="admin-section admin-card" aria-labelledby={`${id}-guest`}>
            <h2 id={`${id}-guest`}>Lead guest</h2>
            <Facts
              items={[
                { term: 'Name', detail: booking.leadGuest.name },
                { term: 'E-mail', detail: <a href={`mailto:${booking.leadGuest.email}`}>{booking.leadGuest.email}</a> },
                { term: 'Phone', detail: <a href={`tel:${booking.leadGuest.phone.replace(/[^\d+]/g, '')}`}>{booking.leadGuest.phone}</a> },
              ]}
            />
            <p>
              <Link to={customerPath(booking.leadGuest.email)}>Customer page</Link>
            </p>
          </section>
          <section className="admin-section admin-card" aria-labelledby={`${id}-quote`}>
            <h2 id={`${id}-quote`}>Quote</h2>
            <p>
              Booked from <Link to={quoteDetailPath(booking.quoteId)}>quote {booking.quoteReference}</Link>.
            </p>
            <CopyLink url={guestQuoteUrl} label="The guest's quote page" />
          </section>
          <section className="admin-section admin-card" aria-labelledby={`${id}-record`}>
            <h2 id={`${id}-record`}>Record</h2>
            <Facts
              items={[
                { term: 'Booked', detail: formatDateTime(booking.createdAt) },
                { term: 'Booked by', detail: booking.bookedBy ? `Staff (${booking.bookedBy})` : 'The guest, online' },
                ...(booking.confirmedAt ? [{ term: 'Confirmed', detail: formatDateTime(booking.confirmedAt) }] : []),
                ...(booking.cancelledAt ? [{ term: 'Cancelled', detail: formatDateTime(booking.cancelledAt) }] : []),
                ...(booking.releasedAt ? [{ term: 'Released', detail: formatDateTime(booking.releasedAt) }] : []),
              ]}
            />
          </section>
        </aside>
      </div>
    </>
  );
}

/** How often, and for how long, the page asks again after Stripe's card page sends staff back paid. */
const CONFIRM_POLL_MS = 1500;
const CONFIRM_POLL_LIMIT_MS = 60_000;

/**
 * Back from a card the caller paid on Stripe's page, the booking is confirmed by the webhook
 * (Stripe does not promise the event before the browser's return): ask again briefly until then.
 */
function useConfirmationPoll(waiting: boolean, refetch: () => Promise<unknown>): { gaveUp: boolean } {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started <= CONFIRM_POLL_LIMIT_MS) void refetch();
      else {
        clearInterval(timer);
        setGaveUp(true);
      }
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refetch]);
  return { gaveUp };
}

/** /admin/bookings/{id}: one booking in full, and what staff do to it (record a payment, change, move, cancel). */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useAdminBooking(id);
  const [search] = useSearchParams();
  const awaitingCard = search.get('payment') === 'done' && booking.data?.booking.status === 'pending_deposit';
  const { gaveUp } = useConfirmationPoll(awaitingCard, booking.refetch);
  const content = booking.data ? (
    <BookingDetail booking={booking.data.booking} onStale={() => void booking.refetch()} />
  ) : (
    <DetailPending
      query={booking}
      noun="booking"
      notFound={
        <>
          No booking has this address. <Link to="/admin/bookings">Find it in the booking list</Link>.
        </>
      }
    />
  );
  return (
    <div className="admin-page admin-booking" key={id}>
      {awaitingCard && (
        <p className="admin-alert admin-alert--note" role="status">
          {gaveUp
            ? 'Stripe has not confirmed the card payment yet. It is recorded the moment Stripe tells us: reload this page in a minute.'
            : "Back from Stripe's card page: waiting for Stripe to confirm the payment..."}
        </p>
      )}
      {content}
    </div>
  );
}
