/**
 * Spec "Embed routes": a widget runs inside someone else's page, so a runtime error must never
 * show as an overlay or a message there. Uncaught errors and unhandled promise rejections are
 * logged to the console (for whoever debugs it) and suppressed, and any runtime-error overlay
 * element (Vite's dev server adds `<vite-error-overlay>`) is removed as soon as it appears.
 */
export const ERROR_OVERLAY_SELECTOR = 'vite-error-overlay';

type Logger = (...data: unknown[]) => void;

export interface ErrorSuppressionTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/** Listens on `target` (the window); returns a function that stops listening. */
export function suppressUncaughtErrors(target: ErrorSuppressionTarget, log: Logger = console.error): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    log('Embed: uncaught error (suppressed)', error ?? message);
    event.preventDefault();
  };
  const onRejection = (event: Event) => {
    log('Embed: unhandled promise rejection (suppressed)', (event as PromiseRejectionEvent).reason);
    event.preventDefault();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Removes overlay elements now and whenever one is added later. */
export function removeErrorOverlays(doc: Document): () => void {
  for (const overlay of doc.querySelectorAll(ERROR_OVERLAY_SELECTOR)) overlay.remove();
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeName.toLowerCase() === ERROR_OVERLAY_SELECTOR) (node as Element).remove();
      }
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
