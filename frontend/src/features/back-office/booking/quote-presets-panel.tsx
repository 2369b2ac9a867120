import { useId, useRef, useState, type FormEvent } from 'react';
import type { LeftOutChoice, QuotePresetChoices } from '#domain/booking/quote-presets.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { LoadError } from '../../../admin/kit/load-error.tsx';
import { presetChoicesFromForm } from './quote-preset-mapping.ts';
import { applyQuotePreset, useQuotePresets, useSaveQuotePreset } from './quote-presets-api.ts';
import type { QuoteFormValues } from './quote-form-state.ts';

interface QuotePresetsPanelProps {
  values: QuoteFormValues;
  /** Offers "Start from a preset" (a new quote); without it the panel only saves one. */
  canStart: boolean;
  onApply: (choices: QuotePresetChoices) => void;
}

type Status = { kind: 'applied'; name: string; leftOut: LeftOutChoice[] } | { kind: 'saved'; name: string } | { kind: 'failed'; message: string };

/**
 * Saved quote presets on the staff quote form (decision 029): choose one to fill the cruise
 * choices (the guest's contact and the date stay as typed), or save the choices as one. What a
 * preset could not apply (an add-on or a code switched off since) is said beside the select.
 */
export function QuotePresetsPanel({ values, canStart, onApply }: QuotePresetsPanelProps) {
  const id = useId();
  const presets = useQuotePresets();
  const save = useSaveQuotePreset();
  const [chosen, setChosen] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const latest = useRef('');
  const nameInput = useRef<HTMLInputElement>(null);
  const list = presets.data?.presets ?? [];

  const start = async (presetId: string) => {
    setChosen(presetId);
    latest.current = presetId;
    if (!presetId) return;
    try {
      const applied = await applyQuotePreset(presetId);
      // A later choice (arrowing through the list) wins over an earlier answer.
      if (latest.current !== presetId) return;
      onApply(applied.choices);
      setStatus({ kind: 'applied', name: applied.preset.name, leftOut: applied.leftOut });
    } catch (error) {
      if (latest.current !== presetId) return;
      const message =
        error instanceof ApiError
          ? (error.details?.message ?? 'We could not load the preset.')
          : 'We could not load the preset. Check your connection and try again.';
      setStatus({ kind: 'failed', message });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Enter a name for the preset.');
      nameInput.current?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync({ name, choices: presetChoicesFromForm(values) });
      setName('');
      setNameError(null);
      setStatus({ kind: 'saved', name: saved.preset.name });
      toast({
        title: `Saved the preset "${saved.preset.name}"`,
        description: 'It is listed under "Start from a preset" and on the templates page.',
        variant: 'success',
      });
    } catch (error) {
      const details = error instanceof ApiError ? error.details : null;
      const fieldMessage = details?.fields?.['name'];
      if (fieldMessage) {
        setNameError(fieldMessage);
        nameInput.current?.focus();
      } else {
        setStatus({ kind: 'failed', message: details?.message ?? 'We could not save the preset. Check your connection and try again.' });
      }
    }
  };

  return (
    <section className="admin-fieldset admin-presets" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-presets__heading">
        Presets
      </h2>
      {presets.isError && <LoadError what="the presets" error={presets.error} onRetry={() => void presets.refetch()} retrying={presets.isFetching} />}
      {canStart && (
        <div className="field">
          <label htmlFor={`${id}-start`}>Start from a preset</label>
          <select
            id={`${id}-start`}
            value={chosen}
            disabled={presets.isPending || list.length === 0}
            onChange={(event) => void start(event.target.value)}
            aria-describedby={`${id}-start-hint`}
          >
            <option value="">{presets.isPending ? 'Loading the presets...' : list.length === 0 ? 'No presets saved yet' : 'Choose a preset'}</option>
            {list.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </select>
          <p id={`${id}-start-hint`} className="admin-hint">
            Fills the occasion, guests, cruise, package, add-ons and code, priced as of today. The guest and the date stay as you typed them.
          </p>
        </div>
      )}
      <div role="status" className="admin-presets__status">
        {status?.kind === 'applied' && (
          <>
            <p>Applied the preset &ldquo;{status.name}&rdquo;.</p>
            {status.leftOut.length > 0 && (
              <ul className="admin-alert admin-alert--note">
                {status.leftOut.map((item) => (
                  <li key={`${item.field}-${item.value}`}>{item.message}</li>
                ))}
              </ul>
            )}
          </>
        )}
        {status?.kind === 'saved' && <p>Saved the preset &ldquo;{status.name}&rdquo;.</p>}
        {status?.kind === 'failed' && <p className="form-alert">{status.message}</p>}
      </div>
      <form className="admin-presets__save" noValidate onSubmit={(event) => void submit(event)} aria-label="Save as preset">
        <div className="field">
          <label htmlFor={`${id}-name`}>Preset name</label>
          <input
            ref={nameInput}
            id={`${id}-name`}
            name="presetName"
            type="text"
            autoComplete="off"
            maxLength={80}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={describedBy(`${id}-name-hint`, nameError && `${id}-name-error`)}
          />
          <p id={`${id}-name-hint`} className="admin-hint">
            Saves the quote form's cruise choices as they stand, not the guest or the date.
          </p>
          <FieldError id={`${id}-name-error`} message={nameError} />
        </div>
        <button type="submit" className="button button--secondary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save as preset'}
        </button>
      </form>
    </section>
  );
}
