import { FilePlus2, Merge, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminCustomerDetailResponse } from '#domain/people/back-office.ts';
import { useAdminCustomer } from '../../features/back-office/shared/api.ts';
import { BookingTable } from '../../features/back-office/booking/booking-table.tsx';
import { CustomerTimeline } from '../../features/back-office/people/customer-timeline.tsx';
import { customerPath, formatDateTime } from '../../features/back-office/shared/format.ts';
import { LeadTable } from '../../features/back-office/people/lead-table.tsx';
import { DetailPending } from '../../admin/kit/load-error.tsx';
import type { NewQuoteState } from '../../features/back-office/shared/navigation-state.ts';
import { NoteForm } from '../../features/back-office/people/note-form.tsx';
import { CustomerEditForm } from '../../features/back-office/people/customer-edit-form.tsx';
import { CustomerMergeForm } from '../../features/back-office/people/customer-merge-form.tsx';
import { QuoteTable } from '../../features/back-office/booking/quote-table.tsx';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';

const EMAIL_STATUS_LABELS = { pending: 'Waiting to send', sending: 'Sending', sent: 'Sent', local: 'Kept locally (not sent)' } as const;

function Emails({ detail }: { detail: AdminCustomerDetailResponse }) {
  if (detail.emails.length === 0) return <p className="admin-empty">No e-mails sent to this address yet.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>E-mails sent to {detail.email}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {detail.emails.map((email) => (
            <tr key={`${email.eventId}-${email.role}`}>
              <th scope="row" data-label="Subject">
                {email.subject}
              </th>
              <td data-label="Status">{EMAIL_STATUS_LABELS[email.status]}</td>
              <td data-label="Time">
                <time dateTime={email.sentAt ?? email.createdAt}>{formatDateTime(email.sentAt ?? email.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomerDetail({ detail }: { detail: AdminCustomerDetailResponse }) {
  const { customer, email } = detail;
  const name = customer?.name || detail.quotes[0]?.contact.name || detail.bookings[0]?.leadGuest.name || detail.leads[0]?.name || email;
  const phone = customer?.phone ?? detail.quotes[0]?.contact.phone ?? detail.bookings[0]?.leadGuest.phone;
  usePrivatePageHead(`${name} | Customers | Back office`);
  // The contact goes in the navigation's state, not the URL, so it stays out of logs and history lists.
  const newQuoteFor: NewQuoteState = { contact: { name, email: customer?.email ?? email, phone: phone ?? '' } };
  const [open, setOpen] = useState<'edit' | 'merge' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const mergeButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState<'edit' | 'merge' | null>(null);
  // Closing a form (saved or cancelled) hands focus back to the button that opened it.
  useEffect(() => {
    if (refocus && !open) {
      (refocus === 'edit' ? editButton : mergeButton).current?.focus();
      setRefocus(null);
    }
  }, [refocus, open]);
  const close = (which: 'edit' | 'merge') => () => {
    setOpen(null);
    setRefocus(which);
  };
  const editable = customer && detail.version !== null ? { customer, version: detail.version } : null;
  return (
    <>
      <header className="admin-page__header">
        <div>
          <p className="eyebrow">Customer</p>
          <h1>{name}</h1>
        </div>
        <Link to="/quotes/new" state={newQuoteFor} className="button button--primary">
          <FilePlus2 size={18} aria-hidden="true" /> New quote for {name.split(/\s+/)[0]}
        </Link>
      </header>

      {detail.movedTo && (
        <p className="admin-alert admin-alert--note">
          Staff moved this customer to a new address: <Link to={customerPath(detail.movedTo)}>{detail.movedTo}</Link>. What is below was filed under {email} and
          shows there too.
        </p>
      )}
      <section className="admin-section" aria-labelledby="customer-contact">
        <h2 id="customer-contact">Contact</h2>
        {editable && !open && (
          <div className="admin-editor__actions">
            <button type="button" className="button button--small" ref={editButton} onClick={() => setOpen('edit')}>
              <Pencil size={16} aria-hidden="true" /> Edit contact
            </button>
            <button type="button" className="button button--small" ref={mergeButton} onClick={() => setOpen('merge')}>
              <Merge size={16} aria-hidden="true" /> Merge another record
            </button>
          </div>
        )}
        {editable && open === 'edit' && <CustomerEditForm {...editable} onClose={close('edit')} />}
        {editable && open === 'merge' && <CustomerMergeForm {...editable} onClose={close('merge')} />}
        <dl className="admin-facts">
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${customer?.email ?? email}`}>{customer?.email ?? email}</a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : 'Not given'}</dd>
          </div>
          {customer?.formerEmails && (
            <div>
              <dt>Former e-mails</dt>
              <dd>{customer.formerEmails.join(', ')}</dd>
            </div>
          )}
          {customer && (
            <>
              <div>
                <dt>First seen</dt>
                <dd>{formatDateTime(customer.firstSeenAt)}</dd>
              </div>
              <div>
                <dt>Last activity</dt>
                <dd>{formatDateTime(customer.lastActivityAt)}</dd>
              </div>
            </>
          )}
        </dl>
        {!customer && !detail.movedTo && (
          <p className="admin-hint">The customer record is being put together from their latest activity; reload in a moment.</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="customer-quotes">
        <h2 id="customer-quotes">Quotes</h2>
        {detail.quotes.length ? (
          <QuoteTable quotes={detail.quotes} caption={`Quotes for ${name}, newest first`} showGuest={false} />
        ) : (
          <p className="admin-empty">No quotes yet.</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="customer-bookings">
        <h2 id="customer-bookings">Bookings</h2>
        {detail.bookings.length ? (
          <BookingTable bookings={detail.bookings} caption={`Bookings with ${name} as the lead guest, newest first`} showGuest={false} />
        ) : (
          <p className="admin-empty">No bookings with this address as the lead guest.</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="customer-leads">
        <h2 id="customer-leads">Leads</h2>
        {detail.leads.length ? (
          <LeadTable leads={detail.leads} caption={`Leads from ${name}, newest first`} showGuest={false} showSource />
        ) : (
          <p className="admin-empty">No leads.</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="customer-emails">
        <h2 id="customer-emails">E-mails sent</h2>
        <Emails detail={detail} />
      </section>

      <section className="admin-section" aria-labelledby="customer-notes">
        <h2 id="customer-notes">Notes</h2>
        {customer ? <NoteForm email={email} /> : <p className="admin-hint">Notes can be added once the customer record is ready.</p>}
        {detail.notes.length ? (
          <ol className="admin-notes-list">
            {detail.notes.map((note) => (
              <li key={note.id} className="admin-note">
                <p className="admin-note__text">{note.text}</p>
                <p className="admin-note__meta">
                  {note.author}, <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="admin-empty">No notes yet.</p>
        )}
      </section>

      <section className="admin-section" aria-labelledby="customer-timeline">
        <h2 id="customer-timeline">Timeline</h2>
        <CustomerTimeline entries={detail.timeline} />
      </section>
    </>
  );
}

/** /customers/{email}: contact, quotes, bookings, leads, e-mails sent, staff notes and the timeline. */
export default function CustomerDetailPage() {
  const { email = '' } = useParams();
  const customer = useAdminCustomer(email);
  const content = customer.data ? (
    <CustomerDetail detail={customer.data} />
  ) : (
    <DetailPending
      query={customer}
      noun="customer"
      notFound={
        <>
          Nobody with the address {email} has left a lead or a quote. <Link to="/customers">Search the customers</Link>.
        </>
      }
    />
  );
  return (
    <div className="admin-page" key={email}>
      {content}
    </div>
  );
}
