import { FIRST_PRICE_TABLE } from '../pricing/price-versions.ts';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_BLOCKS,
  FACT_TOKENS,
  PRICE_TOKENS,
  adminContentBlocks,
  builtContentBlock,
  contentBlockOverridesSchema,
  contentBlockDefinition,
  contentBlockPages,
  contentBlockTextProblem,
  contentBlockTexts,
  renderContentBlockText,
  withContentBlockText,
} from './content-blocks.ts';
import { formatMoney } from '../shared/money.ts';
import { startingDiscoTicketAllIn, startingPrivatePrice } from '../pricing/price-table.ts';
import { SITE_PAGES } from '../site/site-pages.ts';
import { CRUISE_DURATION_HOURS } from '../pricing/rates.ts';
import { DISCO_MIN_AGE } from '../pricing/disco.ts';
import { boatForTier } from '../pricing/fleet.ts';

describe('the content block registry', () => {
  it('has unique keys, each block valid as its own default, on a page the site has', () => {
    const keys = CONTENT_BLOCKS.map((block) => block.key);
    expect(new Set(keys).size).toBe(keys.length);
    const pages = new Set(SITE_PAGES.map((page) => page.path));
    for (const block of CONTENT_BLOCKS) {
      expect(block.defaultText.length, block.key).toBeLessThanOrEqual(block.maxLength);
      expect(contentBlockTextProblem(block.key, block.defaultText), block.key).toBeNull();
      expect(block.page === '*' || pages.has(block.page), `${block.key} is on ${block.page}`).toBe(true);
    }
    expect(contentBlockPages()[0]).toBe('*');
  });

  it('builds the defaults when the site was built without overrides', () => {
    expect(builtContentBlock(contentBlockDefinition('home.hero.title'), FIRST_PRICE_TABLE)).toBe('Lake Travis party boats, priced live and booked in minutes');
    expect(builtContentBlock(contentBlockDefinition('site.announcement'), FIRST_PRICE_TABLE)).toBe('');
  });
});

describe('the price check', () => {
  it.each(['Cruises from $450', 'Only $ 1,200 all in', 'Tickets $99.50', 'From USD 85 a head', 'from US$85'])('refuses a typed amount: %s', (text) => {
    const problem = contentBlockTextProblem('home.hero.title', text);
    expect(problem).toMatch(/^Prices come from the rate table: replace "(\$|USD|US\$)/);
    expect(problem).toContain('{{price.privateFrom}}');
  });

  it('accepts price tokens and renders them from the rate table', () => {
    const text = 'Private boats from {{price.privateFrom}}, disco from {{ price.discoFrom }}';
    expect(contentBlockTextProblem('home.hero.title', text)).toBeNull();
    expect(renderContentBlockText(text, FIRST_PRICE_TABLE)).toBe(
      `Private boats from ${formatMoney(startingPrivatePrice(FIRST_PRICE_TABLE))}, disco from ${formatMoney(startingDiscoTicketAllIn(FIRST_PRICE_TABLE))}`,
    );
  });

  it('refuses unknown or unclosed tokens, and a dollar sign with no amount is just text', () => {
    expect(contentBlockTextProblem('home.hero.title', 'From {{price.cheapest}}')).toMatch(/"\{\{price\.cheapest\}\}" is not a price token/);
    expect(contentBlockTextProblem('home.hero.title', 'From {{price.discoFrom')).toMatch(/Close each token/);
    expect(contentBlockTextProblem('home.hero.title', 'Make $$$ memories')).toBeNull();
  });

  it('holds each block to one line, its length, and no padding; only an optional block may be empty', () => {
    expect(contentBlockTextProblem('home.hero.title', 'x'.repeat(91))).toBe('Keep it to 90 characters (it has 91).');
    expect(contentBlockTextProblem('home.hero.title', 'Two\nlines')).toMatch(/one line/);
    expect(contentBlockTextProblem('home.hero.title', ' padded')).toMatch(/spaces/);
    expect(contentBlockTextProblem('home.hero.title', '')).toMatch(/Enter the text/);
    expect(contentBlockTextProblem('site.announcement', '')).toBeNull();
  });
});

describe('the fact tokens (decision 084)', () => {
  it('render from their domain/ constants, beside the price tokens', () => {
    const text = 'A {{fact.cruiseHours}}-hour cruise, {{ fact.discoMinAge }}+, {{fact.discoDays}}, from {{price.discoFrom}}';
    expect(contentBlockTextProblem('bachelor-party-austin.hero.intro', text)).toBeNull();
    expect(renderContentBlockText(text, FIRST_PRICE_TABLE)).toBe(
      `A ${CRUISE_DURATION_HOURS}-hour cruise, ${DISCO_MIN_AGE}+, Friday and Saturday, from ${formatMoney(startingDiscoTicketAllIn(FIRST_PRICE_TABLE))}`,
    );
    expect(renderContentBlockText('{{fact.largestBoat}} takes {{fact.largestBoatCapacity}}', FIRST_PRICE_TABLE)).toBe(
      `${boatForTier(75).name} takes ${boatForTier(75).capacity}`,
    );
  });

  it('refuse an unknown fact token, naming the ones there are', () => {
    const problem = contentBlockTextProblem('bachelor-party-austin.hero.intro', 'Groups of {{fact.discoMinimumAge}}+');
    expect(problem).toMatch(/^"\{\{fact\.discoMinimumAge\}\}" is not a fact token; use one of fact\.cruiseHours, fact\.discoMinAge/);
    expect(contentBlockTextProblem('bachelor-party-austin.hero.intro', 'Groups of {{discoMinAge}}+')).toMatch(/is not a price token/);
    expect(contentBlockOverridesSchema.safeParse({ 'bachelor-party-austin.hero.title': 'All {{fact.nope}}+' }).success).toBe(false);
    expect(contentBlockOverridesSchema.safeParse({ 'bachelor-party-austin.hero.title': 'All {{fact.discoMinAge}}+ on the lake' }).success).toBe(true);
  });

  it('are what the defaults use: every token in a default is known, and the admin answer lists them', () => {
    const used = new Set(CONTENT_BLOCKS.flatMap((block) => [...block.defaultText.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1]!)));
    expect([...used].filter((token) => !(token in FACT_TOKENS) && !(token in PRICE_TOKENS))).toEqual([]);
    expect(used.has('fact.discoMinAge')).toBe(true);
    expect(adminContentBlocks(null, FIRST_PRICE_TABLE).factTokens).toContainEqual({
      token: '{{fact.discoMinAge}}',
      label: FACT_TOKENS['fact.discoMinAge'].label,
      rendered: String(DISCO_MIN_AGE),
    });
  });
});

describe('the registry by page (decision 084)', () => {
  it('gives every marketing page but the legal ones blocks, each labelled with its page', () => {
    const pages = new Set(contentBlockPages());
    const missing = SITE_PAGES.map((page) => page.path).filter((path) => !pages.has(path) && path !== '/privacy' && path !== '/terms');
    expect(missing).toEqual([]);
    for (const block of CONTENT_BLOCKS) if (block.page !== '*') expect(block.label, block.key).toMatch(/^[^:]+: \S/);
  });
});

describe('merging overrides', () => {
  it('stores only what differs from the default; the default text is the reset', () => {
    const edited = withContentBlockText({}, 'faq.cta.heading', 'Anything else?');
    expect(edited).toEqual({ 'faq.cta.heading': 'Anything else?' });
    expect(withContentBlockText(edited, 'faq.cta.heading', 'Still have a question?')).toEqual({});
    expect(contentBlockTexts(edited)['faq.cta.heading']).toBe('Anything else?');
    expect(contentBlockTexts(edited)['faq.intro.title']).toBe('Frequently asked questions');
  });

  it('refuses stored overrides that a save would have refused', () => {
    expect(contentBlockOverridesSchema.safeParse({ 'faq.cta.heading': 'Anything else?' }).success).toBe(true);
    expect(contentBlockOverridesSchema.safeParse({ 'faq.cta.heading': 'From $400' }).success).toBe(false);
    expect(contentBlockOverridesSchema.safeParse({ 'no.such.block': 'Hello' }).success).toBe(false);
    expect(contentBlockOverridesSchema.safeParse({ 'faq.cta.heading': 'Still have a question?' }).success).toBe(false);
  });

  it('answers the admin screen with current, default and rendered text', () => {
    const response = adminContentBlocks(
      { overrides: { 'gallery.cta.text': 'Disco from {{price.discoFrom}}' }, version: 3, updatedAt: '2026-05-01T12:00:00.000Z', updatedBy: 'a@b.example' },
      FIRST_PRICE_TABLE,
    );
    const block = response.blocks.find((candidate) => candidate.key === 'gallery.cta.text')!;
    expect(block).toMatchObject({
      customised: true,
      text: 'Disco from {{price.discoFrom}}',
      rendered: `Disco from ${formatMoney(startingDiscoTicketAllIn(FIRST_PRICE_TABLE))}`,
    });
    expect(response.blocks.filter((candidate) => candidate.customised)).toHaveLength(1);
    expect(response.version).toBe(3);
    expect(adminContentBlocks(null, FIRST_PRICE_TABLE).version).toBe(0);
  });
});
