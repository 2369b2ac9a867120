import { useId } from 'react';
import { formatMoney } from '#domain/shared/money.ts';
import { addOnAmount } from '#domain/pricing/price-extras.ts';
import { maxQuantityOf, type PublicAddOn } from '#domain/pricing/products.ts';
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

/**
 * '$150.00' for a per-cruise add-on ('$150.00 each × 2 = $300.00' for two); '$12.00 per guest × 20
 * = $240.00' for a per-guest one.
 */
export function addOnPriceText(addOn: Pick<PublicAddOn, 'per' | 'unitAmount'>, groupSize: number, quantity = 1): string {
  const total = formatMoney(addOnAmount({ ...addOn, quantity }, groupSize));
  if (addOn.per === 'guest') return `${formatMoney(addOn.unitAmount)} per guest × ${groupSize} = ${total}`;
  return quantity > 1 ? `${formatMoney(addOn.unitAmount)} each × ${quantity} = ${total}` : total;
}

/** The quantities a per-cruise add-on may be chosen in: 1 to what staff have of it (the selection's schema allows up to ADD_ON_MAX_QUANTITY). */
const quantitiesOf = (addOn: Pick<PublicAddOn, 'maxQuantity'>) => Array.from({ length: maxQuantityOf(addOn) }, (_, index) => index + 1);

/**
 * The optional add-ons as checkboxes, each with its price for this group as domain/ computes it;
 * a per-cruise one, once ticked, also asks how many. Nothing is ticked to begin with, so a guest
 * who wants none has nothing to do.
 */
export function AddOnChoices({ addOns, chosen, groupSize, onChange, disabled = false }: AddOnChoicesProps) {
  const id = useId();
  if (addOns.length === 0) return null;
  const choiceOf = (productId: string) => chosen.find((choice) => choice.productId === productId);
  const toggle = (productId: string, on: boolean) =>
    onChange(
      on
        ? [...chosen.filter((choice) => choice.productId !== productId), { productId, quantity: 1 }]
        : chosen.filter((choice) => choice.productId !== productId),
    );
  const setQuantity = (productId: string, quantity: number) =>
    onChange(chosen.map((choice) => (choice.productId === productId ? { ...choice, quantity } : choice)));
  return (
    <fieldset className="extras-addons" aria-describedby={`${id}-hint`}>
      <legend className="extras-addons__legend">
        Add-ons <span className="extras-optional">(optional)</span>
      </legend>
      <p className="extras-hint" id={`${id}-hint`}>
        Tick any you would like, or none: prices are for your group of {groupSize}, before tax and gratuity (the total includes both).
      </p>
      <ul className="extras-addons__list">
        {addOns.map((addOn) => {
          const inputId = `${id}-${addOn.id}`;
          const choice = choiceOf(addOn.id);
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
                  checked={choice !== undefined}
                  disabled={disabled}
                  onChange={(event) => toggle(addOn.id, event.target.checked)}
                  aria-describedby={addOn.description ? `${inputId}-about` : undefined}
                />
                <label htmlFor={inputId} className="extras-addon__label">
                  <span className="extras-addon__name">{addOn.name}</span>
                  <span className="extras-addon__price">+{addOnPriceText(addOn, groupSize, choice?.quantity)}</span>
                </label>
                {choice && addOn.per === 'cruise' && (
                  <div className="extras-addon__quantity">
                    <label htmlFor={`${inputId}-quantity`}>
                      How many<span className="visually-hidden"> of {addOn.name}</span>
                    </label>
                    <select
                      id={`${inputId}-quantity`}
                      value={choice.quantity}
                      disabled={disabled}
                      onChange={(event) => setQuantity(addOn.id, Number(event.target.value))}
                    >
                      {quantitiesOf(addOn).map((quantity) => (
                        <option key={quantity} value={quantity}>
                          {quantity}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
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
