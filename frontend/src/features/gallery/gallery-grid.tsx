import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { librarySources, type LibraryVariant } from '../../components/media/image-variants.ts';
import { ResponsiveImage } from '../../components/media/responsive-image.tsx';

export interface GalleryItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** A staff photo's sizes from the media library (issue 19); artwork has none. */
  variants?: readonly LibraryVariant[];
}

/**
 * A grid of images; choosing one opens a full-size viewer (a modal dialog: focus stays inside,
 * Escape closes it and focus returns to the image that opened it) showing 'n / total', with
 * previous/next buttons and the arrow keys.
 */
/** `compact`: two small photos a row on a phone, captions left to the enlarged view (the home page's preview). */
export function GalleryGrid({ items, label, compact = false }: { items: readonly GalleryItem[]; label: string; compact?: boolean }) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const lastOpened = useRef(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) element.close();
  }, [index]);

  const open = (i: number) => {
    lastOpened.current = i;
    setIndex(i);
  };
  const step = (delta: number) => setIndex((current) => (current === null ? null : (current + delta + items.length) % items.length));
  const current = index === null ? null : items[index];

  return (
    <>
      <ul className={compact ? 'gallery gallery--compact' : 'gallery'} aria-label={label}>
        {items.map((item, i) => (
          <li key={item.src} className="gallery__item">
            <button
              type="button"
              className="gallery__open"
              ref={(element) => {
                openers.current[i] = element;
              }}
              onClick={() => open(i)}
              aria-label={`View full size: ${item.caption}`}
            >
              <ResponsiveImage
                src={item.src}
                {...(item.variants ? { variants: item.variants } : {})}
                width={item.width}
                height={item.height}
                alt={item.alt}
                sizes="(min-width: 768px) 33vw, 50vw"
              />
            </button>
            <p className="gallery__caption">{item.caption}</p>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="viewer"
        aria-label="Image viewer"
        onClose={() => {
          setIndex(null);
          openers.current[lastOpened.current]?.focus();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) setIndex(null);
        }}
      >
        {current && index !== null && (
          <figure className="viewer__figure">
            <img
              src={current.variants ? librarySources(current.variants).fallbackSrc : current.src}
              width={current.width}
              height={current.height}
              alt={current.alt}
            />
            <figcaption className="viewer__caption">
              <span>{current.caption}</span>
              <span className="viewer__count" aria-live="polite">
                {index + 1} / {items.length}
              </span>
            </figcaption>
          </figure>
        )}
        <div className="viewer__controls">
          <button type="button" className="viewer__button" onClick={() => step(-1)} aria-label="Previous image">
            <ChevronLeft aria-hidden="true" />
          </button>
          <button type="button" className="viewer__button" onClick={() => step(1)} aria-label="Next image">
            <ChevronRight aria-hidden="true" />
          </button>
          <button type="button" className="viewer__button viewer__close" onClick={() => setIndex(null)} aria-label="Close viewer">
            <X aria-hidden="true" />
          </button>
        </div>
      </dialog>
    </>
  );
}
