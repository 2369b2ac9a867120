import type { ContentBlockDefinition } from '../content-block-text.ts';

// /corporate-events: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/corporate-events.ts) renders them, and only it imports this.

export const CORPORATE_EVENTS_BLOCKS = {
  eyebrow: {
    key: 'corporate-events.hero.eyebrow',
    page: '/corporate-events',
    label: 'Corporate events: eyebrow (above the headline)',
    defaultText: 'Corporate events',
    maxLength: 40,
  },
  title: {
    key: 'corporate-events.hero.title',
    page: '/corporate-events',
    label: 'Corporate events: headline',
    defaultText: 'Corporate events and team outings on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'corporate-events.hero.intro',
    page: '/corporate-events',
    label: 'Corporate events: intro under the headline',
    defaultText:
      'Take the team, the department or your best clients out on Lake Travis: a private boat with a captain and crew, {{fact.cruiseHours}} hours away from screens, and a price you can get approved before lunch.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'corporate-events.experience.heading',
    page: '/corporate-events',
    label: 'Corporate events: "what it is" heading',
    defaultText: 'A company event people actually want to go to',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'corporate-events.suits.heading',
    page: '/corporate-events',
    label: 'Corporate events: "who it suits" heading',
    defaultText: 'Who books a corporate cruise',
    maxLength: 80,
  },
  boatsSizedForTeams: {
    key: 'corporate-events.boats-sized-for-teams.heading',
    page: '/corporate-events',
    label: 'Corporate events: private boats heading',
    defaultText: 'Boats sized for teams',
    maxLength: 80,
  },
  threeKindsOfCompany: {
    key: 'corporate-events.three-kinds-of-company.heading',
    page: '/corporate-events',
    label: 'Corporate events: ideas heading',
    defaultText: 'Three kinds of company cruise',
    maxLength: 80,
  },
  aWeekdayAfternoonOuting: {
    key: 'corporate-events.a-weekday-afternoon-outing.heading',
    page: '/corporate-events',
    label: 'Corporate events: schedule heading',
    defaultText: 'A weekday afternoon outing',
    maxLength: 80,
  },
  theOrganizerSChecklist: {
    key: 'corporate-events.the-organizer-s-checklist.heading',
    page: '/corporate-events',
    label: 'Corporate events: checklist heading',
    defaultText: "The organizer's checklist",
    maxLength: 80,
  },
  theWeekdayAdvantage: {
    key: 'corporate-events.the-weekday-advantage.heading',
    page: '/corporate-events',
    label: 'Corporate events: tip heading',
    defaultText: 'The weekday advantage',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'corporate-events.cta.heading',
    page: '/corporate-events',
    label: 'Corporate events: call to action heading',
    defaultText: 'Plan the company cruise',
    maxLength: 80,
  },
  ctaText: {
    key: 'corporate-events.cta.text',
    page: '/corporate-events',
    label: 'Corporate events: call to action text',
    defaultText: 'Tell us the date and the headcount; get an itemized quote you can forward for approval.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
