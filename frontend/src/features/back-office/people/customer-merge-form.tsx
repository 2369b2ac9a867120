import '../../../lib/zod-without-eval.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { customerMergeSchema } from '#domain/people/customer-edits.ts';
import type { Customer } from '#domain/people/customers.ts';
import type { AdminCustomerDetailResponse } from '#domain/people/back-office.ts';
import { ConfirmStep } from '../../../admin/kit/confirm-step.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { FieldError } from '../../../components/forms/field-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiProblem } from '../shared/api-problem.ts';
import { customerQueryOptions, useMergeCustomer } from '../shared/api.ts';
import { plural } from '../shared/format.ts';

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
  /** The other record as the server has it, looked up before the confirmation names it. */
  const [other, setOther] = useState<AdminCustomerDetailResponse | null>(null);
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const merge = useMergeCustomer(customer.email);
  useEffect(() => {
    if (!confirming) input.current?.focus();
  }, [confirming]);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  // The confirmation says whose record is folded in, so an address with no record (or a typo) is
  // refused here, before staff are asked to confirm; the server checks again when they do.
  const next = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = customerMergeSchema.safeParse({ from, version });
    if (!parsed.success) return refuse(parsed.error.issues.find((issue) => issue.path[0] === 'from')?.message ?? 'Enter the other record’s e-mail.');
    setChecking(true);
    try {
      const found = await queryClient.fetchQuery(customerQueryOptions(parsed.data.from));
      if (found.email === customer.email) return refuse('That is this customer’s own address: enter the other record’s e-mail.');
      if (found.movedTo) return refuse(`That record was moved to ${found.movedTo}.`);
      if (!found.customer) return refuse('No customer has this e-mail address.');
      setOther(found);
      setConfirming(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) return refuse('No customer has this e-mail address.');
      setFormError(apiProblem(failure).message);
    } finally {
      setChecking(false);
    }
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
        heading={`Merge ${other?.customer?.name ? `${other.customer.name} (${other.email})` : from.trim()} into ${customer.name || customer.email}?`}
        busy={merge.isPending}
        confirmLabel="Yes, merge the records"
        busyLabel="Merging..."
        onConfirm={() => void confirm()}
        onBack={() => setConfirming(false)}
      >
        {other && (
          <p>
            That record has {plural(other.bookings.length, 'booking')} and {plural(other.quotes.length, 'quote')}.
          </p>
        )}
        <p>
          The other record's quotes, bookings, leads, e-mails, notes and timeline will show on this page, and its address will lead here. Its quotes and
          bookings keep the address they were made with. The screen cannot undo a merge.
        </p>
      </ConfirmStep>
    );
  }

  return (
    <form className="admin-customer-edit" noValidate onSubmit={(event) => void next(event)} aria-labelledby={`${id}-title`}>
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
        <button type="submit" className="button button--primary" disabled={checking}>
          {checking ? 'Checking...' : 'Continue'}
        </button>
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
