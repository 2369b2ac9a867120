import { CalendarPlus, CloudSun, CreditCard, Link2, MapPin, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { balanceDueWords } from '#domain/payments/balance.ts';
import { formatDate, formatInstant } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { TripForecast, TripView } from '#domain/portal/trip.ts';
import { refusalOf, startTripBalanceCheckout } from './api.ts';
import { arrivalWords, tripFacts } from './trip-copy.ts';
import { useAbsoluteUrl } from '../../lib/absolute-url.ts';

// The sections of the guest's trip page (decision 024), each a titled region a screen reader can
// jump to: the cruise, where and when to be, what to bring, the weather, the price, the money and
// the pay button, the calendar file and the group's share link. The route adds the price table
// and the list of shares paid, which other features own.

export function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="quote-section portal-trip__section" aria-labelledby={id}>
      <h2 id={id} className="quote-section__title">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TripFacts({ trip }: { trip: TripView }) {
  return (
    <dl className="quote-facts">
      {tripFacts(trip).map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Departure({ trip }: { trip: TripView }) {
  const { departure } = trip;
  return (
    <Section title="Where and when to be" icon={<MapPin aria-hidden="true" size={20} />}>
      <p className="portal-trip__lead">
        <strong>{arrivalWords(trip)}</strong> {departure.guidance}
      </p>
      <address className="portal-trip__address">
        {departure.marinaName}
        <br />
        {departure.address.replace(`${departure.marinaName}, `, '')}
      </address>
      <p>
        <a href={departure.mapUrl} target="_blank" rel="noopener noreferrer">
          Open the marina in Maps<span className="site-sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </Section>
  );
}

export function WhatToBring({ trip }: { trip: TripView }) {
  return (
    <Section title="What to bring">
      <ul className="portal-trip__list">
        {trip.whatToBring.map((item) => (
          <li key={item}>{item.replace(/^./, (first) => first.toUpperCase())}</li>
        ))}
      </ul>
      <p className="quote-section__note">Coolers with ice are already aboard.</p>
    </Section>
  );
}

function ForecastBody({ forecast }: { forecast: TripForecast }) {
  if (forecast.status !== 'forecast') return <p className="portal-trip__forecast-none">{forecast.message}</p>;
  return (
    <>
      <ul className="portal-trip__forecast">
        {forecast.periods.map((period) => (
          <li key={period.startTime}>
            <strong>{period.name}</strong>: {period.shortForecast}, {period.isDaytime ? 'high' : 'low'} {period.temperature}°{period.temperatureUnit}
            {period.precipitationChance !== null ? `, ${period.precipitationChance}% chance of rain` : ''}, wind {period.windSpeed} {period.windDirection}.
          </li>
        ))}
      </ul>
      <p className="quote-section__note">
        Forecast by the{' '}
        <a href={forecast.sourceUrl} target="_blank" rel="noopener noreferrer">
          {forecast.source}
          <span className="site-sr-only"> (opens in a new tab)</span>
        </a>
        {forecast.updatedAt ? `, updated ${formatInstant(forecast.updatedAt)}` : ''}. We sail rain or shine unless the captain calls it unsafe; we will call you
        if so.
      </p>
    </>
  );
}

export function Weather({ trip }: { trip: TripView }) {
  return (
    <Section title="Weather outlook" icon={<CloudSun aria-hidden="true" size={20} />}>
      <ForecastBody forecast={trip.forecast} />
    </Section>
  );
}

function PayBalance({ trip }: { trip: TripView }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setSending(true);
    setError(null);
    try {
      const { url } = await startTripBalanceCheckout(trip.id);
      window.location.assign(url);
    } catch (failure) {
      setError(refusalOf(failure, 'We could not open the payment page just now. Try again in a moment.').message);
      setSending(false);
    }
  };
  return (
    <div className="booking-pay">
      <p>
        Balance to pay: <strong>{formatMoney(trip.money.outstanding)}</strong>, due {balanceDueWords(trip.deposit)}.
      </p>
      {error && (
        <div className="form-alert" role="alert">
          <p>{error}</p>
        </div>
      )}
      <button type="button" className="button button--sun" onClick={() => void pay()} disabled={sending}>
        <CreditCard aria-hidden="true" size={18} /> {sending ? 'Opening the payment page...' : `Pay the balance: ${formatMoney(trip.money.outstanding)}`}
      </button>
    </div>
  );
}

export function Payments({ trip, waiting }: { trip: TripView; waiting: ReactNode }) {
  const { money } = trip;
  return (
    <Section title="Payments">
      <dl className="quote-money">
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(money.total)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatMoney(money.paid)}</dd>
        </div>
        {trip.status === 'cancelled' || trip.status === 'released' ? (
          <div>
            <dt>Refunded</dt>
            <dd>{formatMoney(trip.refunded)}</dd>
          </div>
        ) : (
          <div>
            <dt>Still to pay</dt>
            <dd>{formatMoney(money.outstanding)}</dd>
          </div>
        )}
      </dl>
      {(trip.payments.length > 0 || trip.refunds.length > 0) && (
        <ul className="portal-trip__ledger" aria-label="Payments and refunds">
          {trip.payments.map((payment) => (
            <li key={payment.id}>
              {formatDate(payment.receivedOn)}: {payment.kind === 'deposit' ? 'deposit' : 'balance'} {formatMoney(payment.amount)}, {payment.method}
              {payment.paidBy ? ` (paid by ${payment.paidBy})` : ''}
            </li>
          ))}
          {trip.refunds.map((refund) => (
            <li key={refund.id}>
              {formatDate(refund.refundedAt)}: refund {formatMoney(refund.amount)}: {refund.reason}
            </li>
          ))}
        </ul>
      )}
      {waiting}
      {!waiting && trip.canPayBalance && <PayBalance trip={trip} />}
      {!waiting && trip.status === 'confirmed' && money.fullyPaid && (
        <p className="booking-pay__paid">
          <strong>Paid in full</strong>: thank you, there is nothing more to pay.
        </p>
      )}
      {trip.status === 'pending_deposit' && <p>This booking is waiting for its deposit: it is confirmed once the deposit is paid.</p>}
    </Section>
  );
}

export function CalendarFile({ trip }: { trip: TripView }) {
  if (trip.status !== 'confirmed' && trip.status !== 'pending_deposit') return null;
  return (
    <Section title="Add it to your calendar" icon={<CalendarPlus aria-hidden="true" size={20} />}>
      <p>
        <a className="button button--secondary" href={trip.calendarPath} download={`${trip.reference}.ics`}>
          Download the calendar file (.ics)
        </a>
      </p>
      <p className="quote-section__note">It opens in Apple Calendar, Google Calendar and Outlook; if the trip moves, the new file replaces the old entry.</p>
    </Section>
  );
}

/** The group's link and, once it exists, the amount per share (`amountForm`) and who has paid (`paidShares`). */
export function ShareWithGroup({
  trip,
  onMakeLink,
  amountForm,
  paidShares,
}: {
  trip: TripView;
  onMakeLink: () => Promise<string | null>;
  amountForm: ReactNode;
  paidShares: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const { shares } = trip;
  const fullShareUrl = useAbsoluteUrl(shares?.sharePath ?? '');
  if (!shares) return null;
  const shareUrl = shares.sharePath && fullShareUrl;
  const make = async () => {
    setBusy(true);
    setError(await onMakeLink());
    setBusy(false);
  };
  const copy = async () => {
    if (!shareUrl) return;
    await navigator.clipboard?.writeText(shareUrl).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <Section title="Share with your group" icon={<Users aria-hidden="true" size={20} />}>
      <p>
        Friends who have the link see the cruise and what remains, and can pay a share ({formatMoney(shares.shareAmount)} each) by card. They cannot change or
        cancel anything.
      </p>
      {error && (
        <div className="form-alert" role="alert">
          <p>{error}</p>
        </div>
      )}
      {shareUrl ? (
        <>
          <div className="field">
            <label htmlFor={linkId}>Your group's link</label>
            <input id={linkId} type="text" readOnly value={shareUrl} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
              <Link2 aria-hidden="true" size={16} /> {copied ? 'Copied' : 'Copy the link'}
            </button>
            <span className="site-sr-only" aria-live="polite">
              {copied ? 'The link is copied.' : ''}
            </span>
          </div>
          {amountForm}
        </>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => void make()} disabled={busy}>
          <Link2 aria-hidden="true" size={18} /> {busy ? 'Making the link...' : 'Make a link to share'}
        </button>
      )}
      <h3 className="quote-section__subheading">Shares paid</h3>
      {paidShares}
    </Section>
  );
}
