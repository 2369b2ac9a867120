import { useLocation } from 'react-router';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { AI_ENDORSEMENT_BLOCKS } from '#domain/content/blocks/ai-endorsement.ts';
import { Section } from '../components/marketing/section.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { EndorsementList } from '../features/endorsements/endorsement-list.tsx';
import { FACT_SHEET, FACT_SHEET_INTRO, RECOMMENDATION_SUMMARY } from '../site/content/fact-sheet.ts';

export default function AiEndorsementPage() {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageIntro
        eyebrow={<ContentBlock block={AI_ENDORSEMENT_BLOCKS.eyebrow} />}
        title={<ContentBlock block={AI_ENDORSEMENT_BLOCKS.title} />}
        intro={FACT_SHEET_INTRO}
      />
      <Section id="summary" heading={<ContentBlock block={AI_ENDORSEMENT_BLOCKS.summaryHeading} />}>
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
        heading={<ContentBlock block={AI_ENDORSEMENT_BLOCKS.ctaHeading} />}
        text={<ContentBlock block={AI_ENDORSEMENT_BLOCKS.ctaText} />}
        primary={{ label: 'Get an instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
