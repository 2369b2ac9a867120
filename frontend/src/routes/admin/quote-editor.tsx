import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { AdminQuoteCreatedResponse, AdminQuoteDetailResponse } from '#domain/people/back-office.ts';
import { calendarDateIn, formatDate, type IsoDate } from '#domain/shared/dates.ts';
import { clockLabel } from '#domain/booking/inventory.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useAdminQuote } from '../../features/back-office/shared/api.ts';
import { quoteDetailPath } from '../../features/back-office/shared/format.ts';
import { isNotFound, LoadError } from '../../admin/kit/load-error.tsx';
import { contactFrom, pickedSlotFrom, type PickedSlotState, type SavedQuoteState } from '../../features/back-office/shared/navigation-state.ts';
import { QuoteForm } from '../../features/back-office/booking/quote-form.tsx';
import { EMPTY_QUOTE_FORM, formValuesFromQuote } from '../../features/back-office/booking/quote-form-state.ts';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';

/** After a save: the new quote's page, which shows its link to copy and send. */
function useOpenSaved() {
  const navigate = useNavigate();
  return (saved: AdminQuoteCreatedResponse, amended: boolean, slot: PickedSlotState['slot'] | null = null) => {
    // A time picked on the calendar goes on to the quote's page, where staff book it.
    const state: SavedQuoteState & Partial<PickedSlotState> = { saved: { amended }, ...(slot ? { slot } : {}) };
    void navigate(quoteDetailPath(saved.quote.id), { state });
  };
}

/** /quotes/new and /admin/quote-builder: a quote for a guest on the phone (their contact filled in when started from their customer page). */
function NewQuote({ today }: { today: IsoDate }) {
  const location = useLocation();
  const openSaved = useOpenSaved();
  const [slot] = useState(() => pickedSlotFrom(location.state));
  const [initial] = useState(() => ({ ...EMPTY_QUOTE_FORM, ...contactFrom(location.state), ...(slot ? { eventDate: slot.date, cruiseKind: slot.kind } : {}) }));
  usePrivatePageHead('New quote | Back office');
  return (
    <>
      <header className="admin-page__header">
        <h1>New quote</h1>
      </header>
      <p className="admin-page__lead">Build a quote for a guest on the phone. The price updates as you choose; saving e-mails the guest their link.</p>
      {slot && (
        <p className="admin-alert admin-alert--note">
          For the {slot.kind === 'disco' ? 'disco sailing' : 'time'} picked on the calendar: {formatDate(slot.date)}, starting {clockLabel(slot.start)}. Save
          the quote, then book {slot.kind === 'disco' ? 'the tickets' : 'that time'} for the guest on its page.
        </p>
      )}
      <QuoteForm initial={initial} today={today} submitLabel="Save quote" onSaved={(saved) => openSaved(saved, false, slot)} presets="start-or-save" />
    </>
  );
}

function Amend({ detail, today }: { detail: AdminQuoteDetailResponse; today: IsoDate }) {
  const { quote, versions } = detail;
  const openSaved = useOpenSaved();
  const [initial] = useState(() => formValuesFromQuote(quote));
  usePrivatePageHead(`Amend ${quote.reference} | Back office`);
  const latest = versions.at(-1);
  if (quote.supersededBy && latest) {
    return (
      <>
        <h1>Amend quote {quote.reference}</h1>
        <p className="admin-alert admin-alert--note">
          This version was amended already. Amend the latest one,{' '}
          <Link to={`${quoteDetailPath(latest.id)}/edit`}>
            version {latest.version} ({latest.reference})
          </Link>
          , so the versions stay in one line.
        </p>
      </>
    );
  }
  return (
    <>
      <header className="admin-page__header">
        <div>
          <p className="eyebrow">Version {quote.version + 1}</p>
          <h1>Amend quote {quote.reference}</h1>
        </div>
        <Link to={quoteDetailPath(quote.id)}>Back to the quote</Link>
      </header>
      <p className="admin-page__lead">
        Saving makes a new version with a new link, priced today. Version {quote.version} stays as it was, marked superseded, and its link keeps working.
      </p>
      <QuoteForm initial={initial} today={today} revises={quote.id} submitLabel="Save new version" onSaved={(saved) => openSaved(saved, true)} presets="save" />
    </>
  );
}

function AmendQuote({ id, today }: { id: string; today: IsoDate }) {
  const quote = useAdminQuote(id);
  if (quote.data) return <Amend detail={quote.data} today={today} />;
  let state: ReactNode;
  if (quote.isError && isNotFound(quote.error)) {
    state = (
      <p className="admin-empty">
        No quote has this address. <Link to="/quotes">Find it in the quote list</Link>.
      </p>
    );
  } else if (quote.isError)
    state = <LoadError what="the quote to amend" error={quote.error} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />;
  else state = <Spinner label="Loading the quote..." />;
  return (
    <>
      <h1>Amend quote</h1>
      {state}
    </>
  );
}

/**
 * The quote editor: /quotes/new and /admin/quote-builder build a quote, /quotes/{id}/edit amends
 * one (a new version; the old one is kept). A form, not the chat, with the same price engine.
 */
export default function QuoteEditorPage() {
  const { id } = useParams();
  // The business day, read once: every price on the page is for the same "today".
  const [today] = useState(() => calendarDateIn(new Date()));
  return <div className="admin-page">{id ? <AmendQuote key={id} id={id} today={today} /> : <NewQuote today={today} />}</div>;
}
