import { Check } from 'lucide-react';
import { formatMoney } from '#domain/shared/money.ts';
import type { PackageKey, PackageOption } from '#domain/booking/quote-choices.ts';

/** The package step: one card per package with what it includes and its price for this group and date. */
export function PackageCards({
  options,
  chosen,
  onChoose,
}: {
  options: readonly PackageOption[];
  chosen?: PackageKey | undefined;
  onChoose: (key: PackageKey) => void;
}) {
  return (
    <ul className="chat-packages">
      {options.map((option) => {
        return (
          <li key={option.key} className="chat-package" data-chosen={option.key === chosen ? 'true' : undefined}>
            <div className="chat-package__head">
              <p className="chat-package__name">
                {option.name}
                {option.mostPopular && <span className="chat-badge">Most popular</span>}
              </p>
              {option.price && (
                <p className="chat-package__price">
                  <strong>{formatMoney(option.price.totalPrice)}</strong> total
                  <span className="chat-package__per-person"> · {formatMoney(option.price.perPersonCost)} per person</span>
                </p>
              )}
              {option.brideAboardPrice && (
                <p className="chat-package__bride-price">
                  With the bride among the guests (she rides free): <strong>{formatMoney(option.brideAboardPrice.totalPrice)}</strong> total
                </p>
              )}
            </div>
            <p className="chat-package__tagline">{option.tagline}</p>
            <ul className="chat-package__inclusions" aria-label={`${option.name} includes`}>
              {option.inclusions.map((item) => (
                <li key={item}>
                  <Check size={16} aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--primary chat-package__choose" onClick={() => onChoose(option.key)}>
              Choose {option.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
