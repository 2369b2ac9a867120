import { describe, expect, it } from 'vitest';
import type { PagePhoto } from '#domain/content/page-photos.ts';
import { renderPage } from '../entry-server.tsx';
import { pressPageStructuredData } from '../site/press-page.ts';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const photo: PagePhoto = {
  id: 'm1',
  alt: 'Guests on the top deck at sunset',
  caption: 'Saturday on Clever Girl',
  width: 2400,
  height: 1600,
  variants: [
    { format: 'webp', width: 640, path: '/media-files/m1/r1/640.webp' },
    { format: 'jpeg', width: 640, path: '/media-files/m1/r1/640.jpg' },
    { format: 'jpeg', width: 1920, path: '/media-files/m1/r1/1920.jpg' },
    { format: 'webp', width: 1920, path: '/media-files/m1/r1/1920.webp' },
  ],
};

describe('the press page (/media)', () => {
  it('says plainly it has no photos when none is published, and still gives the brand kit and the contact', async () => {
    // Outside a site build no photo is defined: the page as it is before staff publish one.
    const { status, html, head } = await renderPage('/media', '2026-11-27');
    expect(status).toBe(200);
    const body = text(html);
    expect(body).toContain('We have no photos published here yet.');
    expect(html).not.toContain('class="press-photo"');
    expect(html).toMatch(/<a class="button button--primary" href="\/favicon.svg" download="lake-travis-party-cruises-mark.svg">/);
    expect(body).toContain('#0b3a53');
    expect(body).toContain('Bluebonnet Cove Marina, 2100 Bluebonnet Cove Landing, Austin, TX 78734');
    expect(html).toContain('href="tel:+15125550142"');
    expect(html).toContain('href="mailto:hello@laketravispartycruises.example"');
    expect(head).toContain('"@type":"CollectionPage"');
    expect(head).not.toContain('"@type":"ImageObject"');
    expect(head).toContain('<link rel="canonical" href="https://www.laketravispartycruises.example/media"');
  });

  it('describes each published photo as an ImageObject: the largest JPEG, its alt text and caption, credited to the business', () => {
    const [page] = pressPageStructuredData([photo]);
    expect(page).toMatchObject({ '@type': 'CollectionPage', url: 'https://www.laketravispartycruises.example/media' });
    expect(page?.['hasPart']).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: 'https://www.laketravispartycruises.example/media-files/m1/r1/1920.jpg',
        description: 'Guests on the top deck at sunset',
        caption: 'Saturday on Clever Girl',
        width: 1920,
        height: 1280,
        encodingFormat: 'image/jpeg',
        copyrightHolder: { '@id': 'https://www.laketravispartycruises.example/#business' },
        creditText: 'Lake Travis Party Cruises',
      },
    ]);
  });
});
