import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { AppProviders } from './app/app.tsx';
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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The JSON as a script element's text: `<` escaped, so no string in it (a guest's name, say) can
 * close the element; U+2028 and U+2029 are valid in JSON and in a data block.
 */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
 * data for hydration, and `#root` told to hydrate at the guest's first intent, as every
 * prerendered page does (decision 007), without asking the API first: the page is complete. Throws
 * when the shell is not the one this code knows (a build of another version), so the caller
 * can serve the shell as it is rather than a page hydration would not match.
 */
export function renderQuotePage(shell: string, data: QuotePageData): string {
  const mainStart = shell.indexOf(LOADING_MAIN_OPEN);
  const mainEnd = mainStart < 0 ? -1 : shell.indexOf('</main>', mainStart);
  const root = /<div id="root"[^>]*>/.exec(shell);
  const title = /<title>[^<]*<\/title>/.exec(shell);
  if (mainEnd < 0 || !root || !title || !shell.includes('</body>')) throw new Error('The quote shell does not have the loading page this renderer replaces.');
  const rootTag = root[0]
    .replace(/ data-first-get="[^"]*"/, '')
    .replace(/ data-hydrate="[^"]*"/, ' data-hydrate="on-intent"')
    .replace(/ data-hydrate-if-ok(="[^"]*")?/, '');
  const main = renderQuoteMain(data);
  const pageTitle = `<title>${escapeHtml(quotePageTitle(data.answer?.quote.reference ?? null, data.answer === null))}</title>`;
  const dataScript = `<script type="application/json" id="${QUOTE_PAGE_DATA_ID}">${jsonForScript(data)}</script>`;
  return (
    shell.slice(0, title.index) +
    pageTitle +
    shell.slice(title.index + title[0].length, root.index) +
    rootTag +
    shell.slice(root.index + root[0].length, mainStart) +
    main +
    shell.slice(mainEnd + '</main>'.length).replace('</body>', `${dataScript}</body>`)
  );
}
