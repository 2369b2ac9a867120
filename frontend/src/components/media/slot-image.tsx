import { photoFor, type PagePhotos } from '#domain/content/page-photos.ts';
import { ART, type ArtId } from '../../site/art.ts';
import { ResponsiveImage } from './responsive-image.tsx';

/**
 * A place on a page that shows the staff's photo for its slot (domain/content/page-slots.ts) when they
 * chose one, and its illustration otherwise (issue 19, decision 031). Both keep their width and
 * height, so the layout does not move, and load lazily: these places are below the fold.
 */
export function SlotImage({
  slot,
  art,
  artAlt,
  sizes,
  className,
  photos,
}: {
  slot: string;
  art: ArtId;
  /** The illustration's alt text: '' where the text beside it says the same. */
  artAlt?: string;
  sizes: string;
  className?: string;
  /** The photos to choose from; the ones the site was built with unless given (tests). */
  photos?: PagePhotos;
}) {
  const photo = photoFor(slot, photos);
  if (photo) {
    return (
      <ResponsiveImage
        src=""
        variants={photo.variants}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        sizes={sizes}
        loading="lazy"
        {...(className ? { className } : {})}
      />
    );
  }
  const illustration = ART[art];
  return (
    <img
      src={illustration.src}
      width={illustration.width}
      height={illustration.height}
      alt={artAlt ?? illustration.alt}
      loading="lazy"
      decoding="async"
      {...(className ? { className } : {})}
    />
  );
}
