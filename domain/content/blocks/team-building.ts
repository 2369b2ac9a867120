import type { ContentBlockDefinition } from '../content-block-text.ts';

// /team-building: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/team-building.ts) renders them, and only it imports this.

export const TEAM_BUILDING_BLOCKS = {
  eyebrow: {
    key: 'team-building.hero.eyebrow',
    page: '/team-building',
    label: 'Team building: eyebrow (above the headline)',
    defaultText: 'Team building',
    maxLength: 40,
  },
  title: {
    key: 'team-building.hero.title',
    page: '/team-building',
    label: 'Team building: headline',
    defaultText: 'Team Building on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'team-building.hero.intro',
    page: '/team-building',
    label: 'Team building: intro under the headline',
    defaultText:
      'Get the team out of the office and onto the water: a private boat, a swim stop in a quiet cove and {{fact.cruiseHours}} hours where the only agenda is the one you set, for teams of up to {{fact.privateMaxGuests}}.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'team-building.experience.heading',
    page: '/team-building',
    label: 'Team building: "what it is" heading',
    defaultText: 'Team building that does not feel like an exercise',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'team-building.suits.heading',
    page: '/team-building',
    label: 'Team building: "who it suits" heading',
    defaultText: 'Teams that get the most from a day on the lake',
    maxLength: 80,
  },
  aBoatSizedTo: {
    key: 'team-building.a-boat-sized-to.heading',
    page: '/team-building',
    label: 'Team building: private boats heading',
    defaultText: 'A boat sized to your team',
    maxLength: 80,
  },
  aSampleTeamDay: {
    key: 'team-building.a-sample-team-day.heading',
    page: '/team-building',
    label: 'Team building: schedule heading',
    defaultText: 'A sample team-day agenda',
    maxLength: 80,
  },
  activitiesThatWorkAt: {
    key: 'team-building.activities-that-work-at.heading',
    page: '/team-building',
    label: 'Team building: ideas heading',
    defaultText: 'Activities that work at a swim stop',
    maxLength: 80,
  },
  makeItInclusiveFor: {
    key: 'team-building.make-it-inclusive-for.heading',
    page: '/team-building',
    label: 'Team building: checklist heading',
    defaultText: 'Make it inclusive for everyone',
    maxLength: 80,
  },
  bookMidweek: {
    key: 'team-building.book-midweek.heading',
    page: '/team-building',
    label: 'Team building: tip heading',
    defaultText: 'Book midweek',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'team-building.cta.heading',
    page: '/team-building',
    label: 'Team building: call to action heading',
    defaultText: 'Plan your team day on the water',
    maxLength: 80,
  },
  ctaText: {
    key: 'team-building.cta.text',
    page: '/team-building',
    label: 'Team building: call to action text',
    defaultText: 'Tell us your team size and a few possible dates, and get an exact price in a minute.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
