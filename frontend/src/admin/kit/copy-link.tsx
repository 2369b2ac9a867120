import { Copy, ExternalLink } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '../../components/toast/toast-store.ts';

/**
 * A quote's link for staff to send: the address in a read-only box, a Copy button and Open quote
 * (a new tab, as the guest sees it). Where the clipboard is not available the box is selected
 * so the link can be copied by hand.
 */
export function CopyLink({ url, label = 'Link to send the guest' }: { url: string; label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your e-mail or message to the guest.', variant: 'success' });
    } catch {
      input.current?.select();
      toast({ title: 'Could not copy the link', description: 'It is selected in the box: copy it from there.', variant: 'error' });
    }
  };
  return (
    <div className="admin-copy">
      <label htmlFor={id} className="admin-copy__label">
        {label}
      </label>
      <div className="admin-copy__row">
        <input id={id} ref={input} className="admin-copy__input" type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--small" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" /> Copy link
        </button>
        <a className="button button--small" href={url} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={16} aria-hidden="true" /> Open quote<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
