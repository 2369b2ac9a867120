import '../../../lib/zod-without-eval.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BOATS, type BoatId } from '#domain/pricing/fleet.ts';
import type { CruiseKind } from '#domain/booking/inventory.ts';
import { formatMoney, centsToDecimalString } from '#domain/shared/money.ts';
import type { AddOnUnit } from '#domain/pricing/price-extras.ts';
import { productInputSchema } from '#domain/pricing/product-input.ts';
import { ADD_ON_MAX_QUANTITY, type Product } from '#domain/pricing/products.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { apiProblem } from '../shared/api-problem.ts';
import { ErrorSummary } from '../../../admin/kit/error-summary.tsx';
import { centsFromDollars } from '../shared/money-input.ts';
import { useSaveProduct } from './extras-api.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, summaryProblems, type FieldErrors } from './form-problems.ts';

// The add-on catalogue's table and form (decision 027); /products composes them in the admin kit's list-and-form screen.

const KIND_LABELS: Record<CruiseKind, string> = { private: 'Private charter', disco: 'Disco cruise' };
const UNIT_LABELS: Record<AddOnUnit, string> = { cruise: 'per cruise', guest: 'per guest' };
const FIELD_ORDER = ['name', 'description', 'unitAmount', 'per', 'maxQuantity', 'cruiseKinds', 'boats', 'mediaId'] as const;

interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  per: AddOnUnit;
  /** Blank: as many as a quote may hold (ADD_ON_MAX_QUANTITY). */
  maxQuantity: string;
  cruiseKinds: CruiseKind[];
  boats: BoatId[];
  active: boolean;
  mediaId: string;
}

const blank: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  per: 'cruise',
  maxQuantity: '',
  cruiseKinds: ['private'],
  boats: BOATS.map((boat) => boat.id),
  active: true,
  mediaId: '',
};

function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: centsToDecimalString(product.unitAmount),
    per: product.per,
    maxQuantity: product.maxQuantity ? String(product.maxQuantity) : '',
    cruiseKinds: [...product.cruiseKinds],
    boats: [...product.boats],
    active: product.active,
    mediaId: product.mediaId ?? '',
  };
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

export function ProductTable({ products, onEdit }: { products: readonly Product[]; onEdit: (product: Product) => void }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>Add-ons guests can choose, in catalogue order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Cruises</th>
            <th scope="col">Boats</th>
            <th scope="col">Offered</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <th scope="row" data-label="Product">
                {product.name}
                {product.description && <span className="admin-table__sub">{product.description}</span>}
                {product.mediaId && <span className="admin-table__sub">Photo: {product.mediaId}</span>}
              </th>
              <td data-label="Price">
                {formatMoney(product.unitAmount)} {UNIT_LABELS[product.per]}
                {product.per === 'cruise' && product.maxQuantity && <span className="admin-table__sub">At most {product.maxQuantity} a cruise</span>}
              </td>
              <td data-label="Cruises">{product.cruiseKinds.map((kind) => KIND_LABELS[kind]).join(', ')}</td>
              <td data-label="Boats">
                {BOATS.filter((boat) => product.boats.includes(boat.id))
                  .map((boat) => boat.displayName)
                  .join(', ')}
              </td>
              <td data-label="Offered">{product.active ? 'Yes' : 'No (retired)'}</td>
              <td data-label="Actions">
                <button type="button" className="button button--small button--secondary" onClick={() => onEdit(product)}>
                  Edit<span className="visually-hidden"> {product.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProductForm({ product, onSaved }: { product: Product | null; onSaved: () => void }) {
  const id = useId();
  const save = useSaveProduct();
  const [values, setValues] = useState<ProductFormValues>(product ? valuesOf(product) : blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const summary = useRef<HTMLDivElement>(null);
  const idFor = (field: string) => `${id}-${field}`;
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const fail = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = centsFromDollars(values.price);
    const request = {
      name: values.name,
      description: values.description,
      per: values.per,
      unitAmount: cents ?? Number.NaN,
      // Only a per-cruise product is chosen by the number; blank leaves the quote's own limit.
      ...(values.per === 'cruise' && values.maxQuantity.trim() ? { maxQuantity: Number(values.maxQuantity.trim()) } : {}),
      boats: values.boats,
      cruiseKinds: values.cruiseKinds,
      active: values.active,
      ...(values.mediaId.trim() ? { mediaId: values.mediaId.trim() } : {}),
    };
    const checked = productInputSchema.safeParse(request);
    const found: FieldErrors = checked.success ? {} : fieldErrorsFromZod(checked.error);
    if (cents === null) found['unitAmount'] = 'Enter the price in dollars, such as 150 or 24.50.';
    if (Object.keys(found).length > 0 || !checked.success) return fail(found);
    setErrors({});
    save.mutate(
      { id: product?.id ?? null, product: request },
      {
        onSuccess: ({ product: saved }) => {
          toast({ title: `${saved.name} saved`, description: 'New quotes use it now.', variant: 'success' });
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

  return (
    <form className="admin-commerce-form" onSubmit={submit} noValidate aria-busy={save.isPending}>
      <ErrorSummary ref={summary} problems={summaryProblems(errors, FIELD_ORDER, idFor)} />
      <div className="field">
        <label htmlFor={idFor('name')}>Name</label>
        <input
          id={idFor('name')}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          aria-invalid={Boolean(error('name'))}
          aria-describedby={errorId('name')}
          maxLength={80}
        />
        <FieldError id={`${idFor('name')}-error`} message={error('name')} />
      </div>
      <div className="field">
        <label htmlFor={idFor('description')}>Description (shown to guests)</label>
        <textarea
          id={idFor('description')}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          rows={3}
          aria-invalid={Boolean(error('description'))}
          aria-describedby={errorId('description')}
        />
        <FieldError id={`${idFor('description')}-error`} message={error('description')} />
      </div>
      <div className="field">
        <label htmlFor={idFor('unitAmount')}>Price in dollars</label>
        <input
          id={idFor('unitAmount')}
          inputMode="decimal"
          value={values.price}
          onChange={(event) => set('price', event.target.value)}
          aria-invalid={Boolean(error('unitAmount'))}
          aria-describedby={describedBy(`${idFor('unitAmount')}-hint`, errorId('unitAmount'))}
        />
        <p id={`${idFor('unitAmount')}-hint`} className="field__hint">
          From $1 to $10,000.
        </p>
        <FieldError id={`${idFor('unitAmount')}-error`} message={error('unitAmount')} />
      </div>
      <fieldset className="admin-fieldset" id={idFor('per')} tabIndex={-1} aria-describedby={errorId('per')}>
        <legend>Charged</legend>
        {(['cruise', 'guest'] as const).map((unit) => (
          <label key={unit} className="admin-check">
            <input type="radio" name={`${id}-per`} checked={values.per === unit} onChange={() => set('per', unit)} /> {UNIT_LABELS[unit]}
          </label>
        ))}
        <FieldError id={`${idFor('per')}-error`} message={error('per')} />
      </fieldset>
      {values.per === 'cruise' && (
        <div className="field">
          <label htmlFor={idFor('maxQuantity')}>
            Most on one cruise<span className="field__optional"> (optional)</span>
          </label>
          <input
            id={idFor('maxQuantity')}
            inputMode="numeric"
            value={values.maxQuantity}
            onChange={(event) => set('maxQuantity', event.target.value)}
            aria-invalid={Boolean(error('maxQuantity'))}
            aria-describedby={describedBy(`${idFor('maxQuantity')}-hint`, errorId('maxQuantity'))}
          />
          <p id={`${idFor('maxQuantity')}-hint`} className="field__hint">
            How many you have for one cruise, 1 to {ADD_ON_MAX_QUANTITY}. Guests cannot choose more. Leave blank for up to {ADD_ON_MAX_QUANTITY}.
          </p>
          <FieldError id={`${idFor('maxQuantity')}-error`} message={error('maxQuantity')} />
        </div>
      )}
      <fieldset className="admin-fieldset" id={idFor('cruiseKinds')} tabIndex={-1} aria-describedby={errorId('cruiseKinds')}>
        <legend>Offered on</legend>
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
      <fieldset className="admin-fieldset" id={idFor('boats')} tabIndex={-1} aria-describedby={errorId('boats')}>
        <legend>Boats (private charters)</legend>
        {BOATS.map((boat) => (
          <label key={boat.id} className="admin-check">
            <input
              type="checkbox"
              checked={values.boats.includes(boat.id)}
              onChange={(event) => set('boats', toggled(values.boats, boat.id, event.target.checked))}
            />{' '}
            {boat.displayName}
          </label>
        ))}
        <FieldError id={`${idFor('boats')}-error`} message={error('boats')} />
      </fieldset>
      <div className="field">
        <label htmlFor={idFor('mediaId')}>Photo id from the media library (optional)</label>
        <input
          id={idFor('mediaId')}
          value={values.mediaId}
          onChange={(event) => set('mediaId', event.target.value)}
          aria-invalid={Boolean(error('mediaId'))}
          aria-describedby={errorId('mediaId')}
        />
        <FieldError id={`${idFor('mediaId')}-error`} message={error('mediaId')} />
      </div>
      <label className="admin-check">
        <input type="checkbox" checked={values.active} onChange={(event) => set('active', event.target.checked)} /> Offered to guests
      </label>
      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : product ? 'Save changes' : 'Add product'}
        </button>
      </div>
    </form>
  );
}
