import { describe, expect, it } from 'vitest';
import type { StoredPricingRule } from '#domain/pricing/pricing-admin.ts';
import { blankRule, ruleErrorsFromApi, ruleFormValues, ruleFromValues, ruleInputOf, type RuleFormValues } from './pricing-rule-form.ts';

const filled = (changes: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...blankRule('2045-03-01'),
  name: 'Spring break',
  startDate: '2045-03-10',
  endDate: '2045-03-16',
  percent: '15',
  ...changes,
});

const stored: StoredPricingRule = {
  id: 'r1',
  name: 'Quiet weekdays',
  kind: 'off_peak',
  startDate: '2045-01-05',
  endDate: '2045-02-20',
  percent: -10,
  appliesTo: 'private',
  dayTypes: ['MON_THU'],
  tiers: [14, 25],
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'admin@test.example',
};

describe('the pricing rule form', () => {
  it('sends every day and every size by leaving them out, and a typed percent as a number', () => {
    expect(ruleFromValues(filled({ percent: '+15%' }))).toEqual({
      rule: { name: 'Spring break', kind: 'peak', startDate: '2045-03-10', endDate: '2045-03-16', percent: 15, appliesTo: 'both', active: true },
      errors: {},
    });
  });

  it('sends chosen day types, and sizes only on a private rule', () => {
    const privateRule = ruleFromValues(filled({ appliesTo: 'private', everyDay: false, dayTypes: ['SATURDAY'], everyTier: false, tiers: [25] }));
    expect(privateRule.rule).toMatchObject({ dayTypes: ['SATURDAY'], tiers: [25] });
    const bothRule = ruleFromValues(filled({ appliesTo: 'both', everyTier: false, tiers: [25] }));
    expect(bothRule.rule).not.toHaveProperty('tiers');
  });

  it('refuses a rule ending before it starts, a sign against its kind and a percent that is not whole, by field', () => {
    expect(ruleFromValues(filled({ endDate: '2045-03-01' })).errors).toEqual({ endDate: 'The end date must not be before the start date.' });
    expect(ruleFromValues(filled({ kind: 'off_peak', percent: '10' })).errors).toEqual({ percent: 'Off-peak rules lower prices.' });
    expect(ruleFromValues(filled({ percent: '12.5' })).errors).toHaveProperty('percent', 'Enter the percent as a whole number, such as 15 or -10.');
    expect(ruleFromValues(filled({ percent: '45' }))).toEqual({ rule: null, errors: { percent: 'Enter a percent from -20 to +30.' } });
    expect(ruleFromValues(filled({ name: '  ' })).errors).toEqual({ name: 'Enter the name guests see beside the change, such as "Fourth of July".' });
    expect(Object.keys(ruleFromValues(filled({ everyDay: false, dayTypes: [] })).errors)).toEqual(['dayTypes']);
  });

  it('edits a stored rule as it is, and gives it back to the API without its id and audit fields', () => {
    const values = ruleFormValues(stored);
    expect(values).toMatchObject({ percent: '-10', everyDay: false, dayTypes: ['MON_THU'], everyTier: false, tiers: [14, 25], active: true });
    const { id: _id, updatedAt: _at, updatedBy: _by, ...terms } = stored;
    expect(ruleFromValues(values).rule).toEqual({ ...terms, active: true });
    expect(ruleInputOf(stored)).toEqual(terms);
  });

  it("reads the API's field errors by the form's names", () => {
    expect(ruleErrorsFromApi({ 'rule.startDate': 'Overlaps "Summer".', 'rule.dayTypes.0': 'Unknown day.' })).toEqual({
      startDate: 'Overlaps "Summer".',
      dayTypes: 'Unknown day.',
    });
  });
});
