import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, BRAND_MARK, needsLightText } from './brand-kit.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const baseCss = readFileSync(path.join(here, '..', 'styles', 'base.css'), 'utf8');
const favicon = readFileSync(path.join(here, '..', '..', 'public', 'favicon.svg'), 'utf8');

describe('the press page brand kit', () => {
  it.each(BRAND_COLOURS.map((colour) => [colour.token, colour.hex]))('names %s with the value the site uses (%s)', (token, hex) => {
    const declared = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(baseCss);
    expect(declared?.[1]?.toLowerCase()).toBe(hex);
  });

  it('offers the colours the mark is drawn in', () => {
    const markColours = new Set([...favicon.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((match) => match[1]!.toLowerCase()));
    const kit = new Set(BRAND_COLOURS.map((colour) => colour.hex));
    expect([...markColours].filter((hex) => hex !== '#ffffff' && !kit.has(hex as `#${string}`))).toEqual([]);
  });

  it('offers the mark file the site serves, at its drawn size', () => {
    expect(favicon).toContain(`viewBox="0 0 ${BRAND_MARK.width} ${BRAND_MARK.height}"`);
    expect(BRAND_MARK.downloadName).toMatch(/\.svg$/);
  });

  it('puts light text on the dark swatches and dark text on the light ones', () => {
    expect(needsLightText('#0b3a53')).toBe(true);
    expect(needsLightText('#0f1c24')).toBe(true);
    expect(needsLightText('#f7c948')).toBe(false);
    expect(needsLightText('#f3f7f9')).toBe(false);
  });
});
