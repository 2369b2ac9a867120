import { useLocation } from 'react-router';
import { businessFacts } from '#domain/site/business.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { FAQ_BLOCKS } from '#domain/content/blocks/faq.ts';
import { Section } from '../components/marketing/section.tsx';
import { FaqList } from '../components/marketing/faq-list.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { FAQ_CATEGORIES, SITE_FAQ } from '../site/content/site-faq.ts';
import { builtFaqs } from '#domain/content/faq-built.ts';
import type { FaqEntry } from '../site/content/types.ts';

// Staff may edit, reorder, add and retire these on /admin/faq-review (decision 032).
export const faqs: readonly FaqEntry[] = builtFaqs('/faq', SITE_FAQ);

const OTHER_QUESTIONS = 'Other questions';

/** The answers by category, in FAQ_CATEGORIES order; answers with another category or none last. */
function faqGroups(): { category: string; entries: readonly FaqEntry[] }[] {
  const known: readonly string[] = FAQ_CATEGORIES;
  const groups = FAQ_CATEGORIES.map((category) => ({ category: category as string, entries: faqs.filter((entry) => entry.category === category) }));
  groups.push({ category: OTHER_QUESTIONS, entries: faqs.filter((entry) => !entry.category || !known.includes(entry.category)) });
  return groups.filter((group) => group.entries.length > 0);
}

function categoryId(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export default function FaqPage() {
  const { pathname } = useLocation();
  const groups = faqGroups();
  return (
    <main id="main">
      <PageIntro
        eyebrow={<ContentBlock block={FAQ_BLOCKS.eyebrow} />}
        title={<ContentBlock block={FAQ_BLOCKS.title} />}
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
        heading={<ContentBlock block={FAQ_BLOCKS.ctaHeading} />}
        text={`Ask it in the quote chat, or call ${businessFacts.phone.display}. You'll see your exact price either way.`}
        primary={{ label: 'Ask in the chat', params: { type: 'general' } }}
      />
    </main>
  );
}
