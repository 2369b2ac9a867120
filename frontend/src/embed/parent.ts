import type { EmbedMessage } from './messages.ts';

/**
 * Tells the framing page something. The target origin is '*' because partners (hotels, planners)
 * are sites we do not know in advance; a message carries only what the guest has just seen in the
 * widget (its height, their quote's reference and link), never contact details.
 */
export function postToParent(message: EmbedMessage, win: Window = window): void {
  // Opened on its own (not framed): there is nobody to tell.
  if (win.parent === win) return;
  win.parent.postMessage(message, '*');
}

/**
 * Reports the widget's content height now and whenever it changes, so the host can size the frame
 * to fit and the widget never scrolls inside it. The height is the document element's own box
 * (its content), not scrollHeight, which is at least the frame's height and would only ever grow.
 */
export function reportHeightChanges(win: Window = window): () => void {
  let reported = -1;
  const report = () => {
    const height = Math.ceil(win.document.documentElement.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    postToParent({ type: 'resize', height }, win);
  };
  report();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(report);
  observer.observe(win.document.documentElement);
  return () => observer.disconnect();
}
