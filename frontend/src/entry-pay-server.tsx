import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app.tsx';
import { adoptBuiltFacts, renderIntoShell } from './app/render-into-shell.ts';
import { PAY_PAGE_DATA_ID, type PayPageData } from './features/booking/pay-page-data.ts';
import { payPageTitle, RenderedPayMain } from './routes/pay.tsx';

/**
 * The share page a friend opens, rendered on the server with its booking's figures (decision 093),
 * as the quote page is (entry-quote-server.tsx): the site's `pay-shell.html` with its loading
 * `<main>` replaced by the page's, rendered by routes/pay.tsx's own components from the API's answer.
 */

/** The shell's loading `<main>`, as routes/pay.tsx renders it before any answer. */
const LOADING_MAIN_OPEN = '<main id="main" class="quote-page quote-page--loading">';

/** The share page's `<main>` alone, as the browser's first render after hydration would produce it. */
export function renderPayMain(data: PayPageData): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity } } });
  try {
    return renderToString(
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={`/pay/${encodeURIComponent(data.token)}`}>
          <RenderedPayMain data={data} />
        </StaticRouter>
      </AppProviders>,
    );
  } finally {
    queryClient.clear();
  }
}

/** The whole page, hydrated at the friend's first intent; throws when the shell is not the one this code knows. */
export function renderPayPage(shell: string, data: PayPageData): string {
  adoptBuiltFacts(shell);
  return renderIntoShell(shell, { loadingMainOpen: LOADING_MAIN_OPEN, title: payPageTitle(false), main: renderPayMain(data), dataId: PAY_PAGE_DATA_ID, data });
}
