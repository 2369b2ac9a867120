import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster markup', () => {
  it('renders both live regions empty on the server', () => {
    const store = createToastStore();
    store.toast({ title: 'Saved!' });
    // The server snapshot is always empty: toasts only ever appear after hydration.
    const html = renderToStaticMarkup(<Toaster store={store} />);
    expect(html).toBe(
      '<section class="toast-viewport" aria-label="Notifications">' +
        '<div class="toast-region" role="status" aria-live="polite" aria-atomic="true"></div>' +
        '<div class="toast-region" role="alert" aria-atomic="true"></div>' +
        '</section>',
    );
  });
});
