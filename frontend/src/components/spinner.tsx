/**
 * The 'Loading...' indicator shown while a route's code or data loads. As an overlay it sits
 * under the header while the previous page stays in place, so nothing shifts.
 */
export function Spinner({ label = 'Loading...', overlay = false }: { label?: string; overlay?: boolean }) {
  return (
    <div className={overlay ? 'spinner spinner--overlay' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
