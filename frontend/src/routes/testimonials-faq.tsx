import { useLocation } from 'react-router';
import { builtFaqs } from '#domain/content/faq-built.ts';
import { businessFacts } from '#domain/site/business.ts';
import { PageIntro } from '../components/marketing/page-intro.tsx';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { TESTIMONIALS_FAQ_BLOCKS } from '#domain/content/blocks/testimonials-faq.ts';
import { Section } from '../components/marketing/section.tsx';
import { FaqList } from '../components/marketing/faq-list.tsx';
import { StarRating, TestimonialCards } from '../components/marketing/testimonial-cards.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { EndorsementList } from '../features/endorsements/endorsement-list.tsx';
import { ReviewForm } from '../features/reviews/review-form.tsx';
import { TESTIMONIALS } from '../site/content/testimonials.ts';
import { GUEST_REVIEW_CARDS } from '../site/content/guest-review-cards.ts';
import { faqEntries, REVIEW_FAQ_IDS } from '../site/content/site-faq.ts';

// Staff may edit, reorder, add and retire these on /admin/faq-review (decision 032).
export const faqs = builtFaqs('/testimonials-faq', faqEntries(REVIEW_FAQ_IDS));

export default function TestimonialsFaqPage() {
  const { pathname } = useLocation();
  const { rating, guestsServedDisplay, foundedYear } = businessFacts;
  return (
    <main id="main">
      <PageIntro
        eyebrow={<ContentBlock block={TESTIMONIALS_FAQ_BLOCKS.eyebrow} />}
        title={<ContentBlock block={TESTIMONIALS_FAQ_BLOCKS.title} />}
        intro={`${guestsServedDisplay} guests have cruised with us since ${foundedYear}. Here is how they rate it, and the answers to the questions groups ask most before they book.`}
      >
        <p className="rating-summary">
          <StarRating value={rating.value} />
          <span>
            <strong>{rating.value}</strong> out of {rating.best} from {rating.reviewCount.toLocaleString('en-US')} reviews
          </span>
        </p>
      </PageIntro>
      <Section id="testimonials" heading={<ContentBlock block={TESTIMONIALS_FAQ_BLOCKS.storiesHeading} />}>
        {/* Guests' own reviews, newest first, once staff approved them (decision 077); then the business's own three. */}
        <TestimonialCards testimonials={[...GUEST_REVIEW_CARDS, ...TESTIMONIALS]} />
        <p className="review-invite">
          Sailed with us? <a href="#leave-a-review">Tell us about your cruise</a>.
        </p>
      </Section>
      <EndorsementList />
      <Section id="faq" heading={<ContentBlock block={TESTIMONIALS_FAQ_BLOCKS.faqHeading} />} tone="wash">
        <FaqList faqs={faqs} page={pathname} />
      </Section>
      {/* The thank-you e-mail the day after a cruise links here: ?booking=<reference>#leave-a-review (decision 077). */}
      <section id="leave-a-review" className="section section--plain" aria-labelledby="leave-a-review-heading">
        <div className="section__inner section__inner--narrow">
          <h2 id="leave-a-review-heading" className="section__heading">
            <ContentBlock block={TESTIMONIALS_FAQ_BLOCKS.reviewHeading} />
          </h2>
          <p className="section__intro">
            <ContentBlock block={TESTIMONIALS_FAQ_BLOCKS.reviewIntro} />
          </p>
          <ReviewForm headingId="leave-a-review-heading" />
        </div>
      </section>
      <RelatedServices paths={['/faq', '/pricing-breakdown', '/gallery', '/contact']} currentPath={pathname} heading="Keep planning" />
      <CtaBanner
        heading={<ContentBlock block={TESTIMONIALS_FAQ_BLOCKS.ctaHeading} />}
        text={<ContentBlock block={TESTIMONIALS_FAQ_BLOCKS.ctaText} />}
        primary={{ label: 'Get my instant quote', params: { type: 'general' } }}
      />
    </main>
  );
}
