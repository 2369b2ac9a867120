import type { ReactNode } from 'react';

/** A record's facts as a description list: term, then what it is. */
export function Facts({ items, className = 'admin-facts' }: { items: readonly { term: string; detail: ReactNode }[]; className?: string }) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
