/**
 * The buttons under a booking's payment, move and cancel forms: the form's action, which says
 * what it is doing while its request is out, and Close.
 */
export function SubmitOrClose({
  label,
  pendingLabel,
  pending = false,
  onClose,
}: {
  label: string;
  pendingLabel?: string;
  pending?: boolean;
  onClose: () => void;
}) {
  return (
    <div className="admin-editor__actions">
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending && pendingLabel ? pendingLabel : label}
      </button>
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
