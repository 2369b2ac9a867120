import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useDeferredValue, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { PublicBooking } from '#domain/booking/booking.ts';
import type { BookedQuoteView } from '#domain/booking/booking-history.ts';
import { businessFacts } from '#domain/site/business.ts';
import { calendarDateIn, type IsoDate } from '#domain/shared/dates.ts';
import { isLegacyQuoteId } from '#domain/booking/quote-id.ts';
import type { PublicQuote, QuoteByTokenResponse } from '#domain/booking/quotes.ts';
import { quotePath } from '#domain/booking/quote-identity.ts';
import { QUOTE_TITLE } from '../app/prerendered-app-routes.ts';
import { QuoteBooking } from '../features/booking/quote-booking.tsx';
import { refreshQuote, showQuoteBooking, useQuoteByToken } from '../features/quotes/api.ts';
import { QuoteLoading } from '../features/quotes/quote-loading.tsx';
import { embeddedQuotePage, type QuotePageData } from '../features/quotes/quote-page-data.ts';
import { QuoteLoadError, QuoteNotFound } from '../features/quotes/quote-unavailable.tsx';
import { canTakePromo, QuotePromo } from '../features/quotes/quote-promo.tsx';
import { QuoteView } from '../features/quotes/quote-view.tsx';
import { requestChangesHref } from '../features/quotes/request-changes.ts';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';
import { ApiError } from '../lib/api-client.ts';
import '../styles/quote.css';

/**
 * A link that can never name a quote: the API answers 404 for an unknown token and 400 for one
 * that is not even token-shaped. Asking again would not change either, so both get the
 * not-found page rather than a retry.
 */
function isUnknownQuote(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The quote with its booking step: the quotes feature shows the quote, the booking feature the
 * step (or the booking), and a booking made, found or paid here updates the page's quote.
 */
export function QuoteWithBooking({
  quote,
  token,
  booking,
  booked = null,
  quoteUrl,
  today,
}: {
  quote: PublicQuote;
  token: string;
  booking: PublicBooking | null;
  booked?: BookedQuoteView | null;
  quoteUrl: string;
  today: IsoDate;
}) {
  const queryClient = useQueryClient();
  // Stable across renders, so a poll waiting for a payment's confirmation is not restarted by each answer.
  const refreshBooking = useCallback(() => void refreshQuote(queryClient, token), [queryClient, token]);
  // Read as the booking step opens: the chat's storage schema is not the quote's to load.
  const keptContact = useCallback(() => import('../features/chat/kept-contact.ts').then((kept) => kept.keptContactForQuote(token)), [token]);
  const bookingSection = (
    <QuoteBooking
      quote={quote}
      token={token}
      booking={booking}
      today={today}
      requestChangesHref={requestChangesHref(quote.selection)}
      onBooked={(made) => showQuoteBooking(queryClient, token, made)}
      refreshBooking={refreshBooking}
      keptContact={keptContact}
    />
  );
  const promoSection = canTakePromo(quote, booking !== null) || quote.selection.promoCode ? <QuotePromo quote={quote} token={token} /> : null;
  return (
    <QuoteView
      quote={quote}
      booking={booking}
      booked={booking ? booked : null}
      quoteUrl={quoteUrl}
      today={today}
      bookingSection={bookingSection}
      promoSection={promoSection}
    />
  );
}

/** The page around the quote; while it loads, at least a screen tall, so the footer does not jump when it arrives. */
function QuoteFrame({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  return (
    <main id="main" className={loading ? 'quote-page quote-page--loading' : 'quote-page'}>
      <div className="section__inner">{children}</div>
    </main>
  );
}

const loadingQuote = <QuoteLoading />;

/** The page's title: the quote's reference once it is known. The server's render writes the same into the head (decision 093). */
export function quotePageTitle(reference: string | null, notFound: boolean): string {
  return `${reference ? `Your quote ${reference}` : notFound ? 'Quote not found' : QUOTE_TITLE} | ${businessFacts.name}`;
}

interface QuoteAnswerProps {
  token: string;
  /** The API's answer for the token; null when the link opens no quote. */
  answer: QuoteByTokenResponse | null;
  today: IsoDate;
  quoteUrl: string;
}

/** What the page shows for the API's answer: the quote with its booking step, or the not-found state. */
function QuoteAnswer({ token, answer, today, quoteUrl }: QuoteAnswerProps) {
  if (!answer) return <QuoteNotFound />;
  return (
    <QuoteWithBooking quote={answer.quote} token={token} booking={answer.booking ?? null} booked={answer.booked ?? null} quoteUrl={quoteUrl} today={today} />
  );
}

/**
 * The page's `<main>` as the server renders it with the quote (entry-quote-server.tsx, decision
 * 093): the same frame and answer the browser renders below from the same data, so the two
 * cannot drift and hydration meets the markup it would have produced.
 */
export function RenderedQuoteMain({ data }: { data: QuotePageData }) {
  return (
    <QuoteFrame>
      <QuoteAnswer token={data.token} answer={data.answer} today={data.today} quoteUrl={data.quoteUrl} />
    </QuoteFrame>
  );
}

function QuoteByToken({ token }: { token: string }) {
  // A page the server rendered with its quote starts from that data (decision 093); the shell asks the API.
  const [rendered] = useState(() => embeddedQuotePage(token));
  const query = useQuoteByToken(token, rendered);
  // The quote is rendered in a render React may pause to let the browser work, rather than in one
  // long task as the answer arrives (the page is hydrated at load, its first paint long done).
  const data = useDeferredValue(query.data);
  const notFound = rendered?.answer === null || (query.isError && isUnknownQuote(query.error));
  usePrivatePageHead(quotePageTitle(data?.quote.reference ?? null, notFound));

  let content: ReactNode = loadingQuote;
  if (data || notFound) {
    // As the server rendered them, when it did: the day may have turned since, and hydration must match.
    const today = rendered?.today ?? calendarDateIn(new Date());
    const quoteUrl = rendered?.quoteUrl ?? new URL(quotePath(token), window.location.origin).href;
    content = <QuoteAnswer token={token} answer={data ?? null} today={today} quoteUrl={quoteUrl} />;
  } else if (query.isError) {
    content = <QuoteLoadError retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <QuoteFrame loading={content === loadingQuote}>{content}</QuoteFrame>;
}

/**
 * /quote/{x} (spec "Quote routes"): a token opens the quote viewer; a legacy id (50 characters or
 * fewer, no dot) goes to the quote builder, keeping any query parameters as the other old quote
 * links do. Every /quote/{x} is served one prerendered shell (the loading state), which React
 * hydrates at once; on the way to the builder the page renders that shell too, so hydration finds
 * what it expects.
 */
export default function QuotePage() {
  const { token = '' } = useParams();
  const { search } = useLocation();
  if (isLegacyQuoteId(token)) {
    return (
      <>
        <Navigate to={{ pathname: '/chat', search }} replace />
        <QuoteFrame loading>{loadingQuote}</QuoteFrame>
      </>
    );
  }
  // Keyed by token: another quote's link starts from its own loading state.
  return <QuoteByToken key={token} token={token} />;
}
