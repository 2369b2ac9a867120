import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app.tsx';
import { adoptBuiltFacts, renderIntoShell } from './app/render-into-shell.ts';
import { WAIVER_PAGE_DATA_ID, type WaiverPageData } from './features/manifest/waiver-page-data.ts';
import { RenderedWaiverMain, waiverPageTitle } from './routes/waiver.tsx';

/**
 * The page a guest opens from the group's waiver link, rendered on the server with the trip and
 * the waiver's text (decision 094), as the share page is (entry-pay-server.tsx): the site's
 * `waiver-shell.html` with its loading `<main>` replaced by the page's, rendered by
 * routes/waiver.tsx's own components from the API's answer.
 */

/** The shell's loading `<main>`, as routes/waiver.tsx renders it before any answer. */
const LOADING_MAIN_OPEN = '<main id="main" class="quote-page quote-page--loading waiver-page">';

/** The waiver page's `<main>` alone, as the browser's first render after hydration would produce it. */
export function renderWaiverMain(data: WaiverPageData): string {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false, staleTime: Infinity } } });
  try {
    return renderToString(
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={`/waiver/${encodeURIComponent(data.token)}`}>
          <RenderedWaiverMain data={data} />
        </StaticRouter>
      </AppProviders>,
    );
  } finally {
    queryClient.clear();
  }
}

/** The whole page, hydrated at the guest's first intent; throws when the shell is not the one this code knows. */
export function renderWaiverPage(shell: string, data: WaiverPageData): string {
  adoptBuiltFacts(shell);
  return renderIntoShell(shell, {
    loadingMainOpen: LOADING_MAIN_OPEN,
    title: waiverPageTitle(false),
    main: renderWaiverMain(data),
    dataId: WAIVER_PAGE_DATA_ID,
    data,
  });
}
