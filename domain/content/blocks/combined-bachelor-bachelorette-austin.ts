import type { ContentBlockDefinition } from '../content-block-text.ts';

// /combined-bachelor-bachelorette-austin: its headings and short copy as content blocks (decisions 032, 084); the page's module
// (frontend/src/site/content/pages/combined-bachelor-bachelorette-austin.ts) renders them, and only it imports this.

export const COMBINED_BACHELOR_BACHELORETTE_AUSTIN_BLOCKS = {
  eyebrow: {
    key: 'combined-bachelor-bachelorette-austin.hero.eyebrow',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: eyebrow (above the headline)',
    defaultText: 'Combined bach parties',
    maxLength: 40,
  },
  title: {
    key: 'combined-bachelor-bachelorette-austin.hero.title',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: headline',
    defaultText: 'One boat, both parties: combined bachelor and bachelorette cruises',
    maxLength: 90,
  },
  intro: {
    key: 'combined-bachelor-bachelorette-austin.hero.intro',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: intro under the headline',
    defaultText:
      "Skip the two separate weekends. Put the bride's crew and the groom's crew on one private boat on Lake Travis, with room for up to {{fact.largestBoatCapacity}} and a swim stop where the two sides finally meet properly.",
    maxLength: 320,
  },
  experienceHeading: {
    key: 'combined-bachelor-bachelorette-austin.experience.heading',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: "what it is" heading',
    defaultText: 'Why couples are combining their bach parties',
    maxLength: 80,
  },
  suitsHeading: {
    key: 'combined-bachelor-bachelorette-austin.suits.heading',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: "who it suits" heading',
    defaultText: 'Who books a combined cruise',
    maxLength: 80,
  },
  boatsSizedForBoth: {
    key: 'combined-bachelor-bachelorette-austin.boats-sized-for-both.heading',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: private boats heading',
    defaultText: 'Boats sized for both guest lists',
    maxLength: 80,
  },
  smallerCombinedGroupCompare: {
    key: 'combined-bachelor-bachelorette-austin.smaller-combined-group-compare.heading',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: private or disco comparison heading',
    defaultText: 'Smaller combined group? Compare the disco cruise',
    maxLength: 80,
  },
  whatItCostsPer: {
    key: 'combined-bachelor-bachelorette-austin.what-it-costs-per.heading',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: ideas heading 1',
    defaultText: 'What it costs per person, on a Saturday',
    maxLength: 80,
  },
  coordinatingTwoGuestLists: {
    key: 'combined-bachelor-bachelorette-austin.coordinating-two-guest-lists.heading',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: steps heading',
    defaultText: 'Coordinating two guest lists',
    maxLength: 80,
  },
  gamesForABride: {
    key: 'combined-bachelor-bachelorette-austin.games-for-a-bride.heading',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: ideas heading 2',
    defaultText: 'Games for a bride-versus-groom boat',
    maxLength: 80,
  },
  ctaHeading: {
    key: 'combined-bachelor-bachelorette-austin.cta.heading',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: call to action heading',
    defaultText: 'Get both crews on one boat',
    maxLength: 80,
  },
  ctaText: {
    key: 'combined-bachelor-bachelorette-austin.cta.text',
    page: '/combined-bachelor-bachelorette-austin',
    label: 'Combined bachelor and bachelorette: call to action text',
    defaultText: 'Tell us the combined headcount and your date to see the price for the boat and per person.',
    maxLength: 200,
  },
} as const satisfies Record<string, ContentBlockDefinition>;
