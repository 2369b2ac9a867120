import '../../../lib/zod-without-eval.ts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { blackoutRequestSchema } from '#domain/booking/booking-schemas.ts';
import { formatDate, type IsoDate } from '#domain/shared/dates.ts';
import { BOAT_IDS, boatById, type BoatId } from '#domain/pricing/fleet.ts';
import type { Blackout } from '#domain/booking/inventory.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiProblem } from '../shared/api-problem.ts';
import { useDeleteBlackout, usePutBlackout } from './booking-api.ts';
import { cruiseDate } from './booking-format.ts';
import { FieldError } from '../../../components/forms/field-error.tsx';

type BlackoutField = 'date' | 'boatId' | 'reason';
const WHOLE_FLEET = 'all';

export const blackoutWhat = (boatId: BoatId | null) => (boatId ? boatById(boatId).name : 'The whole fleet');

/**
 * Blackouts: a boat, or the whole fleet, takes no new bookings on a day (maintenance, a holiday,
 * the lake closed). Bookings already made stay; the calendar shows them to move or cancel. The
 * list shows the blackouts from `from` to `to`.
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
  const [date, setDate] = useState('');
  const [boat, setBoat] = useState<string>(WHOLE_FLEET);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<BlackoutField | 'form', string>>>({});
  const inputs = { date: useRef<HTMLInputElement>(null), boatId: useRef<HTMLSelectElement>(null), reason: useRef<HTMLInputElement>(null) };
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
    const parsed = blackoutRequestSchema.safeParse({ date, boatId: boat === WHOLE_FLEET ? null : boat, reason });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as BlackoutField;
        found[field] ??= field === 'date' ? 'Enter the date of the blackout.' : issue.message;
      }
      setErrors(found);
      const first = (['date', 'boatId', 'reason'] as const).find((field) => found[field]);
      if (first) inputs[first].current?.focus();
      return;
    }
    try {
      const { blackout } = await put.mutateAsync(parsed.data);
      setDate('');
      setReason('');
      setErrors({});
      const listed = blackout.date >= from && blackout.date <= to;
      toast({
        title: `Blackout added: ${blackoutWhat(blackout.boatId)}, ${formatDate(blackout.date)}`,
        description: listed
          ? 'No new bookings that day. Bookings already made stay: move or cancel them from the calendar.'
          : `It is after ${formatDate(to)}, so the list below does not show it; the calendar does.`,
        variant: 'success',
      });
    } catch (failure) {
      const problem = apiProblem(failure);
      const fields = problem.fields;
      setErrors({
        ...(fields['date'] ? { date: fields['date'] } : {}),
        ...(fields['boatId'] ? { boatId: fields['boatId'] } : {}),
        ...(fields['reason'] ? { reason: fields['reason'] } : {}),
        form: problem.message,
      });
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

  const describe = (field: BlackoutField) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {});
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
            <label htmlFor={`${id}-date`}>Date</label>
            <input
              id={`${id}-date`}
              ref={inputs.date}
              type="date"
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                clear('date');
              }}
              {...describe('date')}
            />
            {fieldError('date')}
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
