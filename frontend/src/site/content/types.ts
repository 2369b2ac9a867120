import type { CapacityTier } from '#domain/pricing/fleet.ts';
import type { PrivatePackageType } from '#domain/pricing/rates.ts';
import type { DiscoPackageKey } from '#domain/pricing/disco.ts';
import type { ContentBlockDefinition } from '#domain/content/content-block-text.ts';

/**
 * The shapes page content is written in. Content modules are plain TypeScript data: every number
 * that is a business fact (a price, a capacity, a percentage, a year, an age, a duration) is read
 * from domain/ in a template literal, never typed into the copy.
 */

/**
 * A heading or short copy staff may change: a content block from the page's own
 * domain/content/blocks/<page>.ts (decisions 032, 084), rendered with its tokens filled in.
 */
export type Block = ContentBlockDefinition;

/** A heading that is a block, or, where it is too computed to be one (a page-local figure), a string. */
export type Heading = Block | string;

/** Illustration ids from frontend/src/site/art.ts. */
export type ArtKey = string;

/** The query parameters /chat understands (spec section 2, "Actions to /chat"). */
export type ChatParams =
  | { type: 'general' | 'bachelorette' | 'corporate' }
  | { type: 'disco-cruise'; package: DiscoPackageKey }
  | { type: 'private-cruise'; package: PrivatePackageType }
  | { eventType: 'private' | 'disco'; groupSize: number };

export interface ChatAction {
  label: string;
  params: ChatParams;
}

export interface TitledText {
  title: string;
  text: string;
}

/** An idea card that may show a picture: the staff's photo for `slot` (domain/content/page-slots.ts), or the illustration `art`. */
export interface IdeaCard extends TitledText {
  image?: { slot: string; art: ArtKey };
}

/** Which boats and packages a page shows, priced live from domain/. */
export type OfferBlock =
  | { kind: 'private'; heading: Heading; intro: string; tiers: readonly CapacityTier[]; featuredPackage?: PrivatePackageType }
  | { kind: 'disco'; heading: Heading; intro: string; featuredPackage?: DiscoPackageKey }
  | { kind: 'comparison'; heading: Heading; intro: string; groupSize: number };

/** Page-specific sections, so each page tells its own story. */
export type ContentSection =
  | { kind: 'prose'; heading: Heading; paragraphs: readonly string[] }
  | { kind: 'steps'; heading: Heading; intro?: string; steps: readonly TitledText[] }
  | { kind: 'checklist'; heading: Heading; intro?: string; items: readonly string[] }
  | { kind: 'ideas'; heading: Heading; intro?: string; ideas: readonly IdeaCard[] }
  | { kind: 'schedule'; heading: Heading; intro?: string; rows: readonly { time: string; text: string }[] }
  | { kind: 'callout'; heading: Heading; text: string; tone: 'tip' | 'policy' };

export interface FaqEntry {
  /** Stable slug, unique on its page: votes on 'Was this helpful?' are recorded against it. */
  id: string;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  category?: string;
}

/** Quick-answer box (spec section 3). */
export interface QuickAnswer {
  id: string;
  question: string;
  answer: string;
  keywords: readonly string[];
  relatedLink?: { label: string; href: string };
}

export interface ExperiencePageContent {
  path: string;
  /** A short label above the h1, e.g. 'Bachelorette parties'. */
  eyebrow: Block;
  h1: Block;
  /** The lead paragraph under the h1: what the experience is, in one or two sentences. */
  intro: Block;
  heroArt: ArtKey;
  /** Three to five short highlights shown as a strip under the hero. */
  highlights: readonly TitledText[];
  /** What the experience is. */
  experience: { heading: Block; paragraphs: readonly string[] };
  /** Who it suits. */
  suits: { heading: Block; intro?: string; items: readonly TitledText[] };
  offers: readonly OfferBlock[];
  sections: readonly ContentSection[];
  quickAnswers?: readonly QuickAnswer[];
  faqs: readonly FaqEntry[];
  /** Paths of related public pages (3 or 4). */
  related: readonly string[];
  cta: { heading: Block; text: Block; primary: ChatAction; secondary?: ChatAction };
}
