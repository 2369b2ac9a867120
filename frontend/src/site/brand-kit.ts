/**
 * The brand kit the press page offers (/media, decision 031): the mark the site already uses
 * (public/favicon.svg, also the header's, the footer's and the JSON-LD logo) and the brand colours
 * with their hex values. The colours are the site's CSS custom properties (styles/base.css); a
 * unit test holds the two together, so the kit never names a colour the site no longer uses.
 */

export const BRAND_MARK = {
  /** The published file, served as is (frontend/public). */
  href: '/favicon.svg',
  /** The name a download saves it under. */
  downloadName: 'lake-travis-party-cruises-mark.svg',
  alt: 'Lake Travis Party Cruises mark: a white-sailed party boat on a gold hull above a blue wave, on lake blue',
  width: 64,
  height: 64,
} as const;

export interface BrandColour {
  name: string;
  /** The CSS custom property in styles/base.css. */
  token: `--color-${string}`;
  hex: `#${string}`;
  use: string;
}

export const BRAND_COLOURS: readonly BrandColour[] = [
  { name: 'Lake', token: '--color-lake', hex: '#0b3a53', use: 'The mark, headings on buttons, primary buttons' },
  { name: 'Deep lake', token: '--color-lake-deep', hex: '#072a3d', use: 'Dark sections and hover states' },
  { name: 'Teal', token: '--color-teal', hex: '#0e6f85', use: 'Links and eyebrows' },
  { name: 'Sun', token: '--color-sun', hex: '#f7c948', use: 'The hull in the mark, calls to action' },
  { name: 'Deep sun', token: '--color-sun-deep', hex: '#e0ac1f', use: 'Focus rings and highlights' },
  { name: 'Coral', token: '--color-coral', hex: '#c2410c', use: 'Accents, sparingly' },
  { name: 'Ink', token: '--color-ink', hex: '#0f1c24', use: 'Body text' },
  { name: 'Wash', token: '--color-wash', hex: '#f3f7f9', use: 'Light section backgrounds' },
];

/** Whether a swatch needs light text on it (WCAG relative luminance below the midpoint). */
export function needsLightText(hex: string): boolean {
  const channel = (index: number) => {
    const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance < 0.179;
}
