import { businessFacts } from '#domain/site/business.ts';
import { chatHref } from '../../site/chat-link.ts';

/** An unknown (or mistyped) quote link: say so plainly and offer the ways forward. */
export function QuoteNotFound() {
  const { phone } = businessFacts;
  return (
    <div className="quote-missing">
      <p className="eyebrow">Quote link</p>
      <h1>We couldn't find that quote</h1>
      <p className="page-intro__lead">
        The link may be cut short (long links sometimes break across lines in e-mails), or it may have a typo. Check the link in your e-mail, or start a fresh
        quote: it takes about a minute.
      </p>
      <p>
        <a className="button button--primary" href={chatHref()}>
          Get a fresh quote
        </a>
      </p>
      <p>
        Or call us on <a href={phone.href}>{phone.display}</a> and we will find it for you.
      </p>
    </div>
  );
}

/** The quote could not be loaded (network, server): nothing is wrong with the link, so offer a retry. */
export function QuoteLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { phone } = businessFacts;
  return (
    <div className="quote-missing" role="alert">
      <h1>We couldn't load your quote</h1>
      <p className="page-intro__lead">Something went wrong on the way. Check your connection and try again.</p>
      <p>
        <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try again'}
        </button>
      </p>
      <p>
        If it keeps happening, call us on <a href={phone.href}>{phone.display}</a>.
      </p>
    </div>
  );
}
