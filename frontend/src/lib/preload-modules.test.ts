import { describe, expect, it } from 'vitest';
import { preloadModules } from './preload-modules.ts';

/** A head that keeps what is appended, and links as plain records. */
function fakeDocument() {
  const appended: { rel: string; crossOrigin: string | null; href: string }[] = [];
  const doc = {
    head: { appendChild: (node: (typeof appended)[number]) => appended.push(node) },
    createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
  } as unknown as Pick<Document, 'head' | 'createElement'>;
  return { doc, appended };
}

describe("preloading a prerendered app route's scripts", () => {
  it('adds a modulepreload link, crossorigin as Vite loads its chunks, for each script named', () => {
    const { doc, appended } = fakeDocument();
    preloadModules('/assets/login-1.js /assets/portal-layout-2.js', doc);
    expect(appended).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/login-1.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/portal-layout-2.js' },
    ]);
  });

  it('adds nothing for a page that names none', () => {
    const { doc, appended } = fakeDocument();
    preloadModules(undefined, doc);
    preloadModules('', doc);
    expect(appended).toEqual([]);
  });
});
