import { useEffect, useRef, type ReactNode } from 'react';

// The back office asks before it does what cannot be undone, in the page rather than in a modal
// (the question sits where the action was, and a screen reader reads it in its place). This is the
// whole step a booking's form goes through; confirm-prompt.tsx is the short question under an
// editor's buttons. Two modules, so a page loads only the one it shows.

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
