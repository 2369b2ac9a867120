import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PagePhotos } from '#domain/content/page-photos.ts';
import { SERVICE_CARDS } from '../../site/content/home.ts';
import { SERVICE_CARD_SLOTS } from '#domain/content/page-slots.ts';
import { ART } from '../../site/art.ts';
import { SlotImage } from './slot-image.tsx';

const photos: PagePhotos = {
  'boat-clever-girl': [
    {
      id: 'p1',
      alt: 'Clever Girl at anchor in Devil’s Cove',
      width: 1600,
      height: 1000,
      variants: [
        { format: 'webp', width: 640, path: '/media-files/p1/r1/640.webp' },
        { format: 'jpeg', width: 640, path: '/media-files/p1/r1/640.jpg' },
        { format: 'webp', width: 1600, path: '/media-files/p1/r1/1600.webp' },
        { format: 'jpeg', width: 1600, path: '/media-files/p1/r1/1600.jpg' },
      ],
    },
  ],
};

describe('SlotImage', () => {
  it("shows the staff's photo for the slot with its variants, alt text, size and lazy loading", () => {
    const html = renderToStaticMarkup(
      <SlotImage slot="boat-clever-girl" art="boatCleverGirl" artAlt="" sizes="50vw" className="card__image" photos={photos} />,
    );
    expect(
      html.startsWith('<picture><source type="image/webp" srcSet="/media-files/p1/r1/640.webp 640w, /media-files/p1/r1/1600.webp 1600w" sizes="50vw"/>'),
    ).toBe(true);
    expect(html).toContain('alt="Clever Girl at anchor in Devil’s Cove"');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1000"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('class="card__image"');
    expect(html).not.toContain(ART.boatCleverGirl.src);
  });

  it('shows the illustration, with its size, when staff chose no photo for the slot', () => {
    const html = renderToStaticMarkup(<SlotImage slot="boat-day-tripper" art="boatDayTripper" sizes="50vw" photos={photos} />);
    expect(html).toBe(`<img src="${ART.boatDayTripper.src}" width="1200" height="800" alt="${ART.boatDayTripper.alt}" loading="lazy" decoding="async"/>`);
    expect(renderToStaticMarkup(<SlotImage slot="boat-day-tripper" art="boatDayTripper" artAlt="" sizes="50vw" photos={photos} />)).toContain('alt=""');
  });

  it('has a slot for each of the home page service cards, titled as the cards are', () => {
    expect(SERVICE_CARD_SLOTS.map(({ card, title }) => [card, title])).toEqual(SERVICE_CARDS.map((card) => [card.id, card.title]));
  });
});
