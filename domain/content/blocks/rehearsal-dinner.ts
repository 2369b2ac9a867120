import type { ContentBlockDefinition } from '../content-block-text.ts';

// /rehearsal-dinner: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/rehearsal-dinner.ts) renders them, and only it imports this.

export const REHEARSAL_DINNER_BLOCKS = {
  eyebrow: {
    key: 'rehearsal-dinner.hero.eyebrow',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: eyebrow (above the headline)',
    defaultText: 'Rehearsal dinners',
    maxLength: 40,
  },
  title: {
    key: 'rehearsal-dinner.hero.title',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: headline',
    defaultText: 'A Rehearsal Dinner Cruise at Golden Hour',
    maxLength: 90,
  },
  intro: {
    key: 'rehearsal-dinner.hero.intro',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: intro under the headline',
    defaultText:
      'Trade the private dining room for the open deck: dinner on Lake Travis as the light turns gold, the toasts in a quiet cove, and the sunset on the way back to the dock, the night before you say I do.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'rehearsal-dinner.experience.heading',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: "what it is" heading',
    defaultText: 'Dinner, toasts and a sunset, in that order',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'rehearsal-dinner.suits.heading',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: "who it suits" heading',
    defaultText: 'Right for your rehearsal dinner if',
    maxLength: 80,
  },
  chooseYourBoatBy: {
    key: 'rehearsal-dinner.choose-your-boat-by.heading',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: private boats heading',
    defaultText: 'Choose your boat by seats, not just capacity',
    maxLength: 80,
  },
  howTheEveningRuns: {
    key: 'rehearsal-dinner.how-the-evening-runs.heading',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: schedule heading',
    defaultText: 'How the evening runs',
    maxLength: 80,
  },
  cateringThatWorksOn: {
    key: 'rehearsal-dinner.catering-that-works-on.heading',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: checklist heading',
    defaultText: 'Catering that works on a boat',
    maxLength: 80,
  },
  makeTheToastsThe: {
    key: 'rehearsal-dinner.make-the-toasts-the.heading',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: ideas heading',
    defaultText: 'Make the toasts the highlight',
    maxLength: 80,
  },
  rehearsalDinnersFallOn: {
    key: 'rehearsal-dinner.rehearsal-dinners-fall-on.heading',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: tip heading',
    defaultText: 'Rehearsal dinners fall on Fridays',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'rehearsal-dinner.cta.heading',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: call to action heading',
    defaultText: 'Hold the boat for your rehearsal dinner',
    maxLength: 80,
  },
  ctaText: {
    key: 'rehearsal-dinner.cta.text',
    page: '/rehearsal-dinner',
    label: 'Rehearsal dinner: call to action text',
    defaultText: 'Tell us the date and headcount and get an exact price in a minute. We will hold the boat while you check with the families.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
