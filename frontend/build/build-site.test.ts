import { describe, expect, it } from 'vitest';
import { rootAttributesFor, scriptsOf, stylesheetsOf } from './build-site.ts';

describe('prerendering app routes', () => {
  it("links the stylesheets a route module loads with: its own and its static imports', each once", () => {
    const manifest = {
      'src/routes/quote.tsx': { file: 'assets/quote.js', css: ['assets/quote.css'], imports: ['_table.js', 'index.html'] },
      '_table.js': { file: 'assets/table.js', css: ['assets/table.css'], imports: ['index.html'] },
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
    };
    expect(stylesheetsOf(manifest, 'src/routes/quote.tsx')).toEqual(['/assets/quote.css', '/assets/table.css', '/assets/index.css']);
    expect(() => stylesheetsOf(manifest, 'src/routes/missing.tsx')).toThrow('The Vite manifest has no src/routes/missing.tsx');
  });

  it("names the scripts a route module loads with, for preloading: its own and its static imports', each once, never the entry every page has", () => {
    const manifest = {
      'src/routes/portal/login.tsx': { file: 'assets/login.js', imports: ['_field.js', '_api.js', 'index.html'] },
      '_field.js': { file: 'assets/field.js', imports: ['_api.js'] },
      '_api.js': { file: 'assets/api.js', imports: ['index.html'] },
      'index.html': { file: 'assets/index.js', isEntry: true },
    };
    expect(scriptsOf(manifest, 'src/routes/portal/login.tsx')).toEqual(['/assets/login.js', '/assets/field.js', '/assets/api.js']);
    expect(() => scriptsOf(manifest, 'src/routes/missing.tsx')).toThrow('The Vite manifest has no src/routes/missing.tsx');
  });

  it('tells main.tsx on the root element how to hand the page to React', () => {
    expect(rootAttributesFor({ path: '/chat', title: 'Chat', robots: 'noindex, follow', hydrate: 'on-intent', module: 'src/routes/chat.tsx' })).toBe(
      'data-app-route="/chat" data-hydrate="on-intent"',
    );
    expect(
      rootAttributesFor({
        path: '/quote/:token',
        title: 'Quote',
        robots: 'noindex, nofollow',
        hydrate: 'at-load',
        module: 'src/routes/quote.tsx',
        firstGet: { path: '/api/quotes/by-token/:token' },
      }),
    ).toBe('data-app-route="/quote/:token" data-hydrate="at-load" data-first-get="/api/quotes/by-token/:token"');
    expect(
      rootAttributesFor({
        path: '/auth',
        title: 'Sign in',
        robots: 'noindex, nofollow',
        hydrate: 'on-intent',
        module: 'src/routes/login.tsx',
        firstGet: { path: '/api/user', hydrateIfOk: true },
      }),
    ).toBe('data-app-route="/auth" data-hydrate="on-intent" data-first-get="/api/user" data-hydrate-if-ok');
    expect(
      rootAttributesFor({ path: '/book', title: 'Book', robots: 'noindex, follow', hydrate: 'on-intent', module: 'src/routes/book.tsx' }, [
        '/assets/book-1.js',
        '/assets/date-step-2.js',
      ]),
    ).toBe('data-app-route="/book" data-hydrate="on-intent" data-preload="/assets/book-1.js /assets/date-step-2.js"');
  });

  it('refuses a path an attribute would have to escape', () => {
    expect(() => rootAttributesFor({ path: '/a"b', title: 'x', robots: 'noindex, nofollow', hydrate: 'on-intent', module: 'x' })).toThrow(
      'paths and words only',
    );
    expect(() =>
      rootAttributesFor({ path: '/book', title: 'x', robots: 'noindex, follow', hydrate: 'on-intent', module: 'x' }, ['/assets/a.js" onload="x']),
    ).toThrow('paths and words only');
  });
});
