import { useState } from 'react';
import { businessFacts } from '#domain/site/business.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import { QuoteChat } from '../features/chat/quote-chat.tsx';
import { postToParent } from './parent.ts';
import { EMBED_WIDGETS, widgetPathFor } from './widgets.ts';

/**
 * The quote builder as a partner's page shows it. When the guest saves a quote, the host page is
 * told (it may move on, as our home page does), and the widget itself offers the quote page in a
 * new tab: navigating inside someone else's frame would trap the guest in it.
 */
function QuoteWidget({ search, today }: { search: string; today: IsoDate }) {
  const [saved, setSaved] = useState<{ reference: string; url: string } | null>(null);
  const onQuoteSaved = (response: CreateQuoteResponse) => {
    const url = new URL(response.path, window.location.origin).href;
    setSaved({ reference: response.quote.reference, url });
    postToParent({ type: 'quote-submitted', reference: response.quote.reference, path: response.path, url });
  };
  return (
    <>
      <QuoteChat source="embed" compact search={search} today={today} onQuoteSaved={onQuoteSaved} />
      {saved && (
        <p className="embed__saved" role="status">
          Your quote {saved.reference} is saved.{' '}
          <a href={saved.url} target="_blank" rel="noopener">
            Open your quote in a new tab
          </a>
        </p>
      )}
    </>
  );
}

export function EmbedApp({ pathname, search, today }: { pathname: string; search: string; today: IsoDate }) {
  const path = widgetPathFor(pathname);
  return (
    <main className="embed">
      <h1 className="visually-hidden">{path ? `${EMBED_WIDGETS[path]} from ${businessFacts.name}` : 'Widget not found'}</h1>
      {path === '/embed/quote' ? (
        <QuoteWidget search={search} today={today} />
      ) : (
        <p className="embed__missing">
          There is no widget at this address.{' '}
          <a href="/" target="_blank" rel="noopener">
            Visit {businessFacts.name}
          </a>
        </p>
      )}
    </main>
  );
}
