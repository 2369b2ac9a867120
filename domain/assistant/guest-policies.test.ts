import { describe, expect, it } from 'vitest';
import { businessFactDefaults } from '../site/business.ts';
import { policyAnswers, searchPolicies } from './guest-policies.ts';

const answers = policyAnswers(businessFactDefaults);
const best = (query: string) => searchPolicies(answers, query)[0]?.id;

describe("the agent's policy answers", () => {
  it.each([
    ['Can we bring our own drinks?', 'can-we-bring-alcohol'],
    ['Can we bring kids on a private boat?', 'can-kids-come'],
    ['Is the disco cruise on Sundays?', 'disco-days-and-group-size'],
    ['What is your cancellation policy?', 'what-is-the-cancellation-policy'],
    ['Can we swim off the boat?', 'can-we-swim'],
  ])('finds %j', (query, id) => {
    expect(best(query)).toBe(id);
  });

  it('finds nothing for words it does not hold', () => {
    expect(searchPolicies(answers, 'quantum chromodynamics')).toEqual([]);
  });

  it('hold no price: prices come from the engine alone', () => {
    expect(answers.filter((answer) => /\$\d/.test(answer.answer)).map((answer) => answer.id)).toEqual([]);
  });
});
