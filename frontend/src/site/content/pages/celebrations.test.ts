import { sitePriceTable } from '../../site-pricing.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES, isSitePagePath } from '#domain/site/site-pages.ts';
import { CAPACITY_TIERS } from '#domain/pricing/fleet.ts';
import { DAY_TYPES } from '#domain/shared/dates.ts';
import { DISCO_PACKAGE_KEYS, DISCO_MIN_AGE } from '#domain/pricing/disco.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { CRUISE_DURATION_HOURS, PRIVATE_PACKAGE_TYPES } from '#domain/pricing/rates.ts';
import { privateTotalsFor, startingDiscoTicketAllIn, startingPrivateHourlyRate, startingPrivatePrice } from '#domain/pricing/price-table.ts';
import type { ExperiencePageContent } from '../types.ts';
import { ART_KEYS, copyStrings, textOf } from '../content-test-support.ts';
import weddingParties from './wedding-parties.ts';
import rehearsalDinner from './rehearsal-dinner.ts';
import welcomeParty from './welcome-party.ts';
import afterParty from './after-party.ts';
import teamBuilding from './team-building.ts';
import clientEntertainment from './client-entertainment.ts';
import companyMilestone from './company-milestone.ts';
import milestoneBirthday from './milestone-birthday.ts';
import sweet16 from './sweet-16.ts';
import quinceanera from './quinceanera.ts';
import graduationParty from './graduation-party.ts';

// The wedding, corporate and celebration pages: structure, catalogue links, prices only from the
// domain, no business numbers typed into copy, and no disco cruise for the under-21 parties.

const here = path.dirname(fileURLToPath(import.meta.url));

const PAGES: readonly ExperiencePageContent[] = [
  weddingParties,
  rehearsalDinner,
  welcomeParty,
  afterParty,
  teamBuilding,
  clientEntertainment,
  companyMilestone,
  milestoneBirthday,
  sweet16,
  quinceanera,
  graduationParty,
];

// Widened to the content type: the modules' own inferred types are narrower than what pages may hold.
const graduation: ExperiencePageContent = graduationParty;
const underTwentyOneParties: readonly ExperiencePageContent[] = [sweet16, quinceanera];

function wordCount(page: ExperiencePageContent): number {
  return copyStrings(page).join(' ').split(/\s+/).filter(Boolean).length;
}

/** Every dollar amount the domain can produce for these pages. */
function domainAmounts(): Set<string> {
  const cents = new Set<number>([
    startingPrivatePrice(sitePriceTable),
    startingPrivateHourlyRate(sitePriceTable),
    startingDiscoTicketAllIn(sitePriceTable),
    sitePriceTable.lilyPad,
  ]);
  for (const tier of CAPACITY_TIERS) {
    cents.add(startingPrivatePrice(sitePriceTable, tier));
    cents.add(startingPrivateHourlyRate(sitePriceTable, tier));
    cents.add(sitePriceTable.crewFeePerHour[tier]);
    cents.add(sitePriceTable.crewFeePerHour[tier] * CRUISE_DURATION_HOURS);
    for (const day of DAY_TYPES) {
      cents.add(sitePriceTable.hourlyRates[tier][day]);
      cents.add(sitePriceTable.hourlyRates[tier][day] * CRUISE_DURATION_HOURS);
      for (const pkg of PRIVATE_PACKAGE_TYPES) {
        cents.add(sitePriceTable.packageAddOns[tier][pkg]);
        for (const lilyPad of [false, true]) {
          const t = privateTotalsFor(sitePriceTable, tier, day, pkg, lilyPad);
          for (const c of [t.subtotal, t.tax, t.gratuity, t.total]) cents.add(c);
        }
      }
    }
  }
  for (const key of DISCO_PACKAGE_KEYS) cents.add(sitePriceTable.discoPerPerson[key]);
  return new Set([...cents].map(formatMoney));
}

/**
 * The literal text of a module's strings and templates with every `${...}` removed: what was typed
 * by hand. Digits there are hard-coded numbers, except occasion names (Sweet 16, a 30th birthday)
 * and page paths.
 */
function typedText(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const OCCASION_NUMBERS = /Sweet 16|\b(?:21st|30th|40th|50th|60th)\b/g;
const PAGE_PATH = /^\/[a-z0-9-]*$/;
/** Ids, art keys and slugs such as 'eventSweet16' or 'sweet-16-alcohol': identifiers, not copy. */
const IDENTIFIER = /^[a-z][A-Za-z0-9]*(?:-[a-z0-9]+)*$/;
const BANNED = [/coming soon/i, /lorem/i, /\bTODO\b/, /placeholder/i, /ipsum/i, /\bTBD\b/];
const EMOJI = /\p{Extended_Pictographic}/u;

describe.each(PAGES.map((page) => [page.path, page] as const))('content page %s', (pagePath, page) => {
  const slug = pagePath.slice(1);
  const strings = copyStrings(page);

  it('is a catalogue page and links only to other catalogue pages', () => {
    expect(isSitePagePath(page.path)).toBe(true);
    expect(SITE_PAGES.find((p) => p.path === page.path)?.kind).toBe('event');
    expect(page.related.length).toBeGreaterThanOrEqual(3);
    expect(page.related.length).toBeLessThanOrEqual(4);
    expect(new Set(page.related).size).toBe(page.related.length);
    for (const related of page.related) expect(isSitePagePath(related), related).toBe(true);
    expect(page.related).not.toContain(page.path);
    for (const qa of page.quickAnswers ?? []) {
      if (qa.relatedLink) expect(isSitePagePath(qa.relatedLink.href), qa.relatedLink.href).toBe(true);
    }
  });

  it('has the expected shape', () => {
    expect(ART_KEYS.has(page.heroArt), page.heroArt).toBe(true);
    expect(page.highlights.length).toBeGreaterThanOrEqual(3);
    expect(page.highlights.length).toBeLessThanOrEqual(5);
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(page.faqs.length).toBeLessThanOrEqual(6);
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
    expect(page.offers.length).toBeGreaterThanOrEqual(1);
    expect(page.quickAnswers?.length ?? 0).toBeLessThanOrEqual(3);
    const ids = [...page.faqs.map((f) => f.id), ...(page.quickAnswers ?? []).map((q) => q.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('carries a real amount of copy', () => {
    const words = wordCount(page);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(1250);
  });

  it('has no filler, emoji or unrendered template text', () => {
    for (const text of strings) {
      for (const banned of BANNED) expect(text, text).not.toMatch(banned);
      expect(EMOJI.test(text), text).toBe(false);
      expect(text, text).not.toMatch(/\$\{|undefined|NaN|\[object/);
      expect(text.trim().length, 'empty string').toBeGreaterThan(0);
    }
  });

  it('shows only prices the domain computes', () => {
    const allowed = domainAmounts();
    for (const text of strings) {
      // Every dollar sign is followed by a formatMoney amount, and that amount is a domain value.
      expect(text.match(/\$(?![\d,]+\.\d{2})/g), text).toBeNull();
      for (const amount of text.match(/\$[\d,]+\.\d{2}/g) ?? []) expect(allowed.has(amount), amount).toBe(true);
    }
  });

  it('types no business numbers into the copy', () => {
    const file = path.join(here, `${slug}.ts`);
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/#domain\/index\.ts/);
    for (const text of typedText(file)) {
      if (PAGE_PATH.test(text) || IDENTIFIER.test(text)) continue;
      expect(text.replace(OCCASION_NUMBERS, ''), `typed number in: ${text}`).not.toMatch(/\d/);
    }
  });

  it('spells quinceañera with its tilde', () => {
    for (const text of strings) expect(text, text).not.toMatch(/quincea(?!ñ)n?era/i);
  });
});

describe('celebration pages as a set', () => {
  it('are each their own page, not one template with the name swapped', () => {
    const seen = new Map<string, string>();
    for (const page of PAGES) {
      const headings = [page.experience.heading, page.suits.heading, ...page.sections.map((s) => s.heading)].map(textOf);
      const texts = [...headings, ...page.experience.paragraphs, ...page.faqs.map((f) => f.question), ...page.faqs.map((f) => f.answer)];
      for (const text of texts) {
        expect(seen.get(text), `"${text}" repeated on ${page.path}`).toBeUndefined();
        seen.set(text, page.path);
      }
    }
  });

  it('never offer or suggest the disco cruise to the under-21 parties', () => {
    for (const page of underTwentyOneParties) {
      expect(page.offers.every((o) => o.kind === 'private')).toBe(true);
      for (const text of copyStrings(page)) expect(text, text).not.toMatch(/disco cruise|ATX Disco|Disco Queen|Platinum Disco|Basic Disco/i);
      for (const action of [page.cta.primary, page.cta.secondary]) {
        if (!action) continue;
        expect(JSON.stringify(action.params)).not.toMatch(/disco/);
      }
    }
  });

  it('keep the graduation disco option to all-adult college groups', () => {
    expect(graduation.offers.some((o) => o.kind === 'comparison')).toBe(false);
    const disco = graduation.offers.filter((o) => o.kind === 'disco');
    for (const block of disco) expect(`${textOf(block.heading)} ${block.intro}`).toContain(`${DISCO_MIN_AGE}+`);
    for (const action of [graduation.cta.primary, graduation.cta.secondary]) {
      if (action) expect(JSON.stringify(action.params)).not.toMatch(/disco/);
    }
  });

  it('say the under-21 parties sail alcohol-free with adults aboard', () => {
    for (const page of [...underTwentyOneParties, graduation]) {
      const text = copyStrings(page).join(' ');
      expect(text).toMatch(/alcohol-free/i);
      expect(text).toMatch(/chaperone/i);
    }
  });

  it('offer the disco cruise only on pages for adult groups', () => {
    const discoPages = PAGES.filter((p) => p.offers.some((o) => o.kind !== 'private')).map((p) => p.path);
    expect(
      discoPages.every((p) => ['/milestone-birthday', '/graduation-party'].includes(p)),
      discoPages.join(),
    ).toBe(true);
  });
});
