import { sitePriceTable, sitePricing } from '../../../site/site-pricing.ts';
import '../../../lib/zod-without-eval.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminQuoteCreatedResponse } from '#domain/people/back-office.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import { DISCO_PACKAGES, isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { EVENT_TYPES } from '#domain/booking/event-types.ts';
import { PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { addOnsOffered, cruiseBoat } from '#domain/pricing/products.ts';
import { isGroupSize, packageOptions, startingPrice, type PackageKey } from '#domain/booking/quote-choices.ts';
import { CRUISE_KIND_LABELS } from '../../../components/pricing/choice-text.ts';
import { PricePanel } from '../../../components/pricing/price-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pricingStaffRoutes } from '#contracts/routes/pricing-staff.ts';
import { useServerPrice } from '../../../lib/server-price.ts';
import { emailSchema } from '#domain/booking/schemas.ts';
import { hashText } from '../../../lib/hash.ts';
import { randomUuid } from '../../../lib/random-id.ts';
import { AddOnChoices } from '../../../components/extras/add-on-choices.tsx';
import { addOnsQueryOptions } from '../../../lib/extras-api.ts';
import { useSaveAdminQuote } from '../shared/api.ts';
import {
  brideApplies,
  checkQuoteForm,
  choicesFor,
  discoUnavailableReason,
  formErrorsFrom,
  guestCount,
  livePrice,
  selectionFor,
  withChange,
  type QuoteFormErrors,
  type QuoteFormField,
  type QuoteFormValues,
} from './quote-form-state.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import type { QuotePresetChoices } from '#domain/booking/quote-presets.ts';
import { formValuesWithPreset } from './quote-preset-mapping.ts';
import { QuotePresetsPanel } from './quote-presets-panel.tsx';

// Where the first error is, in the order the form reads.
const FIELD_ORDER: readonly QuoteFormField[] = [
  'eventType',
  'eventDate',
  'groupSize',
  'cruiseKind',
  'packageKey',
  'lilyPad',
  'brideIncluded',
  'addOns',
  'promoCode',
  'name',
  'email',
  'phone',
  'notes',
];

interface QuoteFormProps {
  initial: QuoteFormValues;
  /** The business day the prices are for (America/Chicago), read once by the page. */
  today: IsoDate;
  /** The quote this form amends; saving makes the next version of it. */
  revises?: string;
  submitLabel: string;
  onSaved: (saved: AdminQuoteCreatedResponse) => void;
  /** Saved presets (decision 029): a new quote may start from one; any quote's choices may be saved as one. */
  presets?: 'start-or-save' | 'save';
}

/**
 * The staff quote form (not the chat): occasion, date, guests, private or disco, package and
 * add-on, the guest's contact and notes, with the live itemised price from the domain engine
 * beside it. It is checked with the API's schema and the engine before it is sent, and what the
 * API still refuses is shown beside its field.
 */
export function QuoteForm({ initial, today, revises, submitLabel, onSaved, presets }: QuoteFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [typed, setValues] = useState(initial);
  const addOnsQuery = useQuery(addOnsQueryOptions());
  const groupSize = guestCount(typed.groupSize);
  const offered = useMemo(
    () =>
      addOnsQuery.data && groupSize !== undefined && isGroupSize(groupSize)
        ? addOnsOffered(addOnsQuery.data.addOns, { kind: typed.cruiseKind, boatId: cruiseBoat(typed.cruiseKind, groupSize) })
        : [],
    [addOnsQuery.data, typed.cruiseKind, groupSize],
  );
  // An add-on the cruise no longer takes (another boat for the new group) is not sent: the server would refuse it.
  const values = useMemo(
    () => (addOnsQuery.data ? { ...typed, addOns: typed.addOns.filter((choice) => offered.some((addOn) => addOn.id === choice.productId)) } : typed),
    [typed, offered, addOnsQuery.data],
  );
  const catalogue = addOnsQuery.data?.addOns;
  const [submitted, setSubmitted] = useState(false);
  const [apiErrors, setApiErrors] = useState<QuoteFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // One key per visit to the form, with a hash of what is sent: a retry of the same quote (a
  // double click, a lost answer) returns the first save; a changed quote is a new request.
  const [session] = useState(randomUuid);
  const save = useSaveAdminQuote();

  const choices = useMemo(() => choicesFor(values, today), [values, today]);
  // The engine here only says what cannot be priced (beside its field, at once); the price shown is
  // the server's, from the function the save prices with (decision 035).
  const live = useMemo(() => livePrice(values, today, catalogue), [values, today, catalogue]);
  const asked = useMemo(() => (live.price ? selectionFor(values) : null), [live.price, values]);
  // The e-mail matters only to a code's per-customer limit, so typing it reprices nothing otherwise.
  const codeEmail = values.promoCode.trim() && emailSchema.safeParse(values.email).success ? values.email.trim() : undefined;
  const server = useServerPrice(pricingStaffRoutes.previewAdminQuotePrice, asked, codeEmail);
  const packages = useMemo(() => packageOptions(choices, today, sitePricing), [choices, today]);
  const discoReason = discoUnavailableReason(values, today);
  const check = useMemo(() => checkQuoteForm(values, today, revises, catalogue), [values, today, revises, catalogue]);
  const errors: QuoteFormErrors = {
    ...(submitted && !check.ok ? check.errors : {}),
    ...live.problems,
    ...(server.promoRefused ? { promoCode: server.promoRefused.message } : {}),
    ...apiErrors,
  };

  const set = <F extends QuoteFormField>(field: F, value: QuoteFormValues[F]) => {
    setValues((current) => withChange(current, field, value, today));
    setApiErrors(({ [field]: _cleared, ...rest }) => rest);
    setFormError(null);
  };

  // A preset replaces the cruise choices at once; what the server refused of the old ones no longer applies.
  const applyPreset = (choices: QuotePresetChoices) => {
    setValues((current) => formValuesWithPreset(current, choices, today));
    setApiErrors({});
    setFormError(null);
  };

  const focusFirst = (found: QuoteFormErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]:not(:disabled)`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) {
      focusFirst({ ...check.errors, ...live.problems });
      return;
    }
    try {
      const saved = await save.mutateAsync({ request: check.request, idempotencyKey: `${session}:${hashText(JSON.stringify(check.request))}` });
      onSaved(saved);
    } catch (error) {
      const details = error instanceof ApiError ? error.details : null;
      const { errors: fieldErrors, other } = formErrorsFrom(details?.fields ?? {});
      setApiErrors(fieldErrors);
      setFormError(
        other[0] ?? (Object.keys(fieldErrors).length ? null : (details?.message ?? 'We could not save the quote. Check your connection and try again.')),
      );
      focusFirst(fieldErrors);
    }
  };

  const errorId = (field: QuoteFormField) => `${id}-${field}-error`;
  const describedByFor = (field: QuoteFormField, ...more: (string | false | undefined)[]) => describedBy(...more, errors[field] && errorId(field));
  const fieldError = (field: QuoteFormField) => <FieldError id={errorId(field)} message={errors[field]} />;
  const invalid = (field: QuoteFormField) => (errors[field] ? true : undefined);

  const textField = (field: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={invalid(field)}
        aria-describedby={describedByFor(field)}
        required
      />
      {fieldError(field)}
    </div>
  );

  return (
    <div className={presets ? 'admin-editor admin-editor--presets' : 'admin-editor'}>
      {presets && <QuotePresetsPanel values={values} canStart={presets === 'start-or-save'} onApply={applyPreset} />}
      <form ref={formRef} className="admin-editor__form" noValidate onSubmit={(event) => void submit(event)} aria-label="Quote">
        <fieldset className="admin-fieldset">
          <legend>The cruise</legend>
          <div className="admin-form-grid">
            <div className="field">
              <label htmlFor={`${id}-eventType`}>Occasion</label>
              <select
                id={`${id}-eventType`}
                name="eventType"
                value={values.eventType}
                onChange={(event) => set('eventType', event.target.value as QuoteFormValues['eventType'])}
                aria-invalid={invalid('eventType')}
                aria-describedby={describedByFor('eventType')}
                required
              >
                <option value="">Choose one</option>
                {EVENT_TYPES.map((type) => (
                  <option key={type.key} value={type.key}>
                    {type.label}
                  </option>
                ))}
              </select>
              {fieldError('eventType')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-eventDate`}>Cruise date</label>
              <input
                id={`${id}-eventDate`}
                name="eventDate"
                type="date"
                min={today}
                value={values.eventDate}
                onChange={(event) => set('eventDate', event.target.value)}
                aria-invalid={invalid('eventDate')}
                aria-describedby={describedByFor('eventDate')}
                required
              />
              {fieldError('eventDate')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-groupSize`}>Guests</label>
              <input
                id={`${id}-groupSize`}
                name="groupSize"
                type="number"
                inputMode="numeric"
                min={PRIVATE_MIN_GUESTS}
                max={PRIVATE_MAX_GUESTS}
                step={1}
                value={values.groupSize}
                onChange={(event) => set('groupSize', event.target.value)}
                aria-invalid={invalid('groupSize')}
                aria-describedby={describedByFor('groupSize', `${id}-groupSize-hint`)}
                required
              />
              <p id={`${id}-groupSize-hint`} className="admin-hint">
                {PRIVATE_MIN_GUESTS} to {PRIVATE_MAX_GUESTS}, counting the organiser.
              </p>
              {fieldError('groupSize')}
            </div>
          </div>

          <fieldset className="admin-choice" aria-describedby={describedByFor('cruiseKind', discoReason ? `${id}-disco-reason` : undefined)}>
            <legend>Cruise</legend>
            <div className="admin-choice__options">
              {(['private', 'disco'] as const).map((kind) => (
                <label key={kind} className="admin-option" data-checked={values.cruiseKind === kind ? 'true' : undefined}>
                  <input
                    type="radio"
                    name="cruiseKind"
                    value={kind}
                    checked={values.cruiseKind === kind}
                    disabled={kind === 'disco' && discoReason !== null}
                    onChange={() => set('cruiseKind', kind)}
                  />
                  <span>{CRUISE_KIND_LABELS[kind]}</span>
                </label>
              ))}
            </div>
            {discoReason && (
              <p id={`${id}-disco-reason`} className="admin-hint">
                {discoReason}
              </p>
            )}
            {fieldError('cruiseKind')}
          </fieldset>

          <fieldset className="admin-choice" aria-describedby={describedByFor('packageKey')}>
            <legend>Package</legend>
            <div className="admin-choice__options admin-choice__options--packages">
              {packages.map((option) => (
                <label key={option.key} className="admin-option admin-option--package" data-checked={values.packageKey === option.key ? 'true' : undefined}>
                  <input
                    type="radio"
                    name="packageKey"
                    value={option.key}
                    checked={values.packageKey === option.key}
                    onChange={() => set('packageKey', option.key as PackageKey)}
                  />
                  <span className="admin-option__text">
                    <span className="admin-option__name">
                      {option.name}
                      {option.mostPopular && <span className="admin-badge admin-badge--muted">Most popular</span>}
                    </span>
                    <span className="admin-option__detail">
                      {option.price ? `${formatMoney(option.price.totalPrice)} total, ${formatMoney(option.price.perPersonCost)} per guest` : option.tagline}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {fieldError('packageKey')}
          </fieldset>

          <AddOn values={values} set={set} lilyPadId={`${id}-lilyPad`} brideId={`${id}-bride`} />
          {groupSize !== undefined && isGroupSize(groupSize) && (
            <AddOnChoices addOns={offered} chosen={values.addOns} groupSize={groupSize} onChange={(addOns) => set('addOns', addOns)} />
          )}
          {fieldError('addOns')}
          <div className="field">
            <label htmlFor={`${id}-promoCode`}>
              Promo code<span className="field__optional"> (optional)</span>
            </label>
            <input
              id={`${id}-promoCode`}
              name="promoCode"
              value={values.promoCode}
              onChange={(event) => set('promoCode', event.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={30}
              aria-invalid={invalid('promoCode')}
              aria-describedby={describedByFor('promoCode', `${id}-promoCode-hint`)}
            />
            <p id={`${id}-promoCode-hint`} className="admin-hint">
              Checked and priced as you type, and again when the quote is saved; the quote then lists its discount.
            </p>
            {fieldError('promoCode')}
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>The guest</legend>
          <div className="admin-form-grid">
            {textField('name', 'Full name', 'text', 'off')}
            {textField('email', 'E-mail', 'email', 'off')}
            {textField('phone', 'Phone', 'tel', 'off')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-notes`}>
              Notes for the crew<span className="field__optional"> (optional, shown on the quote)</span>
            </label>
            <textarea
              id={`${id}-notes`}
              name="notes"
              rows={3}
              maxLength={2000}
              value={values.notes}
              onChange={(event) => set('notes', event.target.value)}
              aria-invalid={invalid('notes')}
              aria-describedby={describedByFor('notes')}
            />
            {fieldError('notes')}
          </div>
        </fieldset>

        {formError && (
          <p className="form-alert" role="alert">
            {formError}
          </p>
        )}
        <div className="admin-editor__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : submitLabel}
          </button>
          <p className="admin-hint">The price beside the form is the one the quote is saved with; the guest is e-mailed the link.</p>
        </div>
      </form>
      <div className="admin-editor__price">
        <PricePanel choices={choices} price={server.price} status={server.status} from={server.price ? null : startingPrice(choices, today, sitePricing)} />
      </div>
    </div>
  );
}

function AddOn({
  values,
  set,
  lilyPadId,
  brideId,
}: {
  values: QuoteFormValues;
  set: <F extends QuoteFormField>(field: F, value: QuoteFormValues[F]) => void;
  lilyPadId: string;
  brideId: string;
}): ReactNode {
  if (values.cruiseKind === 'private') {
    if (values.packageKey === 'ultimate') return <p className="admin-hint">The Ultimate package comes with the giant lily pad float.</p>;
    return (
      <div className="admin-check">
        <input id={lilyPadId} name="lilyPad" type="checkbox" checked={values.lilyPad} onChange={(event) => set('lilyPad', event.target.checked)} />
        <label htmlFor={lilyPadId}>Giant lily pad float (+{formatMoney(sitePriceTable.lilyPad)})</label>
      </div>
    );
  }
  if (!brideApplies(values) || !isDiscoPackageKey(values.packageKey)) return null;
  return (
    <div className="admin-check">
      <input
        id={brideId}
        name="brideIncluded"
        type="checkbox"
        checked={values.brideIncluded}
        onChange={(event) => set('brideIncluded', event.target.checked)}
      />
      <label htmlFor={brideId}>The bride is one of the guests (she rides free on {DISCO_PACKAGES[values.packageKey].name})</label>
    </div>
  );
}
