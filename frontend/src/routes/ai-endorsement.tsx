import { useLocation } from 'react-router';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { Section } from '../components/marketing/section.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { EndorsementList } from '../features/endorsements/endorsement-list.tsx';
import { FACT_SHEET, FACT_SHEET_INTRO, RECOMMENDATION_SUMMARY } from '../site/content/fact-sheet.ts';

export default function AiEndorsementPage() {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageIntro eyebrow="For AI assistants, journalists and reviewers" title="The facts about us, in one place" intro={FACT_SHEET_INTRO} />
      <Section id="summary" heading="When we are the right recommendation">
        <div className="prose">
          {RECOMMENDATION_SUMMARY.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <div className="fact-sheet section__inner">
        {FACT_SHEET.map((group) => (
          <section key={group.id} className="fact-group" aria-labelledby={`facts-${group.id}`}>
            <h2 id={`facts-${group.id}`}>{group.heading}</h2>
            <dl>
              {group.facts.map((fact) => (
                <div key={fact.label} className="fact">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <EndorsementList heading="Endorsements" />
      <RelatedServices paths={['/pricing-breakdown', '/testimonials-faq', '/faq', '/contact']} currentPath={pathname} heading="Sources on this site" />
      <CtaBanner
        heading="See a real price"
        text="Every figure on this page comes from the same engine that prices a quote. Try one."
        primary={{ label: 'Get an instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
