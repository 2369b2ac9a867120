import '../../../lib/zod-without-eval.ts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { blackoutRequestSchema } from '#domain/booking/booking-schemas.ts';
import { formatDate, type IsoDate } from '#domain/shared/dates.ts';
import type { BlackoutReport } from '#domain/booking/blackouts.ts';
import { BOAT_IDS, boatById } from '#domain/pricing/fleet.ts';
import type { Blackout } from '#domain/booking/inventory.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiProblem } from '../shared/api-problem.ts';
import { useDeleteBlackout, usePutBlackout } from './booking-api.ts';
import { cruiseDate } from './booking-format.ts';
import { FieldError } from '../../../components/forms/field-error.tsx';
import { BlackoutReportView, blackoutSpan, blackoutWhat } from './blackout-report.tsx';

export { blackoutWhat } from './blackout-report.tsx';

type BlackoutField = 'from' | 'to' | 'boatId' | 'reason';
const FIELDS = ['from', 'to', 'boatId', 'reason'] as const;
const WHOLE_FLEET = 'all';

/**
 * Blackouts: a boat, or the whole fleet, takes no new bookings from a first day to a last
 * (maintenance, a holiday, the lake closed), today or later. Bookings already made stay: the
 * answer names them, linked, for staff to move or cancel (decision 067). The list shows the
 * blackouts from `from` (today) to `to`.
 */
export function BlackoutsPanel({
  blackouts,
  from,
  to,
  headingRef,
}: {
  blackouts: readonly Blackout[];
  from: IsoDate;
  to: IsoDate;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  const [firstDay, setFirstDay] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [boat, setBoat] = useState<string>(WHOLE_FLEET);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BlackoutField | 'form', string>>>({});
  const [report, setReport] = useState<BlackoutReport | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const inputs = {
    from: useRef<HTMLInputElement>(null),
    to: useRef<HTMLInputElement>(null),
    boatId: useRef<HTMLSelectElement>(null),
    reason: useRef<HTMLInputElement>(null),
  };
  const put = usePutBlackout();
  const remove = useDeleteBlackout();
  const [removing, setRemoving] = useState<string | null>(null);

  const clear = (field: BlackoutField) =>
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      delete rest.form;
      return rest;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (put.isPending) return;
    setReport(null);
    // An empty last day is a blackout of the first day alone.
    const parsed = blackoutRequestSchema.safeParse({ from: firstDay, to: lastDay || firstDay, boatId: boat === WHOLE_FLEET ? null : boat, reason });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as BlackoutField;
        found[field] ??= field === 'from' ? 'Enter the first day of the blackout.' : issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) inputs[first].current?.focus();
      return;
    }
    try {
      const answer = await put.mutateAsync(parsed.data);
      setFirstDay('');
      setLastDay('');
      setReason('');
      setErrors({});
      setReport(answer);
      const listed = answer.from <= to;
      toast({
        title: `Blackout added: ${blackoutWhat(answer.boatId)}, ${blackoutSpan(answer)}`,
        description: listed
          ? 'No new bookings on those days. What it did, and any bookings that stand, is shown under the form.'
          : `It is after ${formatDate(to)}, so the list below does not show it; the calendar does.`,
        variant: 'success',
      });
      // The report says what happened, with the bookings to deal with: it is read first.
      requestAnimationFrame(() => reportHeading.current?.focus());
    } catch (failure) {
      const problem = apiProblem(failure);
      const fields = problem.fields;
      const found: typeof errors = { form: problem.message };
      for (const field of FIELDS) if (fields[field]) found[field] = fields[field];
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) inputs[first].current?.focus();
    }
  };

  const removeBlackout = async (blackout: Blackout) => {
    const key = `${blackout.date}-${blackout.boatId ?? WHOLE_FLEET}`;
    setRemoving(key);
    try {
      await remove.mutateAsync(blackout);
      toast({
        title: `Blackout removed: ${blackoutWhat(blackout.boatId)}, ${formatDate(blackout.date)}`,
        description: 'It can be booked again.',
        variant: 'success',
      });
      // The row and its button are gone: the section's heading takes focus.
      headingRef.current?.focus();
    } catch (failure) {
      toast({ title: 'The blackout was not removed', description: apiProblem(failure).message, variant: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  const describe = (field: BlackoutField, hint?: string) => {
    const described = [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ');
    return { ...(errors[field] ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) };
  };
  const fieldError = (field: BlackoutField) => <FieldError id={`${id}-${field}-error`} message={errors[field]} />;

  return (
    <>
      <form className="admin-blackout-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="admin-subheading">
          Add a blackout
        </h3>
        {errors.form && (
          <p className="admin-alert admin-alert--error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="admin-form-grid">
          <div className="field">
            <label htmlFor={`${id}-from`}>First day</label>
            <input
              id={`${id}-from`}
              ref={inputs.from}
              type="date"
              min={from}
              value={firstDay}
              onChange={(event) => {
                setFirstDay(event.target.value);
                clear('from');
              }}
              {...describe('from')}
            />
            {fieldError('from')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>Last day</label>
            <input
              id={`${id}-to`}
              ref={inputs.to}
              type="date"
              min={firstDay || from}
              value={lastDay}
              onChange={(event) => {
                setLastDay(event.target.value);
                clear('to');
              }}
              {...describe('to', `${id}-to-hint`)}
            />
            <p id={`${id}-to-hint`} className="field__hint">
              Leave empty to close the first day only.
            </p>
            {fieldError('to')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-boat`}>Boat</label>
            <select
              id={`${id}-boat`}
              ref={inputs.boatId}
              value={boat}
              onChange={(event) => {
                setBoat(event.target.value);
                clear('boatId');
              }}
              {...describe('boatId')}
            >
              <option value={WHOLE_FLEET}>The whole fleet</option>
              {BOAT_IDS.map((boatId) => (
                <option key={boatId} value={boatId}>
                  {boatById(boatId).name}
                </option>
              ))}
            </select>
            {fieldError('boatId')}
          </div>
          <div className="field admin-blackout-form__reason">
            <label htmlFor={`${id}-reason`}>Reason</label>
            <input
              id={`${id}-reason`}
              ref={inputs.reason}
              maxLength={200}
              autoComplete="off"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                clear('reason');
              }}
              {...describe('reason')}
            />
            {fieldError('reason')}
          </div>
        </div>
        <div className="admin-editor__actions">
          <button type="submit" className="button button--primary" disabled={put.isPending}>
            <Plus size={18} aria-hidden="true" /> {put.isPending ? 'Adding...' : 'Add blackout'}
          </button>
        </div>
      </form>

      {report && <BlackoutReportView report={report} headingRef={reportHeading} />}

      {blackouts.length === 0 ? (
        <p className="admin-empty">
          No blackouts from {formatDate(from)} to {formatDate(to)}: every boat sails its usual slots.
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>
              Blackouts from {formatDate(from)} to {formatDate(to)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Boat</th>
                <th scope="col">Reason</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {blackouts.map((blackout) => {
                const key = `${blackout.date}-${blackout.boatId ?? WHOLE_FLEET}`;
                return (
                  <tr key={key}>
                    <th scope="row" data-label="Date">
                      {cruiseDate(blackout.date)}
                    </th>
                    <td data-label="Boat">{blackoutWhat(blackout.boatId)}</td>
                    <td data-label="Reason" className="admin-table__message">
                      {blackout.reason}
                    </td>
                    <td>
                      <button type="button" className="button button--small" onClick={() => void removeBlackout(blackout)} disabled={removing === key}>
                        <Trash2 size={16} aria-hidden="true" /> {removing === key ? 'Removing...' : 'Remove'}
                        <span className="visually-hidden">
                          {' '}
                          the blackout of {blackoutWhat(blackout.boatId).replace(/^The/, 'the')} on {formatDate(blackout.date)}
                        </span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
