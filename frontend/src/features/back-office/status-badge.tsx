import type { QuoteStatus } from '#domain/quotes.ts';

/** A quote's state in words (never colour alone): active or expired, and superseded once amended. */
export function QuoteStatusBadge({ status, superseded = false }: { status: QuoteStatus; superseded?: boolean }) {
  if (superseded) return <span className="admin-badge admin-badge--superseded">Superseded</span>;
  return <span className={`admin-badge admin-badge--${status}`}>{status === 'active' ? 'Active' : 'Expired'}</span>;
}

/** Whether a lead went on to get a quote. */
export function ConvertedBadge({ converted }: { converted: boolean }) {
  return <span className={`admin-badge ${converted ? 'admin-badge--active' : 'admin-badge--muted'}`}>{converted ? 'Yes' : 'Not yet'}</span>;
}
