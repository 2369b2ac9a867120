import '../../../lib/zod-without-eval.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CruiseKind } from '#domain/booking/inventory.ts';
import type { PromoKind } from '#domain/pricing/price-extras.ts';
import { formatMoney, centsToDecimalString } from '#domain/shared/money.ts';
import { newPromoCodeSchema, PROMO_MAX_AMOUNT, PROMO_MAX_PERCENT, promoSummary, type PromoCodeWithUses } from '#domain/pricing/promo-codes.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { apiProblem } from '../shared/api-problem.ts';
import { ErrorSummary } from '../../../admin/kit/error-summary.tsx';
import { centsFromDollars } from '../shared/money-input.ts';
import { useSavePromoCode } from './extras-api.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, summaryProblems, type FieldErrors } from './form-problems.ts';

// The promo codes' table and form (decision 027); /discounts composes them in the admin kit's list-and-form screen.

const KIND_LABELS: Record<CruiseKind, string> = { private: 'Private charter', disco: 'Disco cruise' };
const FIELD_ORDER = ['code', 'description', 'kind', 'value', 'validFrom', 'validTo', 'minGroupSize', 'cruiseKinds', 'totalLimit', 'perCustomerLimit'] as const;

interface PromoFormValues {
  code: string;
  description: string;
  kind: PromoKind;
  value: string;
  validFrom: string;
  validTo: string;
  minGroupSize: string;
  cruiseKinds: CruiseKind[];
  totalLimit: string;
  perCustomerLimit: string;
  stackable: boolean;
  allowsFree: boolean;
  active: boolean;
}

const blank: PromoFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validTo: '',
  minGroupSize: '1',
  cruiseKinds: ['private', 'disco'],
  totalLimit: '',
  perCustomerLimit: '1',
  stackable: false,
  allowsFree: false,
  active: true,
};

function valuesOf(promo: PromoCodeWithUses): PromoFormValues {
  return {
    code: promo.code,
    description: promo.description,
    kind: promo.kind,
    value: promo.kind === 'percent' ? String(promo.value) : centsToDecimalString(promo.value),
    validFrom: promo.validFrom,
    validTo: promo.validTo,
    minGroupSize: String(promo.minGroupSize),
    cruiseKinds: [...promo.cruiseKinds],
    totalLimit: promo.totalLimit === null ? '' : String(promo.totalLimit),
    perCustomerLimit: promo.perCustomerLimit === null ? '' : String(promo.perCustomerLimit),
    stackable: promo.stackable,
    allowsFree: promo.allowsFree,
    active: promo.active,
  };
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
/** A whole number as typed, null when blank; NaN (refused by the schema) when it is not one. */
const wholeOrNull = (text: string): number | null => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const limitText = (limit: number | null) => (limit === null ? 'No limit' : String(limit));

export function PromoTable({ codes, onEdit }: { codes: readonly PromoCodeWithUses[]; onEdit: (promo: PromoCodeWithUses) => void }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>Promo codes, by code</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Valid</th>
            <th scope="col">Terms</th>
            <th scope="col">Bookings</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((promo) => (
            <tr key={promo.code}>
              <th scope="row" data-label="Code">
                {promoSummary(promo)}
                {promo.description && <span className="admin-table__sub">{promo.description}</span>}
              </th>
              <td data-label="Valid">
                {promo.validFrom} to {promo.validTo}
              </td>
              <td data-label="Terms">
                {promo.cruiseKinds.map((kind) => KIND_LABELS[kind]).join(', ')}; groups of {promo.minGroupSize}+;{' '}
                {promo.stackable ? 'combines with off-peak prices' : 'not with off-peak prices'}
                {promo.allowsFree ? '; may make the cruise free' : ''}
              </td>
              <td data-label="Bookings">
                {promo.uses} of {limitText(promo.totalLimit)}
                <span className="admin-table__sub">Per customer: {limitText(promo.perCustomerLimit)}</span>
              </td>
              <td data-label="Status">{promo.active ? 'Active' : 'Off'}</td>
              <td data-label="Actions">
                <button type="button" className="button button--small button--secondary" onClick={() => onEdit(promo)}>
                  Edit<span className="visually-hidden"> {promo.code}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PromoForm({ promo, onSaved }: { promo: PromoCodeWithUses | null; onSaved: () => void }) {
  const id = useId();
  const save = useSavePromoCode();
  const [values, setValues] = useState<PromoFormValues>(promo ? valuesOf(promo) : blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const summary = useRef<HTMLDivElement>(null);
  const idFor = (field: string) => `${id}-${field}`;
  const set = <K extends keyof PromoFormValues>(field: K, value: PromoFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const fail = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = values.kind === 'percent' ? wholeOrNull(values.value) : centsFromDollars(values.value);
    const terms = {
      description: values.description,
      kind: values.kind,
      value: value ?? Number.NaN,
      validFrom: values.validFrom,
      validTo: values.validTo,
      minGroupSize: wholeOrNull(values.minGroupSize) ?? 1,
      cruiseKinds: values.cruiseKinds,
      totalLimit: wholeOrNull(values.totalLimit),
      perCustomerLimit: wholeOrNull(values.perCustomerLimit),
      stackable: values.stackable,
      allowsFree: values.allowsFree,
      active: values.active,
    };
    const checked = newPromoCodeSchema.safeParse({ ...terms, code: values.code });
    if (!checked.success) return fail(fieldErrorsFromZod(checked.error));
    setErrors({});
    save.mutate(
      { code: checked.data.code, isNew: promo === null, terms },
      {
        onSuccess: ({ code: saved }) => {
          toast({ title: `${saved.code} saved`, description: 'Guests can use it on its valid dates.', variant: 'success' });
          onSaved();
        },
        onError: (failure) => {
          const problem = apiProblem(failure);
          const fields = fieldErrorsFromApi(problem.fields);
          fail(Object.keys(fields).length > 0 ? fields : { form: problem.message });
        },
      },
    );
  };

  const error = (field: string) => errors[field];
  const errorId = (field: string) => (errors[field] ? `${idFor(field)}-error` : undefined);
  const text = (
    field: 'code' | 'description' | 'value' | 'validFrom' | 'validTo' | 'minGroupSize' | 'totalLimit' | 'perCustomerLimit',
    label: string,
    options: { type?: string; hint?: string; inputMode?: 'numeric' | 'decimal'; readOnly?: boolean } = {},
  ) => (
    <div className="field">
      <label htmlFor={idFor(field)}>{label}</label>
      <input
        id={idFor(field)}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        readOnly={options.readOnly}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={Boolean(error(field))}
        aria-describedby={describedBy(options.hint && `${idFor(field)}-hint`, errorId(field))}
      />
      {options.hint && (
        <p id={`${idFor(field)}-hint`} className="field__hint">
          {options.hint}
        </p>
      )}
      <FieldError id={`${idFor(field)}-error`} message={error(field)} />
    </div>
  );

  return (
    <form className="admin-commerce-form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <ErrorSummary ref={summary} problems={summaryProblems(errors, FIELD_ORDER, idFor)} />
      {text('code', 'Code', {
        hint: promo ? 'A code cannot be renamed; turn it off and add another.' : '3 to 30 letters, digits, - or _. Guests may type it in any case.',
        readOnly: promo !== null,
      })}
      {text('description', 'Description (for staff)')}
      <fieldset className="admin-fieldset" id={idFor('kind')} tabIndex={-1}>
        <legend>Discount</legend>
        <label className="admin-check">
          <input type="radio" name={`${id}-kind`} checked={values.kind === 'percent'} onChange={() => set('kind', 'percent')} /> Percent off
        </label>
        <label className="admin-check">
          <input type="radio" name={`${id}-kind`} checked={values.kind === 'amount'} onChange={() => set('kind', 'amount')} /> Dollars off
        </label>
        {text('value', values.kind === 'percent' ? 'Percent off' : 'Dollars off', {
          inputMode: values.kind === 'percent' ? 'numeric' : 'decimal',
          hint:
            values.kind === 'percent'
              ? `From 1 to ${PROMO_MAX_PERCENT}.`
              : `Up to ${formatMoney(PROMO_MAX_AMOUNT)}; never more than the cruise and its add-ons.`,
        })}
      </fieldset>
      {text('validFrom', 'First day it can be entered', { type: 'date' })}
      {text('validTo', 'Last day it can be entered', { type: 'date' })}
      {text('minGroupSize', 'Smallest group', { inputMode: 'numeric' })}
      <fieldset className="admin-fieldset" id={idFor('cruiseKinds')} tabIndex={-1} aria-describedby={errorId('cruiseKinds')}>
        <legend>For</legend>
        {(['private', 'disco'] as const).map((kind) => (
          <label key={kind} className="admin-check">
            <input
              type="checkbox"
              checked={values.cruiseKinds.includes(kind)}
              onChange={(event) => set('cruiseKinds', toggled(values.cruiseKinds, kind, event.target.checked))}
            />{' '}
            {KIND_LABELS[kind]}
          </label>
        ))}
        <FieldError id={`${idFor('cruiseKinds')}-error`} message={error('cruiseKinds')} />
      </fieldset>
      {text('totalLimit', 'Bookings in all (empty for no limit)', { inputMode: 'numeric' })}
      {text('perCustomerLimit', 'Bookings per customer (empty for no limit)', { inputMode: 'numeric' })}
      <label className="admin-check">
        <input type="checkbox" checked={values.stackable} onChange={(event) => set('stackable', event.target.checked)} /> Combines with off-peak prices
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={values.allowsFree} onChange={(event) => set('allowsFree', event.target.checked)} /> May make the cruise free (otherwise
        at most {PROMO_MAX_PERCENT}% comes off)
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={values.active} onChange={(event) => set('active', event.target.checked)} /> Active
      </label>
      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : promo ? 'Save changes' : 'Add promo code'}
        </button>
      </div>
    </form>
  );
}
