import '../../lib/zod-without-eval.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminBusinessSettings } from '#domain/people/back-office.ts';
import { SOCIAL_NETWORKS, WEEKDAYS, type SocialNetwork, type Weekday } from '#domain/site/business.ts';
import {
  RATING_MAX,
  RATING_MIN,
  SOCIAL_HANDLE_AT,
  SOCIAL_HOSTS,
  SOCIAL_NETWORK_LABELS,
  WEEKDAY_LABELS,
  type EditableBusinessFacts,
} from '#domain/site/business-settings.ts';
import { calendarDateIn } from '#domain/shared/dates.ts';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { backOfficeKeys, useAdminSettings, useSaveSettings } from '../../features/back-office/shared/api.ts';
import { StaleSaveAlert } from '../../features/back-office/shared/stale-save-alert.tsx';
import { ErrorSummary, type SummaryProblem } from '../../admin/kit/error-summary.tsx';
import { formatDateTime } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import {
  checkSettings,
  errorsFrom,
  orderedErrors,
  valuesFromFacts,
  withPhoneDisplay,
  type SettingsErrors,
  type SettingsField,
  type SettingsFormValues,
  type TextField,
} from '../../features/back-office/site/settings-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { ConfirmPrompt } from '../../admin/kit/confirm-prompt.tsx';

/**
 * /settings: the business facts staff may change (issue 6): contact details, opening hours, social
 * profiles, and the story and review figures. Saving stores them, republishes the site with them
 * and puts them in the e-mails (decision 013). Two people saving at once cannot overwrite each
 * other unawares: the later save is refused and the screen offers both ways on.
 */
export default function SettingsPage() {
  const settings = useAdminSettings();
  let body: ReactNode;
  if (settings.isPending) body = <Spinner label="Loading the settings..." />;
  else if (settings.isError)
    body = <LoadError what="the settings" error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  else body = <SettingsForm settings={settings.data.settings} />;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Settings</h1>
      </header>
      <p className="admin-page__lead">
        The business details the site and the e-mails show. Saving republishes every page with them, which takes a few minutes; e-mails use them within a
        minute.
      </p>
      {body}
    </div>
  );
}

const SAVED_DESCRIPTION = 'The site is being republished with them and shows them in a few minutes. E-mails use them within a minute.';

interface FieldOptions {
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'url' | 'time';
  inputMode?: 'text' | 'tel' | 'numeric' | 'decimal' | 'email' | 'url';
  autoComplete?: string;
  disabled?: boolean;
  /** Narrow inputs for short values (times, years, figures). */
  short?: boolean;
  /** The whole row, for a long value (a web address). */
  wide?: boolean;
}

function SettingsForm({ settings }: { settings: AdminBusinessSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const save = useSaveSettings();
  const [today] = useState(() => calendarDateIn(new Date()));
  const [values, setValues] = useState<SettingsFormValues>(() => valuesFromFacts(settings.facts));
  // The version this form's values were loaded from (or last saved as): what a save is checked against.
  const [baseVersion, setBaseVersion] = useState(settings.version);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [summaryShown, setSummaryShown] = useState(0);
  const summary = useRef<HTMLDivElement>(null);

  const inputId = (field: SettingsField) => `${id}-${field.replace(/\./g, '-')}`;
  // 'businessHours' (the week as a whole) is the first day's Closed box.
  const targetOf = (field: SettingsField) => inputId(field === 'businessHours' ? `businessHours.${WEEKDAYS[0]}.closed` : field);

  useEffect(() => {
    if (summaryShown > 0) summary.current?.focus();
  }, [summaryShown]);

  const clearError = (field: SettingsField) =>
    setErrors((current) => {
      if (!current[field] && !(field.startsWith('businessHours.') && current.businessHours)) return current;
      const rest: SettingsErrors = { ...current };
      delete rest[field];
      if (field.startsWith('businessHours.')) delete rest.businessHours;
      return rest;
    });
  const setText = (field: TextField, text: string) => {
    setValues((current) => (field === 'phone.display' ? withPhoneDisplay(current, text) : { ...current, text: { ...current.text, [field]: text } }));
    clearError(field);
    if (field === 'phone.display') clearError('phone.e164');
  };
  const setClosed = (day: Weekday, closed: boolean) => {
    setValues((current) => ({ ...current, closed: { ...current.closed, [day]: closed } }));
    for (const part of ['closed', 'opens', 'closes'] as const) clearError(`businessHours.${day}.${part}`);
  };
  const showProblems = (found: SettingsErrors, other: string[]) => {
    setErrors(found);
    setFormProblems(other);
    setSummaryShown((count) => count + 1);
  };

  const send = async (facts: EditableBusinessFacts, version: number, kind: 'save' | 'reset') => {
    setFormProblems([]);
    setConflict(false);
    try {
      const { settings: saved } = await save.mutateAsync({ version, facts });
      setBaseVersion(saved.version);
      setValues(valuesFromFacts(saved.facts));
      setErrors({});
      setConfirmingReset(false);
      toast({
        title: kind === 'reset' ? 'The business details are back to their defaults' : 'Saved the business details',
        description: SAVED_DESCRIPTION,
        variant: 'success',
      });
    } catch (failure) {
      setConfirmingReset(false);
      const details = failure instanceof ApiError ? failure.details : null;
      if (failure instanceof ApiError && failure.status === 409) {
        setConflict(true);
        // The latest version, to say who saved and to save against; the form keeps what was typed.
        void queryClient.invalidateQueries({ queryKey: backOfficeKeys.settings() });
        return;
      }
      if (failure instanceof ApiError && failure.status === 401) {
        showProblems({}, ['Your session has ended. Sign in again in another tab, then save again: what you typed is still here.']);
        return;
      }
      const { errors: found, other } = errorsFrom(details?.fields);
      if (Object.keys(found).length > 0 || other.length > 0) showProblems(found, other);
      else showProblems({}, [details?.message ?? 'We could not save the settings. Check your connection and try again.']);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkSettings(values, today);
    if ('errors' in checked) {
      showProblems(checked.errors, checked.other);
      return;
    }
    void send(checked.facts, baseVersion, 'save');
  };

  const loadTheirs = () => {
    setValues(valuesFromFacts(settings.facts));
    setBaseVersion(settings.version);
    setErrors({});
    setFormProblems([]);
    setConflict(false);
  };
  const saveMineOverTheirs = () => {
    const checked = checkSettings(values, today);
    if ('errors' in checked) {
      setConflict(false);
      showProblems(checked.errors, checked.other);
      return;
    }
    void send(checked.facts, settings.version, 'save');
  };

  const problems: SummaryProblem[] = [
    ...orderedErrors(errors).map(([field, message]) => ({ target: targetOf(field), message })),
    ...formProblems.map((message) => ({ message })),
  ];
  const latestLoaded = settings.version !== baseVersion;

  const field = (name: TextField, options: FieldOptions) => {
    const fieldId = inputId(name);
    const error = errors[name];
    const fieldDescribedBy = describedBy(options.hint && `${fieldId}-hint`, error && `${fieldId}-error`);
    return (
      <div className={`field${options.short ? ' admin-settings__short' : ''}${options.wide ? ' admin-settings__wide' : ''}`}>
        <label htmlFor={fieldId}>{options.label}</label>
        {options.hint && (
          <p id={`${fieldId}-hint`} className="admin-seo__hint">
            {options.hint}
          </p>
        )}
        <input
          id={fieldId}
          name={name}
          type={options.type ?? 'text'}
          value={values.text[name]}
          onChange={(event) => setText(name, event.target.value)}
          aria-describedby={fieldDescribedBy}
          aria-invalid={error ? true : undefined}
          disabled={options.disabled}
          autoComplete={options.autoComplete ?? 'off'}
          spellCheck={false}
          {...(options.inputMode ? { inputMode: options.inputMode } : {})}
        />
        <FieldError id={`${fieldId}-error`} message={error} />
      </div>
    );
  };

  const dayRow = (day: Weekday) => {
    const closedName = `businessHours.${day}.closed` as const;
    const closedId = inputId(closedName);
    const closed = values.closed[day];
    const closedError = errors[closedName];
    return (
      <fieldset key={day} className="admin-settings__day">
        <legend>{WEEKDAY_LABELS[day]}</legend>
        <div className="admin-check">
          <input
            id={closedId}
            name={closedName}
            type="checkbox"
            checked={closed}
            onChange={(event) => setClosed(day, event.target.checked)}
            aria-describedby={closedError ? `${closedId}-error` : errors.businessHours ? `${id}-hours-error` : undefined}
            aria-invalid={closedError || errors.businessHours ? true : undefined}
          />
          <label htmlFor={closedId}>Closed</label>
        </div>
        {field(`businessHours.${day}.opens`, { label: 'Opens', type: 'time', disabled: closed, short: true })}
        {field(`businessHours.${day}.closes`, { label: 'Closes', type: 'time', disabled: closed, short: true })}
        <FieldError id={`${closedId}-error`} message={closedError} />
      </fieldset>
    );
  };

  const socialGroup = (network: SocialNetwork) => {
    const label = SOCIAL_NETWORK_LABELS[network];
    return (
      <fieldset key={network} className="admin-settings__group">
        <legend>{label}</legend>
        <div className="admin-form-grid">
          {field(`social.${network}.url`, {
            label: 'Profile address',
            hint: `The full https:// address on ${SOCIAL_HOSTS[network]}.`,
            type: 'url',
            inputMode: 'url',
          })}
          {field(`social.${network}.handle`, {
            label: 'Handle',
            hint: SOCIAL_HANDLE_AT[network] ? 'As the site shows it, starting with @.' : "The page's name as in its address.",
          })}
        </div>
      </fieldset>
    );
  };

  const { defaults } = settings;
  return (
    <>
      <p className="admin-hint admin-settings__saved" data-testid="settings-last-saved">
        {settings.updatedAt
          ? `Last saved ${formatDateTime(settings.updatedAt)} by ${settings.updatedBy ?? 'staff'}.`
          : 'Never changed: the site and the e-mails use the default details.'}
      </p>

      {conflict && (
        <StaleSaveAlert
          what="the settings"
          latest={latestLoaded ? settings : null}
          busy={save.isPending}
          onLoadTheirs={loadTheirs}
          onSaveMine={saveMineOverTheirs}
        />
      )}

      <ErrorSummary ref={summary} problems={problems} />

      <form className="admin-editor__form admin-settings" noValidate onSubmit={submit} aria-label="Business settings">
        <fieldset className="admin-fieldset">
          <legend>Contact</legend>
          <div className="admin-settings__contact">
            {field('phone.display', { label: 'Phone number', hint: `As the site shows it. Default: ${defaults.phone.display}.`, inputMode: 'tel' })}
            {field('phone.e164', {
              label: 'Phone number for dialling',
              hint: 'What phones dial from a link: +1 and ten digits. It follows the number above unless you change it.',
              inputMode: 'tel',
            })}
            {field('email.address', {
              label: 'E-mail address',
              hint: `Where guests write to; guest e-mails take replies here. Default: ${defaults.email.address}.`,
              type: 'email',
              inputMode: 'email',
            })}
          </div>
        </fieldset>

        <fieldset className="admin-fieldset" aria-describedby={`${id}-hours-hint${errors.businessHours ? ` ${id}-hours-error` : ''}`}>
          <legend>Opening hours</legend>
          <p id={`${id}-hours-hint`} className="admin-seo__hint">
            Austin time, 24-hour clock. A day closes before midnight.
          </p>
          <FieldError id={`${id}-hours-error`} message={errors.businessHours} />
          <div className="admin-settings__days">{WEEKDAYS.map(dayRow)}</div>
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>Social</legend>
          {SOCIAL_NETWORKS.map(socialGroup)}
        </fieldset>

        <fieldset className="admin-fieldset">
          <legend>Story and reviews</legend>
          <div className="admin-form-grid">
            {field('foundedYear', { label: 'Founded in', hint: `The year, e.g. ${defaults.foundedYear}.`, inputMode: 'numeric', short: true })}
            {field('guestsServed', {
              label: 'Guests served',
              hint: `The site shows it with a plus, e.g. ${defaults.guestsServed.toLocaleString('en-US')}+.`,
              inputMode: 'numeric',
              short: true,
            })}
            {field('rating.value', {
              label: 'Rating',
              hint: `Out of ${RATING_MAX}, from ${RATING_MIN}, one decimal place, e.g. ${defaults.rating.value}.`,
              inputMode: 'decimal',
              short: true,
            })}
            {field('rating.reviewCount', { label: 'Number of reviews', hint: 'The reviews the rating is from.', inputMode: 'numeric', short: true })}
            {field('googleReviewUrl', {
              label: 'Google review link',
              hint: 'The thank-you e-mail after a cruise links here. Paste the link your Google Business Profile gives under Ask for reviews; until then it opens the business on Google Maps.',
              type: 'url',
              inputMode: 'url',
              wide: true,
            })}
          </div>
        </fieldset>

        <div className="admin-editor__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </button>
          {!confirmingReset && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmingReset(true)}
              disabled={save.isPending || settings.customised.length === 0}
            >
              Reset to defaults
            </button>
          )}
        </div>
        {confirmingReset && (
          <ConfirmPrompt
            id={id}
            question={<>Reset every business detail to its default? The site is republished with the defaults.</>}
            busy={save.isPending}
            onConfirm={() => void send(defaults, baseVersion, 'reset')}
            onCancel={() => setConfirmingReset(false)}
          />
        )}
      </form>
    </>
  );
}
