import type { PagePhoto } from '#domain/content/page-photos.ts';
import { ResponsiveImage } from '../media/responsive-image.tsx';
import type { ReactNode } from 'react';
import { ART, type ArtId } from '../../site/art.ts';

/** The top of a page: eyebrow, h1, lead, calls to action and the page's illustration. */
export function PageHero({
  eyebrow,
  title,
  intro,
  art,
  actions,
  children,
  photo,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  intro: ReactNode;
  art: ArtId;
  actions?: ReactNode;
  children?: ReactNode;
  /** The staff's photo for this page's hero (issue 19), shown instead of the illustration. */
  photo?: PagePhoto | undefined;
}) {
  const image = ART[art];
  return (
    <header className="page-hero">
      <div className="page-hero__inner">
        <div className="page-hero__text">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="page-hero__title">{title}</h1>
          <p className="page-hero__intro">{intro}</p>
          {actions && <div className="page-hero__actions">{actions}</div>}
          {children}
        </div>
        <div className="page-hero__art">
          {photo ? (
            <ResponsiveImage
              src=""
              variants={photo.variants}
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              sizes="(min-width: 1024px) 50vw, 100vw"
              loading="eager"
              fetchPriority="high"
            />
          ) : (
            <img src={image.src} width={image.width} height={image.height} alt={image.alt} fetchPriority="high" decoding="async" />
          )}
        </div>
      </div>
    </header>
  );
}
