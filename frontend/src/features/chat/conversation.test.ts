import { sitePricing } from '../../site/site-pricing.ts';
import { describe, expect, it } from 'vitest';
import { dayOfWeek } from '#domain/shared/dates.ts';
import { DISCO_MAX_GUESTS, DISCO_MIN_GUESTS } from '#domain/pricing/disco.ts';
import { calculateDiscoCruisePrice, calculatePrivateCruisePrice } from '#domain/pricing/pricing.ts';
import type { PublicAddOn } from '#domain/pricing/products.ts';
import {
  answerProblem,
  answeredSteps,
  applyAnswer,
  clearedSteps,
  currentStep,
  freshConversation,
  normalize,
  priceFor,
  progress,
  selectionFor,
  setAddOns,
  setDraft,
  setPromo,
  type ConversationState,
  type QuestionStep,
  type StepValues,
} from './conversation.ts';

const TODAY = '2026-06-01'; // Monday
const FRIDAY = '2026-06-05';
const SATURDAY = '2026-06-06';
const TUESDAY = '2026-06-09';
const ID = '6f1c1b8e-3a55-4f4e-9d8c-1b2a3c4d5e6f';

type Answer = { [S in QuestionStep]: [S, StepValues[S]] }[QuestionStep];

function answerAll(answers: readonly Answer[], from: ConversationState = freshConversation({}, ID)): ConversationState {
  return answers.reduce<ConversationState>((state, [step, value]) => applyAnswer(state, step, value as never, TODAY), from);
}

const contact: Answer[] = [
  ['name', 'Avery Stone'],
  ['email', 'avery@example.com'],
  ['phone', '(512) 555-0142'],
];

describe('the steps in order', () => {
  it('checks the day names the tests rely on', () => {
    expect([dayOfWeek(TODAY), dayOfWeek(FRIDAY), dayOfWeek(SATURDAY), dayOfWeek(TUESDAY)]).toEqual([1, 5, 6, 2]);
  });

  it('walks a private cruise from the occasion to the review', () => {
    let state = freshConversation({}, ID);
    const seen: string[] = [currentStep(state, TODAY)];
    const answers: Answer[] = [
      ['eventType', 'birthday'],
      ['eventDate', SATURDAY],
      ['groupSize', 20],
      ['cruiseKind', 'private'],
      ['package', 'essentials'],
      ['addOn', true],
      ...contact,
    ];
    for (const [step, value] of answers) {
      state = applyAnswer(state, step, value as never, TODAY);
      seen.push(currentStep(state, TODAY));
    }
    expect(seen).toEqual(['eventType', 'eventDate', 'groupSize', 'cruiseKind', 'package', 'addOn', 'name', 'email', 'phone', 'review']);
    expect(state.answers.lilyPad).toBe(true);
    expect(progress(state)).toEqual({ done: 9, total: 9 });
  });

  it('skips the lily pad for Ultimate, which includes it', () => {
    const state = answerAll([
      ['eventType', 'birthday'],
      ['eventDate', SATURDAY],
      ['groupSize', 20],
      ['cruiseKind', 'private'],
      ['package', 'ultimate'],
    ]);
    expect(currentStep(state, TODAY)).toBe('name');
    expect(progress(state)).toEqual({ done: 5, total: 8 });
  });

  it('asks a bachelorette on a bride-free disco package whether the bride is aboard, and no one else', () => {
    const base: Answer[] = [
      ['eventDate', SATURDAY],
      ['groupSize', 12],
      ['cruiseKind', 'disco'],
    ];
    const queen = answerAll([['eventType', 'bachelorette'], ...base, ['package', 'disco_queen']]);
    expect(currentStep(queen, TODAY)).toBe('addOn');
    const answered = applyAnswer(queen, 'addOn', true, TODAY);
    expect(answered.answers.brideIncluded).toBe(true);
    expect(priceFor(answered, TODAY)).toMatchObject({ kind: 'disco', brideFree: true, chargeableGuests: 11 });

    expect(currentStep(answerAll([['eventType', 'bachelorette'], ...base, ['package', 'basic']]), TODAY)).toBe('name');
    expect(currentStep(answerAll([['eventType', 'birthday'], ...base, ['package', 'platinum']]), TODAY)).toBe('name');
  });

  it('counts progress over the steps that apply', () => {
    const state = freshConversation({}, ID);
    expect(progress(state)).toEqual({ done: 0, total: 9 });
    const disco = answerAll([
      ['eventType', 'birthday'],
      ['cruiseKind', 'disco'],
    ]);
    expect(progress(disco)).toEqual({ done: 2, total: 8 });
  });
});

describe('the disco only where it can sail', () => {
  it('answers "private" by itself when the date rules the disco out', () => {
    const state = answerAll([
      ['eventType', 'birthday'],
      ['eventDate', TUESDAY],
      ['groupSize', 12],
    ]);
    expect(state.answers).toMatchObject({ cruiseKind: 'private', cruiseKindAuto: true });
    expect(currentStep(state, TODAY)).toBe('package');
    expect(answerProblem(state, 'cruiseKind', 'disco', TODAY)).toMatch(/Fridays and Saturdays/);
  });

  it('answers "private" by itself for a group the disco cannot take, with the limits from the domain', () => {
    const state = answerAll([
      ['eventDate', SATURDAY],
      ['groupSize', DISCO_MAX_GUESTS + 1],
    ]);
    expect(state.answers.cruiseKind).toBe('private');
    expect(answerProblem(state, 'package', 'basic', TODAY)).toContain(`${DISCO_MIN_GUESTS} to ${DISCO_MAX_GUESTS}`);
  });

  it('withdraws the automatic choice when the disco becomes possible again', () => {
    const tuesday = answerAll([
      ['eventDate', TUESDAY],
      ['groupSize', 12],
    ]);
    const saturday = applyAnswer(tuesday, 'eventDate', SATURDAY, TODAY);
    expect(saturday.answers.cruiseKind).toBeUndefined();
    expect(currentStep(saturday, TODAY)).toBe('eventType');
  });

  it('keeps a choice the guest made', () => {
    const state = answerAll([
      ['eventDate', SATURDAY],
      ['groupSize', 12],
      ['cruiseKind', 'private'],
      ['eventDate', TUESDAY],
      ['eventDate', FRIDAY],
    ]);
    expect(state.answers).toMatchObject({ cruiseKind: 'private' });
    expect(state.answers.cruiseKindAuto).toBeUndefined();
  });
});

describe('editing an earlier answer', () => {
  const discoQueen = answerAll([
    ['eventType', 'bachelorette'],
    ['eventDate', SATURDAY],
    ['groupSize', 12],
    ['cruiseKind', 'disco'],
    ['package', 'disco_queen'],
    ['addOn', true],
    ...contact,
  ]);

  it('moving the date to a Tuesday clears the disco and its package, and keeps the rest', () => {
    expect(currentStep(discoQueen, TODAY)).toBe('review');
    const moved = applyAnswer(discoQueen, 'eventDate', TUESDAY, TODAY);
    expect(moved.answers).toMatchObject({
      eventType: 'bachelorette',
      eventDate: TUESDAY,
      groupSize: 12,
      cruiseKind: 'private',
      cruiseKindAuto: true,
      name: 'Avery Stone',
    });
    expect(moved.answers.packageKey).toBeUndefined();
    expect(moved.answers.brideIncluded).toBeUndefined();
    expect(currentStep(moved, TODAY)).toBe('package');
    expect(clearedSteps(discoQueen, moved)).toEqual(['package', 'addOn']);
  });

  it('a group too big for the disco clears it too; a new size inside the limits keeps everything', () => {
    const bigger = applyAnswer(discoQueen, 'groupSize', DISCO_MAX_GUESTS + 5, TODAY);
    expect(bigger.answers.cruiseKind).toBe('private');
    expect(bigger.answers.packageKey).toBeUndefined();
    const smaller = applyAnswer(discoQueen, 'groupSize', 10, TODAY);
    expect(smaller.answers).toMatchObject({ cruiseKind: 'disco', packageKey: 'disco_queen', brideIncluded: true });
  });

  it('a new occasion drops the bride question when it no longer applies', () => {
    const birthday = applyAnswer(discoQueen, 'eventType', 'birthday', TODAY);
    expect(birthday.answers.brideIncluded).toBeUndefined();
    expect(currentStep(birthday, TODAY)).toBe('review');
  });

  it('switching to Ultimate drops the lily pad answer, and back asks again', () => {
    const withPad = answerAll([
      ['eventType', 'birthday'],
      ['eventDate', SATURDAY],
      ['groupSize', 20],
      ['cruiseKind', 'private'],
      ['package', 'standard'],
      ['addOn', true],
    ]);
    const ultimate = applyAnswer(withPad, 'package', 'ultimate', TODAY);
    expect(ultimate.answers.lilyPad).toBeUndefined();
    const standard = applyAnswer(ultimate, 'package', 'standard', TODAY);
    expect(currentStep(standard, TODAY)).toBe('addOn');
    expect(clearedSteps(withPad, standard)).toEqual(['addOn']);
  });

  it('a package of the kind chosen for the guest keeps the choice automatic', () => {
    const tuesday = answerAll([
      ['eventDate', TUESDAY],
      ['groupSize', 12],
      ['package', 'standard'],
    ]);
    expect(tuesday.answers).toMatchObject({ cruiseKind: 'private', cruiseKindAuto: true, packageKey: 'standard' });
  });

  it('choosing a package of the other kind switches the cruise', () => {
    const state = applyAnswer(discoQueen, 'package', 'essentials', TODAY);
    expect(state.answers).toMatchObject({ cruiseKind: 'private', packageKey: 'essentials' });
    expect(state.answers.brideIncluded).toBeUndefined();
  });
});

describe('what no longer holds is dropped', () => {
  it('a date that has passed since the conversation was stored', () => {
    const stored = answerAll([
      ['eventType', 'birthday'],
      ['eventDate', FRIDAY],
    ]);
    expect(currentStep(stored, '2026-06-10')).toBe('eventDate');
    expect(normalize(stored, '2026-06-10').answers.eventDate).toBeUndefined();
  });

  it('refuses bad values with the reason', () => {
    const state = freshConversation({}, ID);
    expect(answerProblem(state, 'eventDate', '2026-05-31', TODAY)).toMatch(/already passed/);
    expect(answerProblem(state, 'eventDate', '2026-02-30', TODAY)).toMatch(/not a date/);
    expect(answerProblem(state, 'groupSize', 76, TODAY)).toMatch(/1 to 75/);
    expect(answerProblem(state, 'email', 'nope', TODAY)).toBe('Enter a valid e-mail address.');
    expect(answerProblem(state, 'email', ' jess rivera@example.com ', TODAY)).toBe('Enter a valid e-mail address: it cannot contain spaces.');
    expect(answerProblem(state, 'phone', '12', TODAY)).toBe('Enter a valid phone number.');
    expect(applyAnswer(state, 'groupSize', 0, TODAY).answers.groupSize).toBeUndefined();
  });

  it('a draft is kept until its step is answered', () => {
    const typed = setDraft(freshConversation({}, ID), 'eventType', 'bachel');
    expect(typed.draft).toEqual({ step: 'eventType', text: 'bachel' });
    expect(applyAnswer(typed, 'groupSize', 4, TODAY).draft).toEqual({ step: 'eventType', text: 'bachel' });
    expect(applyAnswer(typed, 'eventType', 'bachelorette', TODAY).draft).toBeUndefined();
  });
});

describe('selection and price', () => {
  it('come from the domain calculators', () => {
    const state = answerAll([
      ['eventType', 'birthday'],
      ['eventDate', SATURDAY],
      ['groupSize', 20],
      ['cruiseKind', 'private'],
      ['package', 'essentials'],
      ['addOn', true],
    ]);
    expect(selectionFor(state)).toEqual({
      kind: 'private',
      eventType: 'birthday',
      groupSize: 20,
      eventDate: SATURDAY,
      packageType: 'essentials',
      lilyPad: true,
    });
    expect(priceFor(state, TODAY)).toEqual(
      calculatePrivateCruisePrice({ pricing: sitePricing, groupSize: 20, eventDate: SATURDAY, packageType: 'essentials', lilyPad: true, today: TODAY }),
    );
  });

  it('price disco selections', () => {
    const state = answerAll([
      ['eventType', 'bachelorette'],
      ['eventDate', FRIDAY],
      ['groupSize', 10],
      ['package', 'platinum'],
      ['addOn', false],
    ]);
    expect(selectionFor(state)).toEqual({
      kind: 'disco',
      eventType: 'bachelorette',
      groupSize: 10,
      eventDate: FRIDAY,
      discoPackage: 'platinum',
      brideIncluded: false,
    });
    expect(priceFor(state, TODAY)).toEqual(
      calculateDiscoCruisePrice({ pricing: sitePricing, groupSize: 10, eventDate: FRIDAY, discoPackage: 'platinum', today: TODAY }),
    );
  });

  it('are null until the choices are made, and when the engine refuses', () => {
    const partial = answerAll([
      ['eventDate', SATURDAY],
      ['groupSize', 20],
    ]);
    expect(selectionFor(partial)).toBeNull();
    expect(priceFor(partial, TODAY)).toBeNull();
    const later = answerAll([
      ['eventDate', SATURDAY],
      ['groupSize', 20],
      ['cruiseKind', 'private'],
      ['package', 'standard'],
    ]);
    expect(priceFor(later, '2026-06-07')).toBeNull(); // the date is past for that "today"
  });

  it('lists answered steps for the transcript, skipped ones left out', () => {
    const state = answerAll([
      ['eventType', 'birthday'],
      ['eventDate', TUESDAY],
      ['groupSize', 20],
      ['package', 'ultimate'],
    ]);
    expect(answeredSteps(state)).toEqual(['eventType', 'eventDate', 'groupSize', 'cruiseKind', 'package']);
  });
});

describe('add-ons and a promo code', () => {
  const dj: PublicAddOn = {
    id: 'dj',
    name: 'Live DJ',
    description: '',
    per: 'cruise',
    unitAmount: 40000,
    cruiseKinds: ['private'],
    boats: ['boat_day_tripper', 'boat_me_seeks_the_irony', 'boat_clever_girl'],
  };
  const favours: PublicAddOn = {
    id: 'favours',
    name: 'Favours',
    description: '',
    per: 'guest',
    unitAmount: 500,
    cruiseKinds: ['private', 'disco'],
    boats: ['boat_me_seeks_the_irony'],
  };
  const promo = { code: 'SPRING10', kind: 'percent', value: 10 } as const;
  const birthday = answerAll([
    ['eventType', 'birthday'],
    ['eventDate', SATURDAY],
    ['groupSize', 20],
    ['cruiseKind', 'private'],
    ['package', 'essentials'],
    ['addOn', false],
    ...contact,
  ]);

  it('the quote request carries the chosen add-ons and the accepted code; the price itemises them as domain/ does', () => {
    const state = setPromo(
      setAddOns(birthday, [
        { productId: 'dj', quantity: 1 },
        { productId: 'favours', quantity: 1 },
      ]),
      promo,
    );
    expect(selectionFor(state)).toMatchObject({
      addOns: [
        { productId: 'dj', quantity: 1 },
        { productId: 'favours', quantity: 1 },
      ],
      promoCode: 'SPRING10',
    });
    const expected = calculatePrivateCruisePrice({
      pricing: sitePricing,
      groupSize: 20,
      eventDate: SATURDAY,
      packageType: 'essentials',
      lilyPad: false,
      today: TODAY,
      extras: {
        addOns: [
          { productId: 'dj', name: 'Live DJ', per: 'cruise', unitAmount: 40000, quantity: 1 },
          { productId: 'favours', name: 'Favours', per: 'guest', unitAmount: 500 },
        ],
        promo,
      },
    });
    expect(priceFor(state, TODAY, [dj, favours])).toEqual(expected);
    expect(expected.breakdown.lineItems.map((line) => line.code)).toEqual(['CHARTER', 'PACKAGE_ADD_ON', 'ADD_ON', 'ADD_ON', 'PROMO_DISCOUNT']);
  });

  it('prices nothing for an add-on the catalogue does not offer this boat', () => {
    const state = setAddOns(answerAll([['groupSize', 10]], birthday), [{ productId: 'favours', quantity: 1 }]);
    expect(priceFor(state, TODAY, [dj, favours])).toEqual(priceFor(setAddOns(state, []), TODAY));
  });

  it('drops an accepted code when the cruise it was checked for changes, and keeps it for a new name', () => {
    const state = setPromo(birthday, promo);
    expect(applyAnswer(state, 'groupSize', 24, TODAY).answers.promo).toBeUndefined();
    expect(applyAnswer(state, 'package', 'standard', TODAY).answers.promo).toBeUndefined();
    expect(applyAnswer(state, 'name', 'Robin Stone', TODAY).answers.promo).toEqual(promo);
  });

  it('drops stored extras this version cannot read', () => {
    const stored = {
      ...birthday,
      answers: { ...birthday.answers, addOns: [{ productId: 'DJ!', quantity: 1 }], promo: { code: 'X', kind: 'free', value: 1 } },
    } as unknown as ConversationState;
    const { answers } = normalize(stored, TODAY);
    expect(answers.addOns).toBeUndefined();
    expect(answers.promo).toBeUndefined();
    const fine = normalize(setPromo(setAddOns(birthday, [{ productId: 'dj', quantity: 2 }]), promo), TODAY).answers;
    expect(fine.addOns).toEqual([{ productId: 'dj', quantity: 2 }]);
    expect(fine.promo).toEqual(promo);
  });
});
