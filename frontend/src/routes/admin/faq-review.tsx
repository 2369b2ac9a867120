import { useMemo, useState, type ReactNode } from 'react';
import { byUnhelpfulLowerBound, unhelpfulLowerBound, unhelpfulShare } from '#domain/content/faq-review.ts';
import { Spinner } from '../../components/spinner.tsx';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { useFaqTallies, useSiteFaqs } from '../../features/content-blocks/faq-review-api.ts';
import { FaqEditor } from '../../features/content-blocks/faq-editor.tsx';

/**
 * /admin/faq-review (decision 032): what readers said to 'Was this helpful?' for each answer on
 * each page, joined with the questions the pages show, most surely unhelpful first (by the share's
 * confidence bound, so one 'no' does not top the list) or in page order.
 * An answer whose votes outlived its question (the copy changed) is listed too, by its id.
 */

interface Row {
  page: string;
  faqId: string;
  question: string;
  helpful: number;
  notHelpful: number;
}

const percent = (share: number | null) => (share === null ? 'No votes' : `${Math.round(share * 100)}%`);

export default function FaqReviewPage() {
  const tallies = useFaqTallies();
  const faqs = useSiteFaqs();
  const [order, setOrder] = useState<'unhelpful' | 'page'>('unhelpful');
  const [editing, setEditing] = useState('');

  const rows = useMemo((): Row[] => {
    if (!tallies.data || !faqs.data) return [];
    const votes = new Map(tallies.data.tallies.map((tally) => [`${tally.page}#${tally.faqId}`, tally]));
    const listed: Row[] = [];
    for (const page of faqs.data) {
      for (const faq of page.faqs) {
        const tally = votes.get(`${page.page}#${faq.id}`);
        votes.delete(`${page.page}#${faq.id}`);
        listed.push({ page: page.page, faqId: faq.id, question: faq.question, helpful: tally?.helpful ?? 0, notHelpful: tally?.notHelpful ?? 0 });
      }
    }
    for (const tally of votes.values()) listed.push({ ...tally, question: `No longer on the page (${tally.faqId})` });
    return listed;
  }, [tallies.data, faqs.data]);

  const shown = order === 'unhelpful' ? byUnhelpfulLowerBound(rows) : rows;
  let body: ReactNode;
  if (tallies.isPending || faqs.isPending) body = <Spinner label="Loading the votes" />;
  else if (tallies.isError) body = <LoadError what="the votes" error={tallies.error} onRetry={() => void tallies.refetch()} retrying={tallies.isFetching} />;
  else if (faqs.isError) body = <LoadError what="the questions" error={faqs.error} onRetry={() => void faqs.refetch()} retrying={faqs.isFetching} />;
  else
    body = (
      <div className="admin-table-wrap" role="region" aria-label="Votes per answer" tabIndex={0}>
        <table className="admin-table">
          <caption>
            {rows.length} answers on {new Set(rows.map((row) => row.page)).size} pages,{' '}
            {order === 'unhelpful' ? 'most surely unhelpful first' : 'in page order'}
          </caption>
          <thead>
            <tr>
              <th scope="col" aria-sort={order === 'page' ? 'ascending' : undefined}>
                <button type="button" className="admin-sort" onClick={() => setOrder('page')}>
                  Page and question
                </button>
              </th>
              <th scope="col" className="admin-table__number">
                Helpful
              </th>
              <th scope="col" className="admin-table__number">
                Not helpful
              </th>
              <th scope="col" className="admin-table__number">
                Unhelpful share
              </th>
              <th scope="col" className="admin-table__number" aria-sort={order === 'unhelpful' ? 'descending' : undefined}>
                <button type="button" className="admin-sort" onClick={() => setOrder('unhelpful')}>
                  Unhelpful, at least
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={`${row.page}#${row.faqId}`} data-testid={`faq-row-${row.page}#${row.faqId}`}>
                <th scope="row">
                  {row.question}
                  <span className="admin-table__sub">{row.page}</span>
                </th>
                {/* On a phone the rows stack into cards: each figure keeps its column's name. */}
                <td className="admin-table__number" data-label="Helpful">
                  {row.helpful}
                </td>
                <td className="admin-table__number" data-label="Not helpful">
                  {row.notHelpful}
                </td>
                <td className="admin-table__number" data-label="Unhelpful share">
                  {percent(unhelpfulShare(row))}
                </td>
                <td className="admin-table__number" data-label="Unhelpful, at least">
                  {percent(unhelpfulLowerBound(row))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>FAQ review</h1>
      </header>
      <p className="admin-page__lead">
        What readers answered to “Was this helpful?” under each question. “Unhelpful, at least” is the share of readers we can be 95% sure found the answer
        unhelpful, given how many voted: one “no” counts for less than twenty. Sort by it to find the answers to rewrite first.
      </p>
      {body}
      {faqs.data && tallies.data && (
        <section className="content-blocks__page" aria-labelledby="faq-edit-heading">
          <h2 id="faq-edit-heading">Edit a page’s answers</h2>
          <div className="field">
            <label htmlFor="faq-edit-page">Page</label>
            <select id="faq-edit-page" value={editing} onChange={(event) => setEditing(event.target.value)}>
              <option value="">Choose a page</option>
              {faqs.data.map((page) => (
                <option key={page.page} value={page.page}>
                  {page.page}
                </option>
              ))}
            </select>
          </div>
          {editing && (
            <FaqEditor
              key={`${editing}@${tallies.data.faq.version}`}
              page={editing}
              defaults={faqs.data.find((page) => page.page === editing)?.faqs ?? []}
              stored={tallies.data.faq.overrides[editing]}
              version={tallies.data.faq.version}
            />
          )}
        </section>
      )}
    </div>
  );
}
