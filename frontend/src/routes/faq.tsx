import { useLocation } from 'react-router';
import { businessFacts } from '#domain/business.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { Section } from '../components/marketing/section.tsx';
import { FaqList } from '../components/marketing/faq-list.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { faqByCategory, SITE_FAQ } from '../site/content/site-faq.ts';

export const faqs = SITE_FAQ;

function categoryId(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export default function FaqPage() {
  const { pathname } = useLocation();
  const groups = faqByCategory();
  return (
    <main id="main">
      <PageIntro
        eyebrow="Questions, answered"
        title={<ContentBlock blockKey="faq.intro.title" />}
        intro={`Everything groups ask before a cruise with ${businessFacts.name}: prices, deposits, the disco cruise, drinks, swimming, weather and safety.`}
      >
        <nav aria-label="FAQ topics" className="chips">
          {groups.map((group) => (
            <a key={group.category} className="chip" href={`#${categoryId(group.category)}`}>
              {group.category}
            </a>
          ))}
        </nav>
      </PageIntro>
      {groups.map((group, index) => (
        <div key={group.category} id={categoryId(group.category)}>
          <Section id={`faq-${categoryId(group.category)}`} heading={group.category} tone={index % 2 === 0 ? 'plain' : 'wash'}>
            <FaqList faqs={group.entries} page={pathname} />
          </Section>
        </div>
      ))}
      <RelatedServices paths={['/pricing-breakdown', '/atx-disco-cruise', '/private-cruises', '/contact']} currentPath={pathname} heading="Keep planning" />
      <CtaBanner
        heading={<ContentBlock blockKey="faq.cta.heading" />}
        text={`Ask it in the quote chat, or call ${businessFacts.phone.display}. You'll see your exact price either way.`}
        primary={{ label: 'Ask in the chat', params: { type: 'general' } }}
      />
    </main>
  );
}
