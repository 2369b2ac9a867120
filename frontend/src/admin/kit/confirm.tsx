import { useEffect, useRef, type ReactNode } from 'react';

// The back office asks before it does what cannot be undone, in the page rather than in a modal
// (the question sits where the action was, and a screen reader reads it in its place). Two forms:
// a short question under an editor's buttons, and a whole step a booking's form goes through.

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

/**
 * The step a booking's refund or cancellation goes through before it is sent: what is about to
 * happen under a heading the keyboard is taken to, then the danger button and Go back.
 */
export function ConfirmStep({
  id,
  heading,
  children,
  busy,
  confirmLabel,
  busyLabel,
  onConfirm,
  onBack,
}: {
  /** The heading's id is `${id}-confirm`. */
  id: string;
  heading: ReactNode;
  children: ReactNode;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => confirmHeading.current?.focus(), []);
  return (
    <section className="admin-booking-form admin-booking-confirm" aria-labelledby={`${id}-confirm`}>
      <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1} className="admin-subheading">
        {heading}
      </h3>
      {children}
      <div className="admin-editor__actions">
        <button type="button" className="button admin-button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          Go back
        </button>
      </div>
    </section>
  );
}
