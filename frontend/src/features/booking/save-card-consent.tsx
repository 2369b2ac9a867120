import { useId } from 'react';
import { balanceConsentText } from '#domain/payments/balance.ts';
import { businessFacts } from '#domain/site/business.ts';
import type { IsoDate } from '#domain/shared/dates.ts';
import type { Cents } from '#domain/shared/money.ts';

export interface SaveCardConsentProps {
  /** The balance the card would be charged (what remains once the deposit is paid). */
  balance: Cents;
  dueOn: IsoDate;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The tick box that saves the deposit's card for the balance (decision 019), with the consent in
 * full beside it: the mandate Stripe's off-session charge relies on. Unticked by default; nothing
 * is shown when the deposit pays for everything.
 */
export function SaveCardConsent({ balance, dueOn, checked, onChange }: SaveCardConsentProps) {
  const id = useId();
  if (balance <= 0) return null;
  return (
    <div className="booking-check booking-save-card">
      <input
        id={`${id}-save`}
        type="checkbox"
        name="saveCard"
        checked={checked}
        aria-describedby={`${id}-consent`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={`${id}-save`}>Save this card and pay the balance automatically</label>
      <p id={`${id}-consent`} className="quote-section__note">
        {balanceConsentText(businessFacts.name, balance, dueOn)}
      </p>
    </div>
  );
}
