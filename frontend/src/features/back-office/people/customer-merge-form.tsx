import '../../../lib/zod-without-eval.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { customerMergeSchema } from '#domain/people/customer-edits.ts';
import type { Customer } from '#domain/people/customers.ts';
import { ConfirmStep } from '../../../admin/kit/confirm-step.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { FieldError } from '../../../components/forms/field-error.tsx';
import { apiProblem } from '../shared/api-problem.ts';
import { useMergeCustomer } from '../shared/api.ts';

/**
 * Staff fold another record of the same person into this customer: the other record's e-mail,
 * then a confirmation saying what happens (both histories show here; the other address points
 * here, and its quotes and bookings keep their address). Closing hands focus back to the opener.
 */
export function CustomerMergeForm({ customer, version, onClose }: { customer: Customer; version: number; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [from, setFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeCustomer(customer.email);
  useEffect(() => {
    if (!confirming) input.current?.focus();
  }, [confirming]);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = customerMergeSchema.safeParse({ from, version });
    if (!parsed.success) {
      setError(parsed.error.issues.find((issue) => issue.path[0] === 'from')?.message ?? 'Enter the other record’s e-mail.');
      input.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      await merge.mutateAsync({ from: from.trim(), version });
      toast({ title: `Merged ${from.trim()} into ${customer.name || customer.email}`, variant: 'success' });
      onClose();
    } catch (failure) {
      const problem = apiProblem(failure);
      setFormError(problem.message);
      setError(problem.fields['from'] ?? null);
      setConfirming(false);
    }
  };

  if (confirming) {
    return (
      <ConfirmStep
        id={id}
        heading={`Merge ${from.trim()} into ${customer.name || customer.email}?`}
        busy={merge.isPending}
        confirmLabel="Yes, merge the records"
        busyLabel="Merging..."
        onConfirm={() => void confirm()}
        onBack={() => setConfirming(false)}
      >
        <p>
          The other record's quotes, bookings, leads, e-mails, notes and timeline will show on this page, and its address will lead here. Its quotes and
          bookings keep the address they were made with. The screen cannot undo a merge.
        </p>
      </ConfirmStep>
    );
  }

  return (
    <form className="admin-customer-edit" noValidate onSubmit={next} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="admin-subheading">
        Merge another record into this one
      </h3>
      {formError && (
        <p className="admin-alert admin-alert--error" role="alert">
          {formError}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-from`}>E-mail of the other record</label>
        <input
          id={`${id}-from`}
          ref={input}
          type="email"
          autoComplete="off"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            setError(null);
            setFormError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-from-error` : undefined}
        />
        <FieldError id={`${id}-from-error`} message={error} />
      </div>
      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary">
          Continue
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
