import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { businessFacts, marinaAddress } from '#domain/site/business.ts';
import { formatDate, formatInstant, formatWrittenDate } from '#domain/shared/dates.ts';
import type { WaiverPageResponse, WaiverSignedResponse } from '#domain/portal/manifest.ts';
import { WAIVER_TITLE } from '../app/prerendered-app-routes.ts';
import { isUnknownLink, LinkPageFallback } from '../components/link-page-fallback.tsx';
import { WaiverForm } from '../features/manifest/waiver-form.tsx';
import { useWaiverPage } from '../features/manifest/waiver-api.ts';
import { embeddedWaiverPage, type WaiverPageData } from '../features/manifest/waiver-page-data.ts';
import { usePrivatePageHead } from '../features/quotes/use-private-page-head.ts';
import '../styles/quote.css';
import '../styles/manifest.css';

// /waiver/{token}: the page the group's manifest link opens (decision 023). A guest sees the trip
// (never its money or the organiser's details but a first name), reads the waiver and signs it.
// Never indexed. The build prerenders its frame, heading and loading state, the same for every
// link (decision 061); its route (GET /waiver/{token}) renders the link's own trip and waiver into
// that shell with these components (decision 094), and serves the shell as it is when it cannot.

/** The page around the waiver; while it loads, at least a screen tall, so the footer does not jump when it arrives. */
function WaiverFrame({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  return (
    <main id="main" className={loading ? 'quote-page quote-page--loading waiver-page' : 'quote-page waiver-page'}>
      <div className="section__inner">{children}</div>
    </main>
  );
}

const SIGNING_LEAD = 'Every guest signs the waiver before boarding. It takes two minutes: read it, add your name and sign at the bottom.';

function WaiverText({ page }: { page: WaiverPageResponse }) {
  const { waiver } = page;
  return (
    <section className="waiver-text" aria-labelledby="waiver-text-heading">
      <h2 id="waiver-text-heading">{waiver.title}</h2>
      <p className="quote-section__note">
        Version {waiver.version}, in effect from {formatDate(waiver.effectiveOn)}.
      </p>
      {waiver.sections.map((section) => (
        <section key={section.heading} className="waiver-text__section">
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </section>
  );
}

function Signed({ signed, alcoholOnBoard }: { signed: WaiverSignedResponse; alcoholOnBoard: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="waiver-signed" aria-labelledby="waiver-signed-heading">
      <h2 id="waiver-signed-heading" ref={heading} tabIndex={-1}>
        <CheckCircle2 aria-hidden="true" size={24} /> Thank you, {signed.name}: you have signed
      </h2>
      <p>
        We recorded your signature of waiver version {signed.waiverVersion} on <time dateTime={signed.signedAt}>{formatInstant(signed.signedAt)}</time>. The
        organiser now sees you on the guest list, and the captain on the check-in list.
      </p>
      <h3>What happens next</h3>
      <ul>
        <li>{businessFacts.arrival.guidance}</li>
        <li>Board at {marinaAddress()}.</li>
        <li>
          {alcoholOnBoard ? 'Bring sunscreen, water, a towel, photo ID and, if you drink, your own cans (no glass).' : 'Bring sunscreen, water and a towel.'}
        </li>
      </ul>
    </section>
  );
}

function WaiverPageView({ token, page }: { token: string; page: WaiverPageResponse }) {
  const [signed, setSigned] = useState<WaiverSignedResponse | null>(null);
  const { trip } = page;
  const facts = [
    { term: 'Cruise', detail: trip.packageName },
    { term: 'Date', detail: formatWrittenDate(trip.date) },
    { term: 'Time', detail: trip.slotLabel },
    { term: 'Boat', detail: trip.boatName },
    // An address: the whole row on a phone, where half of it wrapped to five lines.
    { term: 'Departs from', detail: marinaAddress(), wide: true },
    { term: 'Reference', detail: trip.reference },
  ];
  return (
    <article className="quote-view">
      <h1>{trip.organiserFirstName ? `Sign the waiver for ${trip.organiserFirstName}'s cruise` : 'Sign the waiver for your cruise'}</h1>
      <p>{SIGNING_LEAD}</p>
      {page.requiresTwentyOne && (
        <p className="waiver-page__age" role="note">
          {trip.kind === 'disco' ? 'The ATX Disco Cruise is for guests 21 and over.' : 'This cruise has alcohol on board, so it is for guests 21 and over.'} You
          will be asked for your date of birth.
        </p>
      )}
      <dl className="quote-facts">
        {facts.map((fact) => (
          <div key={fact.term} className={'wide' in fact ? 'quote-facts__wide' : undefined}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
      {signed ? (
        <Signed signed={signed} alcoholOnBoard={page.requiresTwentyOne} />
      ) : page.open ? (
        <>
          <WaiverText page={page} />
          <WaiverForm token={token} page={page} onSigned={setSigned} />
        </>
      ) : (
        <p className="form-alert">This cruise is no longer taking signatures: the booking has ended or the cruise has passed.</p>
      )}
      <p className="quote-section__note">
        Questions about the cruise? Call us on <a href={businessFacts.phone.href}>{businessFacts.phone.display}</a> with the reference {trip.reference}.
      </p>
    </article>
  );
}

/** The page's title: the server's render writes the same into the head (decision 094). */
export function waiverPageTitle(notFound: boolean): string {
  return `${notFound ? 'Waiver link not found' : WAIVER_TITLE} | ${businessFacts.name}`;
}

/**
 * The page's `<main>` as the server renders it with the waiver link's answer
 * (entry-waiver-server.tsx, decision 094): the same frame and page the browser renders below from
 * the same data.
 */
export function RenderedWaiverMain({ data }: { data: WaiverPageData }) {
  return (
    <WaiverFrame>
      <WaiverPageView token={data.token} page={data.answer} />
    </WaiverFrame>
  );
}

export default function WaiverPage() {
  const { token = '' } = useParams();
  // A page the server rendered with its waiver starts from that data (decision 094); the shell asks the API.
  const [rendered] = useState(() => embeddedWaiverPage(token));
  const query = useWaiverPage(token, rendered);
  const notFound = query.isError && isUnknownLink(query.error);
  usePrivatePageHead(waiverPageTitle(notFound));

  if (query.data) {
    return (
      <WaiverFrame>
        <WaiverPageView token={token} page={query.data} />
      </WaiverFrame>
    );
  }
  return (
    <WaiverFrame loading={query.isPending}>
      <LinkPageFallback
        query={query}
        title={WAIVER_TITLE}
        lead={SIGNING_LEAD}
        loadingLabel="Loading the waiver..."
        notFoundTitle="Waiver link not found"
        notFoundText="This link does not open a cruise. Check it, or ask the organiser to send it again."
        loadErrorText="We could not load this cruise just now."
      />
    </WaiverFrame>
  );
}
