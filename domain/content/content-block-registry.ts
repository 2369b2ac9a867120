import type { ContentBlockDefinition } from './content-block-text.ts';
import { SITE_BLOCKS } from './blocks/site.ts';
import { HOME_BLOCKS } from './blocks/home.ts';
import { FAQ_BLOCKS } from './blocks/faq.ts';
import { GALLERY_BLOCKS } from './blocks/gallery.ts';
import { CONTACT_BLOCKS } from './blocks/contact.ts';
import { TESTIMONIALS_FAQ_BLOCKS } from './blocks/testimonials-faq.ts';
import { PRICING_BREAKDOWN_BLOCKS } from './blocks/pricing-breakdown.ts';
import { AI_ENDORSEMENT_BLOCKS } from './blocks/ai-endorsement.ts';
import { MEDIA_BLOCKS } from './blocks/media.ts';
import { AFTER_PARTY_BLOCKS } from './blocks/after-party.ts';
import { ATX_DISCO_CRUISE_BLOCKS } from './blocks/atx-disco-cruise.ts';
import { BACHELOR_PARTY_AUSTIN_BLOCKS } from './blocks/bachelor-party-austin.ts';
import { BACHELORETTE_PARTY_AUSTIN_BLOCKS } from './blocks/bachelorette-party-austin.ts';
import { BIRTHDAY_PARTIES_BLOCKS } from './blocks/birthday-parties.ts';
import { CLIENT_ENTERTAINMENT_BLOCKS } from './blocks/client-entertainment.ts';
import { COMBINED_BACHELOR_BACHELORETTE_AUSTIN_BLOCKS } from './blocks/combined-bachelor-bachelorette-austin.ts';
import { COMPANY_MILESTONE_BLOCKS } from './blocks/company-milestone.ts';
import { CORPORATE_EVENTS_BLOCKS } from './blocks/corporate-events.ts';
import { GOLDEN_TICKET_BLOCKS } from './blocks/golden-ticket.ts';
import { GOLDEN_TICKET_PRIVATE_BLOCKS } from './blocks/golden-ticket-private.ts';
import { GRADUATION_PARTY_BLOCKS } from './blocks/graduation-party.ts';
import { MILESTONE_BIRTHDAY_BLOCKS } from './blocks/milestone-birthday.ts';
import { PARTY_BOAT_AUSTIN_BLOCKS } from './blocks/party-boat-austin.ts';
import { PARTY_BOAT_LAKE_TRAVIS_BLOCKS } from './blocks/party-boat-lake-travis.ts';
import { PRIVATE_CRUISES_BLOCKS } from './blocks/private-cruises.ts';
import { QUINCEANERA_BLOCKS } from './blocks/quinceanera.ts';
import { REHEARSAL_DINNER_BLOCKS } from './blocks/rehearsal-dinner.ts';
import { SWEET_16_BLOCKS } from './blocks/sweet-16.ts';
import { TEAM_BUILDING_BLOCKS } from './blocks/team-building.ts';
import { WEDDING_PARTIES_BLOCKS } from './blocks/wedding-parties.ts';
import { WELCOME_PARTY_BLOCKS } from './blocks/welcome-party.ts';

// Every content block (decisions 032, 084): each page's blocks are defined in blocks/<page>.ts and
// aggregated here for the admin screen, the API's validation and the tests. A public page never
// imports this module, only its own page's blocks, so its script carries no other page's copy.

/** Every block, in the order the admin screen lists them (by page). Defaults are the pages' copy. */
export const CONTENT_BLOCKS = [
  ...Object.values(SITE_BLOCKS),
  ...Object.values(HOME_BLOCKS),
  ...Object.values(FAQ_BLOCKS),
  ...Object.values(GALLERY_BLOCKS),
  ...Object.values(CONTACT_BLOCKS),
  ...Object.values(TESTIMONIALS_FAQ_BLOCKS),
  ...Object.values(PRICING_BREAKDOWN_BLOCKS),
  ...Object.values(AI_ENDORSEMENT_BLOCKS),
  ...Object.values(MEDIA_BLOCKS),
  ...Object.values(AFTER_PARTY_BLOCKS),
  ...Object.values(ATX_DISCO_CRUISE_BLOCKS),
  ...Object.values(BACHELOR_PARTY_AUSTIN_BLOCKS),
  ...Object.values(BACHELORETTE_PARTY_AUSTIN_BLOCKS),
  ...Object.values(BIRTHDAY_PARTIES_BLOCKS),
  ...Object.values(CLIENT_ENTERTAINMENT_BLOCKS),
  ...Object.values(COMBINED_BACHELOR_BACHELORETTE_AUSTIN_BLOCKS),
  ...Object.values(COMPANY_MILESTONE_BLOCKS),
  ...Object.values(CORPORATE_EVENTS_BLOCKS),
  ...Object.values(GOLDEN_TICKET_BLOCKS),
  ...Object.values(GOLDEN_TICKET_PRIVATE_BLOCKS),
  ...Object.values(GRADUATION_PARTY_BLOCKS),
  ...Object.values(MILESTONE_BIRTHDAY_BLOCKS),
  ...Object.values(PARTY_BOAT_AUSTIN_BLOCKS),
  ...Object.values(PARTY_BOAT_LAKE_TRAVIS_BLOCKS),
  ...Object.values(PRIVATE_CRUISES_BLOCKS),
  ...Object.values(QUINCEANERA_BLOCKS),
  ...Object.values(REHEARSAL_DINNER_BLOCKS),
  ...Object.values(SWEET_16_BLOCKS),
  ...Object.values(TEAM_BUILDING_BLOCKS),
  ...Object.values(WEDDING_PARTIES_BLOCKS),
  ...Object.values(WELCOME_PARTY_BLOCKS),
] as const;

export type ContentBlockKey = (typeof CONTENT_BLOCKS)[number]['key'];
export const CONTENT_BLOCK_KEYS = CONTENT_BLOCKS.map((block) => block.key) as [ContentBlockKey, ...ContentBlockKey[]];

const byKey = new Map<string, ContentBlockDefinition>(CONTENT_BLOCKS.map((block) => [block.key, block]));

export function isContentBlockKey(key: string): key is ContentBlockKey {
  return byKey.has(key);
}

export function contentBlockDefinition(key: ContentBlockKey): ContentBlockDefinition {
  return byKey.get(key)!;
}

/** The pages with blocks, in the registry's order, for listing by page. */
export function contentBlockPages(): string[] {
  return [...new Set(CONTENT_BLOCKS.map((block) => block.page))];
}
