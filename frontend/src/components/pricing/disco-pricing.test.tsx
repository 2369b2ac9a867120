import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DISCO_PACKAGE_KEYS, DISCO_PACKAGES } from '#domain/pricing/disco.ts';
import { totalsFor } from '#domain/pricing/rates.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { sitePriceTable } from '../../site/site-pricing.ts';
import { DiscoPricing } from './disco-pricing.tsx';

describe('DiscoPricing', () => {
  it("leads each ticket with what a guest pays all in, and gives the ticket's rate before tax and gratuity as the fine print", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DiscoPricing />
      </MemoryRouter>,
    );
    for (const key of DISCO_PACKAGE_KEYS) {
      const rate = sitePriceTable.discoPerPerson[key];
      const card = html.slice(html.indexOf(`id="disco-${key}"`));
      expect(card, DISCO_PACKAGES[key].name).toContain(`<span class="package-card__amount">${formatMoney(totalsFor(rate).total)}</span> per person, all in`);
      expect(card).toContain(`A ${formatMoney(rate)} ticket before tax and gratuity.`);
    }
  });
});
