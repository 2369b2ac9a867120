import type { ContentBlockDefinition } from '../content-block-text.ts';

// /after-party: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/after-party.ts) renders them, and only it imports this.

export const AFTER_PARTY_BLOCKS = {
  eyebrow: {
    key: 'after-party.hero.eyebrow',
    page: '/after-party',
    label: 'Wedding after-party: eyebrow (above the headline)',
    defaultText: 'Wedding after-parties',
    maxLength: 40,
  },
  title: {
    key: 'after-party.hero.title',
    page: '/after-party',
    label: 'Wedding after-party: headline',
    defaultText: 'The Wedding After-Party, on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'after-party.hero.intro',
    page: '/after-party',
    label: 'Wedding after-party: intro under the headline',
    defaultText:
      'The ceremony is done and nobody is ready for it to end. Take the celebration onto the lake, straight after a daytime wedding or the morning after, with swim stops, floats and the people who stayed.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'after-party.experience.heading',
    page: '/after-party',
    label: 'Wedding after-party: "what it is" heading',
    defaultText: 'The best part of the wedding nobody planned',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'after-party.suits.heading',
    page: '/after-party',
    label: 'Wedding after-party: "who it suits" heading',
    defaultText: 'Who comes to the after-party',
    maxLength: 80,
  },
  boatsForTheCrew: {
    key: 'after-party.boats-for-the-crew.heading',
    page: '/after-party',
    label: 'Wedding after-party: private boats heading',
    defaultText: 'Boats for the crew that stayed',
    maxLength: 80,
  },
  pickYourAfterParty: {
    key: 'after-party.pick-your-after-party.heading',
    page: '/after-party',
    label: 'Wedding after-party: ideas heading',
    defaultText: 'Pick your after-party',
    maxLength: 80,
  },
  theRecoveryCruiseStart: {
    key: 'after-party.the-recovery-cruise-start.heading',
    page: '/after-party',
    label: 'Wedding after-party: schedule heading',
    defaultText: 'The recovery cruise, start to finish',
    maxLength: 80,
  },
  packTheRecoveryKit: {
    key: 'after-party.pack-the-recovery-kit.heading',
    page: '/after-party',
    label: 'Wedding after-party: checklist heading',
    defaultText: 'Pack the recovery kit',
    maxLength: 80,
  },
  sundayIsTheAfter: {
    key: 'after-party.sunday-is-the-after.heading',
    page: '/after-party',
    label: 'Wedding after-party: tip heading',
    defaultText: 'Sunday is the after-party day',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'after-party.cta.heading',
    page: '/after-party',
    label: 'Wedding after-party: call to action heading',
    defaultText: 'Keep the celebration going',
    maxLength: 80,
  },
  ctaText: {
    key: 'after-party.cta.text',
    page: '/after-party',
    label: 'Wedding after-party: call to action text',
    defaultText: 'Tell us the day after your wedding and how many are staying, and get an exact price in a minute.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
