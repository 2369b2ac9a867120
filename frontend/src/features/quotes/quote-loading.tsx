import { businessFacts } from '#domain/site/business.ts';
import { Spinner } from '../../components/spinner.tsx';

/**
 * The quote page until the API has answered, the same for every quote: the build prerenders it
 * as the page's shell (decision 007), so a guest opening a link sees at once where they are and
 * what is coming, in the header the quote then fills.
 */
export function QuoteLoading() {
  return (
    <div className="quote-loading">
      <header className="quote__header">
        <p className="eyebrow">{businessFacts.name}</p>
        <h1 className="quote__title">Your quote</h1>
        <p className="quote__greeting">
          Your itemised price, the deposit that books the boat, when the balance is due and everything that is included: here in a moment, for you and everyone
          you share this link with.
        </p>
      </header>
      <Spinner label="Loading your quote..." />
    </div>
  );
}
