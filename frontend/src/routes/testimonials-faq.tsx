import { useLocation } from 'react-router';
import { builtFaqs } from '#domain/content/faq-overrides.ts';
import { businessFacts } from '#domain/site/business.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { Section } from '../components/marketing/section.tsx';
import { FaqList } from '../components/marketing/faq-list.tsx';
import { StarRating, TestimonialCards } from '../components/marketing/testimonial-cards.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { EndorsementList } from '../features/endorsements/endorsement-list.tsx';
import { TESTIMONIALS } from '../site/content/testimonials.ts';
import { faqEntries, REVIEW_FAQ_IDS } from '../site/content/site-faq.ts';

// Staff may edit, reorder, add and retire these on /admin/faq-review (decision 032).
export const faqs = builtFaqs('/testimonials-faq', faqEntries(REVIEW_FAQ_IDS));

export default function TestimonialsFaqPage() {
  const { pathname } = useLocation();
  const { rating, guestsServedDisplay, foundedYear } = businessFacts;
  return (
    <main id="main">
      <PageIntro
        eyebrow="Reviews & FAQ"
        title="What our guests say, and what they ask"
        intro={`${guestsServedDisplay} guests have cruised with us since ${foundedYear}. Here is how they rate it, and the answers to the questions groups ask most before they book.`}
      >
        <p className="rating-summary">
          <StarRating value={rating.value} />
          <span>
            <strong>{rating.value}</strong> out of {rating.best} from {rating.reviewCount.toLocaleString('en-US')} reviews
          </span>
        </p>
      </PageIntro>
      <Section id="testimonials" heading="Guest stories">
        <TestimonialCards testimonials={TESTIMONIALS} />
      </Section>
      <EndorsementList />
      <Section id="faq" heading="Questions before you book" tone="wash">
        <FaqList faqs={faqs} page={pathname} />
      </Section>
      <RelatedServices paths={['/faq', '/pricing-breakdown', '/gallery', '/contact']} currentPath={pathname} heading="Keep planning" />
      <CtaBanner
        heading="Ready to make your own story?"
        text="Pick a date and a group size and see your exact price in the quote chat."
        primary={{ label: 'Get my instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
