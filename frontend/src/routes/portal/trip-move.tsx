import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { calendarDateIn, formatWrittenDate, type IsoDate } from '#domain/shared/dates.ts';
import { slotLabel, type DayAvailability } from '#domain/booking/inventory.ts';
import type { MovePreview, TripView } from '#domain/portal/trip.ts';
import { Spinner } from '../../components/spinner.tsx';
import { AVAILABILITY_QUERY_ROOT, availabilityQueryOptions } from '../../lib/availability.ts';
import { slotOptions } from '../../features/booking/booking-copy.ts';
import { closureOf, monthAvailabilityRequest, type DayClosures } from '../../features/chat/availability.ts';
import { CalendarPicker } from '../../features/chat/calendar-picker.tsx';
import { initialMonth } from '../../features/chat/calendar.ts';
import { QuotePriceTable } from '../../features/quotes/quote-price-table.tsx';
import { fetchMovePreview, moveTrip, refusalOf, tripPaths, tripQueryKey } from '../../features/portal-trip/api.ts';
import { moveOutcomeWords, settlementWords } from '../../features/portal-trip/trip-copy.ts';
import { TripFrame } from './trip-frame.tsx';
import '../../styles/chat.css';

// /portal/trips/:id/move: moving the trip (decision 024): the guest picks a sellable day on the quote chat's calendar and
// one of its free times, sees the new itemised price and what it does to what they owe or have
// paid, then confirms. The server re-checks the slot and the price: a slot taken meanwhile or a
// price that changed is said, and nothing is moved.

/** The calendar's marks for the guest's kind of cruise: each day the API answered, bookable or why not. */
function closuresOf(days: readonly DayAvailability[] | undefined): DayClosures | undefined {
  return days ? new Map(days.map((day) => [day.date, closureOf(day)])) : undefined;
}

function MoveTrip({ trip }: { trip: TripView }) {
  const ids = { times: useId(), error: useId() };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [today] = useState(() => calendarDateIn(new Date()));
  const [month, setMonth] = useState(() => initialMonth(today, trip.cruise.date));
  const [date, setDate] = useState<IsoDate | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [preview, setPreview] = useState<MovePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previewRef = useRef<HTMLElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const { kind, groupSize } = trip.cruise;
  const monthDays = useQuery(availabilityQueryOptions(monthAvailabilityRequest(month, kind, groupSize)));
  const day = date ? (monthDays.data?.days.find((candidate) => candidate.date === date) ?? null) : null;
  const times = day
    ? slotOptions(day, groupSize).map((option) =>
        day.date === trip.cruise.date && option.start === trip.cruise.start ? { ...option, available: false, detail: 'Your cruise now' } : option,
      )
    : [];

  useEffect(() => {
    if (preview) previewRef.current?.focus();
  }, [preview]);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const pickDate = (picked: IsoDate) => {
    setDate(picked);
    setStart(null);
    setPreview(null);
    setError(null);
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!date || !start) {
      setError(date ? 'Choose one of the free times.' : 'Pick a day on the calendar first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setPreview((await fetchMovePreview(trip.id, { date, start })).preview);
    } catch (failure) {
      setError(refusalOf(failure, 'We could not check that time just now. Try again in a moment.').message);
      void queryClient.invalidateQueries({ queryKey: [AVAILABILITY_QUERY_ROOT] });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const outcome = await moveTrip(trip.id, { date: preview.date, start: preview.start, expectedTotal: preview.price.totalPrice });
      queryClient.setQueryData(tripQueryKey(trip.id), { trip: outcome.trip });
      void queryClient.invalidateQueries({ queryKey: [AVAILABILITY_QUERY_ROOT] });
      navigate(tripPaths.trip(trip.id), { state: { notice: moveOutcomeWords(outcome) } });
    } catch (failure) {
      const refusal = refusalOf(failure, 'We could not move your cruise just now. Nothing has changed; try again in a moment.');
      setError(refusal.message);
      setPreview(null);
      void queryClient.invalidateQueries({ queryKey: [AVAILABILITY_QUERY_ROOT] });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void check(event)} noValidate>
      <p>
        Your cruise is on <strong>{formatWrittenDate(trip.cruise.date)}</strong>, {slotLabel(trip.cruise)}. Pick a new day, then one of its free times, for{' '}
        {groupSize} guests. Moving is free until {trip.move.allowed && trip.move.until ? formatWrittenDate(trip.move.until) : 'the free-cancellation date'}.
        Only a difference in price is settled.
      </p>
      {error && (
        <div className="form-alert" role="alert" id={ids.error} tabIndex={-1} ref={errorRef}>
          <p>{error}</p>
        </div>
      )}
      <CalendarPicker
        today={today}
        value={date ?? undefined}
        month={month}
        onMonthChange={setMonth}
        groupSize={groupSize}
        highlightDisco={kind === 'disco'}
        closures={closuresOf(monthDays.data?.days)}
        busy={monthDays.isFetching}
        onSelect={pickDate}
      />
      {monthDays.isError && (
        <p className="form-alert">The calendar could not load which days are free. Pick a day anyway: we check it when you choose a time.</p>
      )}
      {date && (
        <fieldset className="portal-trip__times" aria-describedby={error ? ids.error : undefined}>
          <legend>Times on {formatWrittenDate(date)}</legend>
          {!day && monthDays.isFetching && <Spinner label="Checking that day..." />}
          {day && times.length === 0 && <p>There are no cruises that day. Pick another.</p>}
          {times.map((option) => (
            <label key={option.start} className="portal-trip__time">
              <input
                type="radio"
                name={ids.times}
                value={option.start}
                checked={start === option.start}
                disabled={!option.available}
                onChange={() => {
                  setStart(option.start);
                  setPreview(null);
                }}
              />
              <span>
                <strong>{option.label}</strong> · {option.detail}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="portal-trip__actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy && !preview ? 'Checking...' : 'See the new price'}
        </button>
      </div>
      {preview && (
        <section className="portal-trip__preview" aria-labelledby={`${ids.times}-preview`} tabIndex={-1} ref={previewRef}>
          <h2 id={`${ids.times}-preview`}>
            Move to {formatWrittenDate(preview.date)}, {slotLabel(preview)}
          </h2>
          <p>Boat: {preview.boatName}.</p>
          <p>
            <strong>{settlementWords(preview.settlement)}</strong>
          </p>
          {preview.promo && (
            <p className={preview.promo.kept ? undefined : 'portal-trip__notice'} data-testid="move-promo">
              {preview.promo.message}
            </p>
          )}
          <QuotePriceTable quote={{ reference: trip.reference, price: preview.price }} caption={`New price for ${formatWrittenDate(preview.date)}`} />
          <QuotePriceTable quote={{ reference: trip.reference, price: preview.oldPrice }} caption={`Price now, for ${formatWrittenDate(trip.cruise.date)}`} />
          <div className="portal-trip__actions">
            <button type="button" className="button button--sun" onClick={() => void confirm()} disabled={busy}>
              {busy ? 'Moving your cruise...' : 'Confirm the move'}
            </button>
          </div>
        </section>
      )}
    </form>
  );
}

export default function TripMovePage() {
  const { id = '' } = useParams();
  return (
    <TripFrame id={id} title={() => 'Move your cruise'}>
      {(trip) => (
        <>
          <p>
            <Link to={tripPaths.trip(trip.id)}>Back to your trip</Link>
          </p>
          <h1 className="portal-trip__title">Move your cruise</h1>
          {trip.move.allowed ? (
            <MoveTrip trip={trip} />
          ) : (
            <p className="portal-trip__notice">
              {trip.move.message} <a href={trip.phone.href}>Call {trip.phone.display}</a>
            </p>
          )}
        </>
      )}
    </TripFrame>
  );
}
