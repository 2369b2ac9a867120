import { BadgeCheck, Star } from 'lucide-react';
import { businessFacts } from '#domain/site/business.ts';
import type { Testimonial } from '../../site/content/testimonials.ts';

export function StarRating({ value, best = businessFacts.rating.best }: { value: number; best?: number }) {
  return (
    <span className="stars" role="img" aria-label={`${value} out of ${best} stars`}>
      {Array.from({ length: best }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions in a fixed row
        <Star key={i} aria-hidden="true" size={18} className={i < Math.round(value) ? 'stars__on' : 'stars__off'} />
      ))}
    </span>
  );
}

export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className="testimonials">
      {testimonials.map((t) => (
        <li key={t.id} className="testimonial">
          <figure>
            <StarRating value={t.rating} />
            <blockquote className="testimonial__text">
              <p>{t.text}</p>
            </blockquote>
            <figcaption className="testimonial__by">
              <span className="avatar" aria-hidden="true">
                {t.avatar}
              </span>
              <span>
                <strong>{t.name}</strong>
                <span className="testimonial__role">{t.role}</span>
                {t.verified && (
                  <span className="testimonial__verified">
                    <BadgeCheck aria-hidden="true" size={16} /> Verified guest
                  </span>
                )}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
