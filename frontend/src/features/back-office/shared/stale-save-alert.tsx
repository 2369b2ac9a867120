import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { formatDateTime } from './format.ts';

/**
 * A versioned record (the business settings, the inventory) was saved by someone else while this
 * editor had it open, so the save was refused (409). Shown in place of nothing being saved: it
 * takes focus when it appears, keeps what staff typed, and offers their version or a save over it
 * once their version has loaded (`latest`).
 */
export function StaleSaveAlert({
  what,
  latest,
  busy,
  onLoadTheirs,
  onSaveMine,
}: {
  /** 'the settings', 'the slots and sailings'. */
  what: string;
  /** Who saved and when, once their version is loaded; null while it loads. */
  latest: { updatedBy?: string | null | undefined; updatedAt?: string | null | undefined } | null;
  busy: boolean;
  onLoadTheirs: () => void;
  onSaveMine: () => void;
}) {
  const headingId = useId();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <div ref={alert} className="admin-alert admin-alert--error" tabIndex={-1} role="group" aria-labelledby={headingId}>
      <AlertTriangle size={22} aria-hidden="true" />
      <div>
        <h2 id={headingId} className="admin-alert__title">
          Someone else saved {what} while you were editing
        </h2>
        <p>
          {latest?.updatedAt ? `${latest.updatedBy ?? 'Someone'} saved them ${formatDateTime(latest.updatedAt)}. ` : 'Loading their version... '}
          Your changes are still in the form and were not saved.
        </p>
        <div className="admin-editor__actions">
          <button type="button" className="button button--small button--secondary" onClick={onLoadTheirs} disabled={!latest || busy}>
            Load their version
          </button>
          <button type="button" className="button button--small button--primary" onClick={onSaveMine} disabled={!latest || busy}>
            Save mine over theirs
          </button>
        </div>
      </div>
    </div>
  );
}
