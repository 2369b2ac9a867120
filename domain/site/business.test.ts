import { FIRST_PRICE_TABLE } from '../pricing/price-versions.ts';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS, WEEKDAYS, businessFacts, withBusinessFactOverrides, yearsInBusiness } from './business.ts';
import { DISCO_PACKAGES, DISCO_PACKAGE_KEYS } from '../pricing/disco.ts';
import { EVENT_TYPES, EVENT_TYPE_KEYS, eventTypeByKey, isEventTypeKey } from '../booking/event-types.ts';

describe('business facts', () => {
  it('carries the blueprint decisions', () => {
    expect(businessFacts.foundedYear).toBe(2009);
    expect(businessFacts.guestsServed).toBe(125_000);
    expect(businessFacts.guestsServedDisplay).toBe('125,000+');
    expect(businessFacts.rating).toMatchObject({ value: 4.9, best: 5 });
    expect(businessFacts.rating.reviewCount).toBeGreaterThan(0);
    expect(businessFacts.safety.perfectSafetyRecord).toBe(true);
    expect(businessFacts.arrival.minutesEarly).toBe(15);
    expect(businessFacts.arrival.guidance).toContain('15 minutes');
    expect(businessFacts.services.dj.available).toBe(true);
    expect(businessFacts.services.photographer.available).toBe(true);
  });

  it('uses the fictional default brand, with links that match the contact details', () => {
    expect(businessFacts.name).toBe('Lake Travis Party Cruises');
    expect(businessFacts.legalName).toBe('Lake Travis Party Cruises LLC');
    expect(businessFacts.phone).toEqual({ display: '(512) 555-0142', e164: '+15125550142', href: 'tel:+15125550142' });
    expect(businessFacts.phone.display.replace(/\D/g, '')).toBe(businessFacts.phone.e164.slice(2));
    expect(businessFacts.email.address).toBe('hello@laketravispartycruises.example');
    expect(businessFacts.email.href).toBe(`mailto:${businessFacts.email.address}`);
    expect(businessFacts.location.display).toBe('Lake Travis, Austin, TX');
  });

  it('places the marina on Lake Travis', () => {
    const { latitude, longitude } = businessFacts.location.geo;
    expect(latitude).toBeGreaterThan(30.3);
    expect(latitude).toBeLessThan(30.5);
    expect(longitude).toBeGreaterThan(-98.1);
    expect(longitude).toBeLessThan(-97.85);
  });

  it("has every social network, on the network's own domain", () => {
    for (const network of SOCIAL_NETWORKS) {
      const link = businessFacts.social[network];
      expect(new URL(link.url).hostname).toMatch(new RegExp(`(^|\\.)${network}\\.com$`));
      expect(link.handle.length).toBeGreaterThan(0);
    }
  });

  it('is open 09:00-22:00 every day', () => {
    expect(businessFacts.businessHours.map((h) => h.day)).toEqual([...WEEKDAYS]);
    for (const h of businessFacts.businessHours) expect([h.opens, h.closes]).toEqual(['09:00', '22:00']);
  });

  it('policies come from the deposit and disco rules', () => {
    expect(businessFacts.policies).toEqual({
      standardDepositPercent: 25,
      urgentDepositPercent: 50,
      urgentBookingThresholdDays: 30,
      urgentPaymentWindowHours: 48,
      balanceDueDaysBeforeEvent: 30,
      freeCancellationDaysBeforeEvent: 30,
      discoRefundWindowHours: 48,
      discoMinimumAge: 21,
    });
  });

  it('yearsInBusiness counts from the founded year', () => {
    expect(yearsInBusiness('2026-01-05')).toBe(17);
    expect(yearsInBusiness('2009-12-31')).toBe(0);
  });

  it('merges staff overrides without losing the rest, and keeps links in step', () => {
    const merged = withBusinessFactOverrides({
      name: 'Cove Cruises',
      phone: { display: '(512) 555-0100', e164: '+15125550100' },
      email: { address: 'ahoy@cove.example' },
      guestsServed: 150_000,
      location: { geo: { latitude: 30.4 } },
      businessHours: [{ day: 'monday', opens: '10:00', closes: '20:00' }],
    });
    expect(merged.name).toBe('Cove Cruises');
    expect(merged.legalName).toBe(businessFacts.legalName);
    expect(merged.phone.href).toBe('tel:+15125550100');
    expect(merged.email.href).toBe('mailto:ahoy@cove.example');
    expect(merged.guestsServedDisplay).toBe('150,000+');
    expect(merged.location.geo).toEqual({ latitude: 30.4, longitude: businessFacts.location.geo.longitude });
    expect(merged.businessHours).toHaveLength(1);
    // The defaults are untouched.
    expect(businessFacts.name).toBe('Lake Travis Party Cruises');
    expect(businessFacts.phone.href).toBe('tel:+15125550142');
  });
});

describe('event types', () => {
  it('has the nine keys in order, each with label, emoji and description', () => {
    expect(EVENT_TYPES.map((t) => t.key)).toEqual([...EVENT_TYPE_KEYS]);
    expect(EVENT_TYPE_KEYS).toEqual(['birthday', 'bachelor', 'bachelorette', 'corporate', 'wedding', 'graduation', 'anniversary', 'reunion', 'other']);
    for (const t of EVENT_TYPES) {
      expect(t.label.length).toBeGreaterThan(0);
      expect(t.emoji.length).toBeGreaterThan(0);
      expect(t.description.length).toBeGreaterThan(10);
    }
    expect(eventTypeByKey('corporate').label).toBe('Corporate Event');
    expect(isEventTypeKey('bachelor')).toBe(true);
    expect(isEventTypeKey('party')).toBe(false);
  });
});

describe('disco packages', () => {
  it.each([
    ['basic', 8500, false],
    ['disco_queen', 9500, true],
    ['platinum', 10500, true],
  ] as const)('%s: %i cents per person, bride free %s', (key, price, brideFree) => {
    const pkg = DISCO_PACKAGES[key];
    expect(pkg.key).toBe(key);
    expect(FIRST_PRICE_TABLE.discoPerPerson[key]).toBe(price);
    expect(pkg.brideFree).toBe(brideFree);
    expect(pkg.inclusions.length).toBeGreaterThanOrEqual(5);
    expect(pkg.description.length).toBeGreaterThan(40);
  });

  it('copy never types a price', () => {
    expect(JSON.stringify(DISCO_PACKAGE_KEYS.map((k) => DISCO_PACKAGES[k]))).not.toMatch(/\$/);
  });
});
