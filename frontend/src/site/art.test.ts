import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ART, GALLERY_ART, HERO_ART, type ArtId } from './art.ts';

// Read the SVG files straight from disk: the registry's `src` is whatever Vite made of the import,
// so the test maps each id to its file by the same kebab-case naming the imports use.
const artDir = fileURLToPath(new URL('../assets/art/', import.meta.url));
const HARD_LIMIT_BYTES = 35 * 1024;

function fileFor(id: ArtId): string {
  const kebab = id
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([a-zA-Z])/g, '$1-$2')
    .toLowerCase();
  return `${artDir}${kebab}.svg`;
}

const ids = Object.keys(ART) as ArtId[];

describe('artwork registry', () => {
  it.each(ids)('%s is a safe, self-contained SVG matching its registered size', (id) => {
    const file = fileFor(id);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, 'utf8');
    const art = ART[id];
    const root = /^<svg\b[^>]*>/.exec(svg.trimStart())?.[0];
    expect(root, 'document starts with an <svg> root element').toBeDefined();
    expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root).toContain(`viewBox="0 0 ${art.width} ${art.height}"`);
    expect(root).toContain(`width="${art.width}"`);
    expect(root).toContain(`height="${art.height}"`);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/<text\b/i);
    expect(svg).not.toMatch(/<image\b/i);
    expect(svg).not.toMatch(/<foreignObject/i);
    expect(svg).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(svg).not.toMatch(/(?:href|src)\s*=\s*"(?!#)/i);
    expect(svg).not.toMatch(/url\((?!#)/i);
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/i);
    expect(svg).not.toMatch(/<metadata|sodipodi|inkscape/i);
    expect(statSync(file).size).toBeLessThan(HARD_LIMIT_BYTES);
    // Every internal reference points at an element the file defines.
    const defined = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const m of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(defined, `#${m[1]}`).toContain(m[1]);
  });

  it('has a non-empty, unique alt text for every artwork', () => {
    const alts = ids.map((id) => ART[id].alt.trim());
    for (const alt of alts) expect(alt.length).toBeGreaterThan(10);
    expect(new Set(alts).size).toBe(alts.length);
  });

  it('registers a src for every artwork', () => {
    for (const id of ids) expect(typeof ART[id].src).toBe('string');
  });

  it('rotates four distinct 16:9 hero scenes', () => {
    expect(HERO_ART).toHaveLength(4);
    expect(new Set(HERO_ART).size).toBe(4);
    for (const id of HERO_ART) expect(ART[id].width / ART[id].height).toBeCloseTo(16 / 9, 5);
  });

  it('lists at least twelve unique, captioned gallery scenes', () => {
    expect(GALLERY_ART.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GALLERY_ART.map((g) => g.id)).size).toBe(GALLERY_ART.length);
    for (const item of GALLERY_ART) {
      expect(ids).toContain(item.id);
      expect(item.caption.trim().length).toBeGreaterThan(0);
    }
  });
});
