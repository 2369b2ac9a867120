// Original artwork for the site: hand-made SVG illustrations (the business has no photos yet).
// Every scene is a flat vector illustration in the brand palette; files live in ../assets/art/.
import boatCleverGirl from '../assets/art/boat-clever-girl.svg';
import boatDayTripper from '../assets/art/boat-day-tripper.svg';
import boatMeSeeksTheIrony from '../assets/art/boat-me-seeks-the-irony.svg';
import brandMark from '../assets/art/brand-mark.svg';
import eventAfterParty from '../assets/art/event-after-party.svg';
import eventBachelor from '../assets/art/event-bachelor.svg';
import eventBachelorette from '../assets/art/event-bachelorette.svg';
import eventBirthday from '../assets/art/event-birthday.svg';
import eventCombined from '../assets/art/event-combined.svg';
import eventCorporate from '../assets/art/event-corporate.svg';
import eventDj from '../assets/art/event-dj.svg';
import eventGraduation from '../assets/art/event-graduation.svg';
import eventLilyPad from '../assets/art/event-lily-pad.svg';
import eventQuinceanera from '../assets/art/event-quinceanera.svg';
import eventSunsetToast from '../assets/art/event-sunset-toast.svg';
import eventSweet16 from '../assets/art/event-sweet-16.svg';
import eventTeamBuilding from '../assets/art/event-team-building.svg';
import eventWedding from '../assets/art/event-wedding.svg';
import heroCove from '../assets/art/hero-cove.svg';
import heroDayCruise from '../assets/art/hero-day-cruise.svg';
import heroDisco from '../assets/art/hero-disco.svg';
import heroSunset from '../assets/art/hero-sunset.svg';
import ogCard from '../assets/art/og-card.svg';
import type { BoatId } from '#domain/pricing/fleet.ts';

export interface Artwork {
  /** URL of the SVG as Vite emits it. */
  src: string;
  /** Intrinsic size (the SVG viewBox), for width/height attributes that prevent layout shift. */
  width: number;
  height: number;
  /** Short, specific description for the img alt attribute. */
  alt: string;
}

const HERO = { width: 1600, height: 900 } as const;
const SCENE = { width: 1200, height: 800 } as const;

export const ART = {
  heroDayCruise: {
    src: heroDayCruise,
    ...HERO,
    alt: 'Illustration: the double-decker Clever Girl cruising turquoise Lake Travis below pale limestone cliffs, guests waving from the upper deck',
  },
  heroSunset: {
    src: heroSunset,
    ...HERO,
    alt: 'Illustration: a party boat strung with lights at sunset, guests silhouetted as the sun sets over the Hill Country',
  },
  heroDisco: {
    src: heroDisco,
    ...HERO,
    alt: 'Illustration: the ATX Disco Cruise, a big disco ball on Clever Girl throwing coloured light beams over dancing guests',
  },
  heroCove: {
    src: heroCove,
    ...HERO,
    alt: 'Illustration: a party boat anchored in a calm cove between limestone cliffs, guests relaxing on floating lily pads and swimming',
  },
  boatDayTripper: {
    src: boatDayTripper,
    ...SCENE,
    alt: 'Illustration: the Day Tripper, a small pontoon party boat with a navy bimini shade top',
  },
  boatMeSeeksTheIrony: {
    src: boatMeSeeksTheIrony,
    ...SCENE,
    alt: 'Illustration: Me Seeks The Irony, a mid-size party boat with a full shade roof and an open front deck',
  },
  boatCleverGirl: {
    src: boatCleverGirl,
    ...SCENE,
    alt: 'Illustration: Clever Girl, the large double-decker flagship with an upper sun deck, in golden afternoon light',
  },
  eventBachelorette: {
    src: eventBachelorette,
    ...SCENE,
    alt: 'Illustration: a bachelorette party on deck, the bride in white with a veil toasting with friends in sashes under pink and gold balloons',
  },
  eventBachelor: {
    src: eventBachelor,
    ...SCENE,
    alt: 'Illustration: a bachelor party in sunglasses cheering on deck beside a cooler',
  },
  eventCombined: {
    src: eventCombined,
    ...SCENE,
    alt: 'Illustration: a combined bachelor and bachelorette party under half pink, half blue bunting and balloons',
  },
  eventWedding: {
    src: eventWedding,
    ...SCENE,
    alt: 'Illustration: a wedding couple and guests raising a toast under string lights at golden hour',
  },
  eventCorporate: {
    src: eventCorporate,
    ...SCENE,
    alt: 'Illustration: a team in business-casual clothes chatting on deck beside a catering table',
  },
  eventBirthday: {
    src: eventBirthday,
    ...SCENE,
    alt: 'Illustration: a birthday party on deck with balloons, confetti and a layer cake with candles',
  },
  eventGraduation: {
    src: eventGraduation,
    ...SCENE,
    alt: 'Illustration: graduation caps tossed into the sky above a party boat full of cheering graduates',
  },
  eventQuinceanera: {
    src: eventQuinceanera,
    ...SCENE,
    alt: 'Illustration: a quinceañera in a pink ball gown and tiara celebrating with family under colourful papel picado',
  },
  eventSweet16: {
    src: eventSweet16,
    ...SCENE,
    alt: 'Illustration: teen friends at a sweet sixteen with pastel balloons and big one and six shaped balloons',
  },
  eventAfterParty: {
    src: eventAfterParty,
    ...SCENE,
    alt: 'Illustration: a party boat glowing with string lights and coloured lights at night, guests dancing under the moon',
  },
  eventLilyPad: {
    src: eventLilyPad,
    ...SCENE,
    alt: 'Illustration: guests lounging on a floating lily pad mat on clear turquoise water, a party boat anchored behind',
  },
  eventDj: {
    src: eventDj,
    ...SCENE,
    alt: 'Illustration: a DJ in headphones at the decks under a disco ball, the crowd raising their hands',
  },
  eventTeamBuilding: {
    src: eventTeamBuilding,
    ...SCENE,
    alt: 'Illustration: teammates linking arms to balance on a floating mat at a swim stop while others swim nearby',
  },
  eventSunsetToast: {
    src: eventSunsetToast,
    ...SCENE,
    alt: 'Illustration: hands raising champagne and wine glasses together against a Lake Travis sunset',
  },
  brandMark: {
    src: brandMark,
    width: 64,
    height: 64,
    alt: 'Lake Travis Party Cruises logo mark: a double-decker party boat under the sun on blue waves',
  },
  ogCard: {
    src: ogCard,
    width: 1200,
    height: 630,
    alt: 'Illustration: Clever Girl cruising Lake Travis at golden hour beside limestone cliffs',
  },
} as const satisfies Record<string, Artwork>;

export type ArtId = keyof typeof ART;

/** Each boat's illustration: what its photo slot shows until staff choose a photo (issue 19, decision 031). */
export const BOAT_ART: Readonly<Record<BoatId, ArtId>> = {
  boat_day_tripper: 'boatDayTripper',
  boat_me_seeks_the_irony: 'boatMeSeeksTheIrony',
  boat_clever_girl: 'boatCleverGirl',
};

/** The home page hero rotates through these, in this order. */
export const HERO_ART = ['heroDayCruise', 'heroSunset', 'heroDisco', 'heroCove'] as const satisfies readonly ArtId[];

export interface GalleryItem {
  id: ArtId;
  caption: string;
}

/** The gallery page shows all of these in order; the home page shows the first six. */
export const GALLERY_ART: readonly GalleryItem[] = [
  { id: 'heroDayCruise', caption: 'Cruising under the limestone cliffs of Lake Travis' },
  { id: 'heroDisco', caption: 'The ATX Disco Cruise: live DJ, disco ball, Friday and Saturday afternoons' },
  { id: 'eventLilyPad', caption: 'Lily pad floats at the swim stop' },
  { id: 'heroSunset', caption: 'Golden hour on the water' },
  { id: 'eventBachelorette', caption: 'Bachelorette parties' },
  { id: 'eventBachelor', caption: 'Bachelor parties' },
  { id: 'heroCove', caption: 'Anchored in a quiet cove' },
  { id: 'eventCombined', caption: 'Combined bach parties' },
  { id: 'eventWedding', caption: 'Weddings, rehearsal dinners and welcome parties' },
  { id: 'eventCorporate', caption: 'Corporate outings' },
  { id: 'eventTeamBuilding', caption: 'Team building at the swim stop' },
  { id: 'eventBirthday', caption: 'Birthday cruises' },
  { id: 'eventGraduation', caption: 'Graduation celebrations' },
  { id: 'eventQuinceanera', caption: 'Quinceañeras' },
  { id: 'eventSweet16', caption: 'Sweet sixteens' },
  { id: 'eventDj', caption: 'A DJ on deck' },
  { id: 'eventAfterParty', caption: 'After-parties under the stars' },
  { id: 'eventSunsetToast', caption: 'A toast at sunset' },
  { id: 'boatCleverGirl', caption: 'Clever Girl, our double-decker flagship for up to 75 guests' },
  { id: 'boatMeSeeksTheIrony', caption: 'Me Seeks The Irony, for up to 30 guests' },
  { id: 'boatDayTripper', caption: 'The Day Tripper, for up to 14 guests' },
];

export function artwork(id: ArtId): Artwork {
  return ART[id];
}
