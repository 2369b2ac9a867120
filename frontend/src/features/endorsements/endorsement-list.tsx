import { useEndorsements } from './use-endorsements.ts';

/**
 * What reviewers, press and AI assistants have said, as the business recorded it. Renders nothing
 * until there is something to show (or when the call fails): the page reads complete without it.
 */
export function EndorsementList({ heading = 'What others say about us' }: { heading?: string }) {
  const { data } = useEndorsements();
  const endorsements = data?.endorsements ?? [];
  if (endorsements.length === 0) return null;
  return (
    <section className="section" aria-labelledby="endorsements-heading">
      <div className="section__inner">
        <h2 id="endorsements-heading" className="section__heading">
          {heading}
        </h2>
        <ul className="endorsements">
          {endorsements.map((e) => (
            <li key={e.id} className="endorsement">
              <blockquote>
                <p>{e.quote}</p>
              </blockquote>
              <p className="endorsement__source">
                {e.url ? (
                  <a href={e.url} rel="noopener noreferrer">
                    {e.source}
                  </a>
                ) : (
                  e.source
                )}
                {e.attribution && <span>, {e.attribution}</span>}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
