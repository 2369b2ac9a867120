import '../../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { customerEditSchema, customerKey } from '#domain/people/customer-edits.ts';
import type { Customer } from '#domain/people/customers.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { FieldError } from '../../../components/forms/field-error.tsx';
import { apiProblem } from '../shared/api-problem.ts';
import { useEditCustomer } from '../shared/api.ts';
import { customerPath } from '../shared/format.ts';

type Field = 'name' | 'email' | 'phone';
const FIELDS = ['name', 'email', 'phone'] as const;

/**
 * Staff correct a customer's name, e-mail and phone. A new e-mail moves the record (the page
 * follows it); quotes and bookings already made keep the address they were made with, which the
 * form says before it is saved. Cancel, or a save, hands focus back to the button that opened it.
 */
export function CustomerEditForm({ customer, version, onClose }: { customer: Customer; version: number; onClose: (saved: boolean) => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ name: customer.name, email: customer.email, phone: customer.phone ?? '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const inputs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null) };
  const save = useEditCustomer(customer.email);
  // Opening the form puts the cursor in its first field.
  useEffect(() => inputs.name.current?.focus(), [inputs.name]);
  const newAddress = customerKey(values.email) !== customerKey(customer.email) && values.email.trim() !== '';

  const show = (found: typeof errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = customerEditSchema.safeParse({ ...values, phone: values.phone.trim(), version });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as Field] ??= issue.message;
      show(found);
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      toast({
        title: `Saved ${saved.customer.name}`,
        description: newAddress ? `The customer is now at ${saved.customer.email}.` : undefined,
        variant: 'success',
      });
      onClose(true);
      if (newAddress) void navigate(customerPath(saved.customer.email), { replace: true });
    } catch (failure) {
      const problem = apiProblem(failure);
      const found: typeof errors = { form: problem.message };
      for (const field of FIELDS) if (problem.fields[field]) found[field] = problem.fields[field];
      show(found);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string, hint?: string) => {
    const described = [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          ref={inputs[name]}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
          }}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={described || undefined}
        />
        {hint && (
          <p id={`${id}-${name}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        <FieldError id={`${id}-${name}-error`} message={errors[name]} />
      </div>
    );
  };

  return (
    <form className="admin-customer-edit" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Edit the contact
      </h3>
      {errors.form && (
        <p className="admin-alert admin-alert--error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="admin-form-grid">
        {field('name', 'Name', 'text', 'off')}
        {field('email', 'E-mail', 'email', 'off', 'A new address moves the record and its history there; it cannot be one another customer has.')}
        {field('phone', 'Phone', 'tel', 'off', 'Leave empty if they gave none.')}
      </div>
      {newAddress && (
        <p className="admin-alert admin-alert--note" role="status">
          The customer moves to the new address, with their history. Quotes and bookings already made keep the address they were made with: the guest's
          confirmations, links and portal sign-in still use it.
        </p>
      )}
      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save contact'}
        </button>
        <button type="button" className="button" onClick={() => onClose(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
