import { useId } from 'react';
import { formatMoney } from '#domain/shared/money.ts';
import { addOnAmount } from '#domain/pricing/price-extras.ts';
import type { PublicAddOn } from '#domain/pricing/products.ts';
import type { SelectedAddOn } from '#domain/booking/quotes.ts';
import { ResponsiveImage } from '../media/responsive-image.tsx';
import '../../styles/extras.css';

export interface AddOnChoicesProps {
  /** The add-ons the catalogue offers this cruise (domain/pricing/products.ts addOnsOffered). */
  addOns: readonly PublicAddOn[];
  chosen: readonly SelectedAddOn[];
  groupSize: number;
  onChange: (chosen: SelectedAddOn[]) => void;
  disabled?: boolean;
}

/** '$150.00' for a per-cruise add-on; '$12.00 per guest × 20 = $240.00' for a per-guest one. */
export function addOnPriceText(addOn: Pick<PublicAddOn, 'per' | 'unitAmount'>, groupSize: number): string {
  const total = formatMoney(addOnAmount(addOn, groupSize));
  return addOn.per === 'guest' ? `${formatMoney(addOn.unitAmount)} per guest × ${groupSize} = ${total}` : total;
}

/**
 * The optional add-ons as checkboxes, each with its price for this group as domain/ computes it.
 * Nothing is ticked to begin with, so a guest who wants none has nothing to do.
 */
export function AddOnChoices({ addOns, chosen, groupSize, onChange, disabled = false }: AddOnChoicesProps) {
  const id = useId();
  if (addOns.length === 0) return null;
  const isChosen = (productId: string) => chosen.some((choice) => choice.productId === productId);
  const toggle = (productId: string, on: boolean) =>
    onChange(
      on
        ? [...chosen.filter((choice) => choice.productId !== productId), { productId, quantity: 1 }]
        : chosen.filter((choice) => choice.productId !== productId),
    );
  return (
    <fieldset className="extras-addons" aria-describedby={`${id}-hint`}>
      <legend className="extras-addons__legend">
        Add-ons <span className="extras-optional">(optional)</span>
      </legend>
      <p className="extras-hint" id={`${id}-hint`}>
        Tick any you would like, or none: prices are for your group of {groupSize}.
      </p>
      <ul className="extras-addons__list">
        {addOns.map((addOn) => {
          const inputId = `${id}-${addOn.id}`;
          return (
            <li key={addOn.id} className="extras-addon">
              {addOn.photo && (
                <ResponsiveImage
                  className="extras-addon__photo"
                  src={addOn.photo.variants[0]?.path ?? ''}
                  variants={addOn.photo.variants}
                  alt={addOn.photo.alt}
                  width={addOn.photo.width}
                  height={addOn.photo.height}
                  sizes="6rem"
                />
              )}
              <div className="extras-addon__body">
                <input
                  id={inputId}
                  type="checkbox"
                  className="extras-addon__check"
                  checked={isChosen(addOn.id)}
                  disabled={disabled}
                  onChange={(event) => toggle(addOn.id, event.target.checked)}
                  aria-describedby={addOn.description ? `${inputId}-about` : undefined}
                />
                <label htmlFor={inputId} className="extras-addon__label">
                  <span className="extras-addon__name">{addOn.name}</span>
                  <span className="extras-addon__price">+{addOnPriceText(addOn, groupSize)}</span>
                </label>
                {addOn.description && (
                  <p className="extras-addon__about" id={`${inputId}-about`}>
                    {addOn.description}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
