import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the URL: what they are now, `apply` to change some of them and `clear`.
 *
 * Two changes can come before the screen re-renders with the first (a date typed in each box of a
 * range at once, on a busy phone): react-router's setter only knows the URL of the last render, so
 * the second would drop the first. While the URL is still the one a change was asked from, the
 * next change builds on what was asked.
 */
export function useUrlFilters<F>(read: (search: URLSearchParams) => F, write: (filters: F) => URLSearchParams) {
  const [search, setSearch] = useSearchParams();
  const filters = read(search);
  const url = search.toString();
  const asked = useRef<{ from: string; filters: F } | null>(null);
  const apply = (change: Partial<F>) => {
    const base = asked.current?.from === url ? asked.current.filters : filters;
    const next = { ...base, ...change };
    asked.current = { from: url, filters: next };
    setSearch(write(next));
  };
  /** Back to the plain list: no filters in the URL. */
  const clear = () => {
    asked.current = null;
    setSearch(new URLSearchParams());
  };
  return { filters, apply, clear };
}
