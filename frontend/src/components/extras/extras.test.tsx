import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicAddOn } from '#domain/pricing/products.ts';
import { ApiError } from '../../lib/api-client.ts';
import { AddOnChoices, addOnPriceText } from './add-on-choices.tsx';
import { promoProblem } from '../../lib/extras-api.ts';
import { PromoCodeField } from './promo-code-field.tsx';

const dj: PublicAddOn = {
  id: 'dj',
  name: 'Live DJ',
  description: 'Your requests all cruise long.',
  per: 'cruise',
  unitAmount: 40000,
  cruiseKinds: ['private'],
  boats: ['boat_day_tripper'],
};
const favours: PublicAddOn = {
  id: 'favours',
  name: 'Favours',
  description: '',
  per: 'guest',
  unitAmount: 500,
  cruiseKinds: ['private'],
  boats: ['boat_day_tripper'],
  photo: {
    alt: 'A table of party favours',
    width: 1600,
    height: 1200,
    variants: [
      { format: 'webp', width: 640, path: '/media-files/abc/r1/640.webp' },
      { format: 'jpeg', width: 640, path: '/media-files/abc/r1/640.jpeg' },
    ],
  },
};

describe('AddOnChoices', () => {
  it('prices each add-on for the group as domain/ does', () => {
    expect(addOnPriceText(dj, 20)).toBe('$400.00');
    expect(addOnPriceText(favours, 20)).toBe('$5.00 per guest × 20 = $100.00');
    expect(addOnPriceText(dj, 20, 3)).toBe('$400.00 each × 3 = $1,200.00');
    // A per-guest add-on is for every guest: a quantity does not change it.
    expect(addOnPriceText(favours, 20, 3)).toBe('$5.00 per guest × 20 = $100.00');
  });

  it('asks how many of a per-cruise add-on once it is ticked (1 to 10), and prices that many; a per-guest one is for every guest', () => {
    const unticked = renderToStaticMarkup(<AddOnChoices addOns={[dj, favours]} chosen={[]} groupSize={20} onChange={() => undefined} />);
    expect(unticked).not.toContain('<select');
    const html = renderToStaticMarkup(
      <AddOnChoices
        addOns={[dj, favours]}
        chosen={[
          { productId: 'dj', quantity: 2 },
          { productId: 'favours', quantity: 1 },
        ]}
        groupSize={20}
        onChange={() => undefined}
      />,
    );
    const selects = [...html.matchAll(/<select id="([^"]+)"/g)].map(([, id]) => id);
    expect(selects).toHaveLength(1);
    expect(html).toContain(`<label for="${selects[0]}">How many<span class="visually-hidden"> of Live DJ</span></label>`);
    expect(html.match(/<option value="\d+"/g)).toHaveLength(10);
    expect(html).toContain('<option value="2" selected="">2</option>');
    expect(html).toContain('+$400.00 each × 2 = $800.00');
  });

  it('offers no more of a per-cruise add-on than staff have for one cruise', () => {
    const html = renderToStaticMarkup(
      <AddOnChoices addOns={[{ ...dj, maxQuantity: 2 }]} chosen={[{ productId: 'dj', quantity: 1 }]} groupSize={20} onChange={() => undefined} />,
    );
    expect(html.match(/<option value="\d+"/g)).toEqual(['<option value="1"', '<option value="2"']);
  });

  it('lists labelled, unticked checkboxes in a fieldset, with the photo and its alt text when there is one', () => {
    const html = renderToStaticMarkup(
      <AddOnChoices addOns={[dj, favours]} chosen={[{ productId: 'favours', quantity: 1 }]} groupSize={20} onChange={() => undefined} />,
    );
    expect(html).toContain('<legend class="extras-addons__legend">Add-ons <span class="extras-optional">(optional)</span></legend>');
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    for (const [, id] of html.matchAll(/<input id="([^"]+)" type="checkbox"/g)) expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain('+$5.00 per guest × 20 = $100.00');
    // The add-ons' prices are before tax and gratuity, and say so: the running total is all in.
    expect(html).toContain('prices are for your group of 20, before tax and gratuity (the total includes both).');
    expect(html).toContain('alt="A table of party favours"');
    expect(html).toContain('Your requests all cruise long.');
  });

  it('renders nothing when the cruise has no add-ons to offer', () => {
    expect(renderToStaticMarkup(<AddOnChoices addOns={[]} chosen={[]} groupSize={20} onChange={() => undefined} />)).toBe('');
  });
});

describe('PromoCodeField', () => {
  it('is collapsed behind "Have a promo code?" until asked for', () => {
    const html = renderToStaticMarkup(<PromoCodeField applied={null} onApply={async () => ({ ok: true, message: '' })} />);
    expect(html).toMatch(
      /<button type="button" class="extras-promo__toggle" aria-expanded="false" aria-controls="([^"]+)">Have a promo code\?<\/button><form id="\1"[^>]* hidden=""/,
    );
    expect(html).toContain('>Promo code</label>');
  });

  it('shows an applied code with what it gives and a way to remove it', () => {
    const html = renderToStaticMarkup(
      <PromoCodeField
        applied={{ code: 'SPRING10', message: 'SPRING10 applied: $120.00 off.' }}
        onApply={async () => ({ ok: true, message: '' })}
        onRemove={() => undefined}
      />,
    );
    expect(html).toContain('role="status">SPRING10 applied: $120.00 off.</p>');
    expect(html).toContain('Remove code SPRING10');
  });

  it('says in plain words why a code could not be judged', () => {
    expect(promoProblem(new ApiError(429, '', 'Too Many Requests'))).toMatch(/Too many tries/);
    const invalid = JSON.stringify({
      error: { code: 'VALIDATION_FAILED', message: 'Check the fields.', fields: { 'selection.promoCode': 'A promo code is 3 to 30 letters, digits, - or _.' } },
    });
    expect(promoProblem(new ApiError(400, invalid, 'Bad Request'))).toBe('A promo code is 3 to 30 letters, digits, - or _.');
    expect(promoProblem(new TypeError('Failed to fetch'))).toMatch(/could not check the code/);
  });
});
