import '../../lib/zod-without-eval.ts';
import '../../styles/admin-commerce.css';
import '../../styles/admin-pricing.css';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { DAY_TYPE_LABELS, DAY_TYPES, formatDate, WEEKDAY_NAMES } from '#domain/shared/dates.ts';
import { DISCO_PACKAGES, isDiscoPackageKey } from '#domain/pricing/disco.ts';
import { bandGuestsLabel, CAPACITY_TIERS, PRIVATE_MAX_GUESTS, PRIVATE_MIN_GUESTS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import { monthPreview, PREVIEW_PACKAGES, type AdminPricingResponse, type PreviewPackage, type StoredPricingRule } from '#domain/pricing/pricing-admin.ts';
import {
  PRICING_RULE_KINDS,
  PRICING_RULE_MAX_PERCENT,
  PRICING_RULE_MIN_PERCENT,
  PRICING_RULE_TARGETS,
  type PricingRuleKind,
  type PricingRuleTarget,
} from '#domain/pricing/pricing-rules.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { apiProblem } from '../../features/back-office/shared/api-problem.ts';
import { ErrorSummary } from '../../admin/kit/error-summary.tsx';
import { FormBelowList, ListAndFormScreen, Loaded } from '../../admin/kit/list-and-form.tsx';
import { summaryProblems } from '../../features/back-office/pricing/form-problems.ts';
import { useAdminPricing, useChangePricing } from '../../features/back-office/pricing/pricing-api.ts';
import { monthLabel, monthOf, monthWeeks, previewBases, shiftMonth } from '../../features/back-office/pricing/pricing-preview.ts';
import {
  blankRule,
  RULE_FIELD_ORDER,
  ruleErrorsFromApi,
  ruleFormValues,
  ruleFromValues,
  ruleInputOf,
  type RuleFormValues,
} from '../../features/back-office/pricing/pricing-rule-form.ts';
import { useFormBelowList } from '../../admin/kit/use-form-below-list.ts';

const KIND_LABELS: Record<PricingRuleKind, string> = { peak: 'Peak season', holiday: 'Holiday', off_peak: 'Off-peak' };
const TARGET_LABELS: Record<PricingRuleTarget, string> = { private: 'Private charters', disco: 'Disco cruises', both: 'Private charters and disco cruises' };
const PACKAGE_LABELS: Record<PreviewPackage, string> = Object.fromEntries(
  PREVIEW_PACKAGES.map((pkg) => [pkg, isDiscoPackageKey(pkg) ? `Disco: ${DISCO_PACKAGES[pkg].name}` : `Private: ${PRIVATE_PACKAGE_NAMES[pkg]}`]),
) as Record<PreviewPackage, string>;

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
const percentText = (percent: number) => `${percent > 0 ? '+' : ''}${percent}%`;

/**
 * /admin/pricing-rules (decision 026): seasonal, holiday and off-peak rules, and a month's
 * calendar priced in the browser by the same engine a quote uses, so staff see what a rule does
 * before a guest does. One rule at most prices a day: the server refuses an overlap, naming it.
 */
export default function PricingRulesPage() {
  const pricing = useAdminPricing();
  const change = useChangePricing();
  const { editing, formKey, formHeading, open } = useFormBelowList<StoredPricingRule | 'new'>();
  const [listProblem, setListProblem] = useState<string | null>(null);
  const listAlert = useRef<HTMLDivElement>(null);

  const switchRule = (rule: StoredPricingRule, active: boolean) => {
    setListProblem(null);
    change.mutate(
      { action: 'editRule', id: rule.id, rule: { ...ruleInputOf(rule), active } },
      {
        onSuccess: () =>
          toast({
            title: `${rule.name} switched ${active ? 'on' : 'off'}`,
            description: active ? 'New quotes are priced with it now.' : 'New quotes are priced without it now.',
            variant: 'success',
          }),
        onError: (failure) => {
          setListProblem(apiProblem(failure).message);
          requestAnimationFrame(() => listAlert.current?.focus());
        },
      },
    );
  };

  return (
    <ListAndFormScreen
      title="Pricing rules"
      newLabel="New rule"
      onNew={() => open('new')}
      newDisabled={!pricing.isSuccess}
      lead="Seasonal, holiday and off-peak changes to the price table, by a percent of the cruise's subtotal. One rule at most prices a day; guests see the rule's name on their quote. Quotes already sent keep their price."
    >
      <Loaded query={pricing} loading="Loading the rules..." what="the pricing rules">
        {(data) => (
          <>
            {listProblem && (
              <div ref={listAlert} className="admin-alert admin-alert--error" role="alert" tabIndex={-1}>
                {listProblem}
              </div>
            )}
            <RuleList rules={data.rules} busy={change.isPending} onEdit={open} onSwitch={switchRule} />
            {editing && (
              <FormBelowList headingId="rule-form-heading" headingRef={formHeading} heading={editing === 'new' ? 'New rule' : `Edit ${editing.name}`}>
                <RuleForm key={formKey} rule={editing === 'new' ? null : editing} today={data.today} onDone={() => open(null)} />
              </FormBelowList>
            )}
            <MonthPreview data={data} />
          </>
        )}
      </Loaded>
    </ListAndFormScreen>
  );
}

function RuleList({
  rules,
  busy,
  onEdit,
  onSwitch,
}: {
  rules: readonly StoredPricingRule[];
  busy: boolean;
  onEdit: (rule: StoredPricingRule) => void;
  onSwitch: (rule: StoredPricingRule, active: boolean) => void;
}) {
  if (rules.length === 0) return <p>No rules yet: every day is priced by the price table alone.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>Every rule, on or off, by start date</caption>
        <thead>
          <tr>
            <th scope="col">Name shown to guests</th>
            <th scope="col">Kind</th>
            <th scope="col">Dates</th>
            <th scope="col">Days</th>
            <th scope="col">Sizes</th>
            <th scope="col">Cruises</th>
            <th scope="col">Percent</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => {
            const on = rule.active !== false;
            return (
              <tr key={rule.id}>
                <th scope="row" data-label="Name">
                  {rule.name}
                </th>
                <td data-label="Kind">{KIND_LABELS[rule.kind]}</td>
                <td data-label="Dates">
                  {formatDate(rule.startDate)} to {formatDate(rule.endDate)}
                </td>
                <td data-label="Days">{rule.dayTypes ? rule.dayTypes.map((d) => DAY_TYPE_LABELS[d]).join(', ') : 'Every day'}</td>
                <td data-label="Sizes">{rule.tiers ? rule.tiers.map(bandGuestsLabel).join(', ') : 'Every size'}</td>
                <td data-label="Cruises">{TARGET_LABELS[rule.appliesTo]}</td>
                <td data-label="Percent">{percentText(rule.percent)}</td>
                <td data-label="Status">
                  <span className={`admin-badge ${on ? 'admin-badge--active' : 'admin-badge--superseded'}`}>{on ? 'On' : 'Off'}</span>
                </td>
                <td data-label="Actions">
                  <div className="admin-pricing-rule-checks">
                    <button type="button" className="button button--small button--secondary" onClick={() => onEdit(rule)}>
                      Edit<span className="visually-hidden"> {rule.name}</span>
                    </button>
                    <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => onSwitch(rule, !on)}>
                      {on ? 'Switch off' : 'Switch on'}
                      <span className="visually-hidden"> {rule.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RuleForm({ rule, today, onDone }: { rule: StoredPricingRule | null; today: string; onDone: () => void }) {
  const id = useId();
  const change = useChangePricing();
  const [values, setValues] = useState<RuleFormValues>(rule ? ruleFormValues(rule) : blankRule(today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useRef<HTMLDivElement>(null);
  const idFor = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => (errors[field] ? `${idFor(field)}-error` : undefined);
  const set = <K extends keyof RuleFormValues>(field: K, value: RuleFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const fail = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = ruleFromValues(values);
    if (!reading.rule) return fail(reading.errors);
    setErrors({});
    const request = rule ? ({ action: 'editRule', id: rule.id, rule: reading.rule } as const) : ({ action: 'newRule', rule: reading.rule } as const);
    change.mutate(request, {
      onSuccess: () => {
        toast({ title: `${reading.rule.name} saved`, description: 'New quotes are priced with it now.', variant: 'success' });
        onDone();
      },
      onError: (failure) => {
        const problem = apiProblem(failure);
        const fields = ruleErrorsFromApi(problem.fields);
        // An overlap names the other rule in the message; the field only points at the dates.
        if (problem.status === 409) fail({ ...fields, form: problem.message });
        else fail(Object.keys(fields).length > 0 ? fields : { form: problem.message });
      },
    });
  };

  const text = (field: 'name' | 'startDate' | 'endDate' | 'percent', label: string, options: { type?: string; hint?: string; inputMode?: 'numeric' } = {}) => (
    <div className="field">
      <label htmlFor={idFor(field)}>{label}</label>
      <input
        id={idFor(field)}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={describedBy(options.hint && `${idFor(field)}-hint`, errorId(field))}
      />
      {options.hint && (
        <p id={`${idFor(field)}-hint`} className="field__hint">
          {options.hint}
        </p>
      )}
      <FieldError id={`${idFor(field)}-error`} message={errors[field]} />
    </div>
  );

  return (
    <form className="admin-commerce-form" onSubmit={submit} noValidate aria-busy={change.isPending}>
      <ErrorSummary ref={summary} problems={summaryProblems(errors, RULE_FIELD_ORDER, idFor)} />
      {text('name', 'Name shown to guests', { hint: 'On the quote beside the change, such as "Fourth of July".' })}
      <div className="field">
        <label htmlFor={idFor('kind')}>Kind</label>
        <select
          id={idFor('kind')}
          value={values.kind}
          onChange={(event) => set('kind', event.target.value as PricingRuleKind)}
          aria-invalid={Boolean(errors['kind'])}
          aria-describedby={errorId('kind')}
        >
          {PRICING_RULE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        <FieldError id={`${idFor('kind')}-error`} message={errors['kind']} />
      </div>
      {text('startDate', 'First day', { type: 'date' })}
      {text('endDate', 'Last day', { type: 'date', hint: 'The rule prices both days and every day between.' })}
      {text('percent', 'Percent of the subtotal', {
        inputMode: 'numeric',
        hint: `A whole number from ${PRICING_RULE_MIN_PERCENT} to +${PRICING_RULE_MAX_PERCENT}: peak and holiday rules raise prices, off-peak rules lower them (such as -10).`,
      })}
      <fieldset className="admin-fieldset" id={idFor('appliesTo')} tabIndex={-1} aria-describedby={errorId('appliesTo')}>
        <legend>Cruises</legend>
        {PRICING_RULE_TARGETS.map((target) => (
          <label key={target} className="admin-check">
            <input type="radio" name={`${id}-appliesTo`} checked={values.appliesTo === target} onChange={() => set('appliesTo', target)} />{' '}
            {TARGET_LABELS[target]}
          </label>
        ))}
        <FieldError id={`${idFor('appliesTo')}-error`} message={errors['appliesTo']} />
      </fieldset>
      <fieldset className="admin-fieldset" id={idFor('dayTypes')} tabIndex={-1} aria-describedby={errorId('dayTypes')}>
        <legend>Days of the week</legend>
        <label className="admin-check">
          <input type="checkbox" checked={values.everyDay} onChange={(event) => set('everyDay', event.target.checked)} /> Every day
        </label>
        {!values.everyDay &&
          DAY_TYPES.map((day) => (
            <label key={day} className="admin-check">
              <input
                type="checkbox"
                checked={values.dayTypes.includes(day)}
                onChange={(event) => set('dayTypes', toggled(values.dayTypes, day, event.target.checked))}
              />{' '}
              {DAY_TYPE_LABELS[day]}
            </label>
          ))}
        <FieldError id={`${idFor('dayTypes')}-error`} message={errors['dayTypes']} />
      </fieldset>
      {values.appliesTo === 'private' && (
        <fieldset className="admin-fieldset" id={idFor('tiers')} tabIndex={-1} aria-describedby={errorId('tiers')}>
          <legend>Group sizes (private charters)</legend>
          <label className="admin-check">
            <input type="checkbox" checked={values.everyTier} onChange={(event) => set('everyTier', event.target.checked)} /> Every size
          </label>
          {!values.everyTier &&
            CAPACITY_TIERS.map((tier) => (
              <label key={tier} className="admin-check">
                <input
                  type="checkbox"
                  checked={values.tiers.includes(tier)}
                  onChange={(event) => set('tiers', toggled(values.tiers, tier, event.target.checked))}
                />{' '}
                {bandGuestsLabel(tier)}
              </label>
            ))}
          <FieldError id={`${idFor('tiers')}-error`} message={errors['tiers']} />
        </fieldset>
      )}
      <label className="admin-check">
        <input type="checkbox" checked={values.active} onChange={(event) => set('active', event.target.checked)} /> On (prices quotes)
      </label>
      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : rule ? 'Save changes' : 'Add rule'}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The month grid: each day's total for the chosen group, as a quote issued on the basis's day would give it. */
function MonthPreview({ data }: { data: AdminPricingResponse }) {
  const id = useId();
  const bases = useMemo(() => previewBases(data), [data]);
  const [month, setMonth] = useState(monthOf(data.today));
  const [groupSize, setGroupSize] = useState('20');
  const [pkg, setPkg] = useState<PreviewPackage>('standard');
  const [basisValue, setBasisValue] = useState(bases[0]!.value);
  const basis = bases.find((b) => b.value === basisValue) ?? bases[0]!;
  const monthValid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const size = /^\d+$/.test(groupSize.trim()) ? Number(groupSize.trim()) : Number.NaN;
  const sizeValid = size >= PRIVATE_MIN_GUESTS && size <= PRIVATE_MAX_GUESTS;
  const days = useMemo(
    () => (monthValid && sizeValid ? new Map(monthPreview(basis.pricing, month, size, pkg, basis.issuedOn).map((day) => [day.date, day])) : null),
    [basis, month, size, pkg, monthValid, sizeValid],
  );

  return (
    <section className="admin-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Calendar preview</h2>
      <p>Each day&apos;s total for a group (tax and gratuity included), priced by the same engine as a quote, and the rule that changed it.</p>
      <div className="admin-preview-controls">
        <div className="field">
          <label htmlFor={`${id}-month`}>Month</label>
          <input
            id={`${id}-month`}
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            aria-invalid={!monthValid}
            aria-describedby={monthValid ? undefined : `${id}-month-error`}
          />
          <FieldError id={`${id}-month-error`} message={monthValid ? null : 'Enter a month as YYYY-MM.'} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-size`}>Group size</label>
          <input
            id={`${id}-size`}
            inputMode="numeric"
            value={groupSize}
            onChange={(event) => setGroupSize(event.target.value)}
            aria-invalid={!sizeValid}
            aria-describedby={sizeValid ? undefined : `${id}-size-error`}
          />
          <FieldError
            id={`${id}-size-error`}
            message={sizeValid ? null : `Enter a whole number of guests from ${PRIVATE_MIN_GUESTS} to ${PRIVATE_MAX_GUESTS}.`}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-package`}>Package</label>
          <select id={`${id}-package`} value={pkg} onChange={(event) => setPkg(event.target.value as PreviewPackage)}>
            {PREVIEW_PACKAGES.map((p) => (
              <option key={p} value={p}>
                {PACKAGE_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-basis`}>Prices</label>
          <select id={`${id}-basis`} value={basis.value} onChange={(event) => setBasisValue(event.target.value)}>
            {bases.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {monthValid && (
        <div className="admin-preview-steps">
          <button type="button" className="button button--small button--secondary" onClick={() => setMonth(shiftMonth(month, -1))}>
            Previous month<span className="visually-hidden">: {monthLabel(shiftMonth(month, -1))}</span>
          </button>
          <button type="button" className="button button--small button--secondary" onClick={() => setMonth(shiftMonth(month, 1))}>
            Next month<span className="visually-hidden">: {monthLabel(shiftMonth(month, 1))}</span>
          </button>
        </div>
      )}
      {days && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-preview">
            <caption>
              {monthLabel(month)}: {size} guests, {PACKAGE_LABELS[pkg]}
            </caption>
            <thead>
              <tr>
                {WEEKDAY_NAMES.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week.find((cell) => cell.date)?.date}>
                  {week.map(({ weekday, date }) => {
                    const day = date ? days.get(date) : undefined;
                    if (!date || !day) return <td key={weekday} className="admin-preview__outside" />;
                    return (
                      <td key={weekday} data-label={weekday}>
                        <div>
                          <span className="admin-preview__day">{formatDate(date)}</span>
                          {day.total !== null ? (
                            <span className="admin-preview__total">{formatMoney(day.total)}</span>
                          ) : (
                            // A day before the quote's issue date is simply past; other refusals keep the engine's reason.
                            <span className="admin-preview__refusal">{date < basis.issuedOn ? 'Past' : `Not sold: ${day.refusal}`}</span>
                          )}
                          {day.ruleName && (
                            <span className="admin-preview__rule">
                              {day.ruleName} ({percentText(day.percent ?? 0)})
                            </span>
                          )}
                        </div>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
