import type { ContentBlockDefinition } from '../content-block-text.ts';

// /atx-disco-cruise: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/atx-disco-cruise.ts) renders them, and only it imports this.

export const ATX_DISCO_CRUISE_BLOCKS = {
  eyebrow: {
    key: 'atx-disco-cruise.hero.eyebrow',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: eyebrow (above the headline)',
    defaultText: 'ATX Disco Cruise',
    maxLength: 40,
  },
  title: {
    key: 'atx-disco-cruise.hero.title',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: headline',
    defaultText: 'The ATX Disco Cruise on Lake Travis',
    maxLength: 90,
  },
  intro: {
    key: 'atx-disco-cruise.hero.intro',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: intro under the headline',
    defaultText:
      'A {{fact.cruiseHours}}-hour party on the water every {{fact.discoDays}}: a live DJ, a photographer, a swim stop with giant lily pad floats and a deck full of celebrating groups. Tickets are per person, for groups of {{fact.discoMinGuests}} to {{fact.discoMaxGuests}}, all {{fact.discoMinAge}}+.',
    maxLength: 320,
  },
  experienceHeading: {
    key: 'atx-disco-cruise.experience.heading',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: "what it is" heading',
    defaultText: 'A party boat you buy a ticket for',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'atx-disco-cruise.suits.heading',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: "who it suits" heading',
    defaultText: 'Who the disco cruise is for',
    maxLength: 80,
  },
  chooseYourPackage: {
    key: 'atx-disco-cruise.choose-your-package.heading',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: disco tickets heading',
    defaultText: 'Choose your package',
    maxLength: 80,
  },
  discoTicketsOrA: {
    key: 'atx-disco-cruise.disco-tickets-or-a.heading',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: private or disco comparison heading',
    defaultText: 'Disco tickets or a private boat?',
    maxLength: 80,
  },
  howTheAfternoonGoes: {
    key: 'atx-disco-cruise.how-the-afternoon-goes.heading',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: schedule heading',
    defaultText: 'How the afternoon goes',
    maxLength: 80,
  },
  bringThisLeaveThat: {
    key: 'atx-disco-cruise.bring-this-leave-that.heading',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: checklist heading',
    defaultText: 'Bring this, leave that',
    maxLength: 80,
  },
  theRulesInOne: {
    key: 'atx-disco-cruise.the-rules-in-one.heading',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: policy note heading',
    defaultText: 'The rules in one place',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'atx-disco-cruise.cta.heading',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: call to action heading',
    defaultText: 'Claim your spot on the dance deck',
    maxLength: 80,
  },
  ctaText: {
    key: 'atx-disco-cruise.cta.text',
    page: '/atx-disco-cruise',
    label: 'ATX Disco Cruise: call to action text',
    defaultText: 'Pick a {{fact.discoDaysOr}}, tell us your group size and see your total before you book.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
