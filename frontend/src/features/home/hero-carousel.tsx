import { useEffect, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { ART, type ArtId } from '../../site/art.ts';
import type { HeroSlide } from '../../site/content/home.ts';
import type { PagePhoto } from '#domain/content/page-photos.ts';
import { ResponsiveImage } from '../../components/media/responsive-image.tsx';

export const HERO_SLIDE_INTERVAL_MS = 6000;
const MOBILE_QUERY = '(max-width: 767.98px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the hero may rotate here: not on small screens, not under reduced motion. */
function rotationAllowed(): boolean {
  return !window.matchMedia(MOBILE_QUERY).matches && !window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * The home hero's background: the first scene is in the prerendered HTML (it is the page's largest
 * paint); the others load and rotate every 6 s once the page is live, where rotation is allowed.
 * A pause button stops it (WCAG 2.2.2).
 */
export function HeroCarousel({
  slides,
  photo,
}: {
  slides: readonly HeroSlide[] /** The staff's hero photo (issue 19), shown instead of the first scene. */;
  photo?: PagePhoto | undefined;
}) {
  const [enabled, setEnabled] = useState(false);
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const update = () => setEnabled(rotationAllowed());
    update();
    const queries = [window.matchMedia(MOBILE_QUERY), window.matchMedia(REDUCED_MOTION_QUERY)];
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);

  useEffect(() => {
    if (!enabled || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), HERO_SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [enabled, paused, slides.length]);

  const shown = enabled ? slides : slides.slice(0, 1);
  const current = slides[enabled ? index : 0]!;
  return (
    <div className="hero-carousel">
      {shown.map((slide, i) => {
        const art = ART[slide.art as ArtId];
        const active = i === (enabled ? index : 0);
        if (i === 0 && photo) {
          return (
            <ResponsiveImage
              key={slide.id}
              src=""
              variants={photo.variants}
              className={active ? 'hero-carousel__image hero-carousel__image--active' : 'hero-carousel__image'}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              sizes="100vw"
              loading="eager"
              fetchPriority="high"
            />
          );
        }
        return (
          <img
            key={slide.id}
            className={i === (enabled ? index : 0) ? 'hero-carousel__image hero-carousel__image--active' : 'hero-carousel__image'}
            src={art.src}
            width={art.width}
            height={art.height}
            alt={i === 0 ? art.alt : ''}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding="async"
          />
        );
      })}
      <div className="hero-carousel__caption">
        <p className="hero-carousel__headline">{current.headline}</p>
        <p className="hero-carousel__subline">{current.subline}</p>
      </div>
      {enabled && (
        <button type="button" className="hero-carousel__pause" onClick={() => setPaused((p) => !p)} aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}>
          {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
        </button>
      )}
    </div>
  );
}
