/**
 * What an embedded widget tells the page that frames it (window.postMessage). Partner sites and
 * our own home page read the same two messages, so this module is all a host needs: it imports
 * nothing and loads nothing of the widget.
 */
export interface ResizeMessage {
  type: 'resize';
  /** The widget's content height in CSS pixels. */
  height: number;
}

export interface QuoteSubmittedMessage {
  type: 'quote-submitted';
  /** The short reference the guest quotes on the phone, e.g. 'Q-3F9A2C1B'. */
  reference: string;
  /** Site path of the quote page, `/quote/<token>`. */
  path: string;
  /** The quote page's absolute URL (a partner's page is on another site). */
  url: string;
}

export type EmbedMessage = ResizeMessage | QuoteSubmittedMessage;

const QUOTE_PATH = /^\/quote\/[^/?#]+$/;

/** The message in a `message` event's data, or null when it is not one of ours (or malformed). */
export function readEmbedMessage(data: unknown): EmbedMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message['type'] === 'resize') {
    const height = message['height'];
    return typeof height === 'number' && Number.isFinite(height) && height >= 0 ? { type: 'resize', height } : null;
  }
  if (message['type'] === 'quote-submitted') {
    const { reference, path, url } = message;
    if (typeof reference !== 'string' || typeof path !== 'string' || typeof url !== 'string' || !QUOTE_PATH.test(path)) return null;
    return { type: 'quote-submitted', reference, path, url };
  }
  return null;
}

/** The home page's rule (spec "Home page"): the reported height plus 100, and at least 1200. */
export const QUOTE_FRAME_MIN_HEIGHT = 1200;
export const QUOTE_FRAME_EXTRA_HEIGHT = 100;

export function quoteFrameHeight(reportedHeight: number): number {
  return Math.max(QUOTE_FRAME_MIN_HEIGHT, Math.ceil(reportedHeight) + QUOTE_FRAME_EXTRA_HEIGHT);
}
