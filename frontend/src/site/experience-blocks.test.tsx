import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTENT_BLOCKS, renderContentBlockText } from '#domain/content/content-blocks.ts';
import { sitePriceTable } from './site-pricing.ts';
import { ExperiencePage } from './experience-page.tsx';
import type { ExperiencePageContent } from './content/types.ts';

// Issue 31, decision 084: every experience page's eyebrow, headline, intro, section headings and
// call to action are content blocks (editable in place and on /admin/content-blocks), each
// registered, on its own page, and prerendered with its default as the page's words.

const pagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content/pages');
const slugs = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

/** The template's own headings, the same on every experience page (not a page's copy). */
const TEMPLATE_HEADINGS = new Set(['Highlights', 'Quick answers', 'Frequently asked questions', 'Related experiences']);
/** Headings too computed to be a block: the arithmetic's group size is the page's own constant its table is built on. */
const LEFT_IN_CODE: Record<string, readonly string[]> = { '/golden-ticket': ['The arithmetic for a group of 12, bride included'] };

const registered = new Map<string, (typeof CONTENT_BLOCKS)[number]>(CONTENT_BLOCKS.map((block) => [block.key, block]));
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

async function rendered(slug: string) {
  const content = ((await import(`./content/pages/${slug}.ts`)) as { default: ExperiencePageContent }).default;
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[content.path]}>
      <ExperiencePage content={content} />
    </MemoryRouter>,
  );
  return { content, html };
}

describe('the experience pages’ headings and short copy are content blocks', () => {
  it.each(slugs)('/%s: eyebrow, h1, intro, every section heading and the call to action', async (slug) => {
    const { content, html } = await rendered(slug);
    const blocks = [...html.matchAll(/<span data-content-block="([^"]+)">([^<]*)<\/span>/g)].map((match) => ({ key: match[1]!, text: decode(match[2]!) }));
    for (const { key, text } of blocks) {
      const block = registered.get(key);
      expect(block, `${key} is registered`).toBeDefined();
      expect(block!.page, key).toBe(content.path);
      expect(text, key).toBe(renderContentBlockText(block!.defaultText, sitePriceTable));
    }
    // Each of these elements holds one block and nothing else.
    const holders = [
      /<p class="eyebrow">([\s\S]*?)<\/p>/,
      /<h1[^>]*>([\s\S]*?)<\/h1>/,
      /<p class="page-hero__intro">([\s\S]*?)<\/p>/,
      /<section class="cta-banner"[\s\S]*?<h2 id="cta-heading">([\s\S]*?)<\/h2>/,
      /<section class="cta-banner"[\s\S]*?<\/h2>\s*<p>([\s\S]*?)<\/p>/,
    ];
    for (const holder of holders) expect(holder.exec(html)?.[1], `${slug} ${holder}`).toMatch(/^<span data-content-block="[^"]+">[^<]*<\/span>$/);
    const headings = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => match[1]!.trim());
    for (const heading of headings) {
      const text = decode(heading);
      if (TEMPLATE_HEADINGS.has(text) || LEFT_IN_CODE[content.path]?.includes(text)) continue;
      expect(heading, `${slug}: "${text}" is a block`).toMatch(/^<span data-content-block="[^"]+">[^<]*<\/span>$/);
    }
    // The page's blocks are all shown, and no page shows another page's.
    const pageBlocks = CONTENT_BLOCKS.filter((block) => block.page === content.path).map((block) => block.key);
    expect(blocks.map((block) => block.key).sort()).toEqual([...pageBlocks].sort());
    expect(pageBlocks.every((key) => key.startsWith(`${slug}.`))).toBe(true);
  });

  it('leaves in code only the headings named here, which are still on their page', async () => {
    for (const [page, headings] of Object.entries(LEFT_IN_CODE)) {
      const { html } = await rendered(page.slice(1));
      for (const heading of headings) expect(decode(html)).toContain(heading);
    }
  });
});
