import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from './toast/toast-store.ts';

/**
 * A link to share in a read-only box with a Copy button (the group's waiver link, for the
 * organiser and for staff). Where the clipboard is not available the box is
 * selected so the link can be copied by hand.
 */
export function CopyLinkField({ url, label }: { url: string; label: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your message.', variant: 'success' });
    } catch {
      input.current?.select();
      toast({ title: 'Could not copy the link', description: 'It is selected in the box: copy it from there.', variant: 'error' });
    }
  };
  return (
    <div className="manifest-link">
      <label htmlFor={id}>{label}</label>
      <div className="manifest-link__row">
        <input id={id} ref={input} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--small" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" /> Copy link
        </button>
      </div>
    </div>
  );
}
