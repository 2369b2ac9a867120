import { describe, expect, it, vi } from 'vitest';
import { businessFacts } from '#domain/site/business.ts';
import { suppressUncaughtErrors } from './error-suppression.ts';
import { QUOTE_FRAME_MIN_HEIGHT, quoteFrameHeight, readEmbedMessage } from './messages.ts';
import { postToParent } from './parent.ts';
import { partnerRefIn } from './partner-ref.ts';
import { embedDocumentTitle, widgetPathFor } from './widgets.ts';

describe('messages a widget posts to its host', () => {
  it('reads a resize with a usable height and nothing else', () => {
    expect(readEmbedMessage({ type: 'resize', height: 812.5 })).toEqual({ type: 'resize', height: 812.5 });
    for (const height of [-1, Number.NaN, Number.POSITIVE_INFINITY, '900', undefined])
      expect(readEmbedMessage({ type: 'resize', height }), String(height)).toBeNull();
  });

  it('reads a quote-submitted message only when its path is a quote page', () => {
    const message = { type: 'quote-submitted', reference: 'Q-1A2B3C4D', path: '/quote/abc.def', url: 'https://example.test/quote/abc.def' };
    expect(readEmbedMessage({ ...message, extra: 1 })).toEqual(message);
    for (const path of ['/admin', 'https://evil.test/quote/x', '/quote/', '/quote/a/b', '//evil.test/quote/x']) {
      expect(readEmbedMessage({ ...message, path }), path).toBeNull();
    }
    expect(readEmbedMessage({ ...message, reference: 7 })).toBeNull();
  });

  it("ignores other pages' messages", () => {
    for (const data of [null, 'resize', 42, { type: 'other' }, { height: 900 }]) expect(readEmbedMessage(data)).toBeNull();
  });

  it('sizes the home page frame to the reported height plus 100, never under 1200 (spec "Home page")', () => {
    expect(QUOTE_FRAME_MIN_HEIGHT).toBe(1200);
    expect(quoteFrameHeight(0)).toBe(1200);
    expect(quoteFrameHeight(1100)).toBe(1200);
    expect(quoteFrameHeight(1101)).toBe(1201);
    expect(quoteFrameHeight(1600.2)).toBe(1701);
  });
});

describe('embed widgets by path', () => {
  it('knows /embed/quote, with or without a trailing slash, and nothing else', () => {
    expect(widgetPathFor('/embed/quote')).toBe('/embed/quote');
    expect(widgetPathFor('/embed/quote/')).toBe('/embed/quote');
    for (const path of ['/embed/', '/embed/quotes', '/embed/quote/x', '/embed/constructor', '/embed/toString']) expect(widgetPathFor(path), path).toBeNull();
  });

  it('titles the frame with the widget and the business', () => {
    expect(embedDocumentTitle('/embed/quote')).toBe(`Get your instant quote | ${businessFacts.name}`);
    expect(embedDocumentTitle('/embed/nope')).toBe(`Widget not found | ${businessFacts.name}`);
  });
});

describe('error suppression (spec "Embed routes")', () => {
  it('logs uncaught errors and unhandled rejections and stops the browser reporting them', () => {
    const target = new EventTarget();
    const log = vi.fn();
    const stop = suppressUncaughtErrors(target, log);
    const error = new Error('boom');
    const errorEvent = Object.assign(new Event('error', { cancelable: true }), { error, message: 'boom' });
    target.dispatchEvent(errorEvent);
    const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: 'nope' });
    target.dispatchEvent(rejection);
    expect(errorEvent.defaultPrevented).toBe(true);
    expect(rejection.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('uncaught error'), error);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unhandled promise rejection'), 'nope');

    stop();
    const later = new Event('error', { cancelable: true });
    target.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('posting to the framing page', () => {
  it('posts to the parent with target origin * (partners are not known in advance)', () => {
    const postMessage = vi.fn();
    const win = { parent: { postMessage } } as unknown as Window;
    postToParent({ type: 'resize', height: 640 }, win);
    expect(postMessage).toHaveBeenCalledWith({ type: 'resize', height: 640 }, '*');
  });

  it('posts nothing when the widget is opened on its own', () => {
    const postMessage = vi.fn();
    const win = { postMessage } as unknown as Window & { parent: Window };
    win.parent = win;
    postToParent({ type: 'resize', height: 640 }, win);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe("the partner's referral code in the widget's address", () => {
  it('reads ?ref= when it is a code, and nothing else', () => {
    expect(partnerRefIn('?ref=HOTEL-1_a')).toBe('HOTEL-1_a');
    expect(partnerRefIn('?type=general&ref=%20HOTEL1%20')).toBe('HOTEL1');
    for (const search of ['', '?ref=', '?ref=no%20spaces', '?ref=%3Cscript%3E', `?ref=${'A'.repeat(41)}`]) expect(partnerRefIn(search), search).toBeUndefined();
  });
});
