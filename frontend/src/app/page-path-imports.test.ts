import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What every page that loads React evaluates before its own route's code: the entry (main.tsx)
// and the hydration entry with the route tree (hydrate.tsx), followed through their static imports
// (an `import()` loads later, when its route is visited). A zod schema is built when its module
// is evaluated, so none may be reached from here (issue 27, decision 055): the pages would load
// and run zod for validation they never do.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ALIASES: Record<string, string> = { '#contracts/': 'contracts/', '#domain/': 'domain/', '#frontend/': 'frontend/src/' };
// `import x from '...'`, `import { a, type B } from '...'`, `import '...'`, `export * from '...'`; not `import type` or `export type`.
const STATIC_IMPORT = /^(?:import\s+(?!type\s)(?:[\s\S]*?\sfrom\s+)?|export\s+(?!type\s)(?:\*|\{[^}]*\})\s+from\s+)'([^']+)'/gm;

function resolve(from: string, specifier: string): string {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return path.join(ALIASES[alias]!, specifier.slice(alias.length));
  if (specifier.startsWith('.')) return path.join(path.dirname(from), specifier);
  return `package:${specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')}`;
}

const isZod = (file: string) => file === 'package:zod' || file.endsWith('shared/zod.ts');

/** Every module (repository path, or `package:<name>`) the entries evaluate through static imports. */
function staticGraph(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.startsWith('package:') || !/\.tsx?$/.test(file)) return;
    const source = readFileSync(path.join(repo, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1]!);
      if (!target.startsWith('package:') && !existsSync(path.join(repo, target))) throw new Error(`${file} imports ${match[1]}, which is not there`);
      visit(target);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

describe("what every page evaluates before its route's own code", () => {
  const graph = staticGraph(['frontend/src/main.tsx', 'frontend/src/hydrate.tsx']);

  it('is followed through the route tree to the pages’ shared parts (the walk sees what it must)', () => {
    for (const file of ['frontend/src/app/router.tsx', 'frontend/src/app/app-pages.ts', 'frontend/src/components/error-fallback.tsx', 'package:react-dom'])
      expect(graph.has(file), file).toBe(true);
  });

  it('builds no zod schema: zod is never reached, nor from the site frame every public page has', () => {
    const site = staticGraph(['frontend/src/main.tsx', 'frontend/src/hydrate.tsx', 'frontend/src/app/site-layout.tsx', 'frontend/src/app/site-routes.tsx']);
    expect(site.has('frontend/src/components/layout/announcement-bar.tsx')).toBe(true);
    expect(site.has('frontend/src/site/pages.tsx')).toBe(true);
    expect([...site].filter(isZod)).toEqual([]);
  });
});

describe("the portal's load", () => {
  const portal = staticGraph([
    'frontend/src/main.tsx',
    'frontend/src/hydrate.tsx',
    'frontend/src/portal/portal-layout.tsx',
    'frontend/src/routes/portal/login.tsx',
    'frontend/src/routes/portal/dashboard.tsx',
  ]);

  it("leaves out the marketing header, footer and bottom bar and the public pages' routes (they load when the guest goes to the site)", () => {
    expect(portal.has('frontend/src/portal/portal-layout.tsx')).toBe(true);
    const site = [
      'site-header.tsx',
      'site-footer.tsx',
      'mobile-bottom-bar.tsx',
      'announcement-bar.tsx',
      'site/pages.tsx',
      'blog/blog-routes.ts',
      'app/site-routes.tsx',
    ];
    expect([...portal].filter((file) => site.some((part) => file.endsWith(part)))).toEqual([]);
  });

  it('builds no zod schema: the sign-in form loads the e-mail rule when the guest uses it', () => {
    expect(portal.has('frontend/src/lib/email-rule.ts')).toBe(true);
    expect([...portal].filter(isZod)).toEqual([]);
  });
});

describe("the staff sign-in page's load (/auth, /admin/login)", () => {
  const signIn = staticGraph(['frontend/src/main.tsx', 'frontend/src/hydrate.tsx', 'frontend/src/routes/login.tsx']);

  it('builds no zod schema: the form loads the e-mail rule when the visitor uses it', () => {
    expect(signIn.has('frontend/src/features/auth/sign-in-form.tsx')).toBe(true);
    expect([...signIn].filter(isZod)).toEqual([]);
  });
});

describe("the quote page's load", () => {
  const quote = staticGraph(['frontend/src/main.tsx', 'frontend/src/hydrate.tsx', 'frontend/src/app/site-layout.tsx', 'frontend/src/routes/quote.tsx']);

  it('carries what shows the quote, not the booking, deposit, share and promo steps (they load when the guest opens them)', () => {
    expect(quote.has('frontend/src/features/quotes/quote-view.tsx')).toBe(true);
    expect(quote.has('frontend/src/features/booking/quote-booking.tsx')).toBe(true);
    const steps = [
      'features/booking/booking-form.tsx',
      'features/booking/booking-form-state.ts',
      'features/booking/booking-status.tsx',
      'features/booking/deposit-payment.tsx',
      'features/booking/balance-payment.tsx',
      'features/booking/share-panel.tsx',
      'features/chat/kept-contact.ts',
      'features/quotes/quote-promo-apply.ts',
      'lib/extras-api.ts',
    ];
    expect([...quote].filter((file) => steps.some((step) => file.endsWith(step)))).toEqual([]);
  });

  it('builds no zod schema', () => {
    expect([...quote].filter(isZod)).toEqual([]);
  });
});

// The link and form pages a guest lands on: each form's schema loads when its visitor starts on the
// form (frontend/src/lib/load-on-use.ts), not with the page.
describe.each([
  ['/pay/{token}', 'frontend/src/routes/pay.tsx'],
  ['/waiver/{token}', 'frontend/src/routes/waiver.tsx'],
  ['/book', 'frontend/src/routes/book.tsx'],
])("%s's load", (_path, route) => {
  const page = staticGraph(['frontend/src/main.tsx', 'frontend/src/hydrate.tsx', 'frontend/src/app/site-layout.tsx', route]);

  it('builds no zod schema', () => {
    expect(page.has(route)).toBe(true);
    expect([...page].filter(isZod)).toEqual([]);
  });
});

describe("a marketing page's copy (decision 084)", () => {
  const frame = ['frontend/src/main.tsx', 'frontend/src/hydrate.tsx', 'frontend/src/app/site-layout.tsx', 'frontend/src/app/site-routes.tsx'];
  const blockModules = (graph: Set<string>) => [...graph].filter((file) => file.startsWith('domain/content/blocks/')).sort();

  it("carries only its own page's content blocks, never the registry of every page's", () => {
    const bachelor = staticGraph([...frame, 'frontend/src/site/experience-page.tsx', 'frontend/src/site/content/pages/bachelor-party-austin.ts']);
    expect(bachelor.has('domain/content/content-block-text.ts')).toBe(true);
    expect(bachelor.has('domain/content/content-block-registry.ts')).toBe(false);
    expect(blockModules(bachelor)).toEqual(['domain/content/blocks/bachelor-party-austin.ts', 'domain/content/blocks/site.ts']);
    const home = staticGraph([...frame, 'frontend/src/routes/home.tsx']);
    expect(home.has('domain/content/content-block-registry.ts')).toBe(false);
    expect(blockModules(home)).toEqual(['domain/content/blocks/home.ts', 'domain/content/blocks/site.ts']);
  });
});
