import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';

export interface SearchFormProps {
  /** The search landmark's name: "Find quotes". */
  label: string;
  /** The search as it stands (the URL's); the box follows it when it changes elsewhere (back, a link). */
  value: string;
  /** What the box searches, as its placeholder: "Name, e-mail or phone". */
  placeholder: string;
  /** The search sent, trimmed. */
  onSearch: (q: string) => void;
  /** The list's other filters, beside the box. */
  children?: ReactNode;
  /** The box takes two thirds of the row on a wide screen: for a list with one other filter and a long placeholder, which the usual column cuts. */
  wide?: boolean;
}

/**
 * A back-office list's search: a landmark holding a labelled box sent with its button (or Enter),
 * and the list's other filters. The box keeps what is typed until it is sent, so a list is not
 * fetched again on every key.
 */
export function SearchForm({ label, value, placeholder, onSearch, children, wide = false }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} className={wide ? 'admin-filters admin-filters--wide-search' : 'admin-filters'} onSubmit={submit}>
      <div className="field admin-filters__search">
        <label htmlFor={`${id}-q`}>Search</label>
        <div className="admin-filters__row">
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
          />
          <button type="submit" className="button button--small button--primary">
            Search
          </button>
        </div>
      </div>
      {children}
    </form>
  );
}
