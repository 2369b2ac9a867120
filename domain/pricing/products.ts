import * as z from '../shared/zod.ts';
import { BOAT_IDS, boatForTier, capacityTierFor, type BoatId } from './fleet.ts';
import type { CruiseKind } from './cruise-kinds.ts';
import { dollars, type Cents } from '../shared/money.ts';
import type { AddOnCharge, AddOnUnit } from './price-extras.ts';

// The add-on catalogue (decision 027): what staff sell beside the cruise, at a price per cruise or
// per guest, on the boats and cruise kinds they choose. The lily pad stays a price-table line
// (pricing.ts); everything else sold on board is a product here.

/** A product's price is at least $1 and at most $10,000: a typo of two zeros is refused, not sold. */
export const PRODUCT_MIN_CENTS: Cents = dollars(1);
export const PRODUCT_MAX_CENTS: Cents = dollars(10_000);
/** The most of one per-cruise add-on a quote may hold (four coolers, not four hundred). */
export const ADD_ON_MAX_QUANTITY = 10;
/** The most distinct add-ons on one quote. */
export const ADD_ONS_PER_QUOTE = 20;

export interface Product {
  id: string;
  name: string;
  description: string;
  per: AddOnUnit;
  unitAmount: Cents;
  /** Private charters on these boats may add it (the boat follows from the group's size). */
  boats: BoatId[];
  cruiseKinds: CruiseKind[];
  active: boolean;
  /** A per-cruise product's most on one cruise (the stock on hand: two lily pads); ADD_ON_MAX_QUANTITY when not set. */
  maxQuantity?: number | undefined;
  /** A photo from the media library, when staff chose one. */
  mediaId?: string | undefined;
  updatedAt?: string | undefined;
  updatedBy?: string | undefined;
}

const productIdPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;

export const productIdSchema = z.string().check(z.regex(productIdPattern, { message: 'A product id is lower-case letters, digits and dashes.' }));

/** An id from a name: 'Coolers on ice' -> 'coolers-on-ice'. */
export function productIdFrom(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'product';
}

const everyBoat: BoatId[] = [...BOAT_IDS];

/**
 * The catalogue a fresh install starts with: what the site's copy sells. Staff edit or retire them
 * like any product (a stored product of the same id replaces its starter); their prices are
 * starting points for the owner to set.
 */
export const STARTER_PRODUCTS: readonly Product[] = [
  {
    id: 'decorations',
    name: 'Party decorations',
    description: 'Balloons, banners and table decorations set up on board before you arrive.',
    per: 'cruise',
    unitAmount: dollars(150),
    boats: everyBoat,
    cruiseKinds: ['private'],
    active: true,
  },
  {
    id: 'photographer',
    name: 'Professional photographer',
    description: 'A photographer aboard for the whole cruise; edited photos within a week.',
    per: 'cruise',
    unitAmount: dollars(350),
    boats: everyBoat,
    cruiseKinds: ['private'],
    active: true,
  },
  {
    id: 'dj',
    name: 'Live DJ',
    description: 'A DJ with their own sound system playing your requests all cruise long.',
    per: 'cruise',
    unitAmount: dollars(400),
    boats: everyBoat,
    cruiseKinds: ['private'],
    active: true,
  },
  {
    id: 'coolers-on-ice',
    name: 'Coolers on ice',
    description: 'A large cooler packed with ice, waiting on board.',
    per: 'cruise',
    unitAmount: dollars(25),
    boats: everyBoat,
    cruiseKinds: ['private', 'disco'],
    active: true,
  },
  {
    id: 'alcohol-delivery',
    name: 'Drinks delivered to the boat',
    description: 'Our sister delivery company brings your order to the marina, iced and ready to load.',
    per: 'cruise',
    unitAmount: dollars(50),
    boats: everyBoat,
    cruiseKinds: ['private', 'disco'],
    active: true,
  },
];

/** The catalogue: every starter product unless a stored one of its id replaces it, then the rest by name. */
export function catalogue(stored: readonly Product[]): Product[] {
  const byId = new Map(stored.map((product) => [product.id, product]));
  const starters = STARTER_PRODUCTS.map((product) => byId.get(product.id) ?? product);
  const starterIds = new Set(STARTER_PRODUCTS.map((product) => product.id));
  const others = stored.filter((product) => !starterIds.has(product.id)).sort((a, b) => a.name.localeCompare(b.name));
  return [...starters, ...others];
}

/** Whether a product may be added to this cruise: active, for its kind, and for a private charter its boat. */
export function isOffered(product: Pick<Product, 'active' | 'cruiseKinds' | 'boats'>, cruise: { kind: CruiseKind; boatId: BoatId | null }): boolean {
  if (!product.active || !product.cruiseKinds.includes(cruise.kind)) return false;
  // A disco ticket's boat is chosen when the sailing is booked, so only the kind decides.
  return cruise.kind === 'disco' || cruise.boatId === null || product.boats.includes(cruise.boatId);
}

/** How many of a per-cruise product one cruise may take: what staff set, else ADD_ON_MAX_QUANTITY. */
export function maxQuantityOf(product: Pick<Product, 'maxQuantity'>): number {
  return product.maxQuantity ?? ADD_ON_MAX_QUANTITY;
}

/** A selected add-on as the engine prices it. */
export function addOnCharge(product: Product, quantity: number): AddOnCharge {
  return { productId: product.id, name: product.name, per: product.per, unitAmount: product.unitAmount, ...(product.per === 'cruise' ? { quantity } : {}) };
}

/** A product's published photo from the media library, as a guest's page shows it. */
export interface AddOnPhoto {
  alt: string;
  width: number;
  height: number;
  variants: { format: 'webp' | 'jpeg'; width: number; path: string }[];
}

/** What a guest sees of a product: never who changed it. */
export interface PublicAddOn {
  id: string;
  name: string;
  description: string;
  per: AddOnUnit;
  unitAmount: Cents;
  cruiseKinds: CruiseKind[];
  boats: BoatId[];
  /** A per-cruise add-on's most on one cruise, when staff limited it. */
  maxQuantity?: number | undefined;
  mediaId?: string | undefined;
  /** Present only when the photo is published (ready, with alt text). */
  photo?: AddOnPhoto | undefined;
}

export function publicAddOn(product: Product, photo?: AddOnPhoto): PublicAddOn {
  const { id, name, description, per, unitAmount, cruiseKinds, boats, maxQuantity, mediaId } = product;
  return {
    id,
    name,
    description,
    per,
    unitAmount,
    cruiseKinds,
    boats,
    ...(maxQuantity ? { maxQuantity } : {}),
    ...(mediaId ? { mediaId } : {}),
    ...(photo ? { photo } : {}),
  };
}

/** The boat an add-on is judged against: the group's boat for a private charter; none for the disco. */
export function cruiseBoat(kind: CruiseKind, groupSize: number): BoatId | null {
  return kind === 'private' ? boatForTier(capacityTierFor(groupSize)).id : null;
}

/**
 * The chosen add-ons the catalogue offers this cruise, as the engine prices them; a choice the
 * catalogue no longer offers (retired, or not for the new boat) is left out, not guessed at.
 */
export function chosenAddOnCharges(
  catalogue: readonly Pick<Product, 'id' | 'name' | 'per' | 'unitAmount' | 'cruiseKinds' | 'boats'>[],
  chosen: readonly { productId: string; quantity: number }[],
  cruise: { kind: CruiseKind; groupSize: number },
): AddOnCharge[] {
  const offered = new Map(addOnsOffered(catalogue, { kind: cruise.kind, boatId: cruiseBoat(cruise.kind, cruise.groupSize) }).map((addOn) => [addOn.id, addOn]));
  return chosen.flatMap((choice) => {
    const addOn = offered.get(choice.productId);
    return addOn ? [addOnCharge({ ...addOn, description: '', active: true }, choice.quantity)] : [];
  });
}

/** The add-ons a guest may choose for this cruise, in catalogue order. */
export function addOnsOffered<T extends Pick<Product, 'cruiseKinds' | 'boats'>>(
  addOns: readonly T[],
  cruise: { kind: CruiseKind; boatId: BoatId | null },
): T[] {
  return addOns.filter((addOn) => isOffered({ ...addOn, active: true }, cruise));
}

/** GET /api/admin/products, POST and PUT answer one product. */
export interface AdminProductListResponse {
  products: Product[];
}
export interface AdminProductResponse {
  product: Product;
}
/** GET /api/add-ons: the active products a guest may choose. */
export interface AddOnListResponse {
  addOns: PublicAddOn[];
}
