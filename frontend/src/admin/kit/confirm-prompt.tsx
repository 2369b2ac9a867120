import { useEffect, useRef, type ReactNode } from 'react';

// The back office asks before it does what cannot be undone, in the page rather than in a modal
// (the question sits where the action was, and a screen reader reads it in its place). This is the
// short question under an editor's buttons; confirm-step.tsx is the whole step a booking's form
// goes through. Two modules, so a page loads only the one it shows.

/**
 * 'Reset to the defaults?' under an editor's buttons (settings, SEO, e-mail templates): the
 * question and Yes or Cancel, the keyboard taken to Yes when it appears.
 */
export function ConfirmPrompt({
  id,
  question,
  busy,
  onConfirm,
  onCancel,
  confirmLabel = 'Yes, reset',
  busyLabel = 'Resetting...',
}: {
  /** The question's id is `${id}-confirm`. */
  id: string;
  question: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  busyLabel?: string;
}) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className="admin-alert admin-alert--note" role="group" aria-labelledby={`${id}-confirm`}>
      <p id={`${id}-confirm`} className="admin-alert__title">
        {question}
      </p>
      <div className="admin-editor__actions">
        <button ref={confirmButton} type="button" className="button button--small button--primary" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
