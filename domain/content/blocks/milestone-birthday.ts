import type { ContentBlockDefinition } from '../content-block-text.ts';

// /milestone-birthday: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/milestone-birthday.ts) renders them, and only it imports this.

export const MILESTONE_BIRTHDAY_BLOCKS = {
  eyebrow: {
    key: 'milestone-birthday.hero.eyebrow',
    page: '/milestone-birthday',
    label: 'Milestone birthday: eyebrow (above the headline)',
    defaultText: 'Milestone birthdays',
    maxLength: 40,
  },
  title: {
    key: 'milestone-birthday.hero.title',
    page: '/milestone-birthday',
    label: 'Milestone birthday: headline',
    defaultText: 'Milestone Birthday Cruises: 21st, 30th, 40th, 50th and Beyond',
    maxLength: 90,
  },
  intro: {
    key: 'milestone-birthday.hero.intro',
    page: '/milestone-birthday',
    label: 'Milestone birthday: intro under the headline',
    defaultText:
      'The big birthdays deserve more than a dinner reservation. Put the people who matter on a private boat on Lake Travis with your playlist, a swim stop and a sunset, whichever decade you are celebrating.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'milestone-birthday.experience.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: "what it is" heading',
    defaultText: 'One afternoon, built around one person',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'milestone-birthday.suits.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: "who it suits" heading',
    defaultText: 'Every milestone has its own kind of cruise',
    maxLength: 80,
  },
  privateBoatsForThe: {
    key: 'milestone-birthday.private-boats-for-the.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: private boats heading',
    defaultText: 'Private boats for the big birthday',
    maxLength: 80,
  },
  theAtxDiscoCruise: {
    key: 'milestone-birthday.the-atx-disco-cruise.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: disco tickets heading',
    defaultText: 'The ATX Disco Cruise, for all-adult groups of {{fact.discoMinGuests}}-{{fact.discoMaxGuests}}',
    maxLength: 110,
  },
  discoTicketsOrA: {
    key: 'milestone-birthday.disco-tickets-or-a.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: private or disco comparison heading',
    defaultText: 'Disco tickets or a private boat?',
    maxLength: 80,
  },
  detailsPeopleRemember: {
    key: 'milestone-birthday.details-people-remember.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: ideas heading',
    defaultText: 'Details people remember',
    maxLength: 80,
  },
  a21stWithFriends: {
    key: 'milestone-birthday.a-21st-with-friends.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: policy note heading',
    defaultText: 'A 21st with friends who are not there yet?',
    maxLength: 80,
  },
  planningTheMilestoneIn: {
    key: 'milestone-birthday.planning-the-milestone-in.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: steps heading',
    defaultText: 'Planning the milestone in four moves',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'milestone-birthday.cta.heading',
    page: '/milestone-birthday',
    label: 'Milestone birthday: call to action heading',
    defaultText: 'Make the big one unforgettable',
    maxLength: 80,
  },
  ctaText: {
    key: 'milestone-birthday.cta.text',
    page: '/milestone-birthday',
    label: 'Milestone birthday: call to action text',
    defaultText: 'Tell us the date and the headcount, and see private and disco prices side by side in a minute.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
