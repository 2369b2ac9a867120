import { sitePriceTable, sitePricing } from '../../site-pricing.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isSitePagePath } from '#domain/site/site-pages.ts';
import { CAPACITY_TIERS, type CapacityTier } from '#domain/pricing/fleet.ts';
import { DAY_TYPES, addDays, dayOfWeek, type IsoDate } from '#domain/shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS, DISCO_PACKAGES, DISCO_PACKAGE_KEYS } from '#domain/pricing/disco.ts';
import { formatMoney, type Cents } from '#domain/shared/money.ts';
import { CRUISE_DURATION_HOURS, PRIVATE_PACKAGE_TYPES, privateCharterParts, ticketTotals, totalsFor } from '#domain/pricing/rates.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from '#domain/pricing/pricing.ts';
import { isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { isPrivatePackageType } from '#domain/pricing/rates.ts';
import type { ExperiencePageContent } from '../types.ts';
import { ART_KEYS, copyStrings, textOf } from '../content-test-support.ts';
import bachelorPartyAustin from './bachelor-party-austin.ts';
import bachelorettePartyAustin from './bachelorette-party-austin.ts';
import combinedBachelorBachelorette from './combined-bachelor-bachelorette-austin.ts';
import atxDiscoCruise from './atx-disco-cruise.ts';
import goldenTicket from './golden-ticket.ts';
import goldenTicketPrivate from './golden-ticket-private.ts';
import partyBoatAustin from './party-boat-austin.ts';
import partyBoatLakeTravis from './party-boat-lake-travis.ts';
import privateCruises from './private-cruises.ts';
import corporateEvents from './corporate-events.ts';
import birthdayParties from './birthday-parties.ts';

// The party and cruise pages: structure, catalogue links, prices that only come from the domain,
// no business numbers typed into the source, and the offers each page is allowed to make.

const here = path.dirname(fileURLToPath(import.meta.url));

const PAGES: readonly ExperiencePageContent[] = [
  bachelorPartyAustin,
  bachelorettePartyAustin,
  combinedBachelorBachelorette,
  atxDiscoCruise,
  goldenTicket,
  goldenTicketPrivate,
  partyBoatAustin,
  partyBoatLakeTravis,
  privateCruises,
  corporateEvents,
  birthdayParties,
];

function pageCopy(page: ExperiencePageContent): string {
  return copyStrings(page).join('\n');
}

// Every dollar figure the domain can produce for these pages: table values, totals, per-person
// splits, and differences between two totals (savings). Anything else in the copy was typed in.
function allowedAmounts(): Set<string> {
  const values = new Set<Cents>();
  const totals: Cents[] = [];
  for (const tier of CAPACITY_TIERS) {
    values.add(sitePriceTable.crewFeePerHour[tier]);
    values.add(sitePriceTable.crewFeePerHour[tier] * CRUISE_DURATION_HOURS);
    for (const pkg of PRIVATE_PACKAGE_TYPES) values.add(sitePriceTable.packageAddOns[tier][pkg]);
    values.add(sitePriceTable.packageAddOns[tier].ultimate - sitePriceTable.packageAddOns[tier].essentials);
    for (const day of DAY_TYPES) {
      values.add(sitePriceTable.hourlyRates[tier][day]);
      for (const pkg of PRIVATE_PACKAGE_TYPES) {
        for (const lilyPad of [false, true]) {
          const parts = privateCharterParts(sitePriceTable, tier, day, pkg, lilyPad);
          const t = totalsFor(parts.subtotal);
          for (const v of [parts.base, parts.addOnCost, parts.totalCrewFee, parts.lilyPadCost, t.subtotal, t.tax, t.gratuity, t.total]) values.add(v);
          totals.push(t.total, t.subtotal);
          for (let n = 1; n <= 75; n += 1) values.add(Math.round(t.total / n));
        }
      }
    }
  }
  values.add(sitePriceTable.lilyPad);
  for (const key of DISCO_PACKAGE_KEYS) {
    const pkg = DISCO_PACKAGES[key];
    values.add(sitePriceTable.discoPerPerson[pkg.key]);
    values.add(totalsFor(sitePriceTable.discoPerPerson[pkg.key]).total);
    for (let n = DISCO_MIN_GUESTS; n <= DISCO_MAX_GUESTS; n += 1) {
      for (const chargeable of [n, n - 1]) {
        const t = ticketTotals(sitePriceTable.discoPerPerson[pkg.key], chargeable);
        values.add(t.subtotal);
        values.add(t.total);
        values.add(Math.round(t.total / n));
        totals.push(t.total);
      }
    }
  }
  for (const a of totals) for (const b of totals) if (a > b) values.add(a - b);
  return new Set([...values].map((v) => formatMoney(v)));
}

const ALLOWED = allowedAmounts();

/** A Saturday / Friday on or after a fixed day, for priced checks against the real engine. */
const TODAY: IsoDate = '2030-01-02';
function nextWeekday(weekday: number): IsoDate {
  let date = addDays(TODAY, 60);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe('party and cruise page content', () => {
  it.each(PAGES.map((p) => [p.path, p] as const))('%s: structure and catalogue links', (_path, page) => {
    expect(isSitePagePath(page.path)).toBe(true);
    expect(page.heroArt && ART_KEYS.has(page.heroArt)).toBe(true);
    expect(page.highlights.length).toBeGreaterThanOrEqual(3);
    expect(page.highlights.length).toBeLessThanOrEqual(5);
    expect(page.related.length).toBeGreaterThanOrEqual(3);
    expect(page.related.length).toBeLessThanOrEqual(4);
    expect(new Set(page.related).size).toBe(page.related.length);
    expect(page.related).not.toContain(page.path);
    for (const link of page.related) expect(isSitePagePath(link), link).toBe(true);
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(page.faqs.length).toBeLessThanOrEqual(6);
    const faqIds = page.faqs.map((f) => f.id);
    expect(new Set(faqIds).size).toBe(faqIds.length);
    for (const id of faqIds) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const quick = page.quickAnswers ?? [];
    expect(quick.length).toBeLessThanOrEqual(3);
    expect(new Set(quick.map((q) => q.id)).size).toBe(quick.length);
    for (const q of quick) {
      if (q.relatedLink) expect(isSitePagePath(q.relatedLink.href), q.relatedLink.href).toBe(true);
    }
    expect(page.sections.length).toBeGreaterThanOrEqual(3);
  });

  it('each module sits in the file named after its path', () => {
    for (const page of PAGES) {
      const file = path.join(here, `${page.path.slice(1)}.ts`);
      expect(readFileSync(file, 'utf8')).toContain(`path: '${page.path}'`);
    }
  });

  it('no two pages share a heading structure or a FAQ', () => {
    const shapes = PAGES.map((p) => p.sections.map((s) => `${s.kind}:${textOf(s.heading)}`).join('|'));
    expect(new Set(shapes).size).toBe(PAGES.length);
    const questions = PAGES.flatMap((p) => p.faqs.map((f) => f.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it.each(PAGES.map((p) => [p.path, p] as const))('%s: offers and calls to action are valid', (_path, page) => {
    for (const offer of page.offers) {
      if (offer.kind === 'private') {
        expect(offer.tiers.length).toBeGreaterThan(0);
        for (const tier of offer.tiers) expect(CAPACITY_TIERS).toContain(tier);
        if (offer.featuredPackage) expect(isPrivatePackageType(offer.featuredPackage)).toBe(true);
      } else if (offer.kind === 'disco') {
        if (offer.featuredPackage) expect(isDiscoPackageKey(offer.featuredPackage)).toBe(true);
      } else {
        expect(offer.groupSize).toBeGreaterThanOrEqual(DISCO_MIN_GUESTS);
        expect(offer.groupSize).toBeLessThanOrEqual(DISCO_MAX_GUESTS);
      }
    }
    for (const action of [page.cta.primary, page.cta.secondary]) {
      if (!action) continue;
      expect(action.label.length).toBeGreaterThan(0);
      expect(action.label.length).toBeLessThanOrEqual(32);
    }
  });

  it.each(PAGES.map((p) => [p.path, p] as const))('%s: copy is finished and every price comes from the domain', (_path, page) => {
    const copy = pageCopy(page);
    for (const banned of [/coming soon/i, /lorem/i, /\bTODO\b/, /placeholder/i, /undefined/, /NaN/, /\[object Object\]/]) {
      expect(copy, String(banned)).not.toMatch(banned);
    }
    // No emoji in copy.
    expect(copy).not.toMatch(/\p{Extended_Pictographic}/u);
    // Prices are always formatMoney output and always a figure the domain produces.
    for (const amount of copy.match(/\$[\d,.]+/g) ?? []) {
      const cleaned = amount.replace(/[.,]+$/, '');
      expect(cleaned, amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(ALLOWED.has(cleaned), `${amount} is not a domain-computed price`).toBe(true);
    }
    // Copy reads the fleet from data, never "four boats".
    expect(copy).not.toMatch(/\b(two|three|four|five) boats\b/i);
    expect(copy).not.toMatch(/quinceanera/);
  });

  it('no business number is typed into the source of any module', () => {
    // Everyday phrases and names that contain digits but are not business facts.
    const allowed = ["30-40 minutes'", '30th, 40th, 50th', 'Sweet 16'];
    for (const page of PAGES) {
      const file = path.join(here, `${page.path.slice(1)}.ts`);
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const texts: string[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isImportDeclaration(node)) return;
        if (
          ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateHead(node) ||
          ts.isTemplateMiddle(node) ||
          ts.isTemplateTail(node)
        ) {
          texts.push(node.text);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      for (const text of texts) {
        if (isSitePagePath(text)) continue;
        const stripped = allowed.reduce((t, phrase) => t.split(phrase).join(''), text);
        expect(stripped, `${page.path}: "${text}"`).not.toMatch(/\d/);
      }
    }
  });

  it('the disco cruise is only offered where adult groups of the right size are the audience', () => {
    const privateOnly: readonly ExperiencePageContent[] = [birthdayParties, privateCruises, corporateEvents, partyBoatLakeTravis, goldenTicketPrivate];
    for (const page of privateOnly) {
      expect(
        page.offers.some((o) => o.kind === 'disco' || o.kind === 'comparison'),
        page.path,
      ).toBe(false);
    }
    expect(atxDiscoCruise.offers.some((o) => o.kind === 'disco')).toBe(true);
    expect(goldenTicket.offers.find((o) => o.kind === 'disco')).toMatchObject({ featuredPackage: 'disco_queen' });
  });

  it('private-cruises links to the wedding, corporate and birthday hubs and shows every tier', () => {
    for (const link of ['/wedding-parties', '/corporate-events', '/birthday-parties']) expect(privateCruises.related).toContain(link);
    const tiers = privateCruises.offers.flatMap((o) => (o.kind === 'private' ? [...o.tiers] : []));
    expect(new Set(tiers)).toEqual(new Set<CapacityTier>([...CAPACITY_TIERS]));
  });

  it('corporate-events and birthday-parties link to their sub-pages', () => {
    for (const link of ['/team-building', '/client-entertainment', '/company-milestone']) expect(corporateEvents.related).toContain(link);
    for (const link of ['/milestone-birthday', '/sweet-16', '/quinceanera']) expect(birthdayParties.related).toContain(link);
  });

  it("golden-ticket's arithmetic matches the quote engine and promises no other deal", () => {
    const saturday = nextWeekday(6);
    const copy = pageCopy(goldenTicket);
    const queen = calculateDiscoCruisePrice({
      pricing: sitePricing,
      groupSize: 12,
      eventDate: saturday,
      discoPackage: 'disco_queen',
      brideIncluded: true,
      today: TODAY,
    });
    const platinum = calculateDiscoCruisePrice({
      pricing: sitePricing,
      groupSize: 12,
      eventDate: saturday,
      discoPackage: 'platinum',
      brideIncluded: true,
      today: TODAY,
    });
    const basic = calculateDiscoCruisePrice({
      pricing: sitePricing,
      groupSize: 12,
      eventDate: saturday,
      discoPackage: 'basic',
      brideIncluded: true,
      today: TODAY,
    });
    expect(queen.brideFree).toBe(true);
    expect(basic.brideFree).toBe(false);
    for (const price of [queen, platinum, basic]) {
      expect(copy).toContain(formatMoney(price.totalPrice));
      expect(copy).toContain(formatMoney(price.perPersonCost));
    }
    const smallest = (pkg: 'basic' | 'disco_queen') =>
      calculateDiscoCruisePrice({
        pricing: sitePricing,
        groupSize: DISCO_MIN_GUESTS,
        eventDate: saturday,
        discoPackage: pkg,
        brideIncluded: true,
        today: TODAY,
      }).totalPrice;
    expect(copy).toContain(formatMoney(smallest('disco_queen')));
    expect(copy).toContain(formatMoney(smallest('basic')));
    expect(copy).not.toMatch(/% off|promo|coupon|discount code|half price/i);
  });

  it("private-cruises' worked example matches the quote engine", () => {
    const friday = nextWeekday(5);
    const quote = calculatePrivateCruisePrice({ pricing: sitePricing, groupSize: 25, eventDate: friday, packageType: 'essentials', today: TODAY });
    const copy = pageCopy(privateCruises);
    expect(copy).toContain(formatMoney(quote.totalPrice));
    expect(copy).toContain(formatMoney(quote.breakdown.tax));
    expect(copy).toContain(formatMoney(quote.breakdown.gratuity));
  });

  it("golden-ticket-private's claims hold on the rate table", () => {
    // "Monday–Thursday is the cheapest time to sail on every boat."
    for (const tier of CAPACITY_TIERS) {
      const cheapest = DAY_TYPES.reduce((best, d) => (sitePriceTable.hourlyRates[tier][d] < sitePriceTable.hourlyRates[tier][best] ? d : best));
      expect(sitePriceTable.hourlyRates[tier][cheapest]).toBe(sitePriceTable.hourlyRates[tier].MON_THU);
    }
    expect(pageCopy(goldenTicketPrivate)).not.toMatch(/% off|promo|coupon|discount code/i);
  });
});
