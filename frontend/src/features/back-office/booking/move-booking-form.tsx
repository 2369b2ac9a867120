import '../../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { moveBookingSchema } from '#domain/booking/booking-schemas.ts';
import { addDays, calendarDateIn, isValidIsoDate } from '#domain/shared/dates.ts';
import { ONLINE_BOOKING_MIN_DAYS_AHEAD } from '#domain/booking/inventory.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { apiProblem, isStaleBooking, STALE_MESSAGE } from '../shared/api-problem.ts';
import { useMoveAvailability, useMoveBooking } from './booking-api.ts';
import { cruiseDate } from './booking-format.ts';
import { plural } from '../shared/format.ts';
import { DAY_UNAVAILABLE_REASONS, moveOptions } from './move-options.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { SubmitOrClose } from '../../../admin/kit/submit-or-close.tsx';

/**
 * Move a booking to another date or time. Staff pick a date; the form shows that day's slots for
 * the booking's kind of cruise and group (GET /api/availability, asked afresh each time) so they
 * pick a free one. The server checks it again and takes it atomically; the price stays as booked.
 */
export function MoveBookingForm({
  booking,
  onMoved,
  onClose,
  onStale,
}: {
  booking: AdminBooking;
  onMoved: (after: AdminBooking) => void;
  onClose: () => void;
  onStale: () => void;
}) {
  const id = useId();
  const [today] = useState(() => calendarDateIn(new Date()));
  const [date, setDate] = useState(booking.slot.date);
  const [start, setStart] = useState('');
  const [errors, setErrors] = useState<{ date?: string; start?: string; form?: string }>({});
  const formError = useRef<HTMLParagraphElement>(null);
  const chosenDate = isValidIsoDate(date) ? date : null;
  const availability = useMoveAvailability(booking.slot.kind, booking.slot.seats, chosenDate);
  const move = useMoveBooking(booking.id);
  const day = availability.data?.days.find((d) => d.date === chosenDate) ?? null;
  const options = day ? moveOptions(day, booking.slot) : [];

  useEffect(() => {
    if (errors.form) formError.current?.focus();
  }, [errors]);

  const focusFirstInvalid = (found: typeof errors) => {
    requestAnimationFrame(() => {
      if (found.date) document.getElementById(`${id}-date`)?.focus();
      else if (found.start)
        (document.querySelector<HTMLInputElement>(`input[name="${id}-start"]:not(:disabled)`) ?? document.getElementById(`${id}-date`))?.focus();
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (move.isPending) return;
    const parsed = moveBookingSchema.safeParse({ date, start });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'date') found.date ??= 'Enter the new date.';
        else found.start ??= 'Choose one of the free times.';
      }
      setErrors(found);
      return focusFirstInvalid(found);
    }
    try {
      const { booking: after } = await move.mutateAsync(parsed.data);
      onMoved(after);
    } catch (failure) {
      const problem = apiProblem(failure);
      if (isStaleBooking(problem)) {
        onStale();
        return setErrors({ form: STALE_MESSAGE });
      }
      // A slot taken meanwhile: show the day as it is now.
      if (problem.code === 'SLOT_TAKEN') void availability.refetch();
      const found = {
        ...(problem.fields['date'] ? { date: problem.fields['date'] } : {}),
        ...(problem.fields['start'] ? { start: problem.fields['start'] } : {}),
      };
      setErrors({ ...found, form: problem.message });
    }
  };

  let slots: ReactNode;
  if (!chosenDate) slots = <p className="admin-hint">Enter a date to see its times.</p>;
  else if (availability.isPending) slots = <Spinner label="Checking that day..." />;
  else if (availability.isError) {
    slots = (
      <p className="field__error">
        {apiProblem(availability.error).message}{' '}
        <button type="button" className="button button--small" onClick={() => void availability.refetch()}>
          Try again
        </button>
      </p>
    );
  } else if (!day || options.length === 0) slots = <p className="admin-hint">{DAY_UNAVAILABLE_REASONS[day?.reason ?? 'closed']}</p>;
  else {
    slots = (
      <fieldset className="admin-choice" aria-describedby={describedBy(!day.available && `${id}-day-note`, errors.start && `${id}-start-error`)}>
        <legend>Time on {cruiseDate(day.date)}</legend>
        <div className="admin-choice__options admin-choice__options--slots">
          {options.map((option) => (
            <label key={option.start} className="admin-option" data-checked={start === option.start}>
              <input
                type="radio"
                name={`${id}-start`}
                value={option.start}
                checked={start === option.start}
                disabled={!option.available}
                onChange={() => {
                  setStart(option.start);
                  setErrors({});
                }}
              />
              <span className="admin-option__text">
                <span className="admin-option__name">{option.label}</span>
                <span className="admin-option__detail">{option.detail}</span>
              </span>
            </label>
          ))}
        </div>
        {!day.available && day.reason && (
          <p id={`${id}-day-note`} className="admin-hint">
            {DAY_UNAVAILABLE_REASONS[day.reason]}
          </p>
        )}
        <FieldError id={`${id}-start-error`} message={errors.start} />
      </fieldset>
    );
  }

  return (
    <form className="admin-booking-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Move the booking
      </h3>
      <p className="admin-hint" id={`${id}-price-note`}>
        The price stays as booked ({formatMoney(booking.totalPrice)}), whatever the new date's rate, and so do the deposit and balance dates. To re-price it for
        the new date, use Change booking instead.
      </p>
      {errors.form && (
        <p ref={formError} tabIndex={-1} className="admin-alert admin-alert--error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field admin-booking-form__date">
        <label htmlFor={`${id}-date`}>New date</label>
        <input
          id={`${id}-date`}
          type="date"
          min={addDays(today, ONLINE_BOOKING_MIN_DAYS_AHEAD)}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setStart('');
            setErrors({});
          }}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? `${id}-date-error` : undefined}
        />
        <FieldError id={`${id}-date-error`} message={errors.date} />
      </div>
      <p className="visually-hidden" role="status">
        {day ? `${plural(options.filter((option) => option.available).length, 'free time')} on ${cruiseDate(day.date)}.` : ''}
      </p>
      {slots}
      <SubmitOrClose label="Move booking" pendingLabel="Moving..." pending={move.isPending} onClose={onClose} />
    </form>
  );
}
