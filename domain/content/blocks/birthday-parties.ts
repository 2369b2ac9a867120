import type { ContentBlockDefinition } from '../content-block-text.ts';

// /birthday-parties: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/birthday-parties.ts) renders them, and only it imports this.

export const BIRTHDAY_PARTIES_BLOCKS = {
  eyebrow: {
    key: 'birthday-parties.hero.eyebrow',
    page: '/birthday-parties',
    label: 'Birthday parties: eyebrow (above the headline)',
    defaultText: 'Birthday parties',
    maxLength: 40,
  },
  title: {
    key: 'birthday-parties.hero.title',
    page: '/birthday-parties',
    label: 'Birthday parties: headline',
    defaultText: 'Birthday party boats on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'birthday-parties.hero.intro',
    page: '/birthday-parties',
    label: 'Birthday parties: intro under the headline',
    defaultText:
      'Whatever the number on the cake, a birthday on the water beats another restaurant booking. Charter a private boat for {{fact.cruiseHours}} hours, bring the people who matter, and let the captain find the cove.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'birthday-parties.experience.heading',
    page: '/birthday-parties',
    label: 'Birthday parties: "what it is" heading',
    defaultText: 'How a birthday cruise works',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'birthday-parties.suits.heading',
    page: '/birthday-parties',
    label: 'Birthday parties: "who it suits" heading',
    defaultText: 'Birthdays we host',
    maxLength: 80,
  },
  pickABoatFor: {
    key: 'birthday-parties.pick-a-boat-for.heading',
    page: '/birthday-parties',
    label: 'Birthday parties: private boats heading',
    defaultText: 'Pick a boat for the guest list',
    maxLength: 80,
  },
  planItInFour: {
    key: 'birthday-parties.plan-it-in-four.heading',
    page: '/birthday-parties',
    label: 'Birthday parties: steps heading',
    defaultText: 'Plan it in four decisions',
    maxLength: 80,
  },
  ideasThatMakeIt: {
    key: 'birthday-parties.ideas-that-make-it.heading',
    page: '/birthday-parties',
    label: 'Birthday parties: ideas heading',
    defaultText: 'Ideas that make it feel like their day',
    maxLength: 80,
  },
  birthdayPackingList: {
    key: 'birthday-parties.birthday-packing-list.heading',
    page: '/birthday-parties',
    label: 'Birthday parties: checklist heading',
    defaultText: 'Birthday packing list',
    maxLength: 80,
  },
  guestsUnder21: {
    key: 'birthday-parties.guests-under-21.heading',
    page: '/birthday-parties',
    label: 'Birthday parties: policy note heading',
    defaultText: 'Guests under {{fact.discoMinAge}}',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'birthday-parties.cta.heading',
    page: '/birthday-parties',
    label: 'Birthday parties: call to action heading',
    defaultText: 'Plan the birthday cruise',
    maxLength: 80,
  },
  ctaText: {
    key: 'birthday-parties.cta.text',
    page: '/birthday-parties',
    label: 'Birthday parties: call to action text',
    defaultText: 'Tell us the date and how many are coming; see live prices for every boat that fits.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
