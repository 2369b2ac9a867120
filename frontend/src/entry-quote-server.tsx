import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { AppProviders } from './app/app.tsx';
import { adoptBuiltFacts, renderIntoShell } from './app/render-into-shell.ts';
import { QUOTE_PAGE_DATA_ID, type QuotePageData } from './features/quotes/quote-page-data.ts';
import { quotePageTitle, RenderedQuoteMain } from './routes/quote.tsx';

/**
 * The quote page rendered on the server with its quote (decision 093): the site's prerendered
 * shell (`quote-shell.html`: the frame, the head, the scripts of the build the browser will load)
 * with its loading `<main>` replaced by the quote's, rendered by the page's own components from
 * the API's answer. Kept in the frontend beside the prerenderer (entry-server.tsx) because it is
 * the page's markup; the Lambda that serves it (functions/http/pages/quote-page.ts) only fetches
 * the shell and the answer and sends what this returns.
 */

/** The shell's loading `<main>`, as routes/quote.tsx renders it before any answer. */
const LOADING_MAIN_OPEN = '<main id="main" class="quote-page quote-page--loading">';

/** The quote's `<main>` alone, as the browser's first render after hydration would produce it. */
export function renderQuoteMain(data: QuotePageData): string {
  // Queries never run on the server: the answer is in the props, and the booking's steps load in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity } } });
  try {
    return renderToString(
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={quotePath(data.token)}>
          <RenderedQuoteMain data={data} />
        </StaticRouter>
      </AppProviders>,
    );
  } finally {
    queryClient.clear();
  }
}

/**
 * The whole page: `shell` (the built quote-shell.html) with the quote's title, its `<main>`, the
 * data for hydration, hydrated at the guest's first intent (render-into-shell.ts). Throws when the
 * shell is not the one this code knows, so the caller can serve the shell as it is.
 */
export function renderQuotePage(shell: string, data: QuotePageData): string {
  adoptBuiltFacts(shell);
  return renderIntoShell(shell, {
    loadingMainOpen: LOADING_MAIN_OPEN,
    title: quotePageTitle(data.answer?.quote.reference ?? null, data.answer === null),
    main: renderQuoteMain(data),
    dataId: QUOTE_PAGE_DATA_ID,
    data,
  });
}
