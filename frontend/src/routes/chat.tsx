import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { CHAT_TITLE } from '../app/prerendered-app-routes.ts';
import { QuoteChat } from '../features/chat/quote-chat.tsx';
import { AgentPanel } from '../features/agent/agent-panel.tsx';
import { useQuoteStartsFromAgent } from '../features/chat/agent-start.ts';

/** A quote page path handed over in the navigation state (the home page's quote frame sends one). */
function quotePathFrom(state: unknown): string | null {
  const path = (state as { openQuotePath?: unknown } | null)?.openQuotePath;
  return typeof path === 'string' && path.startsWith('/quote/') ? path : null;
}

/**
 * /chat: the quote builder. An app route, prerendered with the conversation's first question and
 * hydrated at the guest's first sign of intent (decision 007); a guest whose browser kept a
 * conversation gets it rendered in the browser instead (src/chat-restore.ts). The page has no
 * catalogue entry, so it sets its own title. A saved quote opens its quote page.
 */
export default function ChatPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The business day, read once: every price on the page is for the same "today".
  const [today] = useState(() => calendarDateIn(new Date()));
  const openQuotePath = quotePathFrom(location.state);
  // Each quote the chat agent starts is a new conversation of the builder, from the agent's answers.
  const { starts: agentStarts, startFromAgent } = useQuoteStartsFromAgent();

  useEffect(() => {
    if (openQuotePath) void navigate(openQuotePath, { replace: true });
  }, [openQuotePath, navigate]);

  useEffect(() => {
    document.title = `${CHAT_TITLE} | ${businessFacts.name}`;
  }, []);

  if (openQuotePath) return null;
  return (
    <main id="main" className="chat-page">
      <div className="chat-page__inner">
        <header className="chat-page__intro">
          <h1 className="chat-page__title">{CHAT_TITLE}</h1>
          <p className="chat-page__lead">
            Answer a few quick questions and see your price, itemised, as you go. Save it to get a link you can share with your group.
          </p>
        </header>
        <AgentPanel onStartQuote={startFromAgent} />
        {/* Keyed by the query: a new link starts its own conversation without a reload (and so does a quote the agent starts). */}
        <QuoteChat
          key={`${location.search}#${agentStarts}`}
          source="chat"
          search={location.search}
          today={today}
          onQuoteSaved={(saved) => void navigate(saved.path)}
        />
      </div>
    </main>
  );
}
