import '../../../lib/zod-without-eval.ts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminBooking } from '#domain/booking/booking.ts';
import { bookingEditSchema } from '#domain/booking/booking-schemas.ts';
import type { BookingEditPreview } from '#domain/payments/booking-edit.ts';
import type { PriceCalculationResult } from '#domain/pricing/pricing.ts';
import { DISCO_PACKAGE_KEYS, DISCO_PACKAGES } from '#domain/pricing/disco.ts';
import { BOATS, capacityTierFor, PRIVATE_MAX_GUESTS, type BoatId } from '#domain/pricing/fleet.ts';
import { addOnsOffered, cruiseBoat } from '#domain/pricing/products.ts';
import { PRIVATE_PACKAGE_TYPES } from '#domain/pricing/rates.ts';
import { tierPackagesFor } from '#domain/pricing/tier-packages.ts';
import { isValidIsoDate } from '#domain/shared/dates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { ConfirmStep } from '../../../admin/kit/confirm-step.tsx';
import { Facts } from '../../../admin/kit/facts.tsx';
import { SubmitOrClose } from '../../../admin/kit/submit-or-close.tsx';
import { AddOnChoices } from '../../../components/extras/add-on-choices.tsx';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { addOnsQueryOptions } from '../../../lib/extras-api.ts';
import { apiProblem, isStaleBooking, STALE_MESSAGE } from '../shared/api-problem.ts';
import { useEditBooking, useMoveAvailability, usePreviewBookingEdit } from './booking-api.ts';
import { cruiseDate } from './booking-format.ts';
import { editRequest, timeChoices, type EditValues } from './edit-booking-values.ts';

type Errors = Partial<Record<keyof EditValues | 'form', string>>;

/** What the edit does to the money, as the ledger's module worked it out on the server. */
function SettlementFacts({ preview }: { preview: BookingEditPreview }) {
  const { settlement } = preview;
  const difference =
    settlement.difference === 0
      ? 'None'
      : `${settlement.difference > 0 ? '+' : '-'}${formatMoney(Math.abs(settlement.difference))} (${settlement.difference > 0 ? 'more' : 'less'})`;
  return (
    <Facts
      className="admin-facts admin-facts--money"
      items={[
        { term: 'Total now', detail: formatMoney(settlement.oldTotal) },
        { term: 'New total', detail: formatMoney(settlement.newTotal) },
        { term: 'Difference', detail: difference },
        { term: 'Paid', detail: formatMoney(settlement.paid) },
        ...(settlement.refund > 0 ? [{ term: 'Given back (paid beyond the new total)', detail: formatMoney(settlement.refund) }] : []),
        { term: 'Owed after the change', detail: formatMoney(settlement.outstanding) },
      ]}
    />
  );
}

/**
 * Change a booking's head count, add-ons, package, boat or time (issue 29). Staff set what changes
 * and preview it: the server prices it with the engine and answers the new itemised price, the
 * difference and what it does to the money; confirming sends the total the preview showed, and the
 * guest is e-mailed the change.
 */
export function EditBookingForm({
  booking,
  onEdited,
  onClose,
  onStale,
  priceTable,
}: {
  booking: AdminBooking;
  /** `refund`: paid beyond the new total, given back just after the edit. */
  onEdited: (after: AdminBooking, refund: number) => void;
  /** The itemised price as the page shows prices (the quotes' table, which this feature does not import). */
  priceTable: (price: PriceCalculationResult, caption: string) => ReactNode;
  onClose: () => void;
  onStale: () => void;
}) {
  const id = useId();
  const initial: EditValues = {
    groupSize: String(booking.selection.groupSize),
    packageKey: booking.selection.kind === 'private' ? booking.selection.packageType : booking.selection.discoPackage,
    addOns: booking.selection.addOns ?? [],
    date: booking.slot.date,
    start: booking.slot.start,
    boatId: '',
  };
  const [values, setValues] = useState<EditValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<BookingEditPreview | null>(null);
  const formError = useRef<HTMLParagraphElement>(null);
  const previewEdit = usePreviewBookingEdit(booking.id);
  const confirmEdit = useEditBooking(booking.id);
  const kind = booking.slot.kind;
  const groupSize = Number(values.groupSize);
  const sizeKnown = Number.isInteger(groupSize) && groupSize >= 1 && groupSize <= PRIVATE_MAX_GUESTS;
  const catalogue = useQuery(addOnsQueryOptions());
  const offered = catalogue.data && sizeKnown ? addOnsOffered(catalogue.data.addOns, { kind, boatId: cruiseBoat(kind, groupSize) }) : [];
  const chosenDate = isValidIsoDate(values.date) ? values.date : null;
  const day = useMoveAvailability(kind, sizeKnown ? groupSize : booking.slot.seats, chosenDate).data?.days.find((d) => d.date === chosenDate) ?? null;
  const times = timeChoices(day, booking, chosenDate);
  const packages =
    kind === 'private'
      ? PRIVATE_PACKAGE_TYPES.map((key) => ({ key, name: tierPackagesFor(capacityTierFor(sizeKnown ? groupSize : booking.slot.seats)).packages[key].name }))
      : DISCO_PACKAGE_KEYS.map((key) => ({ key, name: DISCO_PACKAGES[key].name }));

  useEffect(() => {
    if (errors.form) formError.current?.focus();
  }, [errors]);

  const set = <K extends keyof EditValues>(key: K, value: EditValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
  };

  const refuse = (failure: unknown) => {
    const problem = apiProblem(failure);
    if (isStaleBooking(problem)) {
      onStale();
      return setErrors({ form: STALE_MESSAGE });
    }
    const found: Errors = {};
    for (const [field, message] of Object.entries(problem.fields)) {
      const key = field.startsWith('addOns') ? 'addOns' : field === 'packageType' || field === 'discoPackage' ? 'packageKey' : field;
      if (key in initial) found[key as keyof EditValues] ??= message;
    }
    setErrors({ ...found, form: problem.message });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (previewEdit.isPending) return;
    const request = editRequest(booking, values);
    const parsed = bookingEditSchema.safeParse(request);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        const key = field === 'packageType' || field === 'discoPackage' ? 'packageKey' : field;
        if (key in initial) found[key as keyof EditValues] ??= issue.message;
      }
      setErrors({ ...found, form: 'Check the fields marked below.' });
      return;
    }
    try {
      setPreview((await previewEdit.mutateAsync(parsed.data)).preview);
    } catch (failure) {
      refuse(failure);
    }
  };

  const confirm = async () => {
    if (!preview || confirmEdit.isPending) return;
    try {
      const answer = await confirmEdit.mutateAsync({ ...editRequest(booking, values), expectedTotal: preview.price.totalPrice });
      onEdited(answer.booking, answer.settlement.refund);
    } catch (failure) {
      setPreview(null);
      refuse(failure);
    }
  };

  if (preview) {
    return (
      <ConfirmStep
        id={id}
        heading="Check the change before you confirm"
        busy={confirmEdit.isPending}
        confirmLabel="Confirm the change"
        busyLabel="Saving the change..."
        onConfirm={() => void confirm()}
        onBack={() => setPreview(null)}
      >
        <ul className="admin-list" aria-label="What changes">
          {preview.changes.map((change) => (
            <li key={change.what}>
              {change.what}: {change.from} → {change.to}
            </li>
          ))}
        </ul>
        {preview.promo && <p className="admin-hint">{preview.promo.message}</p>}
        <p>
          {cruiseDate(preview.slot.date)}, {preview.slot.label}
          {kind === 'private' ? ` on ${preview.slot.boatName}` : ''}.
        </p>
        {priceTable(preview.price, `New price for ${booking.reference}`)}
        <SettlementFacts preview={preview} />
        <p className="admin-hint">The guest is e-mailed the change and the new figures; their trip page shows them at once.</p>
      </ConfirmStep>
    );
  }

  return (
    <form className="admin-booking-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Change the booking
      </h3>
      <p className="admin-hint">
        Change what the guest asked for, then preview: the new price comes from the price list as of today, with the booking's promo code.
      </p>
      {errors.form && (
        <p ref={formError} tabIndex={-1} className="admin-alert admin-alert--error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-groupSize`}>Guests</label>
        <input
          id={`${id}-groupSize`}
          type="number"
          inputMode="numeric"
          min={1}
          max={PRIVATE_MAX_GUESTS}
          value={values.groupSize}
          onChange={(event) => set('groupSize', event.target.value)}
          aria-invalid={errors.groupSize ? true : undefined}
          aria-describedby={describedBy(errors.groupSize && `${id}-groupSize-error`)}
        />
        <FieldError id={`${id}-groupSize-error`} message={errors.groupSize} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-package`}>Package</label>
        <select
          id={`${id}-package`}
          value={values.packageKey}
          onChange={(event) => set('packageKey', event.target.value)}
          aria-invalid={errors.packageKey ? true : undefined}
          aria-describedby={describedBy(errors.packageKey && `${id}-package-error`)}
        >
          {packages.map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-package-error`} message={errors.packageKey} />
      </div>
      {sizeKnown && <AddOnChoices addOns={offered} chosen={values.addOns} groupSize={groupSize} onChange={(addOns) => set('addOns', addOns)} />}
      <FieldError id={`${id}-addOns-error`} message={errors.addOns} />
      <div className="field">
        <label htmlFor={`${id}-date`}>Date</label>
        <input
          id={`${id}-date`}
          type="date"
          value={values.date}
          onChange={(event) => setValues((current) => ({ ...current, date: event.target.value, start: '' }))}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={describedBy(errors.date && `${id}-date-error`)}
        />
        <FieldError id={`${id}-date-error`} message={errors.date} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-start`}>Time</label>
        <select
          id={`${id}-start`}
          value={values.start}
          onChange={(event) => set('start', event.target.value)}
          aria-invalid={errors.start ? true : undefined}
          aria-describedby={describedBy(errors.start && `${id}-start-error`)}
        >
          <option value="">Choose a time</option>
          {times.map((time) => (
            <option key={time.start} value={time.start} disabled={time.taken}>
              {time.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-start-error`} message={errors.start} />
      </div>
      {kind === 'private' && (
        <div className="field">
          <label htmlFor={`${id}-boat`}>Boat</label>
          <select
            id={`${id}-boat`}
            value={values.boatId}
            onChange={(event) => set('boatId', event.target.value as BoatId | '')}
            aria-invalid={errors.boatId ? true : undefined}
            aria-describedby={describedBy(`${id}-boat-hint`, errors.boatId && `${id}-boat-error`)}
          >
            <option value="">{`As now (${booking.slot.boatName}), or the smallest free boat that carries the group`}</option>
            {BOATS.map((boat) => (
              <option key={boat.id} value={boat.id}>
                {boat.name} (up to {boat.capacity} guests)
              </option>
            ))}
          </select>
          <p id={`${id}-boat-hint`} className="admin-hint">
            A boat you choose must carry the group and be free at that time.
          </p>
          <FieldError id={`${id}-boat-error`} message={errors.boatId} />
        </div>
      )}
      <SubmitOrClose label="Preview the change" pendingLabel="Pricing..." pending={previewEdit.isPending} onClose={onClose} />
    </form>
  );
}
