import { sitePriceTable } from '../site/site-pricing.ts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_HOLD_MINUTES } from '#domain/booking/booking.ts';
import { STANDARD_DEPOSIT_PERCENT, URGENT_BOOKING_THRESHOLD_DAYS, URGENT_DEPOSIT_PERCENT } from '#domain/pricing/deposit.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { QUOTE_PRICE_HOLD_DAYS } from '#domain/booking/quote-identity.ts';
import { GRATUITY_PERCENT, TAX_RATE_BASIS_POINTS } from '#domain/pricing/rates.ts';
import { isAppPath } from '../app/paths.ts';
import DocumentationPage, { HANDBOOK_SECTIONS } from '../routes/admin/documentation.tsx';
import { AccessDenied } from './access-denied.tsx';
import { ADMIN_NAVIGATION, activeAdminItem, ariaCurrentFor } from './admin-navigation.ts';
import { AdminShell } from './admin-shell.tsx';

describe('the back-office navigation', () => {
  it('lists exactly the screens that exist, each an app route', () => {
    expect(ADMIN_NAVIGATION.map(({ title, href }) => [title, href])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Business summary', '/admin/business-summary'],
      ['Quotes', '/quotes'],
      ['New quote', '/quotes/new'],
      ['Projects', '/projects'],
      ['Bookings', '/admin/bookings'],
      ['Manifests', '/admin/manifests'],
      ['Inventory', '/admin/inventory'],
      ['Customers', '/customers'],
      ['Partial leads', '/partial-leads'],
      ['Agent chat', '/admin/agent-chat'],
      ['AI assistant', '/admin/ai-assistant'],
      ['Partners', '/affiliates'],
      ['Products', '/products'],
      ['Discounts', '/discounts'],
      ['Prices', '/admin/pricing'],
      ['Pricing rules', '/admin/pricing-rules'],
      ['E-mail templates', '/templates'],
      ['Blog', '/admin/blogs'],
      ['Media', '/admin/media'],
      ['Content blocks', '/admin/content-blocks'],
      ['FAQ review', '/admin/faq-review'],
      ['Guest reviews', '/admin/reviews'],
      ['SEO', '/admin/seo'],
      ['Demo content', '/demo-content'],
      ['Settings', '/settings'],
      ['Team', '/admin/team'],
      ['Documentation', '/documentation'],
    ]);
    for (const item of ADMIN_NAVIGATION) {
      expect(isAppPath(item.href), item.href).toBe(true);
      for (const pattern of item.matches) expect(isAppPath(pattern.replace(/:[a-z]+/g, 'x')), pattern).toBe(true);
    }
  });

  it.each([
    ['/dashboard', 'Dashboard', 'page'],
    ['/admin', 'Dashboard', 'page'],
    ['/quotes', 'Quotes', 'page'],
    ['/quotes/', 'Quotes', 'page'],
    ['/admin/quotes', 'Quotes', 'page'],
    ['/quotes/new', 'New quote', 'page'],
    ['/admin/quote-builder', 'New quote', 'page'],
    ['/quotes/q-123', 'Quotes', 'true'],
    ['/quotes/q-123/edit', 'Quotes', 'true'],
    ['/customers/a%40b.example', 'Customers', 'true'],
    ['/partial-leads', 'Partial leads', 'page'],
    ['/admin/agent-chat', 'Agent chat', 'page'],
    ['/admin/ai-assistant', 'AI assistant', 'page'],
    ['/admin/bookings', 'Bookings', 'page'],
    ['/admin/bookings/3f9a2c1b-0000-4000-8000-000000000000', 'Bookings', 'true'],
    ['/admin/inventory', 'Inventory', 'page'],
    ['/settings', 'Settings', 'page'],
    ['/documentation', 'Documentation', 'page'],
  ])('marks %s as %s (aria-current=%s), and nothing else', (path, title, current) => {
    expect(activeAdminItem(path)?.title).toBe(title);
    const marked = ADMIN_NAVIGATION.map((item) => [item.title, ariaCurrentFor(item, path)]).filter(([, value]) => value);
    expect(marked).toEqual([[title, current]]);
  });

  it('marks nothing on a path outside the back office', () => {
    expect(activeAdminItem('/quotes/a/b/c')).toBeNull();
    expect(activeAdminItem('/')).toBeNull();
  });
});

// usePrivatePageHead reads `document` for its default argument; its effects never run on the server.
beforeAll(() => {
  vi.stubGlobal('document', {});
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string, element: ReactNode): string {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('the back-office shell', () => {
  it('has a skip link, the business name, who is signed in, Sign out, the labelled navigation and the main landmark', () => {
    const html = renderAt('/quotes/q-1', <AdminShell email="staff@test.example" staffRole="office" onSignOut={() => undefined} />);
    expect(html).toContain('href="#admin-main">Skip to content</a>');
    expect(html).toContain('staff@test.example');
    expect(html).toContain('<span class="admin-shell-account__role"> (Office)</span>');
    expect(html).toMatch(/<button type="button" class="admin-shell-account__signout">.*Sign out<\/button>/);
    expect(html).toContain('<nav class="admin-shell-nav" aria-label="Back office">');
    expect(html).toMatch(/aria-expanded="false"[^>]*>.*Menu<\/button>/);
    expect(html).toMatch(/class="admin-shell-nav__link" aria-current="true" href="\/quotes"/);
    expect(html.match(/aria-current=/g)).toHaveLength(1);
    expect(html).toContain('<main id="admin-main" class="admin-shell-main" tabindex="-1">');
  });
});

describe('the back office by role (decision 075)', () => {
  const listed = (html: string) => [...html.matchAll(/class="admin-shell-nav__link"[^>]*>(?:<svg.*?<\/svg>)?([^<]+)</g)].map((match) => match[1]);

  it('lists a captain the manifests and the documentation only, and says a page of another role is not part of theirs', () => {
    const manifests = renderAt('/admin/manifests', <AdminShell email="sam@test.example" staffRole="captain" onSignOut={() => undefined} />);
    expect(listed(manifests)).toEqual(['Manifests', 'Documentation']);
    expect(manifests).toMatch(/class="admin-shell-brand" href="\/admin\/manifests"/);
    const bookings = renderAt('/admin/bookings', <AdminShell email="sam@test.example" staffRole="captain" onSignOut={() => undefined} />);
    expect(bookings).toContain('<h1 id="not-your-role">Not part of your role</h1>');
    expect(bookings).toContain('Bookings is for owner and office accounts.');
    expect(bookings).toMatch(/href="\/admin\/manifests"[^>]*>Go to the manifests<\/a>/);
  });

  it('lists the office everything but the owner’s sections, and the owner everything', () => {
    const office = listed(renderAt('/dashboard', <AdminShell email="lee@test.example" staffRole="office" onSignOut={() => undefined} />));
    expect(office).not.toContain('Settings');
    expect(office).not.toContain('Team');
    expect(office).not.toContain('Prices');
    expect(office).toContain('Bookings');
    expect(office).toContain('Content blocks');
    expect(listed(renderAt('/dashboard', <AdminShell email="pat@test.example" staffRole="owner" onSignOut={() => undefined} />))).toEqual(
      ADMIN_NAVIGATION.map((item) => item.title),
    );
    const settings = renderAt('/settings', <AdminShell email="lee@test.example" staffRole="office" onSignOut={() => undefined} />);
    expect(settings).toContain('Not part of your role');
  });
});

describe('Access Denied', () => {
  it("says so in the spec's words, with the way home and Sign out", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AccessDenied email="guest@test.example" onSignOut={() => undefined} />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1 class="auth-card__title">Access Denied</h1>');
    expect(html).toContain('You don&#x27;t have permission to access this page');
    expect(html).toContain('guest@test.example');
    expect(html).toMatch(/<a class="button button--primary" href="\/"[^>]*>Go to the home page<\/a>/);
    expect(html).toContain('>Sign out</button>');
  });
});

describe('the staff handbook', () => {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/documentation']}>
      <DocumentationPage />
    </MemoryRouter>,
  );

  it('has one h1, and a table of contents whose every link has its heading', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const { id, title } of HANDBOOK_SECTIONS) {
      expect(html).toContain(`<a href="#${id}">${title}</a>`);
      expect(html).toContain(`<h2 id="${id}">${title}</h2>`);
    }
  });

  it('takes its figures from domain/', () => {
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain(`${STANDARD_DEPOSIT_PERCENT}% deposit`);
    expect(text).toContain(`the deposit is ${URGENT_DEPOSIT_PERCENT}%`);
    expect(text).toContain(`${URGENT_BOOKING_THRESHOLD_DAYS} days away or fewer`);
    expect(text).toContain(`for ${QUOTE_PRICE_HOLD_DAYS} days from the day it was issued`);
    expect(text).toContain(`Sales tax is ${TAX_RATE_BASIS_POINTS / 100}%`);
    expect(text).toContain(`gratuity is ${GRATUITY_PERCENT}%`);
    expect(text).toContain(formatMoney(sitePriceTable.hourlyRates[75].SATURDAY));
    expect(text).toContain(`holds its boat or tickets for ${PAYMENT_HOLD_MINUTES} minutes; the card payment confirms it at once`);
  });
});
