import { sitePriceTable } from './site-pricing.ts';
import { useLocation } from 'react-router';
import { builtFaqs } from '#domain/content/faq-built.ts';
import type { ExperiencePageContent } from './content/types.ts';
import type { ArtId } from './art.ts';
import { photoFor } from '#domain/content/page-photos.ts';
import { experienceSlotKey } from '#domain/content/page-slots.ts';
import { PageHero } from '../components/marketing/page-hero.tsx';
import { BlockText, ContentBlock } from '../components/marketing/content-block.tsx';
import { ChatLink } from '../components/marketing/chat-link.tsx';
import { Section } from '../components/marketing/section.tsx';
import { ContentSections } from '../components/marketing/content-sections.tsx';
import { FaqList } from '../components/marketing/faq-list.tsx';
import { QuickAnswers } from '../components/marketing/quick-answers.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { CtaBanner } from '../components/marketing/cta-banner.tsx';
import { PricingDisplay } from '../components/pricing/pricing-display.tsx';
import { SimplePrice } from '../components/pricing/simple-price.tsx';
import { startingDiscoTicketAllIn, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { TOTALS_NOTE } from './price-notes.ts';

/** The 'simple' price for the hero: the lowest price among the page's offers. */
function startingPriceOf(offers: ExperiencePageContent['offers']) {
  const privateTiers = offers.flatMap((offer) => (offer.kind === 'private' ? offer.tiers : []));
  if (privateTiers.length > 0) {
    return {
      amount: Math.min(...privateTiers.map((tier) => startingPrivatePrice(sitePriceTable, tier))),
      unit: `for a ${CRUISE_DURATION_HOURS}-hour private cruise`,
      note: TOTALS_NOTE,
    };
  }
  if (offers.some((offer) => offer.kind === 'disco')) {
    return { amount: startingDiscoTicketAllIn(sitePriceTable), unit: 'per person on the disco cruise', note: TOTALS_NOTE };
  }
  return null;
}

/**
 * An event or cruise page: what the experience is, who it suits, the boats and packages with live
 * prices, the page's own sections, its FAQ, related pages and the way to /chat.
 */
export function ExperiencePage({ content }: { content: ExperiencePageContent }) {
  const { pathname } = useLocation();
  const startingPrice = startingPriceOf(content.offers);
  return (
    <main id="main">
      <PageHero
        eyebrow={<ContentBlock block={content.eyebrow} />}
        title={<ContentBlock block={content.h1} />}
        intro={<ContentBlock block={content.intro} />}
        art={content.heroArt as ArtId}
        photo={photoFor(experienceSlotKey(pathname))}
        actions={
          <>
            <ChatLink action={content.cta.primary} variant="sun" />
            {content.cta.secondary && <ChatLink action={content.cta.secondary} variant="secondary" />}
          </>
        }
      >
        {startingPrice && <SimplePrice label="From" amount={startingPrice.amount} unit={startingPrice.unit} note={startingPrice.note} />}
      </PageHero>
      <ul className="highlights" aria-label="Highlights">
        {content.highlights.map((item) => (
          <li key={item.title} className="highlights__item">
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
      <Section id="experience" heading={<ContentBlock block={content.experience.heading} />}>
        <div className="prose">
          {content.experience.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="suits" heading={<ContentBlock block={content.suits.heading} />} intro={content.suits.intro} tone="wash">
        <ul className="card-grid">
          {content.suits.items.map((item) => (
            <li key={item.title} className="card">
              <h3 className="card__title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      {content.offers.map((offer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's offers are fixed content; a kind can appear twice
        <Section key={`${offer.kind}-${index}`} id={`offer-${index}`} heading={<BlockText value={offer.heading} />} intro={offer.intro}>
          <PricingDisplay offer={offer} />
        </Section>
      ))}
      <ContentSections sections={content.sections} />
      {content.quickAnswers && content.quickAnswers.length > 0 && (
        <Section id="quick-answers" heading="Quick answers" tone="wash">
          <QuickAnswers answers={content.quickAnswers} page={pathname} />
        </Section>
      )}
      <Section id="faq" heading="Frequently asked questions">
        <FaqList faqs={builtFaqs(content.path, content.faqs)} page={pathname} />
      </Section>
      <RelatedServices paths={content.related} currentPath={pathname} />
      <CtaBanner
        heading={<ContentBlock block={content.cta.heading} />}
        text={<ContentBlock block={content.cta.text} />}
        primary={content.cta.primary}
        secondary={content.cta.secondary}
      />
    </main>
  );
}
