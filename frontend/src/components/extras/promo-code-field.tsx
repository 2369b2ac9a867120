import { useId, useRef, useState, type FormEvent } from 'react';
import { usePreloadIfHeadedFor } from '../../lib/lazy-step.ts';
import type { PromoOutcome } from '../../lib/extras-api.ts';
import '../../styles/extras.css';

export interface PromoCodeFieldProps {
  /** The code on the quote now, with what it gives ('SPRING10 applied: $120.00 off.'), or null. */
  applied: { code: string; message: string } | null;
  onApply: (code: string) => Promise<PromoOutcome>;
  onRemove?: () => void;
  disabled?: boolean;
  /** The guest heads for the field (the pointer over its toggle, or focus on it): a page that loads `onApply`'s code late asks for it now. */
  onIntent?: () => void;
  /**
   * The base of the field's element ids, for a page whose field the server renders apart from the
   * rest of the page (the quote page, decision 093): `useId` would give it another id there than
   * in the browser's whole tree. Otherwise `useId`'s.
   */
  idBase?: string;
}

/**
 * "Have a promo code?": collapsed until asked for. A refusal says why in the server's words and
 * keeps the typed code in the box to correct; only an accepted code reaches the quote.
 */
export function PromoCodeField({ applied, onApply, onRemove, disabled = false, onIntent, idBase }: PromoCodeFieldProps) {
  const generated = useId();
  const id = idBase ?? generated;
  const toggle = useRef<HTMLButtonElement>(null);
  usePreloadIfHeadedFor(toggle, onIntent ? async () => onIntent() : undefined);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setRefusal('Enter a promo code.');
      return;
    }
    setChecking(true);
    setRefusal(null);
    const outcome = await onApply(typed);
    setChecking(false);
    if (outcome.ok) setCode('');
    else setRefusal(outcome.message);
  };

  if (applied) {
    return (
      <div className="extras-promo extras-promo--applied">
        <p className="extras-promo__applied" role="status">
          {applied.message}
        </p>
        {onRemove && (
          <button type="button" className="button button--secondary extras-promo__remove" onClick={onRemove} disabled={disabled}>
            Remove code {applied.code}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="extras-promo">
      <button
        type="button"
        ref={toggle}
        className="extras-promo__toggle"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        Have a promo code?
      </button>
      <form id={`${id}-form`} className="extras-promo__form" hidden={!open} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-code`} className="extras-promo__label">
          Promo code
        </label>
        <div className="extras-promo__row">
          <input
            id={`${id}-code`}
            className="extras-promo__input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            disabled={disabled}
          />
          <button type="submit" className="button button--primary extras-promo__apply" disabled={disabled || checking}>
            {checking ? 'Checking...' : 'Apply'}
          </button>
        </div>
        <p className="extras-promo__refusal" id={`${id}-refusal`} role="alert">
          {refusal}
        </p>
      </form>
    </div>
  );
}
