import { sitePriceTable } from '../site/site-pricing.ts';
import { useEffect, useRef, useState } from 'react';
import { ContentBlock } from '../components/marketing/content-block.tsx';
import { HOME_BLOCKS } from '#domain/content/blocks/home.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowRight, ChevronDown, Clock, ShieldCheck, Star, Users, Ship } from 'lucide-react';
import { businessFacts } from '#domain/site/business.ts';
import { BOATS, bandGuestsLabel, PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { startingDiscoTicketAllIn, startingPrivatePrice, priceTableTier } from '#domain/pricing/price-table.ts';
import { CRUISE_DURATION_HOURS } from '#domain/pricing/rates.ts';
import { Section } from '../components/marketing/section.tsx';
import { FaqList } from '../components/marketing/faq-list.tsx';
import { TestimonialCards } from '../components/marketing/testimonial-cards.tsx';
import { RelatedServices } from '../components/marketing/related-services.tsx';
import { ComparisonPricing } from '../components/pricing/comparison-pricing.tsx';
import { GalleryGrid } from '../features/gallery/gallery-grid.tsx';
import { ContactForm } from '../features/leads/contact-form.tsx';
import { EndorsementList } from '../features/endorsements/endorsement-list.tsx';
import { HeroCarousel } from '../features/home/hero-carousel.tsx';
import { photoFor } from '#domain/content/page-photos.ts';
import { ServiceCards } from '../features/home/service-cards.tsx';
import { FleetComparison } from '../features/home/fleet-comparison.tsx';
import { PhoneDisclosure } from '../components/marketing/phone-disclosure.tsx';
import { galleryItems } from '../site/gallery.ts';
import { CHAT_GROUP_SIZE_PRESETS, chatHref } from '../site/chat-link.ts';
import { BOOK_HREF } from '../components/layout/navigation.ts';
import { TOTALS_NOTE } from '../site/price-notes.ts';
import { ContactDetails } from '../components/marketing/contact-details.tsx';
import { toast } from '../components/toast/toast-store.ts';
import { QUOTE_FRAME_MIN_HEIGHT, quoteFrameHeight, readEmbedMessage } from '../embed/messages.ts';
import { TESTIMONIALS } from '../site/content/testimonials.ts';
import {
  DEFINITIONS,
  HERO_SLIDES,
  HOME_FAQ,
  HOME_INTRO,
  LINK_CARDS,
  PRICING_CARDS,
  PRICING_GUIDES,
  REASONS,
  SEASONAL_TIMELINE,
  SEASONAL_TIMELINE_INTRO,
} from '../site/content/home.ts';
import type { OfferBlock } from '../site/content/types.ts';

export const faqs = HOME_FAQ;
export const offers: readonly OfferBlock[] = [
  { kind: 'private', heading: '', intro: '', tiers: [14, 25, 50] },
  { kind: 'disco', heading: '', intro: '' },
];

/** The home page's gallery shows six images (spec section 9). */
export const HOME_GALLERY_SIZE = 6;
const HOME_RELATED = ['/atx-disco-cruise', '/bachelor-party-austin', '/bachelorette-party-austin', '/private-cruises', '/corporate-events'];
const PRICING_WIDGET_TIERS = [14, 25, 50] as const;

/**
 * The quote builder in a frame (spec "Home page"): the embed widget a partner's page would show.
 * The closed state is what the prerendered page shows; nothing of the widget loads until a
 * visitor opens it. Only our own widget, in this frame, may resize it or move the page on.
 */
function QuoteFrameToggle() {
  const [open, setOpen] = useState(false);
  // Made on first open and kept when closed, so reopening finds the conversation where it was.
  const [framed, setFramed] = useState(false);
  const [height, setHeight] = useState(QUOTE_FRAME_MIN_HEIGHT);
  const frame = useRef<HTMLIFrameElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!framed) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readEmbedMessage(event.data);
      if (message?.type === 'resize') setHeight(quoteFrameHeight(message.height));
      if (message?.type === 'quote-submitted') {
        toast({ title: 'Quote Submitted!', description: 'Redirecting you to view your quote details...' });
        // The chat page forwards to the quote page it is given.
        navigate('/chat', { state: { openQuotePath: message.path } });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [framed, navigate]);

  const toggle = () => {
    setOpen(!open);
    setFramed(true);
  };

  return (
    <section className="quote-slot" aria-labelledby="quote-slot-heading">
      <div className="section__inner">
        <h2 id="quote-slot-heading" className="visually-hidden">
          Build your quote
        </h2>
        <button type="button" className="quote-slot__toggle" aria-expanded={open} aria-controls="quote-slot-body" onClick={toggle}>
          <span>Build your quote right here</span>
          <ChevronDown aria-hidden="true" className="faq__chevron" />
        </button>
        <div id="quote-slot-body" className="quote-slot__body" hidden={!open}>
          <p>
            Pick your date, group size and package and see your exact total, deposit and balance date in about a minute.{' '}
            <a href={chatHref({ type: 'general' })}>Prefer a full page? Open the quote builder</a>
          </p>
          {framed && <iframe ref={frame} className="quote-slot__frame" src="/embed/quote" title="Quote builder" loading="lazy" style={{ height }} />}
        </div>
      </div>
    </section>
  );
}

function Stats() {
  const { guestsServedDisplay, rating, foundedYear, safety } = businessFacts;
  const stats = [
    { icon: Users, value: guestsServedDisplay, label: 'guests on the water' },
    { icon: Star, value: `${rating.value}/${rating.best}`, label: `from ${rating.reviewCount.toLocaleString('en-US')} reviews` },
    { icon: Clock, value: String(foundedYear), label: 'cruising since' },
    { icon: Ship, value: String(BOATS.length), label: `boats for ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS} guests` },
    { icon: ShieldCheck, value: safety.perfectSafetyRecord ? 'Perfect' : 'Strong', label: 'safety record' },
  ];
  return (
    <ul className="stats" aria-label="At a glance">
      {stats.map((stat) => (
        <li key={stat.label} className="stats__item">
          <stat.icon aria-hidden="true" size={24} />
          <strong>{stat.value}</strong>
          <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

function PrivatePricingWidget() {
  return (
    <div className="pricing-widget">
      <p className="pricing-widget__label">
        Saturday, {CRUISE_DURATION_HOURS} hours, standard cruise. {TOTALS_NOTE}
      </p>
      <ul className="pricing-widget__list">
        {PRICING_WIDGET_TIERS.map((tier) => {
          const table = priceTableTier(sitePriceTable, tier);
          return (
            <li key={tier} className="pricing-widget__item">
              <span className="pricing-widget__boat">{table.boatName}</span>
              <span className="pricing-widget__guests">{bandGuestsLabel(tier)}</span>
              <span className="pricing-widget__price">{formatMoney(table.packages.standard.totalPrices.SATURDAY)}</span>
              <span className="pricing-widget__rate">{formatMoney(table.baseHourlyRates.SATURDAY)}/hour</span>
            </li>
          );
        })}
      </ul>
      <a className="button button--primary" href={chatHref({ eventType: 'private', groupSize: CHAT_GROUP_SIZE_PRESETS.private })}>
        Price my date
      </a>
    </div>
  );
}

export default function HomePage() {
  const { pathname } = useLocation();
  const { location } = businessFacts;
  return (
    <main id="main">
      <header className="home-hero">
        <HeroCarousel slides={HERO_SLIDES} photo={photoFor('home-hero')} />
        <div className="home-hero__content">
          {/* The words and buttons on a backing of their own: the illustration behind is busy (pages.css). */}
          <div className="home-hero__text">
            <p className="eyebrow eyebrow--light">{businessFacts.tagline}</p>
            <h1 className="home-hero__title">
              <ContentBlock block={HOME_BLOCKS.title} />
            </h1>
            <p className="home-hero__intro">{HOME_INTRO}</p>
            <div className="page-hero__actions">
              <a className="button button--sun" href={chatHref({ type: 'general' })}>
                GET QUOTE
              </a>
              <a className="button button--ghost" href={BOOK_HREF}>
                BOOK NOW
              </a>
            </div>
          </div>
          <dl className="price-overlay" aria-label="Starting prices, tax and gratuity included">
            <div>
              <dt>Private boats from</dt>
              <dd>
                {formatMoney(startingPrivatePrice(sitePriceTable))} <span className="price-overlay__basis">all in</span>
              </dd>
            </div>
            <div>
              <dt>Disco tickets from</dt>
              <dd>
                {formatMoney(startingDiscoTicketAllIn(sitePriceTable))}/person <span className="price-overlay__basis">all in</span>
              </dd>
            </div>
          </dl>
        </div>
      </header>
      <QuoteFrameToggle />
      <Section id="services" heading={<ContentBlock block={HOME_BLOCKS.servicesHeading} />}>
        <ServiceCards />
      </Section>
      <Section id="stats" heading={<ContentBlock block={HOME_BLOCKS.statsHeading} />} tone="wash">
        <Stats />
        <ul className="card-grid card-grid--3">
          {REASONS.map((reason) => (
            <li key={reason.title} className="card">
              <h3 className="card__title">{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="pricing-widget" heading={<ContentBlock block={HOME_BLOCKS.pricingWidgetHeading} />}>
        <PrivatePricingWidget />
      </Section>
      <Section id="gallery" heading={<ContentBlock block={HOME_BLOCKS.galleryHeading} />} tone="wash">
        <GalleryGrid items={galleryItems().slice(0, HOME_GALLERY_SIZE)} label="Photos from our cruises" compact />
        <p className="section__more">
          <Link to="/gallery">
            See the whole gallery <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </p>
      </Section>
      <Section
        id="compare"
        heading={<ContentBlock block={HOME_BLOCKS.comparisonHeading} />}
        intro={`For a group of ${CHAT_GROUP_SIZE_PRESETS.disco} on a Saturday, here is how the two compare.`}
      >
        <ComparisonPricing groupSize={CHAT_GROUP_SIZE_PRESETS.disco} />
      </Section>
      <Section id="fleet" heading={<ContentBlock block={HOME_BLOCKS.fleetHeading} />} tone="wash">
        <PhoneDisclosure summary="Compare the boats side by side">
          <FleetComparison />
        </PhoneDisclosure>
      </Section>
      <Section id="testimonials" heading={<ContentBlock block={HOME_BLOCKS.testimonialsHeading} />}>
        <TestimonialCards testimonials={TESTIMONIALS} />
      </Section>
      <EndorsementList />
      <Section id="seasons" heading={<ContentBlock block={HOME_BLOCKS.seasonsHeading} />} intro={SEASONAL_TIMELINE_INTRO} tone="wash">
        <PhoneDisclosure summary="See the year season by season">
          <ol className="timeline">
            {SEASONAL_TIMELINE.map((period) => (
              <li key={period.id} className={period.isPeakSeason ? 'timeline__item timeline__item--peak' : 'timeline__item'}>
                <p className="timeline__months">{period.months}</p>
                <h3 className="timeline__title">
                  {period.title} <span className="badge">{period.demand}</span>
                </h3>
                <p>{period.lake}</p>
                <p className="timeline__advice">{period.bookingAdvice}</p>
              </li>
            ))}
          </ol>
        </PhoneDisclosure>
      </Section>
      <Section id="guides" heading={<ContentBlock block={HOME_BLOCKS.guidesHeading} />}>
        <PhoneDisclosure summary="How our prices work">
          <ul className="card-grid card-grid--3">
            {PRICING_GUIDES.map((guide) => (
              <li key={guide.title} className="card">
                <h3 className="card__title">{guide.title}</h3>
                <p>{guide.text}</p>
              </li>
            ))}
          </ul>
        </PhoneDisclosure>
      </Section>
      <Section id="faq" heading={<ContentBlock block={HOME_BLOCKS.faqHeading} />} tone="wash">
        <FaqList faqs={HOME_FAQ} page={pathname} />
        <h3 className="definitions__heading">Party cruise terms</h3>
        <PhoneDisclosure summary={`What the ${DEFINITIONS.length} terms mean`}>
          <dl className="definitions">
            {DEFINITIONS.map((d) => (
              <div key={d.term}>
                <dt>{d.term}</dt>
                <dd>{d.definition}</dd>
              </div>
            ))}
          </dl>
        </PhoneDisclosure>
      </Section>
      <Section id="contact" heading={<ContentBlock block={HOME_BLOCKS.contactHeading} />}>
        <div className="contact-layout">
          <div className="contact-layout__form">
            <ContactForm page={pathname} headingId="contact-heading" />
          </div>
          <aside className="contact-card" aria-labelledby="quick-book-heading">
            <h3 id="quick-book-heading">Quick book</h3>
            <p>Know your date and group? Check availability and lock it in with a deposit.</p>
            <a className="button button--sun" href={chatHref({ type: 'general' })}>
              VIEW AVAILABILITY
            </a>
            <ContactDetails />
            <p className="contact-card__note">
              {location.marinaName}, {location.display}
            </p>
          </aside>
        </div>
      </Section>
      <Section id="explore" heading={<ContentBlock block={HOME_BLOCKS.exploreHeading} />} tone="wash">
        <ul className="link-cards">
          {LINK_CARDS.map((card) => (
            <li key={card.href}>
              <Link className="link-card" to={card.href}>
                <span className="link-card__title">{card.title}</span>
                <span className="link-card__text">{card.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="pricing-cards" heading={<ContentBlock block={HOME_BLOCKS.pricingCardsHeading} />}>
        <ul className="pricing-cards">
          {PRICING_CARDS.map((card) => (
            <li key={card.id} className={card.isPopular ? 'pricing-card pricing-card--popular' : 'pricing-card'}>
              {card.isPopular && <span className="badge badge--sun">Most popular</span>}
              <h3 className="pricing-card__name">{card.name}</h3>
              <p className="pricing-card__price">
                <span className="pricing-card__amount">{formatMoney(card.basePrice)}</span>{' '}
                {card.pricingType === 'person' ? 'per person' : card.pricingType === 'hour' ? 'per hour' : 'per cruise'}
              </p>
              <p className="pricing-card__note">{card.priceNote}</p>
              <p>{card.description}</p>
              <ul className="pricing-card__features">
                {card.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <p className="pricing-card__meta">
                {card.capacity} · {card.duration}
              </p>
              <Link className="button button--secondary" to={card.ctaHref}>
                {card.ctaText}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <RelatedServices paths={HOME_RELATED} currentPath={pathname} heading="Related services" />
    </main>
  );
}
