import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { LoadError } from './load-error.tsx';

/**
 * A back-office screen that lists records with a form for one of them below the list (products,
 * discounts, prices, pricing rules): its title with the button that opens a new record's form, a
 * lead paragraph, then the list and the form the screen passes in. The form's section is
 * `FormBelowList`, its heading focused by `useFormBelowList` when a record is opened.
 */
export function ListAndFormScreen({
  title,
  newLabel,
  onNew,
  newDisabled,
  lead,
  children,
}: {
  title: string;
  newLabel: string;
  onNew: () => void;
  /** Set while there is nothing to make a new record from yet (the list has not loaded). */
  newDisabled?: boolean;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>{title}</h1>
        <button type="button" className="button button--primary" onClick={onNew} disabled={newDisabled}>
          {newLabel}
        </button>
      </header>
      <p className="admin-page__lead">{lead}</p>
      {children}
    </div>
  );
}

/** The form's section under the list: a heading the keyboard is taken to when a record is opened. */
export function FormBelowList({
  headingId,
  headingRef,
  heading,
  children,
}: {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * What a screen shows for a query: a spinner while it loads, what failed (with Try again) when it
 * did not, else what `children` draws from its data.
 */
export function Loaded<T>({
  query,
  loading,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** The spinner's label, such as 'Loading the products...'. */
  loading: string;
  /** What failed to load, such as 'the products'. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return children(query.data);
}
