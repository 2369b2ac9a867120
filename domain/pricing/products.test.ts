import { describe, expect, it } from 'vitest';
import {
  ADD_ON_MAX_QUANTITY,
  addOnsOffered,
  catalogue,
  chosenAddOnCharges,
  cruiseBoat,
  isOffered,
  maxQuantityOf,
  productIdFrom,
  STARTER_PRODUCTS,
  type Product,
} from './products.ts';
import { newProductSchema } from './product-input.ts';

describe('the catalogue', () => {
  it('starts with the products the site sells, and a stored edit replaces its starter', () => {
    expect(catalogue([]).map((product) => product.id)).toEqual(STARTER_PRODUCTS.map((product) => product.id));
    const retired: Product = { ...STARTER_PRODUCTS[0]!, active: false };
    const added: Product = { ...STARTER_PRODUCTS[0]!, id: 'bubble-machine', name: 'Bubble machine' };
    const list = catalogue([added, retired]);
    expect(list[0]).toEqual(retired);
    expect(list.at(-1)?.id).toBe('bubble-machine');
    expect(list).toHaveLength(STARTER_PRODUCTS.length + 1);
  });

  it('offers a product only when active, for the cruise kind and, on a charter, the boat', () => {
    const dj = STARTER_PRODUCTS.find((product) => product.id === 'dj')!;
    expect(isOffered(dj, { kind: 'private', boatId: 'boat_day_tripper' })).toBe(true);
    expect(isOffered(dj, { kind: 'disco', boatId: null })).toBe(false);
    expect(isOffered({ ...dj, boats: ['boat_clever_girl'] }, { kind: 'private', boatId: 'boat_day_tripper' })).toBe(false);
    expect(isOffered({ ...dj, active: false }, { kind: 'private', boatId: 'boat_day_tripper' })).toBe(false);
  });

  it('makes an id from a name', () => {
    expect(productIdFrom('  Coolers on ice! ')).toBe('coolers-on-ice');
  });
});

describe('newProductSchema', () => {
  const valid = { name: 'Bubble machine', per: 'cruise', unitAmount: 4500, boats: ['boat_day_tripper'], cruiseKinds: ['private'] };

  it.each([
    [{ unitAmount: 0 }, 'unitAmount'],
    [{ unitAmount: -500 }, 'unitAmount'],
    [{ unitAmount: 12.5 }, 'unitAmount'],
    [{ unitAmount: 5_000_000 }, 'unitAmount'],
    [{ name: '   ' }, 'name'],
    [{ boats: [] }, 'boats'],
    [{ per: 'hour' }, 'per'],
    [{ maxQuantity: 0 }, 'maxQuantity'],
    [{ maxQuantity: 11 }, 'maxQuantity'],
    [{ maxQuantity: 1.5 }, 'maxQuantity'],
  ])('refuses %o naming %s', (change, field) => {
    const result = newProductSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it("accepts the most one cruise may take, and reads a product without one as the quote's own limit", () => {
    expect(newProductSchema.parse({ ...valid, maxQuantity: 2 })).toMatchObject({ maxQuantity: 2 });
    expect(maxQuantityOf({ maxQuantity: 2 })).toBe(2);
    expect(maxQuantityOf({})).toBe(ADD_ON_MAX_QUANTITY);
  });

  it('accepts a product with an optional photo id', () => {
    expect(newProductSchema.parse({ ...valid, mediaId: 'img_123' })).toMatchObject({ active: true, description: '', mediaId: 'img_123' });
  });
});

describe('the add-ons a cruise offers', () => {
  const bigBoatOnly: Product = { ...STARTER_PRODUCTS[0]!, id: 'big-boat-bar', name: 'Big boat bar', boats: ['boat_clever_girl'] };
  const favours: Product = { ...STARTER_PRODUCTS[0]!, id: 'favours', name: 'Favours', per: 'guest', unitAmount: 500, cruiseKinds: ['disco', 'private'] };

  it('judges a charter by the boat its group sails on, and the disco by its kind alone', () => {
    expect(cruiseBoat('private', 14)).toBe('boat_day_tripper');
    expect(cruiseBoat('private', 40)).toBe('boat_clever_girl');
    expect(cruiseBoat('disco', 40)).toBeNull();
    expect(addOnsOffered([bigBoatOnly, favours], { kind: 'private', boatId: cruiseBoat('private', 20) }).map((p) => p.id)).toEqual(['favours']);
    expect(addOnsOffered([bigBoatOnly, favours], { kind: 'private', boatId: cruiseBoat('private', 40) }).map((p) => p.id)).toEqual(['big-boat-bar', 'favours']);
  });

  it('prices only the chosen add-ons the catalogue offers this cruise, with their quantities', () => {
    const charges = chosenAddOnCharges(
      [bigBoatOnly, favours],
      [
        { productId: 'big-boat-bar', quantity: 2 },
        { productId: 'favours', quantity: 1 },
        { productId: 'retired', quantity: 1 },
      ],
      { kind: 'private', groupSize: 20 },
    );
    expect(charges).toEqual([{ productId: 'favours', name: 'Favours', per: 'guest', unitAmount: 500 }]);
    expect(chosenAddOnCharges([bigBoatOnly], [{ productId: 'big-boat-bar', quantity: 2 }], { kind: 'private', groupSize: 40 })).toEqual([
      { productId: 'big-boat-bar', name: 'Big boat bar', per: 'cruise', unitAmount: bigBoatOnly.unitAmount, quantity: 2 },
    ]);
  });
});
