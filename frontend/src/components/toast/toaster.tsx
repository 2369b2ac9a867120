import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { toastStore, useToast, type ToastRecord, type ToastStore } from './toast-store.ts';

const VARIANT_ICONS = { default: Info, success: CircleCheck, error: CircleAlert } as const;

/**
 * One toast card. It closes itself after its duration; the countdown pauses while the pointer is
 * over it or focus is inside it and resumes with the time that was left. An update restarts it.
 */
function ToastCard({ toast }: { toast: ToastRecord }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const hovered = useRef(false);
  const focused = useRef(false);
  const onOpenChange = useRef(toast.onOpenChange);
  onOpenChange.current = toast.onOpenChange;

  const stop = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  };
  const start = () => {
    if (timer.current !== undefined || hovered.current || focused.current) return;
    if (!Number.isFinite(remaining.current)) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => onOpenChange.current(false), Math.max(0, remaining.current));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts the countdown when the toast's content changes; start and stop touch only refs
  useEffect(() => {
    remaining.current = toast.duration;
    start();
    return stop;
    // Restart the countdown when the toast's content changes (toast().update()).
  }, [toast.duration, toast.title, toast.description, toast.variant]);

  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    start();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') toast.onOpenChange(false);
  };

  const Icon = VARIANT_ICONS[toast.variant];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the toast pauses its countdown while it is hovered or holds focus, and Escape inside it closes it; its buttons are the controls
    <div
      className={`toast toast--${toast.variant}`}
      data-state={toast.open ? 'open' : 'closed'}
      onPointerEnter={() => {
        hovered.current = true;
        stop();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        start();
      }}
      onFocus={() => {
        focused.current = true;
        stop();
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Icon className="toast__icon" size={20} aria-hidden="true" />
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={() => toast.onOpenChange(false)}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

export interface ToasterProps {
  /** Defaults to the app's store; tests pass their own. */
  store?: ToastStore;
}

/**
 * Renders the current toast, fixed bottom-right (above the mobile bottom bar on small screens).
 * Both live regions are always in the page so screen readers announce what appears in them:
 * ordinary toasts in a polite status region, error toasts in an alert region.
 */
export function Toaster({ store = toastStore }: ToasterProps) {
  const { toasts } = useToast(store);
  const current = toasts.find((t) => t.open);
  const isError = current?.variant === 'error';
  return (
    <section className="toast-viewport" aria-label="Notifications">
      <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
        {current && !isError ? <ToastCard key={current.id} toast={current} /> : null}
      </div>
      <div className="toast-region" role="alert" aria-atomic="true">
        {current && isError ? <ToastCard key={current.id} toast={current} /> : null}
      </div>
    </section>
  );
}
