import { useId, useState } from 'react';
import { businessFacts } from '#domain/site/business.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { CreateQuoteResponse } from '#domain/booking/quotes.ts';
import { useQuoteStartsFromAgent } from '../features/chat/agent-start.ts';
import { QuoteChat } from '../features/chat/quote-chat.tsx';
import { EmbedAgent } from './embed-agent.tsx';
import { postToParent } from './parent.ts';
import { partnerRefIn } from './partner-ref.ts';
import { EMBED_WIDGETS, widgetPathFor } from './widgets.ts';

/**
 * The quote builder as a partner's page shows it, with the chat agent above it as on /chat: a
 * quote the agent starts fills this builder. When the guest saves a quote, the host page is
 * told (it may move on, as our home page does), and the widget itself offers the quote page in a
 * new tab: navigating inside someone else's frame would trap the guest in it.
 */
function QuoteWidget({ search, today }: { search: string; today: IsoDate }) {
  const [saved, setSaved] = useState<{ reference: string; url: string } | null>(null);
  const { starts, startFromAgent } = useQuoteStartsFromAgent();
  const onQuoteSaved = (response: CreateQuoteResponse) => {
    const url = new URL(response.path, window.location.origin).href;
    setSaved({ reference: response.quote.reference, url });
    postToParent({ type: 'quote-submitted', reference: response.quote.reference, path: response.path, url });
  };
  return (
    <>
      <EmbedAgent
        affiliateCode={partnerRefIn(search)}
        onStartQuote={(choices) => {
          // The saved-quote note was for the quote before: the builder now starts another.
          setSaved(null);
          startFromAgent(choices);
        }}
      />
      {/* Keyed by the agent's starts: each is a new conversation of the builder, from the agent's answers (as on /chat). */}
      <QuoteChat key={starts} source="embed" compact search={search} today={today} onQuoteSaved={onQuoteSaved} />
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
  const titleId = useId();
  return (
    // Named by its heading: framed, the widget's main is a second one on the host's page (ours or a
    // partner's), and two unnamed main landmarks cannot be told apart.
    <main className="embed" aria-labelledby={titleId}>
      <h1 id={titleId} className="visually-hidden">
        {path ? `${EMBED_WIDGETS[path]} from ${businessFacts.name}` : 'Widget not found'}
      </h1>
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
