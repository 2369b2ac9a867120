import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { eventTypeByKey } from '#domain/booking/event-types.ts';
import type { QuotePreset } from '#domain/booking/quote-presets.ts';
import { describedBy, FieldError } from '../../../components/forms/field-error.tsx';
import { CRUISE_KIND_LABELS, guestsText, packageName } from '../../../components/pricing/choice-text.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../shared/format.ts';
import { LoadError } from '../../../admin/kit/load-error.tsx';
import { useDeleteQuotePreset, useQuotePresets, useRenameQuotePreset } from './quote-presets-api.ts';

/** What a preset sets, in a line: 'Bachelorette, 22 guests, Private charter, Ultimate, 1 add-on, code SUMMER10'. */
export function presetSummary({ choices }: Pick<QuotePreset, 'choices'>): string {
  const parts = [
    choices.eventType ? eventTypeByKey(choices.eventType).label : null,
    choices.groupSize === undefined ? null : guestsText(choices.groupSize),
    CRUISE_KIND_LABELS[choices.cruiseKind],
    choices.packageKey ? packageName(choices.packageKey) : null,
    choices.lilyPad ? 'lily pad' : null,
    choices.addOns.length > 0 ? `${choices.addOns.length} add-on${choices.addOns.length === 1 ? '' : 's'}` : null,
    choices.promoCode ? `code ${choices.promoCode}` : null,
  ];
  return parts.filter((part): part is string => part !== null).join(', ');
}

function errorMessage(error: unknown, what: string): { field?: string; message: string } {
  const details = error instanceof ApiError ? error.details : null;
  const field = details?.fields?.['name'];
  return { ...(field ? { field } : {}), message: details?.message ?? `We could not ${what}. Check your connection and try again.` };
}

function RenameForm({ preset, onDone }: { preset: QuotePreset; onDone: () => void }) {
  const id = useId();
  const rename = useRenameQuotePreset();
  const [name, setName] = useState(preset.name);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The form opens on a click of Rename: its field is where the staff member types next.
  useEffect(() => input.current?.focus(), []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await rename.mutateAsync({ id: preset.id, request: { name } });
      toast({ title: `Renamed the preset "${name.trim()}"`, variant: 'success' });
      onDone();
    } catch (failure) {
      const found = errorMessage(failure, 'rename the preset');
      setError(found.field ?? found.message);
      input.current?.focus();
    }
  };
  return (
    <form className="admin-presets__save" noValidate onSubmit={(event) => void submit(event)} aria-label={`Rename ${preset.name}`}>
      <div className="field">
        <label htmlFor={`${id}-name`}>New name</label>
        <input
          ref={input}
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          maxLength={80}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <button type="submit" className="button button--small button--primary" disabled={rename.isPending}>
        {rename.isPending ? 'Saving...' : 'Save name'}
      </button>
      <button type="button" className="button button--small button--secondary" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

function PresetRow({ preset }: { preset: QuotePreset }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const remove = useDeleteQuotePreset();
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  // Back from renaming or from the delete question, focus returns to the row's Rename button rather than the page's top.
  useEffect(() => {
    if (mode === 'view' && closed.current) renameButton.current?.focus();
    closed.current = mode !== 'view';
  }, [mode]);
  const deletePreset = async () => {
    try {
      await remove.mutateAsync(preset.id);
      toast({ title: `Deleted the preset "${preset.name}"`, description: 'Quotes started from it are unchanged.', variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure, 'delete the preset').message);
      setMode('view');
    }
  };
  let actions: ReactNode;
  if (mode === 'rename') actions = <RenameForm preset={preset} onDone={() => setMode('view')} />;
  else if (mode === 'confirm-delete')
    actions = (
      <div className="admin-presets__actions" role="group" aria-label={`Delete ${preset.name}?`}>
        <span>Delete &ldquo;{preset.name}&rdquo;?</span>
        <button type="button" className="button button--small button--primary" onClick={() => void deletePreset()} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Yes, delete'}
        </button>
        <button type="button" className="button button--small button--secondary" onClick={() => setMode('view')}>
          Keep it
        </button>
      </div>
    );
  else
    actions = (
      <div className="admin-presets__actions">
        <button
          ref={renameButton}
          type="button"
          className="button button--small button--secondary"
          onClick={() => setMode('rename')}
          aria-label={`Rename ${preset.name}`}
        >
          Rename
        </button>
        <button type="button" className="button button--small button--secondary" onClick={() => setMode('confirm-delete')} aria-label={`Delete ${preset.name}`}>
          Delete
        </button>
      </div>
    );
  return (
    <tr>
      <th scope="row" data-label="Preset">
        {preset.name}
      </th>
      <td data-label="Sets">{presetSummary(preset)}</td>
      <td data-label="Saved">
        {formatDateTime(preset.updatedAt)} by {preset.updatedBy}
      </td>
      <td data-label="Actions">
        {actions}
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

/** /templates' list of saved quote presets (decision 029): what each sets, a rename and a delete. They are made on the quote form. */
export function QuotePresetsList({ headingId }: { headingId: string }) {
  const presets = useQuotePresets();
  let body: ReactNode;
  if (presets.isPending) body = <Spinner label="Loading the quote presets..." />;
  else if (presets.isError)
    body = <LoadError what="the quote presets" error={presets.error} onRetry={() => void presets.refetch()} retrying={presets.isFetching} />;
  else if (presets.data.presets.length === 0)
    body = <p className="admin-empty">No quote presets yet. Save one from the quote form with &ldquo;Save as preset&rdquo;.</p>;
  else
    body = (
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>
            Saved quote presets ({presets.data.presets.length} of at most {presets.data.max})
          </caption>
          <thead>
            <tr>
              <th scope="col">Preset</th>
              <th scope="col">Sets</th>
              <th scope="col">Saved</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {presets.data.presets.map((preset) => (
              <PresetRow key={preset.id} preset={preset} />
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-subheading">
        Quote presets
      </h2>
      <p className="admin-hint">Staff start a phone quote from one on the quote form, where they are saved too. Deleting one changes no quote.</p>
      {body}
    </section>
  );
}
