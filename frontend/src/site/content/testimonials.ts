import { businessFacts } from '#domain/site/business.ts';
import { DISCO_PACKAGES } from '#domain/pricing/disco.ts';
import { boatForTier } from '#domain/pricing/fleet.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';

/**
 * The business's three static testimonials (spec section 3, "Testimonial (static)"), shown on the
 * home page and the Reviews & FAQ page.
 *
 * Before launch these must be replaced with verbatim reviews from real customers who gave
 * permission to quote them: the FTC rule on consumer reviews and testimonials forbids publishing
 * reviews that do not reflect a real customer's actual experience. A later admin feature may
 * manage them; until then this file is the one place they live.
 */
export interface Testimonial {
  id: string;
  /** First name and last initial. */
  name: string;
  /** The occasion and group, e.g. 'Bachelorette party, 18 guests'. */
  role: string;
  text: string;
  /** Stars out of businessFacts.rating.best. */
  rating: number;
  /** Initials, rendered as a coloured circle (no photos of guests). */
  avatar: string;
  /** A guest's own review whose booking proved they sailed (decision 077): the card says "Verified guest". */
  verified?: boolean;
}

const FIVE_STARS = businessFacts.rating.best;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'megan-r-bachelorette',
    name: 'Megan R.',
    role: 'Bachelorette party, 18 guests',
    text:
      `We booked ${DISCO_PACKAGES.disco_queen.name} for my sister's bachelorette and it was the ` +
      'highlight of the whole Austin weekend. Our reserved corner meant we were never hunting for ' +
      'seats, the DJ played every song we begged for, and the bride got her sash and tiara the ' +
      'moment she stepped on. Half of our group photos from the trip are from the swim stop.',
    rating: FIVE_STARS,
    avatar: 'MR',
  },
  {
    id: 'daniel-k-team-outing',
    name: 'Daniel K.',
    role: 'Company team outing, 42 guests',
    text:
      `I organized our summer outing on ${boatForTier(50).name} and it was the easiest event I have ` +
      'planned. The quote matched the invoice to the cent, the crew had the coolers iced before we ' +
      'arrived, and the captain found a quiet cove where people who barely talk at the office ended ' +
      'up floating together for an hour. We are already talking about next year.',
    rating: FIVE_STARS,
    avatar: 'DK',
  },
  {
    id: 'priya-s-birthday',
    name: 'Priya S.',
    role: '30th birthday, 12 guests',
    text:
      `Twelve of us took ${boatForTier(14).name} out for my 30th with the ` +
      `${PRIVATE_PACKAGE_NAMES.essentials}, and I did not have to carry a single bag of ice. The ` +
      'captain timed the ride back for sunset, which I did not even ask for. Small boat, just our people, ' +
      'best birthday I have had.',
    rating: FIVE_STARS,
    avatar: 'PS',
  },
];
