import '../../../lib/zod-without-eval.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminInventoryResponse } from '#domain/booking/booking.ts';
import { WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { BOATS, type BoatId } from '#domain/pricing/fleet.ts';
import { clockLabel, type InventorySettings } from '#domain/booking/inventory.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { apiProblem } from '../shared/api-problem.ts';
import { bookingKeys, useSaveInventorySettings } from './booking-api.ts';
import { StaleSaveAlert } from '../shared/stale-save-alert.tsx';
import { ErrorSummary, type SummaryProblem } from '../../../admin/kit/error-summary.tsx';
import { formatDateTime } from '../shared/format.ts';
import {
  checkInventory,
  inventoryErrorsFrom,
  newSailingRow,
  newSlotRow,
  orderedProblems,
  valuesFromSettings,
  WEEKDAY_ORDER,
  type InventoryErrors,
  type InventoryFormValues,
  type SailingRow,
  type SlotRow,
} from './inventory-settings-form.ts';
import { FieldError } from '../../../components/forms/field-error.tsx';

type Stored = Pick<AdminInventoryResponse, 'settings' | 'defaults' | 'version' | 'updatedAt' | 'updatedBy'>;

const SAVED_DESCRIPTION = 'Online booking and availability use them from now on. Bookings already made keep their times.';
const BOAT_CHOICES: readonly { id: BoatId; name: string }[] = BOATS.map((boat) => ({ id: boat.id, name: `${boat.name} (up to ${boat.capacity})` }));

const timeText = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? clockLabel(time) : 'new');

/**
 * The slots each weekday sells for private charters and the weekly disco sailings. Saved over the
 * version the editor loaded: if someone else saved meanwhile the save is refused and the form,
 * still holding what was typed, offers their version or saving over it.
 */
export function InventorySettingsEditor({ stored }: { stored: Stored }) {
  const id = useId();
  const save = useSaveInventorySettings();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InventoryFormValues>(() => valuesFromSettings(stored.settings));
  const [baseVersion, setBaseVersion] = useState(stored.version);
  const [errors, setErrors] = useState<InventoryErrors>({});
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);
  const [beforeReset, setBeforeReset] = useState<InventoryFormValues | null>(null);
  const [shown, setShown] = useState(0);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown > 0) summary.current?.focus();
  }, [shown]);

  const inputId = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const change = (next: (current: InventoryFormValues) => InventoryFormValues, clear: (path: string) => boolean) => {
    setValues(next);
    setBeforeReset(null);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !clear(path))));
  };
  const setSlot = (day: number, index: number, part: 'start' | 'end', value: string) =>
    change(
      (current) => ({
        ...current,
        privateSlots: current.privateSlots.map((slots, d) => (d === day ? slots.map((slot, i) => (i === index ? { ...slot, [part]: value } : slot)) : slots)),
      }),
      // An overlap is reported on one slot but is fixed by changing either: the whole day is checked again.
      (path) => path.startsWith(`privateSlots.${day}.`) || path === `privateSlots.${day}`,
    );
  const addSlot = (day: number) =>
    change(
      (current) => ({ ...current, privateSlots: current.privateSlots.map((slots, d) => (d === day ? [...slots, newSlotRow(slots)] : slots)) }),
      (path) => path.startsWith(`privateSlots.${day}`),
    );
  const removeSlot = (day: number, index: number) =>
    change(
      (current) => ({ ...current, privateSlots: current.privateSlots.map((slots, d) => (d === day ? slots.filter((_, i) => i !== index) : slots)) }),
      (path) => path.startsWith(`privateSlots.${day}`),
    );
  const setSailing = (index: number, part: keyof Omit<SailingRow, 'key'>, value: string) =>
    change(
      (current) => ({ ...current, discoSailings: current.discoSailings.map((row, i) => (i === index ? { ...row, [part]: value } : row)) }),
      (path) => path.startsWith('discoSailings'),
    );
  const addSailing = () =>
    change(
      (current) => ({ ...current, discoSailings: [...current.discoSailings, newSailingRow()] }),
      (path) => path.startsWith('discoSailings'),
    );
  const removeSailing = (index: number) =>
    change(
      (current) => ({ ...current, discoSailings: current.discoSailings.filter((_, i) => i !== index) }),
      (path) => path.startsWith('discoSailings'),
    );

  const show = (found: InventoryErrors, other: string[]) => {
    setErrors(found);
    setFormProblems(other);
    setShown((count) => count + 1);
  };

  const send = async (settings: InventorySettings, version: number) => {
    setFormProblems([]);
    setConflict(false);
    try {
      const saved = await save.mutateAsync({ version, settings });
      setBaseVersion(saved.version);
      setValues(valuesFromSettings(saved.settings));
      setErrors({});
      setBeforeReset(null);
      toast({ title: 'Saved the slots and sailings', description: SAVED_DESCRIPTION, variant: 'success' });
    } catch (failure) {
      const problem = apiProblem(failure);
      if (problem.code === 'INVENTORY_CHANGED') {
        setConflict(true);
        // Their version, to say who saved and to save against; the form keeps what was typed.
        return void queryClient.invalidateQueries({ queryKey: bookingKeys.inventoryAll() });
      }
      const found = inventoryErrorsFrom(problem.fields);
      show(found, Object.keys(found).length > 0 && problem.code === 'VALIDATION_FAILED' ? [] : [problem.message]);
    }
  };

  const checked = (onValid: (settings: InventorySettings) => void) => {
    const result = checkInventory(values);
    if ('errors' in result) {
      setConflict(false);
      return show(result.errors, []);
    }
    onValid(result.settings);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) checked((settings) => void send(settings, baseVersion));
  };
  const loadTheirs = () => {
    setValues(valuesFromSettings(stored.settings));
    setBaseVersion(stored.version);
    setErrors({});
    setFormProblems([]);
    setConflict(false);
  };
  const resetToDefaults = () => {
    setBeforeReset(values);
    setValues(valuesFromSettings(stored.defaults));
    setErrors({});
    setFormProblems([]);
  };
  const undoReset = () => {
    if (beforeReset) setValues(beforeReset);
    setBeforeReset(null);
  };

  // A day-wide problem (too many slots) belongs to the day's Add button; the sailing list's to its own.
  const targetOf = (path: string) => inputId(/^privateSlots\.\d$/.test(path) || path === 'discoSailings' ? `${path}.add` : path);
  const problems: SummaryProblem[] = [
    ...orderedProblems(values, errors).map(({ path, message }) => (path ? { target: targetOf(path), message } : { message })),
    ...formProblems.map((message) => ({ message })),
  ];
  const fieldError = (path: string) => <FieldError id={`${inputId(path)}-error`} message={errors[path]} />;
  const invalid = (path: string) => (errors[path] ? { 'aria-invalid': true as const, 'aria-describedby': `${inputId(path)}-error` } : {});

  const slotRow = (day: number, slot: SlotRow, index: number) => {
    const name = `${WEEKDAY_NAMES[day]}, slot ${index + 1}`;
    return (
      <li key={slot.key} className="admin-inventory-row">
        {(['start', 'end'] as const).map((part) => {
          const path = `privateSlots.${day}.${index}.${part}`;
          return (
            <div key={part} className="field admin-inventory-row__time">
              <label htmlFor={inputId(path)}>
                <span className="visually-hidden">{name}, </span>
                {part === 'start' ? 'Starts' : 'Ends'}
              </label>
              <input id={inputId(path)} type="time" value={slot[part]} onChange={(event) => setSlot(day, index, part, event.target.value)} {...invalid(path)} />
              {fieldError(path)}
            </div>
          );
        })}
        <button type="button" className="button button--small admin-inventory-row__remove" onClick={() => removeSlot(day, index)}>
          <Trash2 size={16} aria-hidden="true" /> Remove
          <span className="visually-hidden">
            {' '}
            the {WEEKDAY_NAMES[day]} slot starting {timeText(slot.start)}
          </span>
        </button>
      </li>
    );
  };

  const sailingRow = (row: SailingRow, index: number) => {
    const name = `Sailing ${index + 1}`;
    const path = (part: string) => `discoSailings.${index}.${part}`;
    const label = (part: string, text: string) => (
      <label htmlFor={inputId(path(part))}>
        <span className="visually-hidden">{name}, </span>
        {text}
      </label>
    );
    return (
      <li key={row.key} className="admin-inventory-row admin-inventory-row--sailing">
        <div className="field">
          {label('weekday', 'Day')}
          <select
            id={inputId(path('weekday'))}
            value={row.weekday}
            onChange={(event) => setSailing(index, 'weekday', event.target.value)}
            {...invalid(path('weekday'))}
          >
            {WEEKDAY_ORDER.map((day) => (
              <option key={day} value={String(day)}>
                {WEEKDAY_NAMES[day]}
              </option>
            ))}
          </select>
          {fieldError(path('weekday'))}
        </div>
        {(['start', 'end'] as const).map((part) => (
          <div key={part} className="field admin-inventory-row__time">
            {label(part, part === 'start' ? 'Departs' : 'Returns')}
            <input
              id={inputId(path(part))}
              type="time"
              value={row[part]}
              onChange={(event) => setSailing(index, part, event.target.value)}
              {...invalid(path(part))}
            />
            {fieldError(path(part))}
          </div>
        ))}
        <div className="field">
          {label('boatId', 'Boat')}
          <select
            id={inputId(path('boatId'))}
            value={row.boatId}
            onChange={(event) => setSailing(index, 'boatId', event.target.value)}
            {...invalid(path('boatId'))}
          >
            {BOAT_CHOICES.map((boat) => (
              <option key={boat.id} value={boat.id}>
                {boat.name}
              </option>
            ))}
          </select>
          {fieldError(path('boatId'))}
        </div>
        <div className="field admin-inventory-row__number">
          {label('capacity', 'Tickets')}
          <input
            id={inputId(path('capacity'))}
            inputMode="numeric"
            autoComplete="off"
            value={row.capacity}
            onChange={(event) => setSailing(index, 'capacity', event.target.value)}
            {...invalid(path('capacity'))}
          />
          {fieldError(path('capacity'))}
        </div>
        <button type="button" className="button button--small admin-inventory-row__remove" onClick={() => removeSailing(index)}>
          <Trash2 size={16} aria-hidden="true" /> Remove<span className="visually-hidden"> sailing {index + 1}</span>
        </button>
      </li>
    );
  };

  const latestLoaded = stored.version !== baseVersion;
  return (
    <>
      <p className="admin-hint">
        {baseVersion === 0
          ? 'The default slots and sailings apply: nobody has changed them yet.'
          : stored.updatedAt && !latestLoaded
            ? `Last saved by ${stored.updatedBy ?? 'staff'}, ${formatDateTime(stored.updatedAt)}.`
            : `Editing version ${baseVersion}.`}
      </p>
      {conflict && (
        <StaleSaveAlert
          what="the slots and sailings"
          latest={latestLoaded ? stored : null}
          busy={save.isPending}
          onLoadTheirs={loadTheirs}
          onSaveMine={() => checked((settings) => void send(settings, stored.version))}
        />
      )}
      <ErrorSummary ref={summary} problems={problems} />
      <form className="admin-inventory-form" noValidate onSubmit={submit} aria-label="Slots and sailings">
        <fieldset className="admin-fieldset">
          <legend>Private charter slots</legend>
          <p className="admin-hint">Each slot sells every boat once. A boat on a disco sailing is not chartered over the same hours.</p>
          <div className="admin-inventory-days">
            {WEEKDAY_ORDER.map((day) => {
              const slots = values.privateSlots[day] ?? [];
              return (
                <fieldset key={day} className="admin-inventory-day">
                  <legend>{WEEKDAY_NAMES[day]}</legend>
                  {slots.length > 0 ? (
                    <ol className="admin-inventory-rows">{slots.map((slot, index) => slotRow(day, slot, index))}</ol>
                  ) : (
                    <p className="admin-hint">No private charters.</p>
                  )}
                  <button
                    type="button"
                    id={inputId(`privateSlots.${day}.add`)}
                    className="button button--small"
                    onClick={() => addSlot(day)}
                    {...(errors[`privateSlots.${day}`] ? { 'aria-describedby': `${inputId(`privateSlots.${day}`)}-error` } : {})}
                  >
                    <Plus size={16} aria-hidden="true" /> Add a slot<span className="visually-hidden"> on {WEEKDAY_NAMES[day]}</span>
                  </button>
                  {fieldError(`privateSlots.${day}`)}
                </fieldset>
              );
            })}
          </div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>Disco sailings</legend>
          <p className="admin-hint">Ticketed departures every week. The ticket count may not exceed what the boat carries.</p>
          {values.discoSailings.length > 0 ? (
            <ol className="admin-inventory-rows">{values.discoSailings.map(sailingRow)}</ol>
          ) : (
            <p className="admin-hint">No disco sailings.</p>
          )}
          <button
            type="button"
            id={inputId('discoSailings.add')}
            className="button button--small"
            onClick={addSailing}
            {...(errors['discoSailings'] ? { 'aria-describedby': `${inputId('discoSailings')}-error` } : {})}
          >
            <Plus size={16} aria-hidden="true" /> Add a sailing
          </button>
          {fieldError('discoSailings')}
        </fieldset>

        {beforeReset && (
          <div className="admin-alert admin-alert--note" role="status">
            <p>The default slots and sailings are in the form. Save to use them.</p>
            <button type="button" className="button button--small" onClick={undoReset}>
              Undo: put my changes back
            </button>
          </div>
        )}
        <div className="admin-editor__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save slots and sailings'}
          </button>
          <button type="button" className="button" onClick={resetToDefaults} disabled={save.isPending}>
            Reset to defaults
          </button>
        </div>
      </form>
    </>
  );
}
